import { runConformance } from '@warboard/core';
import { describe, expect, it } from 'vitest';
import { horsemen } from '../../src/index.js';

/** Option sets the playouts rotate through: the default rules and every named option. */
const OPTION_SETS = [
  {},
  { tie: 'both-die' },
  { factionScope: 'line' },
  { links: 'same-line' },
  { kingSkills: false, prize: false },
  { startingChips: 5, stalemateLimit: 8 },
  { stuck: 'pass', scavengerRefund: 'total' },
  { stuck: 'top-up', topUp: 3, factionScope: 'colour' },
  { deal: 'shared' },
  { deal: 'shared', factionScope: 'line', stuck: 'pass' },
];

const FULL = process.env.WARBOARD_FULL === '1';
const SLICE = FULL ? 2_500 : 250;

/**
 * Run `slices` slices of the conformance suite from `firstSlice` on. CI runs 2,000 games in eight slices spread
 * over two files, so the test runner's workers share them; WARBOARD_FULL=1 runs ten times as many.
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
        });
        expect(report.failures).toEqual([]);
        expect(report.finished).toBe(SLICE);
      });
    }
  });
}
