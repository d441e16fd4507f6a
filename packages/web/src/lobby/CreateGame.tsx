import { useEffect, useState } from 'preact/hooks';
import { heldBy } from '../account/session.js';
import { catalog, createGame, type GameAccess, joinSeat, type SeatRequest } from '../api/lobby.js';
import type { CatalogGame } from '../api/protocol.js';
import { webGame, webGames } from '../games.js';
import { t } from '../i18n/i18n.js';
import { serverText } from '../i18n/server-text.js';
import { Link } from '../Link.js';
import { navigate } from '../router.js';
import { holdSeat } from '../store/seats.js';
import { AccessChoice } from './AccessChoice.js';
import { botOption, DEFAULT_BOT, defaultBot } from './bots.js';
import { ClockChoice, DEFAULT_CLOCK } from './ClockChoice.js';
import { nextGame } from './next-game.js';
import { OptionRow } from './OptionRow.js';
import {
  applies,
  defaultValues,
  type OptionValues,
  optionsBody,
  seatCount,
  seatsField,
} from './option-form.js';

export type SeatChoice = 'you' | 'friend' | 'bot' | 'hotseat';
const SEAT_CHOICES: readonly SeatChoice[] = ['you', 'friend', 'bot', 'hotseat'];

interface SeatForm {
  choice: SeatChoice;
  difficulty: string;
}

const seatForm = (i: number, bot: string = DEFAULT_BOT): SeatForm => ({
  choice: i === 0 ? 'you' : 'bot',
  difficulty: bot,
});

/** A game's options as the player has set them: the values, and which ones the player changed. */
interface OptionsForm {
  readonly values: OptionValues;
  readonly touched: ReadonlySet<string>;
}

/**
 * Create a game of any game the server offers and this client has screens for: every rules option the
 * catalogue lists for it, with its rule id, then who sits where.
 */
export function CreateGame() {
  const [games, setGames] = useState<readonly CatalogGame[]>([]);
  const [gameId, setGameId] = useState<string | null>(null);
  const [forms, setForms] = useState<Readonly<Record<string, OptionsForm>>>({});
  const [seats, setSeats] = useState<SeatForm[]>([seatForm(0), seatForm(1)]);
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
        const start = playable.find((g) => g.id === nextGame.value) ?? playable[0];
        nextGame.value = null;
        if (!start) return;
        setGames(playable);
        setForms(
          Object.fromEntries(
            playable.map((g) => [g.id, { values: defaultValues(g.options), touched: new Set() }]),
          ),
        );
        setGameId(start.id);
        setSeats(seatsFor(start, defaultValues(start.options), []));
      })
      .catch((err: Error) => setError(t('lobby.error', { message: serverText(err) })));
  }, []);

  const game = games.find((g) => g.id === gameId);
  const form = game ? forms[game.id] : undefined;
  const difficulties = game?.bots ?? [DEFAULT_BOT];

  /** One seat form per player, the ones already filled in kept; a new bot seat gets this game's default bot. */
  function seatsFor(g: CatalogGame, values: OptionValues, now: readonly SeatForm[]): SeatForm[] {
    return Array.from({ length: seatCount(g, values) }, (_, i) => {
      const seat = now[i] ?? seatForm(i, defaultBot(g.bots));
      return g.bots.includes(seat.difficulty) ? seat : { ...seat, difficulty: defaultBot(g.bots) };
    });
  }

  const setSeat = (i: number, patch: Partial<SeatForm>) =>
    setSeats(seats.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  const pickGame = (id: string) => {
    const next = games.find((g) => g.id === id);
    const values = forms[id]?.values;
    if (!next || !values) return;
    setGameId(id);
    setSeats(seatsFor(next, values, seats));
  };
  const setOption = (key: string, value: unknown) => {
    if (!game || !form) return;
    const values = { ...form.values, [key]: value };
    setForms({ ...forms, [game.id]: { values, touched: new Set([...form.touched, key]) } });
    if (key === seatsField(game)?.key) setSeats(seatsFor(game, values, seats));
  };

  async function submit(e: Event) {
    e.preventDefault();
    if (!game || !form) return;
    setBusy(true);
    setError(null);
    try {
      const requests: SeatRequest[] = seats.map((s) =>
        s.choice === 'bot' ? { kind: 'bot', difficulty: s.difficulty } : { kind: 'human' },
      );
      const created = await createGame(
        game.id,
        optionsBody(game, form.values, form.touched),
        requests,
        fullReplay,
        access,
        clock,
      );
      for (const [seat, s] of seats.entries()) {
        if (s.choice !== 'you' && s.choice !== 'hotseat') continue;
        const joined = await joinSeat(created.id, seat, null, created.invite);
        holdSeat({
          game: created.id,
          gameType: game.id,
          seat,
          token: joined.token,
          hotSeat: s.choice === 'hotseat',
          joinedAt: Date.now(),
          ...heldBy(),
        });
      }
      navigate({ name: 'game', id: created.id });
    } catch (err) {
      setError(t('lobby.error', { message: serverText(err as Error) }));
    } finally {
      setBusy(false);
    }
  }

  const row = (field: CatalogGame['options'][number]) =>
    game &&
    form && (
      <OptionRow
        key={`${game.id}.${field.key}`}
        game={game.id}
        field={field}
        value={form.values[field.key]}
        set={(v) => setOption(field.key, v)}
        disabled={!applies(field, form.values)}
        seats={seats.length}
        fail={setError}
      />
    );

  return (
    <form class="panel create" onSubmit={submit} data-testid="create-form">
      <h2>{t('lobby.new')}</h2>
      <div class="game-pick">
        {games.map((g) => (
          <label key={g.id} class={gameId === g.id ? 'pill selected' : 'pill'}>
            <input
              type="radio"
              name="game"
              data-testid={`pick-${g.id}`}
              checked={gameId === g.id}
              onChange={() => pickGame(g.id)}
            />{' '}
            {webGame(g.id).name()}
          </label>
        ))}
      </div>
      {game && (
        <p class="game-about" data-testid="game-about">
          {webGame(game.id).about()}{' '}
          <Link to={{ name: 'rules', game: game.id }} testid={`rules-${game.id}`}>
            {t('rules.read')}
          </Link>
        </p>
      )}
      {game?.options.filter((f) => f.seats).map(row)}

      <h3>{t('lobby.seats')}</h3>
      <div class="seats">
        {seats.map((s, i) => (
          <fieldset class="seat" key={i}>
            <legend>{t('lobby.seat', { n: i + 1 })}</legend>
            <select
              data-testid={`seat-${i}`}
              value={s.choice}
              onChange={(e) => {
                const choice = SEAT_CHOICES.find((c) => c === e.currentTarget.value);
                if (choice) setSeat(i, { choice });
              }}
            >
              {SEAT_CHOICES.map((c) => (
                <option value={c} key={c}>
                  {t(`lobby.seat.${c}`)}
                </option>
              ))}
            </select>
            {s.choice === 'bot' && (
              <label>
                {t('lobby.difficulty')}{' '}
                <select
                  data-testid={`bot-${i}`}
                  value={s.difficulty}
                  onChange={(e) => setSeat(i, { difficulty: e.currentTarget.value })}
                >
                  {difficulties.map((d) => (
                    <option value={d} key={d}>
                      {botOption(d)}
                    </option>
                  ))}
                </select>
              </label>
            )}
          </fieldset>
        ))}
      </div>

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
