/**
 * The engine's answer to the last action it accepted, kept so it is computed once. The heuristic checks each
 * candidate by applying it (the engine is the judge of legality), and the search then applies the chosen action
 * to the very same state: with this, that second `apply` — a full copy of the state and the rules run again —
 * is a lookup. States are never changed in place, so a result stays valid for the state object it came from.
 */
import type { Seat } from '@warboard/core';
import { checkAction, type FrontlineAction, type FrontlineState, frontline } from '@warboard/frontline';

type Applied = ReturnType<typeof frontline.apply>;

let last: {
  readonly state: FrontlineState;
  readonly seat: Seat;
  readonly action: FrontlineAction;
  readonly result: Applied;
} | null = null;

/** `frontline.apply`, remembering the result when the action is accepted. */
export function tryApply(state: FrontlineState, seat: Seat, action: FrontlineAction): Applied {
  if (last !== null && last.state === state && last.seat === seat && last.action === action)
    return last.result;
  const result = frontline.apply(state, seat, action);
  if (result.ok) last = { state, seat, action, result };
  return result;
}

/**
 * Would the engine accept `action` — exactly `tryApply(…).ok`, for less: the engine's gate alone refuses most of the
 * heuristic's candidates without the reading off the wire that `apply` does first; what it lets through is applied
 * (and remembered, above).
 */
export const accepts = (state: FrontlineState, seat: Seat, action: FrontlineAction): boolean =>
  checkAction(state, seat, action) === null && tryApply(state, seat, action).ok;
