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
  return checkRule(state, seat, kind, a.type, a);
}

function checkRule<K extends ActionType>(
  state: FrontlineState,
  seat: Seat,
  kind: DecisionKind,
  type: K,
  a: ActionOf<K>,
): FrontlineRefusal | null {
  const rule = ruleOf(type);
  if (!rule.answers.includes(kind))
    return refusal('wrong-decision', 'O3.1', `a ${type} action does not answer a ${kind} decision`);
  if (kind === 'turn' && rule.free && spent(state)) return turnSpent();
  return rule.check(state, seat, a, kind);
}

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
