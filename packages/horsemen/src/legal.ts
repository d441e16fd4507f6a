import type { Seat } from '@warboard/core';
import { candidates, owed, whyIllegal } from './turn.js';
import type { HorsemenAction, HorsemenState } from './types.js';

/** Every action `seat` may take now: the turn's candidates that the rules accept. */
export function legalActions(s: HorsemenState, seat: Seat): HorsemenAction[] {
  const decisions = owed(s); // once, not once per candidate
  return candidates(s, seat, decisions).filter((a) => whyIllegal(s, seat, a, decisions) === null);
}
