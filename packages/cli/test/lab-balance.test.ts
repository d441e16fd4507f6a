/**
 * Fairness tests and sizes on games made up so that every number is known: a seat that wins 70 of 100
 * two-player games is flagged against its fair half (SciPy: binomtest(70, 100, 0.5) p = 7.850e-5), the
 * family Holm adjusts holds every fairness test and every comparison, and an undecided test says how many
 * games would decide it.
 */
import { describe, expect, it } from 'vitest';
import { analyse, summariseVariant } from '../src/lab/analyse.js';
import type { ExperimentPlan } from '../src/lab/experiment.js';
import { findings, gamesToSettle } from '../src/lab/findings.js';
import type { LabGame } from '../src/lab/record.js';
import type { LabReport } from '../src/lab/report.js';

const plan: ExperimentPlan = {
  id: 'test',
  game: 'race', // no measures of its own: its length only, no seat tags
  rulesVersion: '1',
  seed: 's',
  players: 2,
  bots: ['random', 'random'],
  gamesPerVariant: 100,
  common: {},
  variants: [
    { key: 'a', input: {}, options: { a: 1 }, swept: false },
    { key: 'b', input: {}, options: { b: 1 }, swept: false },
  ],
  sweeps: [],
  skill: null,
};

/** 100 games, the first `seat0Wins` won by seat 0, the rest by seat 1; seat 0 always moves first. */
function games(seat0Wins: number, length: (i: number) => number): Map<number, LabGame> {
  return new Map(
    Array.from({ length: 100 }, (_, i): [number, LabGame] => [
      i,
      {
        ok: true,
        winners: [i < seat0Wins ? 0 : 1],
        actions: length(i),
        reason: 'race',
        tags: [{}, {}],
        first: 0,
        values: { 'length.actions': length(i) },
      },
    ]),
  );
}

function analysed() {
  const a = summariseVariant(
    plan,
    'a',
    games(70, (i) => 10 + (i % 5)),
  );
  const b = summariseVariant(
    plan,
    'b',
    games(52, (i) => 10 + (i % 5)),
  );
  return analyse(plan, [a, b]);
}

describe('lab fairness tests and sizes', () => {
  it('each seat and the first player against 1 ÷ players, by the exact binomial test', () => {
    const { balance } = analysed();
    expect(balance.map((t) => `${t.variant} ${t.measure}`)).toEqual([
      'a win.seat.0',
      'a win.seat.1',
      'a win.first',
      'b win.seat.0',
      'b win.seat.1',
      'b win.first',
    ]);
    const first = balance.find((t) => t.variant === 'a' && t.measure === 'win.first');
    expect(first?.p).toBeCloseTo(7.85013964559367e-5, 12);
    expect(first?.difference).toBeCloseTo(0.2, 12);
    expect(first?.differs).toBe(true);
    const fair = balance.find((t) => t.variant === 'b' && t.measure === 'win.seat.0');
    expect(fair?.p).toBeCloseTo(0.7643534344026676, 10);
    expect(fair?.differs).toBe(false);
  });

  it('Holm adjusts the fairness tests and the comparisons as one family', () => {
    const { balance, comparisons } = analysed();
    const family = balance.length + comparisons.length;
    expect(family).toBe(6 + 4); // seats ×2, first; each variant — and seats ×2, first, length between them
    const first = balance.find((t) => t.variant === 'a' && t.measure === 'win.first');
    // The smallest of the family's p-values is multiplied by the whole family's size.
    expect(first?.pAdjusted).toBeCloseTo(family * 7.85013964559367e-5, 10);
  });

  it('sizes: the difference with its interval, the detectable difference, and the games that would settle it', () => {
    const { comparisons } = analysed();
    const seat = comparisons.find((c) => c.measure === 'win.seat.0');
    expect(seat?.difference).toBeCloseTo(0.18, 12);
    const [lo, hi] = seat?.differenceInterval ?? [0, 0];
    expect(lo).toBeLessThan(0.18);
    expect(hi).toBeGreaterThan(0.18);
    // (z(1 − 0.05/10/2) + z(0.8)) · √(0.61·0.39·(2/100)): SciPy norm.ppf(0.9975) = 2.807033768343811.
    const se = Math.sqrt(0.61 * 0.39 * 0.02);
    expect(seat?.detectable).toBeCloseTo((2.807033768343811 + 0.8416212335729143) * se, 10);
    expect(seat?.verdict).toBe('inconclusive');
    const needed = Math.ceil(100 * ((seat?.detectable ?? 0) / 0.03) ** 2);
    expect(seat?.gamesNeeded).toBe(needed);
    // Identical lengths in both variants: the difference is 0, and 0.05 of the 12 actions a game is
    // more than this run can see.
    const length = comparisons.find((c) => c.measure === 'length.actions');
    expect(length?.difference).toBe(0);
    expect(length?.verdict).toBe('no-larger');
  });

  it('the findings name each imbalance with its size, and the games that would settle the rest', () => {
    const analysis = analysed();
    const report = {
      catalogue: { groups: [], measures: [], tagWins: [] },
      analysis,
    } as unknown as LabReport;
    const text = findings(report).map((f) => f.en);
    expect(text[0]).toBe("3 of the report's 10 tests hold after Holm's adjustment:");
    expect(text).toContain(
      'a: the first player wins 70.0% [60.4%, 78.1%] of the games someone won (70 of 100 games), against a fair 50.0%: +20.0 points [+10.4, +28.1] (Holm p = 0.0008).',
    );
    const settle = gamesToSettle(report);
    expect(settle).toBe(Math.max(...analysis.comparisons.flatMap((c) => c.gamesNeeded ?? [])));
    expect(text.at(-1)).toContain(`--games ${settle}`);
    expect(findings(report).every((f) => f.zh.length > 0 && f.zh !== f.en)).toBe(true);
  });
});

describe('the games that would settle an inconclusive test', () => {
  it("are sized from a per-game measure's own spread too, not only from rates", () => {
    // Even seats (50 of 100 either way) and a length that is 100 actions one game in ten, else 1: the same in
    // both variants, so neither differs, but the length is so spread out that its mean needs the most games.
    const spread = (i: number) => (i % 10 === 0 ? 100 : 1);
    const a = summariseVariant(plan, 'a', games(50, spread));
    const b = summariseVariant(plan, 'b', games(50, spread));
    const analysis = analyse(plan, [a, b]);
    const length = analysis.comparisons.find((c) => c.measure === 'length.actions');
    expect(length?.verdict).toBe('inconclusive');
    // Welch's standard error of the difference of means, the detectable difference from it at α ÷ 10 tests
    // (SciPy norm.ppf(0.9975) = 2.807033768343811), against a tenth of the mean (10.9 actions).
    const sd = Math.sqrt((10 * 89.1 ** 2 + 90 * 9.9 ** 2) / 99);
    const detectable = (2.807033768343811 + 0.8416212335729143) * Math.sqrt((2 * sd * sd) / 100);
    expect(length?.detectable).toBeCloseTo(detectable, 9);
    expect(length?.gamesNeeded).toBe(Math.ceil(100 * (detectable / 1.09) ** 2));
    const seat = analysis.comparisons.find((c) => c.measure === 'win.seat.0');
    expect(seat?.gamesNeeded).toBeLessThan(length?.gamesNeeded ?? 0);
    const report = { catalogue: { groups: [], measures: [], tagWins: [] }, analysis } as unknown as LabReport;
    expect(gamesToSettle(report)).toBe(length?.gamesNeeded);
    expect(findings(report).at(-1)?.en).toContain(`--games ${length?.gamesNeeded}`);
  });
});

describe('lab numbers', () => {
  it('a difference that rounds to zero carries no sign', async () => {
    const { difference } = await import('../src/lab/numbers.js');
    expect(difference(-0.00001, true)).toBe('0.0');
    expect(difference(0.0004, false)).toBe('0.000');
    expect(difference(-0.02, true)).toBe('-2.0');
    expect(difference(0.02, true)).toBe('+2.0');
  });
});
