/**
 * A small test game with what the toy game lacks: variable length, seat tags, event kinds and draws.
 * Seats take turns adding 1 or 2 to a shared counter; whoever reaches the target exactly wins, and
 * overshooting it is a draw. A die (the game's PRNG) decides who starts.
 */
import { type Game, nextInt, ok, type RngState, refuse, seedRng } from '@warboard/core';

export interface RaceState {
  rng: RngState;
  players: number;
  target: number;
  counter: number;
  turn: number;
  overshot: boolean;
}
export type RaceAction = { type: 'add'; amount: 1 | 2 };
export interface RaceOptions {
  players: number;
  target: number;
}

const over = (s: RaceState) => s.overshot || s.counter === s.target;

export const race: Game<RaceState, RaceAction, RaceState, RaceOptions> = {
  id: 'race',
  rulesVersion: '1',
  capabilities: {
    minPlayers: 2,
    maxPlayers: 4,
    chance: true,
    hiddenInformation: false,
    simultaneousDecisions: false,
    outOfTurnDecisions: false,
    canDraw: true,
    maxActions: 100,
  },
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
    if (a?.type !== 'add' || (a.amount !== 1 && a.amount !== 2))
      return refuse('malformed', 'input', 'add 1 or 2');
    if (over(s) || seat !== s.turn) return refuse('not-your-turn', 'turn', 'not your turn');
    const counter = s.counter + a.amount;
    const next = { ...s, counter, overshot: counter > s.target, turn: (s.turn + 1) % s.players };
    const events = [{ type: 'step', kind: a.amount === 1 ? 'one' : 'two' }];
    if (counter === s.target) events.push({ type: 'finish', kind: 'exact' });
    return ok({ state: next, events });
  },
  standingOrder: (s, seat) => (over(s) || seat !== s.turn ? null : { type: 'add', amount: 1 }),
  view: (s) => s,
  outcome(s) {
    if (s.overshot) return { kind: 'draw', reason: 'overshot' };
    if (s.counter !== s.target) return null;
    return { kind: 'win', winners: [(s.turn + s.players - 1) % s.players], reason: 'exact' };
  },
  serialize: (s) => JSON.stringify(s),
  parse: (text) => ok(JSON.parse(text) as RaceState),
  resample: (s) => s,
  seatTags: (_s, seat) => ({ parity: seat % 2 === 0 ? 'even' : 'odd' }),
  isConcession: () => false,
  describeAction: (a) => `add ${a.amount}`,
};
