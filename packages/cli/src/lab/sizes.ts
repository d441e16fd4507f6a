/**
 * How large a difference is, not only whether it is there: each test's difference with its 95% interval,
 * the smallest difference the run could have detected (80% power at the level Holm's adjustment asks of
 * the strictest test, α ÷ tests), and the verdict a designer reads — it differs; no difference larger than
 * the detectable one was found; or the run had too few games to see a difference that matters, with the
 * games per variant that would.
 */
import { minimumDetectable } from './statistics.js';

/** Below this adjusted p-value the report says the variants differ. */
export const ALPHA = 0.05;

/** The power the minimum detectable difference is computed for. */
export const POWER = 0.8;

/**
 * The smallest differences a designer cares about: three points of a win rate or share (the worked
 * example's rule change moved seats by about that much), a tenth of a per-game measure's mean (but at
 * least 0.05 a game, so a measure that is almost always 0 does not ask for millions of games).
 */
export const MEANINGFUL_RATE = 0.03;
export const MEANINGFUL_SHARE_OF_MEAN = 0.1;
export const MEANINGFUL_MIN_COUNT = 0.05;

export const meaningfulDifference = (percent: boolean, pooledMean: number): number =>
  percent ? MEANINGFUL_RATE : Math.max(MEANINGFUL_MIN_COUNT, MEANINGFUL_SHARE_OF_MEAN * Math.abs(pooledMean));

export type Verdict = 'differs' | 'no-larger' | 'inconclusive';

export interface Sizes {
  /** The difference estimated: the first variant's value less the second's, or a rate less its fair share. */
  readonly difference: number;
  /** Its 95% interval. */
  readonly differenceInterval: readonly [number, number];
  /** The smallest true difference this test would find with 80% power after Holm's adjustment. */
  readonly detectable: number;
  /** The smallest difference that matters (MEANINGFUL_*), in the measure's own unit. */
  readonly meaningful: number;
  readonly verdict: Verdict;
  /** When inconclusive: games per variant at which `detectable` would be `meaningful`. */
  readonly gamesNeeded?: number;
}

/** What a test knows before the family is adjusted: its difference and the standard error behind it. */
export interface RawSize {
  readonly difference: number;
  readonly differenceInterval: readonly [number, number];
  /** The estimate's standard error (under H0 for rates), for the detectable difference. */
  readonly se: number;
  readonly meaningful: number;
  /** Games per variant behind the estimate, to scale the standard error to other game counts. */
  readonly games: number;
}

/**
 * The sizes of one test once the family is known. The standard error shrinks as 1/√games, so the games
 * needed for `detectable` to reach `meaningful` are games × (detectable ÷ meaningful)², rounded up.
 */
export function sizes(raw: RawSize, differs: boolean, tests: number): Sizes {
  const detectable = minimumDetectable(raw.se, ALPHA / Math.max(1, tests), POWER);
  const base = {
    difference: raw.difference,
    differenceInterval: raw.differenceInterval,
    detectable,
    meaningful: raw.meaningful,
  };
  if (differs) return { ...base, verdict: 'differs' };
  if (detectable <= raw.meaningful) return { ...base, verdict: 'no-larger' };
  const gamesNeeded = Math.ceil(raw.games * (detectable / raw.meaningful) ** 2);
  return { ...base, verdict: 'inconclusive', gamesNeeded };
}
