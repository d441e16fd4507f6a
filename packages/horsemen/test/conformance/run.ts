import { runConformance } from '@warboard/core';
import { describe, expect, it } from 'vitest';
import { horsemen } from '../../src/index.js';

/** Option sets the playouts rotate through: the default rules and every named option. */
export const OPTION_SETS = [
  {},
  { tie: 'both-die' },
  { factionScope: 'line' },
  { links: 'same-line' },
  { kingSkills: false, prize: false },
  { startingChips: 5, stalemateLimit: 8 },
  { stuck: 'surrender', scavengerRefund: 'per-turn' },
  { stuck: 'pass', scavengerRefund: 'total' },
  { stuck: 'top-up', topUp: 3, factionScope: 'colour' },
  { deal: 'shared' },
  { deal: 'shared', factionScope: 'line', stuck: 'pass' },
];

/** Every card id a view shows (CardView.id, KingInfo.id): the conformance suite checks they are opaque. */
export function cardIds(view: unknown): string[] {
  const out: string[] = [];
  const walk = (x: unknown): void => {
    if (Array.isArray(x)) for (const y of x) walk(y);
    else if (typeof x === 'object' && x !== null) {
      for (const [k, v] of Object.entries(x)) {
        if (k === 'id' && typeof v === 'string') out.push(v);
        else if (k !== 'skill') walk(v); // a king's skill is named by a fixed id: it is no card
      }
    }
  };
  walk(view);
  return out;
}

const FULL = process.env.WARBOARD_FULL === '1';
const SLICE = FULL ? 2_500 : 100;

/**
 * Run `slices` slices of the conformance suite from `firstSlice` on. CI runs 800 games in eight slices spread
 * over two files, so the test runner's workers share them, and runs them on two Node versions (about 80 s of CPU
 * each); WARBOARD_FULL=1 (`npm run test:full`) runs 20,000.
 */
export function conformanceSlices(firstSlice: number, slices: number): void {
  describe('Four Horsemen conformance suite', () => {
    for (let i = firstSlice; i < firstSlice + slices; i++) {
      it(`holds the game contract over seeded random games ${i * SLICE}–${(i + 1) * SLICE - 1}`, {
        timeout: 900_000,
      }, () => {
        const report = runConformance(horsemen, {
          games: SLICE,
          firstGame: i * SLICE,
          seed: 'horsemen-conformance',
          options: OPTION_SETS,
          resamples: 1,
          viewIds: cardIds,
        });
        expect(report.failures).toEqual([]);
        expect(report.finished).toBe(SLICE);
      });
    }
  });
}
