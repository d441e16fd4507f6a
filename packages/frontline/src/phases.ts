import type { Seat } from '@warboard/core';
import { type FrontlineRefusal, refusal } from './refusals.js';
import type { FrontlineState } from './state.js';

/**
 * When each kind of turn action is open: one place for the phase rules that several modules share. Every one of
 * them is outside a battle, whose own decisions come first (FG15).
 */

const hasReward = (state: FrontlineState, seat: Seat, reward: string): boolean =>
  state.players[seat]?.rewards.includes(reward) ?? false;

/**
 * The maneuver's actions — moves, reinforcing invaders, merging and disarming (revised), going onto a coast,
 * pulling invaders back — are open in the maneuver phase (O3.1, O9), and in the draft phase for a holder of
 * "maneuver first": 「每回合可在徵召軍隊環節進行調動軍隊」 (O10.3) — the maneuver itself, all of it, not only moves.
 */
export const maneuverOpen = (state: FrontlineState, seat: Seat): boolean =>
  state.battle === null &&
  (state.turn.phase === 'maneuver' ||
    (state.turn.phase === 'draft' && hasReward(state, seat, 'maneuver-first')));

/** Formation changes only in the owner's draft and maneuver phases (R4.1, R6.3, O6.7). */
export const formationOpen = (state: FrontlineState): boolean =>
  state.battle === null && (state.turn.phase === 'draft' || state.turn.phase === 'maneuver');

/**
 * Spending stars on a city or on moving the capital (O11.2–O11.3): the text names no phase, so any phase of the
 * player's own turn, between battles (Warboard decision, FG11).
 */
export const ownTurnOpen = (state: FrontlineState): boolean => state.battle === null;

/**
 * Why no attack, landing or repel can be declared now, or null: they are declared in the attack phase, one battle
 * at a time (O3.1), while the turn has actions left (FG20).
 */
export function attackClosed(state: FrontlineState): FrontlineRefusal | null {
  if (state.turn.phase !== 'attack' || state.battle !== null)
    return refusal('attack-phase', 'O3.1', 'attacks are declared in the attack phase, one battle at a time');
  if (state.turn.steps >= state.options.stepsPerTurn)
    return refusal('turn-spent', 'FG20', 'this turn has used all its actions');
  return null;
}

export { hasReward };
