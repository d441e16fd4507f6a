/**
 * The toy game's secrets rules, with what a server must keep apart: events only one seat may see. On its
 * turn a seat draws a secret (an event only it sees, and a public one saying that it drew) or passes;
 * after `turns` turns the seat with more secrets wins.
 */
import type { Game, GameEvent, Seat } from '../game.js';
import { nextU32, type RngState, seedRng } from '../prng.js';
import { ok } from '../result.js';
import { refuse } from '../rule-error.js';
import { parseJsonState, TOY_CAPABILITIES } from './toy-parts.js';

export interface SecretsState {
  rng: RngState;
  turn: number;
  toMove: Seat;
  secrets: [string[], string[]];
  turns: number;
}
export type SecretsAction = { type: 'draw' } | { type: 'pass' };
export type SecretsEvent = GameEvent &
  ({ type: 'drew'; seat: Seat; secret?: string } | { type: 'passed'; seat: Seat });
export interface SecretsView {
  seat: Seat | null;
  turn: number;
  toMove: Seat;
  mine: string[];
  counts: number[];
}

const over = (s: SecretsState) => s.turn >= s.turns;

export const secretsRules: Game<SecretsState, SecretsAction, SecretsView, { turns: number }, SecretsEvent> = {
  id: 'toy',
  rulesVersion: '1',
  capabilities: { ...TOY_CAPABILITIES, maxActions: 100 },
  refusals: { 'not-your-turn': {}, 'bad-action': {} },
  parseOptions: (input) => {
    const turns = (input as { turns?: unknown } | undefined)?.turns ?? 12;
    return typeof turns === 'number' && Number.isInteger(turns) && turns > 0 && turns <= 100
      ? ok({ turns })
      : refuse('bad-option', 'T1', 'turns: 1–100');
  },
  setup: (o, seed) => ok({ rng: seedRng(seed), turn: 0, toMove: 0, secrets: [[], []], turns: o.turns }),
  playerCount: () => 2,
  pendingDecisions: (s) => (over(s) ? [] : [{ seat: s.toMove, kind: 'turn' }]),
  legalActions: (s, seat) => (over(s) || seat !== s.toMove ? [] : [{ type: 'draw' }, { type: 'pass' }]),
  apply(s, seat, input) {
    const a = input as SecretsAction | null;
    if (over(s) || seat !== s.toMove) return refuse('not-your-turn', 'T2', 'wait for your turn');
    if (!a || (a.type !== 'draw' && a.type !== 'pass') || Object.keys(a).length !== 1)
      return refuse('bad-action', 'T3', 'draw or pass');
    const next: SecretsState = {
      ...s,
      rng: { s: [...s.rng.s] },
      secrets: [[...s.secrets[0]], [...s.secrets[1]]],
    };
    const events: SecretsEvent[] = [];
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
  parse: parseJsonState<SecretsState>,
  // What a seat cannot see: the PRNG, and the other seat's secrets (it knows only how many).
  resample(s, seat, rng) {
    const redraw = (held: string[]) => held.map(() => `secret${nextU32(rng)}x`);
    return {
      ...s,
      rng: seedRng(String(nextU32(rng))),
      secrets: [
        seat === 0 ? [...s.secrets[0]] : redraw(s.secrets[0]),
        seat === 1 ? [...s.secrets[1]] : redraw(s.secrets[1]),
      ],
    };
  },
  seatTags: () => ({}),
  isConcession: () => false,
  describeAction: (a) => a.type,
};
