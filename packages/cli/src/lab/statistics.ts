/**
 * The tests the lab uses to say whether two variants differ, written out so that every number in a report
 * can be checked by hand: the normal and chi-square tails, the two-proportion z test, the chi-square test
 * of homogeneity, the Mann–Whitney U test and Holm's step-down adjustment for many tests at once.
 */
import { wilson } from '../wilson.js';

/** erfc(x) to about 1e-15 relative error (W. J. Cody's rational approximations, as in many libms). */
export function erfc(x: number): number {
  const z = Math.abs(x);
  let r: number;
  if (z < 0.5) {
    // erfc = 1 − erf for small |x|: erf by its series, which converges fast here.
    let term = z;
    let sum = z;
    const z2 = z * z;
    for (let n = 1; n < 60; n++) {
      term *= -z2 / n;
      const add = term / (2 * n + 1);
      sum += add;
      if (Math.abs(add) < 1e-17 * Math.abs(sum)) break;
    }
    r = 1 - (2 / Math.sqrt(Math.PI)) * sum;
  } else {
    // Lentz's continued fraction for erfc, accurate for z ≥ 0.5.
    r = (Math.exp(-z * z) / Math.sqrt(Math.PI)) * continuedFractionErfc(z);
  }
  return x < 0 ? 2 - r : r;
}

/** 1 / (z + 1/2 / (z + 1 / (z + 3/2 / (z + …)))) evaluated by the modified Lentz method. */
function continuedFractionErfc(z: number): number {
  const tiny = 1e-300;
  let f = z;
  let c = z;
  let d = 0;
  for (let n = 1; n < 500; n++) {
    const a = n / 2;
    d = z + a * d;
    d = Math.abs(d) < tiny ? tiny : d;
    c = z + a / c;
    c = Math.abs(c) < tiny ? tiny : c;
    d = 1 / d;
    const delta = c * d;
    f *= delta;
    if (Math.abs(delta - 1) < 1e-16) break;
  }
  return 1 / f;
}

/** P(Z ≥ z) for a standard normal Z. */
const normalUpperTail = (z: number): number => 0.5 * erfc(z / Math.SQRT2);

/** The two-sided p-value of a standard normal statistic. */
export const twoSidedNormalP = (z: number): number => Math.min(1, 2 * normalUpperTail(Math.abs(z)));

/** ln Γ(x) for x > 0 (Lanczos, g = 7, n = 9), about 15 significant digits. */
export function lnGamma(x: number): number {
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - lnGamma(1 - x);
  const y = x - 1;
  let a = c[0] as number;
  const t = y + 7.5;
  for (let i = 1; i < 9; i++) a += (c[i] as number) / (y + i);
  return 0.5 * Math.log(2 * Math.PI) + (y + 0.5) * Math.log(t) - t + Math.log(a);
}

/** The regularized upper incomplete gamma function Q(a, x) = Γ(a, x) / Γ(a). */
function gammaQ(a: number, x: number): number {
  if (x <= 0) return 1;
  const front = Math.exp(-x + a * Math.log(x) - lnGamma(a));
  if (x < a + 1) {
    // P by its series, Q = 1 − P.
    let sum = 1 / a;
    let term = sum;
    for (let n = 1; n < 1000; n++) {
      term *= x / (a + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * 1e-16) break;
    }
    return Math.max(0, 1 - front * sum);
  }
  // Q by its continued fraction (modified Lentz).
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 1000; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    d = Math.abs(d) < tiny ? tiny : d;
    c = b + an / c;
    c = Math.abs(c) < tiny ? tiny : c;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-16) break;
  }
  return Math.min(1, front * h);
}

/** P(X ≥ x) for X chi-square distributed with `df` degrees of freedom. */
export const chiSquareUpperTail = (x: number, df: number): number => gammaQ(df / 2, x / 2);

/** What every test returns: the statistic, its p-value, and the name of the test, for the report. */
export interface TestResult {
  readonly test: 'two-proportion-z' | 'chi-square' | 'mann-whitney-u' | 'binomial';
  readonly statistic: number;
  readonly p: number;
  /** Degrees of freedom, for chi-square. */
  readonly df?: number;
}

/**
 * Two-proportion z test with the pooled standard error: H0 says both samples share one success rate.
 * Its two-sided p-value equals that of the 2×2 chi-square test without continuity correction (z² = χ²).
 * p = 1 when nothing varies (every trial of both samples a success, or every one a failure).
 */
export function twoProportionZ(x1: number, n1: number, x2: number, n2: number): TestResult {
  if (n1 <= 0 || n2 <= 0) return { test: 'two-proportion-z', statistic: 0, p: 1 };
  const pooled = (x1 + x2) / (n1 + n2);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2));
  if (se === 0) return { test: 'two-proportion-z', statistic: 0, p: 1 };
  const z = (x1 / n1 - x2 / n2) / se;
  return { test: 'two-proportion-z', statistic: z, p: twoSidedNormalP(z) };
}

/**
 * Pearson's chi-square test of homogeneity on a table of counts, one row per sample and one column per
 * category (no continuity correction). Rows or columns that are all zero carry no information and are
 * dropped; with fewer than two of either left there is nothing to test and p = 1.
 */
export function chiSquareHomogeneity(table: readonly (readonly number[])[]): TestResult {
  const width = Math.max(0, ...table.map((row) => row.length));
  const colSums = Array.from({ length: width }, (_, j) => table.reduce((s, row) => s + (row[j] ?? 0), 0));
  const cols = colSums.flatMap((sum, j) => (sum > 0 ? [j] : []));
  const rows = table.filter((row) => cols.some((j) => (row[j] ?? 0) > 0));
  if (rows.length < 2 || cols.length < 2) return { test: 'chi-square', statistic: 0, p: 1, df: 0 };
  const rowSums = rows.map((row) => cols.reduce((s, j) => s + (row[j] ?? 0), 0));
  const total = rowSums.reduce((s, x) => s + x, 0);
  let chi2 = 0;
  rows.forEach((row, i) => {
    for (const j of cols) {
      const expected = ((rowSums[i] as number) * (colSums[j] as number)) / total;
      const diff = (row[j] ?? 0) - expected;
      chi2 += (diff * diff) / expected;
    }
  });
  const df = (rows.length - 1) * (cols.length - 1);
  return { test: 'chi-square', statistic: chi2, p: chiSquareUpperTail(chi2, df), df };
}

/**
 * The Mann–Whitney U test (Wilcoxon rank-sum), two-sided, by the normal approximation with the tie
 * correction of the variance and a continuity correction of ½ — as scipy's `mannwhitneyu(method=
 * 'asymptotic')` computes it. The statistic reported is U of the first sample. It asks whether a game
 * drawn from one variant tends to give larger values than one drawn from the other, and needs no
 * assumption about the shape of either distribution (game lengths and counts are skewed and discrete).
 */
export function mannWhitneyU(a: readonly number[], b: readonly number[]): TestResult {
  const n1 = a.length;
  const n2 = b.length;
  if (n1 === 0 || n2 === 0) return { test: 'mann-whitney-u', statistic: 0, p: 1 };
  const all = [...a.map((v) => ({ v, first: true })), ...b.map((v) => ({ v, first: false }))].sort(
    (x, y) => x.v - y.v,
  );
  const n = n1 + n2;
  let rankSumA = 0;
  let tieTerm = 0; // Σ (t³ − t) over groups of ties
  for (let i = 0; i < n; ) {
    let j = i;
    while (j + 1 < n && (all[j + 1] as { v: number }).v === (all[i] as { v: number }).v) j++;
    const rank = (i + j) / 2 + 1; // mean of ranks i+1 … j+1
    const t = j - i + 1;
    tieTerm += t * t * t - t;
    for (let k = i; k <= j; k++) if ((all[k] as { first: boolean }).first) rankSumA += rank;
    i = j + 1;
  }
  const u1 = rankSumA - (n1 * (n1 + 1)) / 2;
  const mean = (n1 * n2) / 2;
  const variance = ((n1 * n2) / 12) * (n + 1 - tieTerm / (n * (n - 1)));
  if (variance <= 0) return { test: 'mann-whitney-u', statistic: u1, p: 1 };
  // The larger of U1 and U2 minus its mean, less ½ for continuity, never below 0.
  const z = Math.max(0, Math.abs(u1 - mean) - 0.5) / Math.sqrt(variance);
  return { test: 'mann-whitney-u', statistic: u1, p: twoSidedNormalP(z) };
}

/**
 * Holm's step-down adjustment: with m tests, the i-th smallest p-value is multiplied by (m − i + 1), and
 * adjusted values are kept non-decreasing. Rejecting where the adjusted value is below α keeps the chance
 * of any false "differs" in the whole family at most α, whatever the dependence between the tests.
 * Returned in the order given.
 */
export function holm(ps: readonly number[]): number[] {
  const m = ps.length;
  const order = ps.map((p, i) => ({ p, i })).sort((x, y) => x.p - y.p);
  const adjusted = new Array<number>(m).fill(1);
  let running = 0;
  order.forEach(({ p, i }, rank) => {
    running = Math.max(running, Math.min(1, (m - rank) * p));
    adjusted[i] = running;
  });
  return adjusted;
}

/** Mean of a sample with the normal-approximation 95% interval mean ± 1.96·s/√n. */
export interface MeanInterval {
  readonly n: number;
  readonly mean: number;
  readonly sd: number;
  readonly lo: number;
  readonly hi: number;
}

export function meanInterval(values: readonly number[], z = 1.959963984540054): MeanInterval {
  const n = values.length;
  if (n === 0) return { n, mean: 0, sd: 0, lo: 0, hi: 0 };
  const mean = values.reduce((s, v) => s + v, 0) / n;
  const sd = n > 1 ? Math.sqrt(values.reduce((s, v) => s + (v - mean) ** 2, 0) / (n - 1)) : 0;
  const half = n > 1 ? (z * sd) / Math.sqrt(n) : 0;
  return { n, mean, sd, lo: mean - half, hi: mean + half };
}

/** The q-quantile of a sample by linear interpolation between order statistics (R's type 7, numpy's default). */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((x, y) => x - y);
  const h = (sorted.length - 1) * q;
  const lo = Math.floor(h);
  const hi = Math.ceil(h);
  return (sorted[lo] as number) + (h - lo) * ((sorted[hi] as number) - (sorted[lo] as number));
}

/**
 * The standard normal quantile: the z with P(Z ≤ z) = p. Acklam's rational approximation (relative error
 * 1.2e-9), then one Halley step on the exact tail (erfc above), which brings it to full double precision.
 */
export function normalQuantile(p: number): number {
  if (p <= 0) return Number.NEGATIVE_INFINITY;
  if (p >= 1) return Number.POSITIVE_INFINITY;
  const [a0, a1, a2, a3, a4, a5] = [
    -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716,
    2.506628277459239,
  ];
  const [b0, b1, b2, b3, b4] = [
    -54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572,
  ];
  const [c0, c1, c2, c3, c4, c5] = [
    -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
    2.938163982698783,
  ];
  const [d0, d1, d2, d3] = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const low = 0.02425;
  let x: number;
  if (p < low || p > 1 - low) {
    const q = Math.sqrt(-2 * Math.log(p < low ? p : 1 - p));
    const v =
      (((((c0 * q + c1) * q + c2) * q + c3) * q + c4) * q + c5) /
      ((((d0 * q + d1) * q + d2) * q + d3) * q + 1);
    x = p < low ? v : -v;
  } else {
    const q = p - 0.5;
    const r = q * q;
    x =
      ((((((a0 * r + a1) * r + a2) * r + a3) * r + a4) * r + a5) * q) /
      (((((b0 * r + b1) * r + b2) * r + b3) * r + b4) * r + 1);
  }
  // Halley's step: e is the error in P(Z ≤ x), u = e / φ(x).
  const e = 0.5 * erfc(-x / Math.SQRT2) - p;
  const u = e * Math.sqrt(2 * Math.PI) * Math.exp((x * x) / 2);
  return x - u / (1 + (x * u) / 2);
}

/** ln of the binomial probability P(X = k) for X ~ Binomial(n, p), 0 < p < 1. */
function lnBinomialPmf(k: number, n: number, p: number): number {
  return lnGamma(n + 1) - lnGamma(k + 1) - lnGamma(n - k + 1) + k * Math.log(p) + (n - k) * Math.log(1 - p);
}

/**
 * The exact two-sided binomial test of H0: success rate = p0 — as SciPy's `binomtest` and R's `binom.test`
 * compute it: the p-value sums the probability of every count no more likely than the one observed (with
 * a relative slack of 1e-7, so counts equally likely by symmetry are never lost to rounding).
 */
export function binomialTest(successes: number, trials: number, p0: number): TestResult {
  if (trials <= 0) return { test: 'binomial', statistic: 0, p: 1 };
  if (p0 <= 0 || p0 >= 1) {
    const certain = p0 <= 0 ? successes === 0 : successes === trials;
    return { test: 'binomial', statistic: successes, p: certain ? 1 : 0 };
  }
  const observed = lnBinomialPmf(successes, trials, p0) + Math.log1p(1e-7);
  let p = 0;
  for (let k = 0; k <= trials; k++) {
    const ln = lnBinomialPmf(k, trials, p0);
    if (ln <= observed) p += Math.exp(ln);
  }
  return { test: 'binomial', statistic: successes, p: Math.min(1, p) };
}

/**
 * Newcombe's hybrid score interval for the difference of two proportions x1/n1 − x2/n2 (method 10 of
 * Newcombe, Statistics in Medicine 1998), built from each rate's Wilson interval: it stays inside [−1, 1]
 * and keeps its coverage near 0 and 1, where the textbook Wald interval fails.
 */
export function newcombeInterval(x1: number, n1: number, x2: number, n2: number): readonly [number, number] {
  const p1 = n1 > 0 ? x1 / n1 : 0;
  const p2 = n2 > 0 ? x2 / n2 : 0;
  const [l1, u1] = wilson(x1, n1);
  const [l2, u2] = wilson(x2, n2);
  const d = p1 - p2;
  const lo = d - Math.sqrt((p1 - l1) ** 2 + (u2 - p2) ** 2);
  const hi = d + Math.sqrt((u1 - p1) ** 2 + (p2 - l2) ** 2);
  return [lo, hi];
}

/**
 * The smallest true difference a two-sided test at level `alpha` finds with probability `power`, when the
 * estimate's standard error is `se`: (z₁₋α/₂ + z_power)·se, the normal approximation every sample-size
 * table uses.
 */
export function minimumDetectable(se: number, alpha: number, power = 0.8): number {
  return (normalQuantile(1 - alpha / 2) + normalQuantile(power)) * se;
}
