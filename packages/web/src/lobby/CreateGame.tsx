/**
 * Create a game of any game the server offers and this client has screens for: every rules option the
 * catalogue lists for it, with its rule id, then who sits where, the clock, the replay and who may join.
 * The form's state and its rules are create-form.ts's; what the button does is start-game.ts's.
 */
import { useEffect, useState } from 'preact/hooks';
import { catalog, type GameAccess } from '../api/lobby.js';
import type { CatalogGame } from '../api/protocol.js';
import { webGame, webGames } from '../games.js';
import { t } from '../i18n/i18n.js';
import { serverText } from '../i18n/server-text.js';
import { navigate } from '../router.js';
import { AccessChoice } from './AccessChoice.js';
import { DEFAULT_BOT } from './bots.js';
import { ClockChoice, DEFAULT_CLOCK } from './ClockChoice.js';
import { emptyForm, picked, pickGame, setOption, setSeat, startForm, withParser } from './create-form.js';
import { GamePick } from './GamePick.js';
import { nextGame } from './next-game.js';
import { OptionRow } from './OptionRow.js';
import { applies } from './option-form.js';
import { SeatsForm } from './SeatsForm.js';
import { startGame } from './start-game.js';

export function CreateGame() {
  const [form, setForm] = useState(emptyForm);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // On by default: once a game is over, its players usually want to see what was hidden.
  const [fullReplay, setFullReplay] = useState(true);
  const [access, setAccess] = useState<GameAccess>({});
  const [clock, setClock] = useState(DEFAULT_CLOCK);

  useEffect(() => {
    catalog()
      .then((c) => {
        const playable = c.games.filter((g) => Object.hasOwn(webGames, g.id));
        const preferred = nextGame.value;
        nextGame.value = null;
        if (playable.length > 0) setForm(startForm(playable, preferred));
      })
      .catch((err: Error) => setError(t('lobby.error', { message: serverText(err) })));
  }, []);

  const now = picked(form);
  const game = now?.game;

  // The picked game's option parser, from its engine's chunk, so that each option the player has not touched
  // shows what the game will play. Until it comes (or if its chunk fails to load: picking the game again retries)
  // the schema's defaults show; the server parses what is sent either way.
  const pickedId = game?.id;
  const parserMissing = pickedId !== undefined && form.parsers[pickedId] === undefined;
  useEffect(() => {
    if (pickedId === undefined || !parserMissing) return;
    webGame(pickedId)
      .optionsParser()
      .then((parse) => setForm((f) => withParser(f, pickedId, parse)))
      .catch(() => {});
  }, [pickedId, parserMissing]);

  async function submit(e: Event) {
    e.preventDefault();
    if (!now) return;
    setBusy(true);
    setError(null);
    try {
      const id = await startGame(form, { fullReplay, access, clock });
      if (id) navigate({ name: 'game', id });
    } catch (err) {
      setError(t('lobby.error', { message: serverText(err as Error) }));
    } finally {
      setBusy(false);
    }
  }

  const row = (field: CatalogGame['options'][number]) =>
    now && (
      <OptionRow
        key={`${now.game.id}.${field.key}`}
        game={now.game.id}
        field={field}
        value={now.shown[field.key]}
        set={(v) => setForm(setOption(form, field.key, v))}
        disabled={!applies(field, now.shown)}
        seats={form.seats.length}
        fail={setError}
      />
    );

  return (
    <form class="panel create" onSubmit={submit} data-testid="create-form">
      <h2>{t('lobby.new')}</h2>
      <GamePick games={form.games} picked={game?.id ?? null} pick={(id) => setForm(pickGame(form, id))} />
      {game?.options.filter((f) => f.seats).map(row)}

      <h3>{t('lobby.seats')}</h3>
      <SeatsForm
        seats={form.seats}
        bots={game?.bots ?? [DEFAULT_BOT]}
        set={(i, patch) => setForm(setSeat(form, i, patch))}
      />

      {game && (
        <details class="options" data-testid={`options-${game.id}`} key={game.id}>
          <summary>{t('lobby.options')}</summary>
          {game.options.filter((f) => !f.seats).map(row)}
        </details>
      )}

      <ClockChoice value={clock} set={setClock} />
      <label class="full-replay">
        <input
          type="checkbox"
          data-testid="full-replay"
          checked={fullReplay}
          onChange={(e) => setFullReplay(e.currentTarget.checked)}
        />{' '}
        {t('lobby.fullReplay')}
      </label>

      <AccessChoice value={access} set={setAccess} />
      {error && <p class="error">{error}</p>}
      <button type="submit" class="primary" disabled={busy || !game} data-testid="create">
        {busy ? t('lobby.creating') : t('lobby.create')}
      </button>
    </form>
  );
}
