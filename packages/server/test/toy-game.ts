/**
 * A tiny two-seat game with private events, for the server's tests: on its turn a seat draws a secret
 * (an event only it may see) or passes; after `turns` turns the seat with more secrets wins.
 */
import {
  err,
  type Game,
  type GameEvent,
  nextU32,
  ok,
  type RngState,
  ruleError,
  type Seat,
  seedRng,
} from '@warboard/core';

export interface ToyState {
  rng: RngState;
  turn: number;
  toMove: Seat;
  secrets: [string[], string[]];
  turns: number;
}
export type ToyAction = { type: 'draw' } | { type: 'pass' };
export type ToyEvent = GameEvent &
  ({ type: 'drew'; seat: Seat; secret?: string } | { type: 'passed'; seat: Seat });
export interface ToyView {
  seat: Seat | null;
  turn: number;
  toMove: Seat;
  mine: string[];
  counts: number[];
}

const over = (s: ToyState) => s.turn >= s.turns;

export const toy: Game<ToyState, ToyAction, ToyView, { turns: number }, ToyEvent> = {
  id: 'toy',
  rulesVersion: '1',
  capabilities: {
    minPlayers: 2,
    maxPlayers: 2,
    chance: true,
    hiddenInformation: true,
    simultaneousDecisions: false,
    outOfTurnDecisions: false,
    canDraw: true,
    maxActions: 100,
  },
  parseOptions: (input) => {
    const turns = (input as { turns?: unknown } | undefined)?.turns ?? 12;
    return typeof turns === 'number' && Number.isInteger(turns) && turns > 0 && turns <= 100
      ? ok({ turns })
      : err(ruleError('bad-option', 'T1', 'turns: 1–100'));
  },
  setup: (o, seed) => ok({ rng: seedRng(seed), turn: 0, toMove: 0, secrets: [[], []], turns: o.turns }),
  playerCount: () => 2,
  pendingDecisions: (s) => (over(s) ? [] : [{ seat: s.toMove, kind: 'turn' }]),
  legalActions: (s, seat) => (over(s) || seat !== s.toMove ? [] : [{ type: 'draw' }, { type: 'pass' }]),
  apply(s, seat, input) {
    const a = input as ToyAction | null;
    if (over(s) || seat !== s.toMove) return err(ruleError('not-your-turn', 'T2', 'wait for your turn'));
    if (!a || (a.type !== 'draw' && a.type !== 'pass'))
      return err(ruleError('bad-action', 'T3', 'draw or pass'));
    const next: ToyState = {
      ...s,
      rng: { s: [...s.rng.s] },
      secrets: [[...s.secrets[0]], [...s.secrets[1]]],
    };
    const events: ToyEvent[] = [];
    if (a.type === 'draw') {
      const secret = `secret${nextU32(next.rng)}x`;
      next.secrets[seat as 0 | 1].push(secret);
      events.push({ type: 'drew', seat, secret, visibleTo: [seat] }, { type: 'drew', seat });
    } else events.push({ type: 'passed', seat });
    next.turn++;
    next.toMove = seat === 0 ? 1 : 0;
    return ok({ state: next, events });
  },
  standingOrder: (s, seat) => (over(s) || seat !== s.toMove ? null : { type: 'pass' }),
  view: (s, seat) => ({
    seat,
    turn: s.turn,
    toMove: s.toMove,
    mine: seat === null ? [] : [...s.secrets[seat as 0 | 1]],
    counts: s.secrets.map((x) => x.length),
  }),
  // Every secret shown: the revealed replay of a finished game.
  revealed: (s) => ({
    seat: null,
    turn: s.turn,
    toMove: s.toMove,
    mine: [...s.secrets[0], ...s.secrets[1]],
    counts: s.secrets.map((x) => x.length),
  }),
  outcome(s) {
    if (!over(s)) return null;
    const [a, b] = s.secrets.map((x) => x.length) as [number, number];
    return a === b
      ? { kind: 'draw', reason: 'equal' }
      : { kind: 'win', winners: [a > b ? 0 : 1], reason: 'more' };
  },
  serialize: (s) => JSON.stringify(s),
  parse: (text) => ok(JSON.parse(text) as ToyState),
  resample: (s) => s,
  seatTags: () => ({}),
  isConcession: () => false,
  describeAction: (a) => a.type,
};
