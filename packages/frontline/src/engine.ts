import type { Seat } from '@warboard/core';
import { type ActionOf, type ActionType, ruleOf } from './action-table.js';
import type { FrontlineAction } from './actions.js';
import { type DecisionKind, decisions } from './decisions.js';
import type { FrontlineEvent } from './events.js';
import { tidy } from './invasion.js';
import { spent } from './phase-end.js';
import { type FrontlineRefusal, refusal, turnSpent } from './refusals.js';
import type { FrontlineState } from './state.js';
import { checkOfferAtWill } from './trades.js';
import { checkEliminations, nextPlayer } from './turn.js';

export { decisions };

/** Is `a` acceptable from `seat` now? The single gate used by both `apply` and `legalActions`. */
export function check(state: FrontlineState, seat: Seat, a: FrontlineAction): FrontlineRefusal | null {
  if (state.outcome) return refusal('game-over', 'O2.1', 'the game is over');
  const owed = decisions(state).find((d) => d.seat === seat);
  if (a.type === 'offer' && owed?.kind !== 'turn') return checkOfferAtWill(state, seat, a); // O3.2, FG12
  if (!owed) return refusal('not-your-turn', 'O3.1', `seat ${seat} owes no decision now`);
  return checkOwed(state, seat, owed.kind, a);
}

/** `check` for a seat known to owe a decision of `kind` (legalActions asks once, then tries every candidate). */
export function checkOwed(
  state: FrontlineState,
  seat: Seat,
  kind: DecisionKind,
  a: FrontlineAction,
): FrontlineRefusal | null {
  return closedToAll(state, seat, kind, a.type) ?? checkFields(state, seat, kind, a);
}

/**
 * Why every action of `type` from `seat`, owing a decision of `kind`, is refused now whatever its fields — the
 * type answers no such decision, the turn is spent, or the type is closed (its phase, what it spends) — or null.
 */
function closedToAll(
  state: FrontlineState,
  seat: Seat,
  kind: DecisionKind,
  type: ActionType,
): FrontlineRefusal | null {
  const rule = ruleOf(type);
  if (!rule.answers.includes(kind))
    return refusal('wrong-decision', 'O3.1', `a ${type} action does not answer a ${kind} decision`);
  if (kind === 'turn' && rule.free && spent(state)) return turnSpent();
  return rule.closed?.(state, seat) ?? null;
}

/**
 * `checkOwed` for an action whose type `mayAnswer` has already found open for the same state, seat and kind: its
 * own fields alone are left to judge (legalActions asks `mayAnswer` once per type, not once per candidate).
 */
export function checkFields(
  state: FrontlineState,
  seat: Seat,
  kind: DecisionKind,
  a: FrontlineAction,
): FrontlineRefusal | null {
  return checkFieldsOf(state, seat, kind, a.type, a);
}

function checkFieldsOf<K extends ActionType>(
  state: FrontlineState,
  seat: Seat,
  kind: DecisionKind,
  type: K,
  a: ActionOf<K>,
): FrontlineRefusal | null {
  return ruleOf(type).check(state, seat, a, kind);
}

/**
 * Whether `checkOwed` may accept some action of `type` now: legalActions asks once per type and call rather than
 * having the gate refuse each candidate of a closed type.
 */
export const mayAnswer = (state: FrontlineState, seat: Seat, kind: DecisionKind, type: ActionType): boolean =>
  closedToAll(state, seat, kind, type) === null;

/** Apply an action already checked; mutates `state` (a private copy). */
export function perform(
  state: FrontlineState,
  seat: Seat,
  a: FrontlineAction,
  events: FrontlineEvent[],
): void {
  if (seat === state.turn.seat) state.turn.steps++;
  performRule(state, seat, a.type, a, events);
}

function performRule<K extends ActionType>(
  state: FrontlineState,
  seat: Seat,
  type: K,
  a: ActionOf<K>,
  events: FrontlineEvent[],
): void {
  ruleOf(type).perform(state, seat, a, events);
}

/** Bookkeeping after every action: empty territories, eliminations (FG7), a turn player who was wiped out. */
export function settle(state: FrontlineState, events: FrontlineEvent[]): void {
  if (state.battle !== null || state.outcome) return;
  tidy(state, events);
  checkEliminations(state, state.turn.seat, events);
  if (!state.outcome && state.players[state.turn.seat]!.eliminated) nextPlayer(state, events);
}
