import { nextInt, seedRng } from '@warboard/core';
import { describe, expect, it } from 'vitest';
import type { Division } from '../src/index.js';
import { engineMonteCarlo } from '../src/odds/engine-sim.js';
import { END_STATES, type Odds, odds } from '../src/odds/exact.js';
import { monteCarlo, type Sampled } from '../src/odds/monte-carlo.js';
import {
  type BattleKind,
  type Engagement,
  engagement,
  type ForwardPolicy,
  formatForce,
} from '../src/odds/spec.js';

/**
 * A table of mixed engagements, drawn once from a seeded generator: both rulesets, head-on, rear assault and
 * landings, extra dice, air support, every forward and damaged-armor policy, stopping at a strength.
 */
function table(count: number): Engagement[] {
  const rng = seedRng('odds-table');
  const pick = <T>(xs: readonly T[]): T => xs[nextInt(rng, xs.length)]!;
  const divisions = (n: number): Division[] =>
    Array.from({ length: n }, () => pick(['I', 'I', 'A', 'D'] as const));
  const out: Engagement[] = [];
  while (out.length < count) {
    const ruleset = pick(['revised', 'original'] as const);
    const max = ruleset === 'revised' ? 3 : 2;
    const kind: BattleKind = pick(['head-on', 'head-on', 'rear-assault', 'landing']);
    const side = (n: number) => {
      const all = divisions(n);
      const front = Math.min(all.length, 1 + nextInt(rng, max));
      return { front: all.slice(0, front), middle: all.slice(front), rear: pick([0, 0, 1]) };
    };
    const attacker = side(1 + nextInt(rng, 6));
    if (kind === 'landing') attacker.front[0] = 'A'; // R7.2: a landing needs armor
    const policy = () => ({
      damaged: pick(['stay', 'withdraw'] as const),
      forward: pick<ForwardPolicy>(['fill', 'fill', 'armor-first', 'none']),
      supplyRepairing: ruleset === 'original' && pick([false, true]),
    });
    out.push(
      engagement({
        ruleset,
        kind,
        attacker,
        defender: side(1 + nextInt(rng, 6)),
        extraAttackDie: nextInt(rng, 5) === 0,
        extraDefenseDie: nextInt(rng, 5) === 0,
        attackerAir: nextInt(rng, 5) === 0,
        defenderAir: nextInt(rng, 5) === 0,
        attackerPolicy: policy(),
        defenderPolicy: policy(),
        stop: { belowOdds: 0, atStrength: pick([0, 0, 0, 1, 2]) },
      }),
    );
  }
  return out;
}

const describeOf = (e: Engagement) =>
  `${e.ruleset} ${e.kind} ${formatForce(e.attacker)} v ${formatForce(e.defender)} ${JSON.stringify([e.attackerPolicy, e.defenderPolicy, e.stop, e.extraAttackDie, e.extraDefenseDie, e.attackerAir, e.defenderAir])}`;

/**
 * Exact within 4 standard errors of the sample: frequencies by the exact p; means by the sample variance, but no
 * less than sqrt(min(μ, M − μ) / n) for a count in [0, M] with exact mean μ — near its ends a sample often sees
 * none of the rare values and understates its own spread (Var ≤ μ(M − μ), Bhatia–Davis).
 */
function agree(e: Engagement, exact: Odds, mc: Sampled, what: string, checkDefenderRear: boolean): void {
  const n = mc.runs;
  for (const k of END_STATES) {
    const p = exact.endStates[k];
    const se = Math.sqrt((p * (1 - p)) / n);
    expect(Math.abs(mc.endStates[k] - p), `${what}: P(${k})`).toBeLessThanOrEqual(4 * se + 1e-9);
  }
  for (const side of ['attacker', 'defender'] as const) {
    for (const kind of ['infantry', 'armor', 'damaged', 'repairing'] as const) {
      // An invaded defender with nothing left loses its repairing armor on the board (R6.9); the calculator
      // reports what stood in the rear row of this battle.
      if (side === 'defender' && kind === 'repairing' && !checkDefenderRear) continue;
      const f = e[side];
      const M = f.front.length + f.middle.length + (f.rear ?? 0);
      const mu = exact.expected[side][kind];
      const se = Math.max(mc.stderr[side][kind], Math.sqrt(Math.max(0, Math.min(mu, M - mu)) / n));
      expect(
        Math.abs(mc.expected[side][kind] - exact.expected[side][kind]),
        `${what}: ${side} ${kind}`,
      ).toBeLessThanOrEqual(4 * se + 1e-9);
    }
  }
}

describe('odds: the exact answer lies within sampling error of Monte Carlo battles', () => {
  const engagements = table(56);

  it('through the engine itself: 56 mixed engagements, 160 battles each (R5, R6, R7, O8)', () => {
    engagements.forEach((e, i) => {
      agree(e, odds(e), engineMonteCarlo(e, 160, `engine-${i}`), describeOf(e), false);
    });
  });

  it('R8.1 keeping the last infantry of a territory occupied this turn, through the engine', () => {
    const keep = {
      damaged: 'withdraw' as const,
      forward: 'fill' as const,
      supplyRepairing: false,
      keepInfantry: true,
    };
    const e = engagement({
      attacker: { front: ['I', 'A'], middle: ['I', 'A', 'I'] },
      defender: { front: ['I', 'I'], middle: ['A', 'I'] },
      attackerPolicy: keep,
    });
    agree(e, odds(e), engineMonteCarlo(e, 400, 'keep'), describeOf(e), false);
  });

  it('through the engine’s dice functions: the same table, 1500 battles each', () => {
    engagements.forEach((e, i) => {
      agree(e, odds(e), monteCarlo(e, 1500, `dice-${i}`), describeOf(e), true);
    });
  });
});
