/** Mean, spread and range of a series of numbers. */
export interface Spread {
  readonly mean: number;
  /** Sample standard deviation (n − 1); 0 for fewer than two values. */
  readonly sd: number;
  readonly min: number;
  readonly max: number;
}

/**
 * A series of whole numbers (game lengths, event counts) kept as exact sums: count, sum, sum of squares,
 * least and greatest. Plain data, so a worker thread can send it; and since integer sums do not depend on
 * the order of addition, series folded apart on any number of threads and merged give exactly the summary
 * of the whole series folded in one place. Sums stay exact below 2^53: more than a million games of
 * ninety thousand actions each.
 */
export interface CountSeries {
  n: number;
  sum: number;
  sumOfSquares: number;
  min: number;
  max: number;
}

export const emptySeries = (): CountSeries => ({
  n: 0,
  sum: 0,
  sumOfSquares: 0,
  min: Number.POSITIVE_INFINITY,
  max: Number.NEGATIVE_INFINITY,
});

export function addToSeries(series: CountSeries, value: number): void {
  series.n++;
  series.sum += value;
  series.sumOfSquares += value * value;
  if (value < series.min) series.min = value;
  if (value > series.max) series.max = value;
}

export function mergeSeries(into: CountSeries, from: CountSeries): void {
  into.n += from.n;
  into.sum += from.sum;
  into.sumOfSquares += from.sumOfSquares;
  if (from.min < into.min) into.min = from.min;
  if (from.max > into.max) into.max = from.max;
}

/** All zeros for an empty series, so summaries stay plain JSON (no Infinity or NaN). */
export function spreadOf(series: CountSeries): Spread {
  const { n, sum, sumOfSquares } = series;
  if (n === 0) return { mean: 0, sd: 0, min: 0, max: 0 };
  // n·Σx² − (Σx)² in exact integers: in floating point the two terms cancel when the spread is small
  // beside the mean, leaving rounding noise.
  const scaled = BigInt(n) * BigInt(sumOfSquares) - BigInt(sum) * BigInt(sum);
  return {
    mean: sum / n,
    sd: n > 1 ? Math.sqrt(Number(scaled) / (n * (n - 1))) : 0,
    min: series.min,
    max: series.max,
  };
}
