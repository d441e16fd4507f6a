/**
 * The toy game's race rules, with what the bet lacks: variable length, 2–4 seats, seat tags, events with
 * string fields, draws, and a view that is the whole state but its PRNG (so bots can play it). Seats take turns adding 1
 * or 2 to a shared counter; whoever reaches the target exactly wins, and overshooting it is a draw. A die
 * (the game's PRNG) decides who starts.
 */
import type { Game, GameEvent } from '../game.js';
import { nextInt, nextU32, type RngState, seedRng } from '../prng.js';
import { ok } from '../result.js';
import { refuse } from '../rule-error.js';
import { parseJsonState, TOY_CAPABILITIES } from './toy-parts.js';

export interface RaceState {
  rng: RngState;
  players: number;
  target: number;
  counter: number;
  turn: number;
  overshot: boolean;
}
/** Everything but the PRNG: nothing else is hidden. */
export type RaceView = Omit<RaceState, 'rng'>;
export type RaceAction = { type: 'add'; amount: 1 | 2 };
export interface RaceOptions {
  players: number;
  target: number;
}
export type RaceEvent = GameEvent & { type: 'step' | 'finish'; kind: 'one' | 'two' | 'exact' };

const over = (s: RaceState) => s.overshot || s.counter === s.target;

export const raceRules: Game<RaceState, RaceAction, RaceView, RaceOptions, RaceEvent> = {
  id: 'race',
  rulesVersion: '1',
  capabilities: { ...TOY_CAPABILITIES, maxPlayers: 4, hiddenInformation: false, maxActions: 100 },
  refusals: { malformed: {}, 'not-your-turn': {} },
  parseOptions(input) {
    const { players = 2, target = 10, ...rest } = (input ?? {}) as Record<string, unknown>;
    if (Object.keys(rest).length > 0)
      return refuse('bad-option', 'input', `unknown option ${Object.keys(rest)}`);
    if (typeof players !== 'number' || !Number.isInteger(players) || players < 2 || players > 4) {
      return refuse('bad-option', 'input', 'players must be 2..4');
    }
    if (typeof target !== 'number' || !Number.isInteger(target) || target < 1 || target > 50) {
      return refuse('bad-option', 'input', 'target must be 1..50');
    }
    return ok({ players, target });
  },
  setup(options, seed) {
    const rng = seedRng(seed);
    return ok({ rng, ...options, counter: 0, turn: nextInt(rng, options.players), overshot: false });
  },
  playerCount: (s) => s.players,
  pendingDecisions: (s) => (over(s) ? [] : [{ seat: s.turn, kind: 'turn' }]),
  legalActions: (s, seat) =>
    over(s) || seat !== s.turn
      ? []
      : [
          { type: 'add', amount: 1 },
          { type: 'add', amount: 2 },
        ],
  apply(s, seat, action) {
    const a = action as Partial<RaceAction> | null;
    if (a?.type !== 'add' || (a.amount !== 1 && a.amount !== 2) || Object.keys(a).length !== 2)
      return refuse('malformed', 'input', 'add 1 or 2');
    if (over(s) || seat !== s.turn) return refuse('not-your-turn', 'turn', 'not your turn');
    const counter = s.counter + a.amount;
    const next = { ...s, counter, overshot: counter > s.target, turn: (s.turn + 1) % s.players };
    const events: RaceEvent[] = [{ type: 'step', kind: a.amount === 1 ? 'one' : 'two' }];
    if (counter === s.target) events.push({ type: 'finish', kind: 'exact' });
    return ok({ state: next, events });
  },
  standingOrder: (s, seat) => (over(s) || seat !== s.turn ? null : { type: 'add', amount: 1 }),
  view: ({ rng: _, ...view }) => view,
  outcome(s) {
    if (s.overshot) return { kind: 'draw', reason: 'overshot' };
    if (s.counter !== s.target) return null;
    return { kind: 'win', winners: [(s.turn + s.players - 1) % s.players], reason: 'exact' };
  },
  serialize: (s) => JSON.stringify(s),
  parse: parseJsonState<RaceState>,
  resample: (s, _seat, rng) => ({ ...s, rng: seedRng(String(nextU32(rng))) }),
  // The view is the whole state but its PRNG, which only chose who starts.
  determinize: (view, _seat, rng) => ({ ...structuredClone(view), rng: seedRng(String(nextU32(rng))) }),
  seatTags: (_s, seat) => ({ parity: seat % 2 === 0 ? 'even' : 'odd' }),
  isConcession: () => false,
  describeAction: (a) => `add ${a.amount}`,
};
