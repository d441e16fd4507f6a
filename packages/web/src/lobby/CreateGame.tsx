import { useEffect, useState } from 'preact/hooks';
import { catalog, createGame, joinSeat, type SeatRequest } from '../api/lobby.js';
import { t } from '../i18n/i18n.js';
import { navigate } from '../router.js';
import { pairById, validPairs } from '../store/decks.js';
import { holdSeat } from '../store/seats.js';
import {
  choiceKey,
  DEFAULT_OPTIONS,
  type HorsemenOptionValues,
  helpKey,
  labelKey,
  OPTION_FIELDS,
} from './options.js';

export type SeatChoice = 'you' | 'friend' | 'bot' | 'hotseat';
const SEAT_CHOICES: readonly SeatChoice[] = ['you', 'friend', 'bot', 'hotseat'];

interface SeatForm {
  choice: SeatChoice;
  difficulty: string;
  deck: string; // a saved pair's id, or '' for the standard random decks
}

/** Create a Four Horsemen game: options with their rule ids, then who sits where. */
export function CreateGame() {
  const [options, setOptions] = useState<HorsemenOptionValues>(DEFAULT_OPTIONS);
  const [difficulties, setDifficulties] = useState<readonly string[]>(['random']);
  const [seats, setSeats] = useState<SeatForm[]>([
    { choice: 'you', difficulty: 'random', deck: '' },
    { choice: 'bot', difficulty: 'random', deck: '' },
  ]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    catalog()
      .then((c) => setDifficulties(c.difficulties.length ? c.difficulties : ['random']))
      .catch(() => undefined);
  }, []);

  const setSeat = (i: number, patch: Partial<SeatForm>) =>
    setSeats(seats.map((s, j) => (j === i ? { ...s, ...patch } : s)));

  async function submit(e: Event) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const requests: SeatRequest[] = seats.map((s) =>
        s.choice === 'bot' ? { kind: 'bot', difficulty: s.difficulty } : { kind: 'human' },
      );
      // `decks` is all or nothing (H3): once a seat picks a pair, a seat left on "standard" gets the first saved pair.
      const chosen = seats.some((s) => s.deck !== '');
      const fallback = validPairs()[0]?.id ?? '';
      const decks = chosen ? seats.map((s) => pairById(s.deck || fallback)) : null;
      const body = decks?.every((d) => d !== null) ? { ...options, decks } : options;
      const game = await createGame('horsemen', body, requests);
      for (const [seat, s] of seats.entries()) {
        if (s.choice !== 'you' && s.choice !== 'hotseat') continue;
        const joined = await joinSeat(game.id, seat);
        holdSeat({
          game: game.id,
          gameType: 'horsemen',
          seat,
          token: joined.token,
          hotSeat: s.choice === 'hotseat',
          joinedAt: Date.now(),
        });
      }
      navigate({ name: 'game', id: game.id });
    } catch (err) {
      setError(t('lobby.error', { message: (err as Error).message }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form class="panel create" onSubmit={submit} data-testid="create-form">
      <h2>{t('lobby.new')}</h2>
      <div class="game-pick">
        <label class="pill selected">
          <input type="radio" name="game" checked /> {t('lobby.horsemen')}
        </label>
        <label class="pill disabled" title={t('lobby.frontline.soon')}>
          <input type="radio" name="game" disabled /> {t('lobby.frontline')}
        </label>
      </div>

      <h3>{t('lobby.seats')}</h3>
      <div class="seats">
        {seats.map((s, i) => (
          <fieldset class="seat" key={i}>
            <legend>{t('lobby.seat', { n: i + 1 })}</legend>
            <select
              data-testid={`seat-${i}`}
              value={s.choice}
              onChange={(e) => setSeat(i, { choice: e.currentTarget.value as SeatChoice })}
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
                  value={s.difficulty}
                  onChange={(e) => setSeat(i, { difficulty: e.currentTarget.value })}
                >
                  {difficulties.map((d) => (
                    <option value={d} key={d}>
                      {d}
                    </option>
                  ))}
                </select>
              </label>
            )}
            <label>
              {t('lobby.deck')}{' '}
              <select value={s.deck} onChange={(e) => setSeat(i, { deck: e.currentTarget.value })}>
                <option value="">{t('lobby.deck.random')}</option>
                {validPairs().map((p) => (
                  <option value={p.id} key={p.id}>
                    {p.name}
                  </option>
                ))}
              </select>
            </label>
          </fieldset>
        ))}
      </div>

      <details class="options">
        <summary>{t('lobby.options')}</summary>
        {OPTION_FIELDS.map((f) => (
          <div class="option" key={f.key}>
            <label htmlFor={`opt-${f.key}`}>
              <span class="option-name">
                {t(labelKey(f.key))} <span class="rule">{f.rule}</span>
              </span>
              {f.kind === 'number' && (
                <input
                  type="number"
                  min={f.min}
                  max={f.max}
                  id={`opt-${f.key}`}
                  value={options[f.key]}
                  onInput={(e) => setOptions({ ...options, [f.key]: Number(e.currentTarget.value) })}
                />
              )}
              {f.kind === 'boolean' && (
                <select
                  id={`opt-${f.key}`}
                  value={options[f.key] ? 'on' : 'off'}
                  onChange={(e) => setOptions({ ...options, [f.key]: e.currentTarget.value === 'on' })}
                >
                  <option value="on">{t('opt.on')}</option>
                  <option value="off">{t('opt.off')}</option>
                </select>
              )}
              {f.kind === 'choice' && (
                <select
                  id={`opt-${f.key}`}
                  value={options[f.key]}
                  onChange={(e) => setOptions({ ...options, [f.key]: e.currentTarget.value })}
                >
                  {f.choices.map((c) => (
                    <option value={c} key={c}>
                      {t(choiceKey(f.key, c))}
                    </option>
                  ))}
                </select>
              )}
            </label>
            <p class="help">{t(helpKey(f.key))}</p>
          </div>
        ))}
      </details>

      {error && <p class="error">{error}</p>}
      <button type="submit" class="primary" disabled={busy} data-testid="create">
        {busy ? t('lobby.creating') : t('lobby.create')}
      </button>
    </form>
  );
}
