import { type ConformanceReport, runConformance } from '@warboard/core';
import { describe, expect, it } from 'vitest';
import { frontline, type Ruleset } from '../../src/index.js';
import { weightedAction } from './policy.js';

const FULL = process.env.WARBOARD_FULL === '1';
/**
 * Games per player count and ruleset: 100 in CI (1,000 in all, on each of two Node versions), 500 with
 * WARBOARD_FULL=1 (`npm run test:full`). WARBOARD_FIRST_GAME
 * and WARBOARD_GAMES run a part of them — one failing game alone, say (its number is in the failure).
 */
const FIRST = Number(process.env.WARBOARD_FIRST_GAME ?? 0);
const GAMES = Number(process.env.WARBOARD_GAMES ?? (FULL ? 500 : 100));
/** Share of steps checked in full (views, resampling, determinization, every legal and mutated action). */
const FULL_CHECKS = FULL ? 0.05 : 0.01;

/**
 * The turn limit (FG20) keeps random games finite and short: about ten turns, so in CI each game costs a few
 * hundredths of a second. With WARBOARD_FULL=1 every fifth game runs to 150 rounds, so that games also end
 * the way real ones do (three objectives and the capital, O2.1; last player standing, FG6).
 */
const rounds = (players: number) => (players === 2 ? 4 : players === 3 ? 3 : 2);

/** Option sets the games rotate through: the defaults and every named option that changes play. */
function optionSets(ruleset: Ruleset, players: number): unknown[] {
  const base = { ruleset, players, turnLimit: rounds(players) };
  const sets: unknown[] = [
    { ...base, stepsPerTurn: 30 },
    {
      ...base,
      stepsPerTurn: 20,
      cardValue: 'star-table',
      capitalBonus: 'own-capital',
      capitalMove: 'any-time',
      rearAssaultBonus: 'head-on-only',
    },
    { ...base, stepsPerTurn: 30, takeObjectives: true, armorPieces: 2, citySites: 'own-territory' },
    { ...base, stepsPerTurn: 40, rewards: 'fixed', victory: 'claim-step' },
    // The rules as the designer's text gives them (issue 19): every objective met claimed at once, a card for
    // every territory newly occupied — the card-rich games in which cities get built.
    { ...base, stepsPerTurn: 30, preset: 'designer' },
    // The first-turn knobs the default preset leaves off (FG3).
    { ...base, stepsPerTurn: 30, startingCards: 1, capitalPicks: 'late-first', expeditionCards: 'none' },
  ];
  if (FULL) sets.push({ ruleset, players, turnLimit: 150, stepsPerTurn: 60 });
  return sets;
}

/** Share of steps at which a seat not taking its turn offers a trade at will (O3.2, FG12), when it may. */
const AT_WILL = 0.01;

/** Events that random games of every player count must go through, or the checks never see those rules. */
const MUST_HAPPEN = [
  'battle',
  'exchange',
  'invaded',
  'occupied',
  'cards-drawn',
  'city-built',
  'objective',
  'offer',
  'traded',
];

function summary(ruleset: Ruleset, players: number, r: ConformanceReport): string {
  const outcomes = Object.entries(r.outcomes)
    .map(([k, n]) => `${n} ${k}`)
    .join(', ');
  const events = Object.entries(r.events)
    .sort((a, b) => b[1] - a[1])
    .map(([k, n]) => `${k} ${n}`)
    .join(', ');
  return `${ruleset} ${players}p: ${r.games} games, ${r.steps} steps (${r.checkedSteps} checked in full); ${outcomes}\n  ${events}`;
}

/** The conformance suite for one ruleset over the given player counts, one test per count. */
export function conformanceSlice(ruleset: Ruleset, counts: readonly number[]): void {
  describe(`Frontline conformance suite, ${ruleset} ruleset`, () => {
    it.each(counts)(
      `holds the game contract over ${GAMES} seeded random games of %i players`,
      {
        timeout: 1_800_000,
      },
      (players) => {
        const cpu = process.cpuUsage();
        const report = runConformance(frontline, {
          games: GAMES,
          firstGame: FIRST,
          seed: `frontline-${ruleset}-${players}`,
          options: optionSets(ruleset, players),
          applyLimit: 2,
          resamples: 1,
          fullChecks: FULL_CHECKS,
          policy: weightedAction,
          atWill: AT_WILL,
        });
        const used = process.cpuUsage(cpu);
        if (FULL || process.env.WARBOARD_REPORT === '1') {
          const seconds = ((used.user + used.system) / 1e6).toFixed(1);
          console.log(`${summary(ruleset, players, report)}\n  ${seconds} s of the process's CPU time`);
        }
        expect(report.failures).toEqual([]);
        expect(report.finished).toBe(GAMES);
        // A handful of games, run to look at one of them, need not meet every event.
        if (GAMES >= 100) expect(MUST_HAPPEN.filter((e) => !report.events[e])).toEqual([]);
      },
    );
  });
}
