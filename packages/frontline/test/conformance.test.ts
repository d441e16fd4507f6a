import { runConformance } from '@warboard/core';
import { describe, expect, it } from 'vitest';
import { frontline } from '../src/index.js';

/**
 * The conformance suite at 200 seeded games per player count and ruleset with WARBOARD_FULL set; two by default,
 * so the whole test run stays short on two cores. Short games (FG20 turn limit, few actions per turn) keep it
 * finite and let random play reach battles, invasions and landings within a few rounds.
 */
const FULL = process.env.WARBOARD_FULL !== undefined;
const GAMES = FULL ? 200 : 2;

describe.each(['revised', 'original'] as const)('conformance, %s ruleset', (ruleset) => {
  it.each([2, 3, 4, 5, 6])('%i players', (players) => {
    const started = performance.now();
    const report = runConformance(frontline, {
      games: GAMES,
      seed: `frontline-${ruleset}-${players}`,
      options: [
        { ruleset, players, turnLimit: FULL ? 3 : 4, stepsPerTurn: FULL ? 30 : 40 },
        {
          ruleset,
          players,
          turnLimit: 3,
          stepsPerTurn: 40,
          cardValue: 'star-table',
          capitalBonus: 'own-capital',
        },
      ],
      applyLimit: FULL ? 2 : 3,
      resamples: 1,
    });
    if (FULL) {
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      console.log(
        `conformance ${ruleset} ${players}p: ${report.games} games, ${report.finished} finished, ${report.steps} steps, ${seconds} s`,
      );
    }
    expect(report.failures).toEqual([]);
    expect(report.finished).toBe(GAMES);
  });
});
