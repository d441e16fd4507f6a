/**
 * Is a variant fair? Each seat, the first player and each public seat fact (faction, king …) against its
 * fair share — 1 ÷ players of the games someone won — by the exact binomial test, two-sided. The tests
 * join the report's one Holm family with the comparisons between variants.
 */

import type { GameMeasures, Words } from '@warboard/catalog';
import type { ExperimentPlan } from './experiment.js';
import type { Rate, VariantResult } from './results.js';
import { MEANINGFUL_RATE, type RawSize, type Sizes } from './sizes.js';
import { binomialTest } from './statistics.js';

export interface BalanceTest extends Sizes {
  /** `win.seat.<s>`, `win.first` or `win.<tag>.<value>`, as in the comparisons. */
  readonly measure: string;
  readonly name: Words;
  readonly variant: string;
  /** The fair share the rate is tested against. */
  readonly fair: number;
  readonly wins: number;
  /** Games someone won (for a tag: seats that carried it in those games). */
  readonly games: number;
  readonly rate: number;
  readonly interval: readonly [number, number];
  readonly test: 'binomial';
  readonly p: number;
  readonly pAdjusted: number;
  readonly differs: boolean;
}

export type UnadjustedBalance = Omit<BalanceTest, 'pAdjusted' | 'differs' | keyof Sizes> & {
  readonly size: RawSize;
};

function against(
  measure: string,
  name: Words,
  variant: VariantResult,
  r: Rate,
  fair: number,
): UnadjustedBalance {
  const t = binomialTest(r.wins, r.games, fair);
  return {
    measure,
    name,
    variant: variant.key,
    fair,
    wins: r.wins,
    games: r.games,
    rate: r.rate,
    interval: r.interval,
    test: 'binomial',
    p: t.p,
    size: {
      difference: r.rate - fair,
      // The Wilson interval of the rate, moved by the fair share (which is known, not estimated).
      differenceInterval: [r.interval[0] - fair, r.interval[1] - fair],
      se: Math.sqrt((fair * (1 - fair)) / r.games),
      meaningful: MEANINGFUL_RATE,
      games: variant.finished,
    },
  };
}

export function balanceTests(
  plan: ExperimentPlan,
  catalogue: GameMeasures,
  variant: VariantResult,
): UnadjustedBalance[] {
  const fair = 1 / plan.players;
  const { seatWins, firstPlayerWins, tagWins } = variant.decided;
  const tests: UnadjustedBalance[] = [];
  seatWins.forEach((r, seat) => {
    if (r.games === 0) return;
    tests.push(
      against(`win.seat.${seat}`, { en: `seat ${seat + 1}`, zh: `座位 ${seat + 1}` }, variant, r, fair),
    );
  });
  if (firstPlayerWins.games > 0) {
    tests.push(against('win.first', { en: 'the first player', zh: '先手' }, variant, firstPlayerWins, fair));
  }
  for (const { tag, values } of catalogue.tagWins) {
    for (const [value, words] of Object.entries(values)) {
      const r = tagWins[tag]?.[value];
      if (r === undefined || r.games === 0) continue;
      tests.push(against(`win.${tag}.${value}`, words, variant, r, fair));
    }
  }
  return tests;
}
