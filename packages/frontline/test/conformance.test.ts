import { runConformance } from '@warboard/core';
import { describe, expect, it } from 'vitest';
import { frontline } from '../src/index.js';

/**
 * The conformance suite at ≥ 200 seeded games per player count and ruleset with WARBOARD_FULL set; a smaller
 * count by default so the whole test run stays short on two cores. Short games (FG20 turn limit) keep it finite.
 */
const FULL = process.env.WARBOARD_FULL !== undefined;
const GAMES = FULL ? 200 : 2;

describe.each(['revised', 'original'] as const)('conformance, %s ruleset', (ruleset) => {
  it.each([2, 3, 4, 5, 6])('%i players', (players) => {
    const report = runConformance(frontline, {
      games: GAMES,
      seed: `frontline-${ruleset}-${players}`,
      options: [
        { ruleset, players, turnLimit: 4, stepsPerTurn: 40 },
        {
          ruleset,
          players,
          turnLimit: 3,
          stepsPerTurn: 60,
          cardValue: 'star-table',
          capitalBonus: 'own-capital',
        },
      ],
      applyLimit: FULL ? 4 : 3,
      resamples: 1,
    });
    if (FULL)
      console.log(
        `conformance ${ruleset} ${players}p: ${report.games} games, ${report.finished} finished, ${report.steps} steps`,
      );
    expect(report.failures).toEqual([]);
    expect(report.finished).toBe(GAMES);
  });
});
