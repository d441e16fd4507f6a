import { nextU32, type RngState } from '@warboard/core';
import type { FrontlineAction } from '../../src/index.js';

/**
 * How often, relative to 1, the conformance playouts pick an action of each type. Uniform random play spends
 * most of a game offering card trades and shuffling front rows — one action per card, partner and border —
 * and rarely reaches battles, landings, objectives or the end of a game. Weighting the actions that move the
 * game on lets the checks see those parts of the rules in a few rounds. Every action stays possible.
 */
const WEIGHTS: Partial<Record<FrontlineAction['type'], number>> = {
  offer: 0.02,
  table: 0.05,
  untable: 0.05,
  ask: 0.05,
  unask: 0.05,
  post: 0.3,
  unpost: 0.1,
  stop: 0.5,
  move: 2,
  attack: 4,
  roll: 6,
  land: 4,
  resign: 0.01, // FG21: rare, so the games reach the rest of the rules, yet the checks still meet it
  'build-city': 0.1, // offered for every territory in every phase (O11.2): kept near its old share of play
};

/** One of `legal`, drawn with the weights above. */
export function weightedAction(legal: readonly unknown[], rng: RngState): unknown {
  const weights = legal.map((a) => WEIGHTS[(a as FrontlineAction).type] ?? 1);
  let r = (nextU32(rng) / 2 ** 32) * weights.reduce((x, y) => x + y, 0);
  for (const [i, w] of weights.entries()) {
    r -= w;
    if (r < 0) return legal[i];
  }
  return legal[legal.length - 1];
}
