import { useEffect, useState } from 'preact/hooks';
import { catalog, createGame, joinSeat, type SeatRequest } from '../api/lobby.js';
import { t } from '../i18n/i18n.js';
import { navigate } from '../router.js';
import { pairById, validPairs } from '../store/decks.js';
import { holdSeat } from '../store/seats.js';
import { botOption, DEFAULT_BOT, defaultBot } from './bots.js';
import {
  FRONTLINE_DEFAULTS,
  FRONTLINE_FIELDS,
  type FrontlineOptionValues,
  frontlineBody,
} from './frontline-options.js';
import { OptionRow } from './OptionRow.js';
import { DEFAULT_OPTIONS, type HorsemenOptionValues, OPTION_FIELDS } from './options.js';

export type SeatChoice = 'you' | 'friend' | 'bot' | 'hotseat';
type GameType = 'horsemen' | 'frontline';
const SEAT_CHOICES: readonly SeatChoice[] = ['you', 'friend', 'bot', 'hotseat'];

interface SeatForm {
  choice: SeatChoice;
  difficulty: string;
  deck: string; // a saved pair's id, or '' for the standard random decks
}

const seatForm = (i: number, bot: string = DEFAULT_BOT): SeatForm => ({
  choice: i === 0 ? 'you' : 'bot',
  difficulty: bot,
  deck: '',
});

/** Create a game of either game: its options with their rule ids, then who sits where. */
export function CreateGame() {
  const [gameType, setGameType] = useState<GameType>('horsemen');
  const [options, setOptions] = useState<HorsemenOptionValues>(DEFAULT_OPTIONS);
  const [flOptions, setFlOptions] = useState<FrontlineOptionValues>(FRONTLINE_DEFAULTS);
  const [flTouched, setFlTouched] = useState<ReadonlySet<string>>(new Set());
  const [objectivesFile, setObjectivesFile] = useState(false);
  const [difficulties, setDifficulties] = useState<readonly string[]>([DEFAULT_BOT]);
  const [seats, setSeats] = useState<SeatForm[]>([seatForm(0), seatForm(1)]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    catalog()
      .then((c) => {
        if (c.difficulties.length === 0) return;
        setDifficulties(c.difficulties);
        // A seat still on the preselected bot moves to what this server offers, if it lacks that one.
        const bot = defaultBot(c.difficulties);
        setSeats((now) =>
          now.map((s) => (c.difficulties.includes(s.difficulty) ? s : { ...s, difficulty: bot })),
        );
      })
      .catch(() => undefined);
  }, []);

  const setSeat = (i: number, patch: Partial<SeatForm>) =>
    setSeats(seats.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  /** One seat form per player: Four Horsemen has two, Frontline as many as its `players` option. */
  const resize = (n: number) =>
    setSeats(Array.from({ length: n }, (_, i) => seats[i] ?? seatForm(i, defaultBot(difficulties))));
  const pickGame = (next: GameType) => {
    setGameType(next);
    resize(next === 'horsemen' ? 2 : flOptions.players);
  };
  const setFlOption = (patch: Partial<FrontlineOptionValues>) => {
    const next = { ...flOptions, ...patch };
    setFlOptions(next);
    setFlTouched(
      new Set([...flTouched, ...Object.keys(patch)].filter((k) => k !== 'players' && k !== 'preset')),
    );
    if (patch.players !== undefined && patch.players >= 2 && patch.players <= 6) resize(patch.players);
  };

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
      const body =
        gameType === 'frontline'
          ? frontlineBody(flOptions, flTouched)
          : decks?.every((d) => d !== null)
            ? { ...options, decks }
            : options;
      const game = await createGame(gameType, body, requests);
      for (const [seat, s] of seats.entries()) {
        if (s.choice !== 'you' && s.choice !== 'hotseat') continue;
        const joined = await joinSeat(game.id, seat);
        holdSeat({
          game: game.id,
          gameType,
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
        {(['horsemen', 'frontline'] as const).map((g) => (
          <label key={g} class={gameType === g ? 'pill selected' : 'pill'}>
            <input
              type="radio"
              name="game"
              data-testid={`pick-${g}`}
              checked={gameType === g}
              onChange={() => pickGame(g)}
            />{' '}
            {t(g === 'horsemen' ? 'lobby.horsemen' : 'lobby.frontline')}
          </label>
        ))}
      </div>
      {gameType === 'frontline' && (
        <div class="option">
          <label htmlFor="fl-players">
            <span class="option-name">
              {t('lobby.frontline.players')} <span class="rule">O1</span>
            </span>
            <select
              id="fl-players"
              data-testid="fl-players"
              value={flOptions.players}
              onChange={(e) => setFlOption({ players: Number(e.currentTarget.value) })}
            >
              {[2, 3, 4, 5, 6].map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
          <p class="help">{t('flopt.players.help')}</p>
        </div>
      )}

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
            {gameType === 'horsemen' && (
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
            )}
          </fieldset>
        ))}
      </div>

      {gameType === 'frontline' && (
        <details class="options" open data-testid="fl-options">
          <summary>{t('lobby.options')}</summary>
          {FRONTLINE_FIELDS.filter((f) => f.key !== 'players').map((f) =>
            f.key === 'objectives' ? (
              <OptionRow
                key={f.key}
                prefix="flopt"
                field={f}
                value={objectivesFile ? 'file' : (flOptions.objectives as string)}
                set={(v) => {
                  setObjectivesFile(v === 'file');
                  if (v !== 'file') setFlOption({ objectives: v as string });
                }}
              />
            ) : (
              <OptionRow
                key={f.key}
                prefix="flopt"
                field={f}
                value={flOptions[f.key] as number | string | boolean}
                set={(v) => setFlOption({ [f.key]: v } as Partial<FrontlineOptionValues>)}
              />
            ),
          )}
          {objectivesFile && (
            <ObjectivesFile set={(objectives) => setFlOption({ objectives })} fail={setError} />
          )}
        </details>
      )}
      {gameType === 'horsemen' && (
        <details class="options">
          <summary>{t('lobby.options')}</summary>
          {OPTION_FIELDS.map((f) => (
            <OptionRow
              key={f.key}
              prefix="opt"
              field={f}
              value={options[f.key]}
              set={(v) => setOptions({ ...options, [f.key]: v })}
            />
          ))}
        </details>
      )}

      {error && <p class="error">{error}</p>}
      <button type="submit" class="primary" disabled={busy} data-testid="create">
        {busy ? t('lobby.creating') : t('lobby.create')}
      </button>
    </form>
  );
}

/**
 * A designer's objective set from a JSON file (FG4): read in the browser and sent as the `objectives` option; the
 * server's engine judges it and a refusal names the faulty field.
 */
function ObjectivesFile({
  set,
  fail,
}: {
  set: (objectives: Record<string, unknown>) => void;
  fail: (message: string | null) => void;
}) {
  return (
    <label class="option" htmlFor="flopt-objectives-file">
      <span class="option-name">{t('flopt.objectives.pick')}</span>
      <input
        type="file"
        accept=".json,application/json"
        id="flopt-objectives-file"
        data-testid="flopt-objectives-file"
        onChange={async (e) => {
          const file = e.currentTarget.files?.[0];
          if (!file) return;
          try {
            set(JSON.parse(await file.text()) as Record<string, unknown>);
            fail(null);
          } catch (err) {
            fail(t('flopt.objectives.bad-file', { file: file.name, message: (err as Error).message }));
          }
        }}
      />
    </label>
  );
}
