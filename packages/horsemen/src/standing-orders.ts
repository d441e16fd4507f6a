import type { Seat } from '@warboard/core';
import { legalActions } from './game.js';
import type { HorsemenAction, HorsemenState } from './types.js';

/**
 * What the game does for a seat that does not answer in time: the least committal legal choice.
 * Draw out the first king shown, refill, place cards front first, flip a face-down card if any (free),
 * otherwise the cheapest move, otherwise surrender; decline a capture (spends nothing); take the chest.
 */
export function standingOrder(s: HorsemenState, seat: Seat): HorsemenAction | null {
  const legal = legalActions(s, seat);
  const first = <T extends HorsemenAction['type']>(type: T) =>
    legal.find((a): a is Extract<HorsemenAction, { type: T }> => a.type === type);
  return (
    first('discard-king') ??
    legal.find((a) => a.type === 'refill' && a.draw) ??
    first('place') ??
    first('flip') ??
    first('move') ??
    legal.find((a) => a.type === 'capture' && !a.take) ??
    legal.find((a) => a.type === 'prize' && a.take === 'chest') ??
    first('surrender') ??
    legal[0] ??
    null
  );
}
