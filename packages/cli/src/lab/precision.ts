/**
 * `--precision h`: keep playing until every rate the report shows (each seat's, the first player's, each
 * seat fact's, in every variant) has a 95% interval no wider than ±h, or the games run out. Rounds grow the
 * games per variant to what the widest interval asks for; every round plays into the same store, so a stopped
 * run resumes, and the rounds depend only on the stored games — the same command stops at the same count.
 */
import { Z95 } from '../wilson.js';
import type { Rate, VariantResult } from './results.js';

/** Games per variant of the first round: enough for a first look at every rate. */
export const FIRST_ROUND = 100;

const ratesOf = (v: VariantResult): Rate[] => [
  ...v.seatWins,
  ...(v.firstPlayerWins.games > 0 ? [v.firstPlayerWins] : []),
  ...Object.values(v.tagWins).flatMap((byValue) => Object.values(byValue).filter((r) => r.games > 0)),
];

/** The half-width of the widest 95% interval of any rate in any variant. */
export function widestHalfWidth(variants: readonly VariantResult[]): number {
  const widths = variants.flatMap((v) => ratesOf(v).map((r) => (r.interval[1] - r.interval[0]) / 2));
  return widths.length === 0 ? 0 : Math.max(...widths);
}

/**
 * The games per variant the next round should reach: for each rate too wide, the trials its rate needs for a
 * half-width h, z²·p(1−p)/h² (the normal approximation; the next round checks again), scaled from trials to
 * games; at least a tenth more than now (so a rate just short of it does not creep up game by game), never
 * more than the cap. Null when every rate is precise enough.
 */
export function nextRound(
  variants: readonly VariantResult[],
  precision: number,
  current: number,
  cap: number,
): number | null {
  let needed = 0;
  for (const v of variants) {
    for (const r of ratesOf(v)) {
      if ((r.interval[1] - r.interval[0]) / 2 <= precision) continue;
      // A rate of 0 or 1 so far still has some width: count it as at least one success in its trials.
      const p = Math.min(Math.max(r.rate, 1 / r.games), 1 - 1 / r.games);
      const trials = (Z95 * Z95 * p * (1 - p)) / (precision * precision);
      needed = Math.max(needed, Math.ceil((trials * Math.max(1, v.finished)) / r.games));
    }
  }
  if (needed === 0 || current >= cap) return null;
  return Math.min(cap, Math.max(needed, current + Math.ceil(current / 10)));
}
