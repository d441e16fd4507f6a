import { runConformance } from '@warboard/core';
import { describe, expect, it } from 'vitest';
import { horsemen } from '../src/index.js';

const FULL = process.env.WARBOARD_FULL === '1';

/** Option sets the playouts rotate through: the default rules and every named option. */
const OPTION_SETS = [
  {},
  { tie: 'both-die' },
  { factionScope: 'line' },
  { links: 'same-line' },
  { kingSkills: false, prize: false },
  { startingChips: 5, stalemateLimit: 8 },
];

describe('Four Horsemen conformance suite', () => {
  it(`holds the game contract over ${FULL ? 20_000 : 2_000} seeded random games`, () => {
    const report = runConformance(horsemen, {
      games: FULL ? 20_000 : Number(process.env.HORSEMEN_GAMES ?? 2_000),
      seed: 'horsemen-conformance',
      options: OPTION_SETS,
      resamples: 1,
    });
    expect(report.failures).toEqual([]);
    expect(report.finished).toBe(report.games);
  });
});
