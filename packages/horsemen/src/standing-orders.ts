import type { Seat } from '@warboard/core';
import { cardAt } from './board.js';
import { legalActions } from './legal.js';
import { moveCost } from './rules.js';
import { type HorsemenAction, type HorsemenState, rowIndex } from './types.js';

/**
 * What the game does for a seat that does not answer in time: the least committal legal choice.
 * Draw out the first king shown, refill, place cards front first, flip a face-down card if any (free),
 * otherwise the cheapest move, otherwise pass or top up where the `stuck` option allows it (HG4), otherwise
 * surrender; decline a capture (spends nothing); take the chest.
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
    cheapestMove(s, seat, legal) ??
    legal.find((a) => a.type === 'capture' && !a.take) ??
    legal.find((a) => a.type === 'prize' && a.take === 'chest') ??
    first('pass') ??
    first('top-up') ??
    first('surrender') ??
    legal[0] ??
    null
  );
}

/** The legal move that costs the fewest chips (H6, H17: entering the Death line is free); the first listed on a tie. */
function cheapestMove(s: HorsemenState, seat: Seat, legal: HorsemenAction[]): HorsemenAction | undefined {
  let best: { action: HorsemenAction; cost: number } | undefined;
  for (const a of legal) {
    if (a.type !== 'move') continue;
    const cost = moveCost(s, cardAt(s, seat, a.line, rowIndex(a.row))!, a.line, a.to);
    if (!best || cost < best.cost) best = { action: a, cost };
  }
  return best?.action;
}
