/** Mean, spread and range of a series of numbers. */
export interface Spread {
  readonly mean: number;
  /** Sample standard deviation (n − 1); 0 for fewer than two values. */
  readonly sd: number;
  readonly min: number;
  readonly max: number;
}

/**
 * Accumulates a series one value at a time (Welford's method), so a run of many games keeps no per-game
 * arrays and stays numerically stable for long series.
 */
export class RunningStats {
  private n = 0;
  private mean = 0;
  private m2 = 0;
  private min = Number.POSITIVE_INFINITY;
  private max = Number.NEGATIVE_INFINITY;

  add(value: number): void {
    this.n++;
    const delta = value - this.mean;
    this.mean += delta / this.n;
    this.m2 += delta * (value - this.mean);
    if (value < this.min) this.min = value;
    if (value > this.max) this.max = value;
  }

  get count(): number {
    return this.n;
  }

  /** All zeros for an empty series, so summaries stay plain JSON (no Infinity or NaN). */
  spread(): Spread {
    if (this.n === 0) return { mean: 0, sd: 0, min: 0, max: 0 };
    return {
      mean: this.mean,
      sd: this.n > 1 ? Math.sqrt(this.m2 / (this.n - 1)) : 0,
      min: this.min,
      max: this.max,
    };
  }
}
