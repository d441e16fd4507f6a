/** Frontline's bots, each playing one seat from its view alone (a state rebuilt by the game's `determinize`). */
import type { RngState, Seat } from '@warboard/core';
import {
  type FrontlineAction,
  type FrontlineState,
  type FrontlineView,
  frontline,
} from '@warboard/frontline';
import type { Bot } from '../bot.js';
import { accepts } from './apply-once.js';
import { heuristicAction } from './heuristic.js';

/** A state consistent with the seat's view: everything it cannot see drawn at random. */
export const stateOf = (view: unknown, seat: Seat, rng: RngState): FrontlineState =>
  frontline.determinize!(view as FrontlineView, seat, rng);

/** The action, or the standing order when a rule-based choice is not accepted (it should always be). */
export function checked(state: FrontlineState, seat: Seat, action: FrontlineAction | null): FrontlineAction {
  if (action && accepts(state, seat, action)) return action;
  const standing = frontline.standingOrder(state, seat);
  if (standing) return standing;
  const legal = frontline.legalActions(state, seat);
  if (legal[0]) return legal[0];
  throw new Error(`seat ${seat} owes no Frontline decision`);
}

export function frontlineHeuristic(): Bot {
  return {
    name: 'heuristic',
    choose(view, seat, rng) {
      const state = stateOf(view, seat, rng);
      return checked(state, seat, heuristicAction(state, seat));
    },
  };
}
