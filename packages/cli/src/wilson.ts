/** Confidence intervals for win rates. */

/** The normal quantile for a two-sided 95% interval. */
export const Z95 = 1.959963984540054;

/**
 * The Wilson score interval for `successes` out of `trials`. Unlike the textbook p ± z·√(p(1−p)/n) it stays
 * inside [0, 1] and keeps a sensible width at rates near 0 or 1 — exactly where a strong bot against a weak
 * one lands. [0, 1] for no trials: nothing is known.
 */
export function wilson(successes: number, trials: number, z = Z95): readonly [number, number] {
  if (trials <= 0) return [0, 1];
  const p = successes / trials;
  const z2 = z * z;
  const centre = p + z2 / (2 * trials);
  const margin = z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
  const denominator = 1 + z2 / trials;
  // At 0 or `trials` successes the bound is exactly 0 or 1; computed, it can miss by a rounding error.
  const lo = successes <= 0 ? 0 : Math.max(0, (centre - margin) / denominator);
  const hi = successes >= trials ? 1 : Math.min(1, (centre + margin) / denominator);
  return [lo, hi];
}
