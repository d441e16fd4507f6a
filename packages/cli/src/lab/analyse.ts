/**
 * Folds the stored games of every variant into the report's numbers: win rates by seat and of the first
 * player with 95% Wilson intervals, win rates by seat tag (faction, king), each per-game measure's
 * distribution with a 95% interval of its mean — and, for every pair of variants, a test of whether they
 * differ, with Holm's adjustment over every test in the report.
 */

import { isPercentMeasure, type MeasureInfo, type Words } from '@warboard/catalog';
import type { Seat } from '@warboard/core';
import { Z95 } from '../wilson.js';
import { type BalanceTest, balanceTests } from './balance.js';
import type { ExperimentPlan } from './experiment.js';
import { measuresFor } from './measures/index.js';
import type { LabGame } from './record.js';
import {
  type Distribution,
  type Rate,
  rate,
  type SkillResult,
  type VariantResult,
  type WinRates,
} from './results.js';
import {
  ALPHA,
  MEANINGFUL_MIN_COUNT,
  MEANINGFUL_RATE,
  MEANINGFUL_SHARE_OF_MEAN,
  meaningfulDifference,
  type RawSize,
  type Sizes,
  sizes,
} from './sizes.js';
import {
  holm,
  mannWhitneyU,
  meanInterval,
  newcombeInterval,
  quantile,
  type TestResult,
  twoProportionZ,
} from './statistics.js';

export { ALPHA };

/** One test between two variants on one measure. */
export interface Comparison extends Sizes {
  /** `win.seat.<s>`, `win.first`, `win.<tag>.<value>` or a measure id. */
  readonly measure: string;
  readonly name: Words;
  readonly kind: 'rate' | 'distribution';
  readonly variants: readonly [string, string];
  /** The rate or mean in each variant. */
  readonly estimates: readonly [number, number];
  readonly test: TestResult['test'];
  readonly statistic: number;
  readonly df?: number;
  readonly p: number;
  /** Holm-adjusted over every comparison of the report. */
  readonly pAdjusted: number;
  readonly differs: boolean;
}

export interface Analysis {
  readonly variants: readonly VariantResult[];
  /** Each variant's seats, first player and seat facts against their fair shares. */
  readonly balance: readonly BalanceTest[];
  readonly comparisons: readonly Comparison[];
  readonly method: {
    readonly alpha: number;
    readonly balance: string;
    readonly rates: string;
    readonly distributions: string;
    readonly multipleComparisons: string;
    readonly intervals: string;
    readonly sizes: string;
  };
}

function distribution(values: readonly number[]): Distribution {
  const m = meanInterval(values);
  return {
    n: m.n,
    mean: m.mean,
    sd: m.sd,
    interval: [m.lo, m.hi],
    min: values.length > 0 ? Math.min(...values) : 0,
    q1: quantile(values, 0.25),
    median: quantile(values, 0.5),
    q3: quantile(values, 0.75),
    max: values.length > 0 ? Math.max(...values) : 0,
  };
}

type Finished = Extract<LabGame, { ok: true }> & { readonly index: number };

/** The win rates of a set of games: by seat, of the first player, and by seat tag (per seat carrying it). */
function winRates(plan: ExperimentPlan, games: readonly Finished[]): WinRates {
  const catalogue = measuresFor(plan.game);
  const won = (g: Finished, seat: Seat) => g.winners?.includes(seat) ?? false;
  const seatWins = Array.from({ length: plan.players }, (_, seat) =>
    rate(games.filter((g) => won(g, seat)).length, games.length),
  );
  const withFirst = games.filter((g) => g.first !== null);
  const firstPlayerWins = rate(withFirst.filter((g) => won(g, g.first as Seat)).length, withFirst.length);
  const tagWins: Record<string, Record<string, Rate>> = {};
  for (const { tag, values } of catalogue.tagWins) {
    tagWins[tag] = Object.fromEntries(
      Object.keys(values).map((value) => {
        let carried = 0;
        let wins = 0;
        for (const g of games) {
          g.tags.forEach((tags, seat) => {
            if (tags[tag] !== value) return;
            carried++;
            if (won(g, seat)) wins++;
          });
        }
        return [value, rate(wins, carried)];
      }),
    );
  }
  return { seatWins, firstPlayerWins, tagWins };
}

export function summariseVariant(
  plan: ExperimentPlan,
  key: string,
  stored: ReadonlyMap<number, LabGame>,
  skill: SkillResult | null = null,
): VariantResult {
  const variant = plan.variants.find((v) => v.key === key);
  if (variant === undefined) throw new Error(`no variant '${key}'`);
  const catalogue = measuresFor(plan.game);
  const finished: Finished[] = [];
  const errorSamples: { index: number; message: string }[] = [];
  let errors = 0;
  for (const [index, game] of [...stored].sort((x, y) => x[0] - y[0])) {
    if (game.ok) finished.push({ ...game, index });
    else {
      errors++;
      if (errorSamples.length < 5) errorSamples.push({ index, message: game.message });
    }
  }
  const { seatWins, firstPlayerWins, tagWins } = winRates(plan, finished);
  const values: Record<string, (number | null)[]> = {};
  const measures: Record<string, Distribution> = {};
  for (const { id } of catalogue.measures) {
    const column = finished.map((g) => g.values[id] ?? null);
    values[id] = column;
    measures[id] = distribution(column.filter((v): v is number => v !== null));
  }
  const outcomes: Record<string, number> = {};
  for (const g of finished) outcomes[g.reason] = (outcomes[g.reason] ?? 0) + 1;
  return {
    key,
    input: variant.input,
    options: variant.options,
    games: stored.size,
    finished: finished.length,
    errors,
    errorSamples,
    draws: finished.filter((g) => g.winners === null).length,
    outcomes,
    seatWins,
    firstPlayerWins,
    tagWins,
    skill,
    decided: winRates(
      plan,
      finished.filter((g) => g.winners !== null),
    ),
    measures,
    raw: {
      index: finished.map((g) => g.index),
      winners: finished.map((g) => g.winners),
      first: finished.map((g) => g.first),
      values,
    },
  };
}

type Unadjusted = Omit<Comparison, 'pAdjusted' | 'differs' | keyof Sizes> & { readonly size: RawSize };

function compareRates(measure: string, name: Words, a: VariantResult, b: VariantResult, ra: Rate, rb: Rate) {
  const t = twoProportionZ(ra.wins, ra.games, rb.wins, rb.games);
  const pooled = (ra.wins + rb.wins) / (ra.games + rb.games);
  return {
    measure,
    name,
    kind: 'rate',
    variants: [a.key, b.key],
    estimates: [ra.rate, rb.rate],
    test: t.test,
    statistic: t.statistic,
    p: t.p,
    size: {
      difference: ra.rate - rb.rate,
      differenceInterval: newcombeInterval(ra.wins, ra.games, rb.wins, rb.games),
      se: Math.sqrt(pooled * (1 - pooled) * (1 / ra.games + 1 / rb.games)),
      meaningful: MEANINGFUL_RATE,
      games: Math.min(a.finished, b.finished),
    },
  } satisfies Unadjusted;
}

function compareDistributions(
  measure: MeasureInfo,
  percent: boolean,
  a: VariantResult,
  b: VariantResult,
): Unadjusted | null {
  const va = (a.raw.values[measure.id] ?? []).filter((v): v is number => v !== null);
  const vb = (b.raw.values[measure.id] ?? []).filter((v): v is number => v !== null);
  if (va.length === 0 || vb.length === 0) return null;
  const t = mannWhitneyU(va, vb);
  const da = meanInterval(va);
  const db = meanInterval(vb);
  // The difference of means with the normal (Welch) standard error: what the U test's verdict is about
  // in the measure's own unit.
  const se = Math.sqrt((da.sd * da.sd) / da.n + (db.sd * db.sd) / db.n);
  const difference = da.mean - db.mean;
  const pooledMean = (da.mean * da.n + db.mean * db.n) / (da.n + db.n);
  return {
    measure: measure.id,
    name: measure.name,
    kind: 'distribution',
    variants: [a.key, b.key],
    estimates: [da.mean, db.mean],
    test: t.test,
    statistic: t.statistic,
    p: t.p,
    size: {
      difference,
      differenceInterval: [difference - Z95 * se, difference + Z95 * se],
      se,
      meaningful: meaningfulDifference(percent, pooledMean),
      games: Math.min(a.finished, b.finished),
    },
  };
}

/** Every pair of variants on every measure, every variant against fair shares, then Holm over them all. */
export function analyse(plan: ExperimentPlan, variants: readonly VariantResult[]): Analysis {
  const catalogue = measuresFor(plan.game);
  const tests: Unadjusted[] = [];
  for (let i = 0; i < variants.length; i++) {
    for (let j = i + 1; j < variants.length; j++) {
      const a = variants[i] as VariantResult;
      const b = variants[j] as VariantResult;
      for (let seat = 0; seat < plan.players; seat++) {
        const name = { en: `seat ${seat + 1} wins`, zh: `座位 ${seat + 1} 勝率` };
        tests.push(
          compareRates(`win.seat.${seat}`, name, a, b, a.seatWins[seat] as Rate, b.seatWins[seat] as Rate),
        );
      }
      if (a.firstPlayerWins.games > 0 && b.firstPlayerWins.games > 0) {
        const name = { en: 'first player wins', zh: '先手勝率' };
        tests.push(compareRates('win.first', name, a, b, a.firstPlayerWins, b.firstPlayerWins));
      }
      for (const { tag, values } of catalogue.tagWins) {
        for (const [value, words] of Object.entries(values)) {
          const ra = a.tagWins[tag]?.[value];
          const rb = b.tagWins[tag]?.[value];
          if (ra === undefined || rb === undefined || ra.games === 0 || rb.games === 0) continue;
          const name = { en: `${words.en} wins`, zh: `${words.zh} 勝率` };
          tests.push(compareRates(`win.${tag}.${value}`, name, a, b, ra, rb));
        }
      }
      for (const pa of a.skill?.pairs ?? []) {
        const pb = b.skill?.pairs.find((p) => p.bot === pa.bot && p.against === pa.against);
        if (pb === undefined || pa.games === 0 || pb.games === 0) continue;
        const name = { en: `${pa.bot} wins against ${pa.against}`, zh: `${pa.bot} 對 ${pa.against} 的勝率` };
        tests.push(compareRates(`skill.${pa.bot}.${pa.against}`, name, a, b, pa.wins, pb.wins));
      }
      for (const measure of catalogue.measures) {
        const test = compareDistributions(measure, isPercentMeasure(catalogue, measure.id), a, b);
        if (test !== null) tests.push(test);
      }
    }
  }
  const fair = variants.flatMap((v) => balanceTests(plan, catalogue, v));
  const adjusted = holm([...fair.map((t) => t.p), ...tests.map((t) => t.p)]);
  const family = adjusted.length;
  const balance = fair.map(({ size, ...t }, k) => {
    const pAdjusted = adjusted[k] as number;
    const differs = pAdjusted < ALPHA;
    return { ...t, pAdjusted, differs, ...sizes(size, differs, family) };
  });
  const comparisons = tests.map(({ size, ...t }, k) => {
    const pAdjusted = adjusted[fair.length + k] as number;
    const differs = pAdjusted < ALPHA;
    return { ...t, pAdjusted, differs, ...sizes(size, differs, family) };
  });
  return {
    variants,
    balance,
    comparisons,
    method: {
      alpha: ALPHA,
      balance:
        'each seat, the first player and each seat fact against its fair share (1 ÷ players) of the games someone won: exact binomial test, two-sided',
      rates:
        'win rates: two-proportion z test with pooled variance, two-sided (equivalent to the 2×2 chi-square test without continuity correction)',
      distributions:
        'per-game measures: Mann–Whitney U test, two-sided, normal approximation with tie and continuity corrections',
      multipleComparisons:
        "every balance test and every pair of variants on every measure is one test; Holm's step-down adjustment over all the tests in the report keeps the chance of any false 'differs' at or below 5%",
      intervals:
        "rates: 95% Wilson score intervals; means: 95% normal intervals (mean ± 1.96·s/√n); differences of rates: Newcombe's hybrid score interval; differences of means: ± 1.96·√(s₁²/n₁ + s₂²/n₂)",
      sizes: `the detectable difference is (z₁₋α′/₂ + z₀.₈)·se with α′ = 0.05 ÷ tests (80% power at the strictest level Holm's adjustment asks); a difference that matters: ${MEANINGFUL_RATE * 100} points of a rate or share, ${MEANINGFUL_SHARE_OF_MEAN * 100}% of a per-game mean (at least ${MEANINGFUL_MIN_COUNT} a game)`,
    },
  };
}
