import type { Seat } from '@warboard/core';
import { z } from 'zod';
import { type ActionRules, turnAction } from './action-rule.js';
import type { FrontlineEvent } from './events.js';
import { normalizeAll } from './formation.js';
import { type FrontlineRefusal, refusal } from './refusals.js';
import { cutOff, type FrontlineState, heldBy } from './state.js';
import { endTurn } from './turn.js';

/** Has the turn used all the actions a turn may take (FG20)? */
export const spent = (state: FrontlineState): boolean => state.turn.steps >= state.options.stepsPerTurn;

/** The draft phase ends only once its units are deployed, unless they have nowhere to go or the turn is spent. */
function checkEndPhase(state: FrontlineState, seat: Seat): FrontlineRefusal | null {
  if (
    state.turn.phase === 'draft' &&
    state.turn.units > 0 &&
    heldBy(state, seat).some((id) => !cutOff(state, state.territories[id]!)) && // R6.13: nowhere to deploy, units lapse
    !spent(state)
  ) {
    return refusal('units-left', 'O6.1', `${state.turn.units} drafted units are still to be deployed`, {
      units: state.turn.units,
    });
  }
  return null;
}

/** The turn's phases in order (O3.1): draft, attack, maneuver, then the end of the turn. */
export function endPhase(state: FrontlineState, events: FrontlineEvent[]): void {
  const seat = state.turn.seat;
  if (state.turn.phase === 'draft') {
    normalizeAll(state, seat); // R6.1: the formation duty once the draft is deployed
    state.turn.phase = 'attack';
  } else if (state.turn.phase === 'attack') {
    state.turn.phase = 'maneuver'; // R5.11: the attack phase ends; repairs wait for the next draft
  } else {
    endTurn(state, events);
    return;
  }
  events.push({ type: 'phase', seat, phase: state.turn.phase });
}

export interface EndPhaseAction {
  type: 'end-phase';
}

/** The action-table entry of the phase's end (action-table.ts). */
export const PHASE_END_ACTIONS: ActionRules<EndPhaseAction> = {
  'end-phase': turnAction(
    z.strictObject({ type: z.literal('end-phase') }),
    false,
    (state, s) => checkEndPhase(state, s),
    (state, _s, _a, events) => endPhase(state, events),
  ),
};
