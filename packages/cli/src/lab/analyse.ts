/**
 * Folds the stored games of every variant into the report's numbers: win rates by seat and of the first
 * player with 95% Wilson intervals, win rates by seat tag (faction, king), each per-game measure's
 * distribution with a 95% interval of its mean — and, for every pair of variants, a test of whether they
 * differ, with Holm's adjustment over every test in the report.
 */
import type { Seat } from '@warboard/core';
import { wilson } from '../wilson.js';
import type { ExperimentPlan } from './experiment.js';
import { measuresFor } from './measures/index.js';
import type { Words } from './measures/measure.js';
import type { LabGame } from './record.js';
import { holm, mannWhitneyU, meanInterval, quantile, type TestResult, twoProportionZ } from './statistics.js';

/** Below this adjusted p-value the report says the variants differ. */
const ALPHA = 0.05;

export interface Rate {
  readonly wins: number;
  readonly games: number;
  readonly rate: number;
  readonly interval: readonly [number, number];
}

export interface Distribution {
  readonly n: number;
  readonly mean: number;
  readonly sd: number;
  /** 95% interval of the mean (normal approximation). */
  readonly interval: readonly [number, number];
  readonly min: number;
  readonly q1: number;
  readonly median: number;
  readonly q3: number;
  readonly max: number;
}

export interface VariantResult {
  readonly key: string;
  readonly input: Readonly<Record<string, unknown>>;
  readonly options: unknown;
  /** Games stored for this variant (finished or failed). */
  readonly games: number;
  readonly finished: number;
  readonly errors: number;
  readonly errorSamples: readonly { readonly index: number; readonly message: string }[];
  readonly draws: number;
  readonly outcomes: Readonly<Record<string, number>>;
  readonly seatWins: readonly Rate[];
  readonly firstPlayerWins: Rate;
  /** tag → value → rate, counted per seat that carried the value. */
  readonly tagWins: Readonly<Record<string, Readonly<Record<string, Rate>>>>;
  readonly measures: Readonly<Record<string, Distribution>>;
  /** The raw numbers: per finished game, in game order. */
  readonly raw: {
    readonly index: readonly number[];
    readonly winners: readonly (readonly Seat[] | null)[];
    readonly first: readonly (Seat | null)[];
    /** measure id → value per finished game (null where it does not apply). */
    readonly values: Readonly<Record<string, readonly (number | null)[]>>;
  };
}

/** One test between two variants on one measure. */
export interface Comparison {
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
  readonly comparisons: readonly Comparison[];
  readonly method: {
    readonly alpha: number;
    readonly rates: string;
    readonly distributions: string;
    readonly multipleComparisons: string;
    readonly intervals: string;
  };
}

const rate = (wins: number, games: number): Rate => ({
  wins,
  games,
  rate: games > 0 ? wins / games : 0,
  interval: wilson(wins, games),
});

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

export function summariseVariant(
  plan: ExperimentPlan,
  key: string,
  stored: ReadonlyMap<number, LabGame>,
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
  const won = (g: Finished, seat: Seat) => g.winners?.includes(seat) ?? false;
  const seatWins = Array.from({ length: plan.players }, (_, seat) =>
    rate(finished.filter((g) => won(g, seat)).length, finished.length),
  );
  const withFirst = finished.filter((g) => g.first !== null);
  const firstPlayerWins = rate(withFirst.filter((g) => won(g, g.first as Seat)).length, withFirst.length);
  const tagWins: Record<string, Record<string, Rate>> = {};
  for (const { tag, values } of catalogue.tagWins) {
    tagWins[tag] = Object.fromEntries(
      Object.keys(values).map((value) => {
        let games = 0;
        let wins = 0;
        for (const g of finished) {
          g.tags.forEach((tags, seat) => {
            if (tags[tag] !== value) return;
            games++;
            if (won(g, seat)) wins++;
          });
        }
        return [value, rate(wins, games)];
      }),
    );
  }
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
    measures,
    raw: {
      index: finished.map((g) => g.index),
      winners: finished.map((g) => g.winners),
      first: finished.map((g) => g.first),
      values,
    },
  };
}

type Unadjusted = Omit<Comparison, 'pAdjusted' | 'differs'>;

function compareRates(measure: string, name: Words, a: VariantResult, b: VariantResult, ra: Rate, rb: Rate) {
  const t = twoProportionZ(ra.wins, ra.games, rb.wins, rb.games);
  return {
    measure,
    name,
    kind: 'rate',
    variants: [a.key, b.key],
    estimates: [ra.rate, rb.rate],
    test: t.test,
    statistic: t.statistic,
    p: t.p,
  } satisfies Unadjusted;
}

/** Every pair of variants on every measure, then Holm over the whole family. */
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
      for (const { id, name } of catalogue.measures) {
        const va = (a.raw.values[id] ?? []).filter((v): v is number => v !== null);
        const vb = (b.raw.values[id] ?? []).filter((v): v is number => v !== null);
        if (va.length === 0 || vb.length === 0) continue;
        const t = mannWhitneyU(va, vb);
        tests.push({
          measure: id,
          name,
          kind: 'distribution',
          variants: [a.key, b.key],
          estimates: [a.measures[id]?.mean ?? 0, b.measures[id]?.mean ?? 0],
          test: t.test,
          statistic: t.statistic,
          p: t.p,
        });
      }
    }
  }
  const adjusted = holm(tests.map((t) => t.p));
  const comparisons = tests.map((t, k) => {
    const pAdjusted = adjusted[k] as number;
    return { ...t, pAdjusted, differs: pAdjusted < ALPHA };
  });
  return {
    variants,
    comparisons,
    method: {
      alpha: ALPHA,
      rates:
        'win rates: two-proportion z test with pooled variance, two-sided (equivalent to the 2×2 chi-square test without continuity correction)',
      distributions:
        'per-game measures: Mann–Whitney U test, two-sided, normal approximation with tie and continuity corrections',
      multipleComparisons:
        "every pair of variants on every measure is one test; Holm's step-down adjustment over all the tests in the report keeps the chance of any false 'differs' at or below 5%",
      intervals: 'rates: 95% Wilson score intervals; means: 95% normal intervals (mean ± 1.96·s/√n)',
    },
  };
}
