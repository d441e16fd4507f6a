import { nextInt, seedRng } from '@warboard/core';
import { describe, expect, it } from 'vitest';
import type { Division } from '../src/index.js';
import { END_STATES, type Odds, odds } from '../src/odds/exact.js';
import { monteCarlo, type Sampled } from '../src/odds/monte-carlo.js';
import {
  type BattleKind,
  type Engagement,
  engagement,
  type ForwardPolicy,
  formatForce,
} from '../src/odds/spec.js';
import { engineMonteCarlo } from './engine-sim.js';

/**
 * A table of mixed engagements, drawn once from a seeded generator: both rulesets, every kind of battle (head-on,
 * rear assault, landing, counter-attack, contest, repel), extra dice, air support, a defender already invaded or
 * holding other borders, every forward, damaged-armor, give-up and retreat policy, stopping at a strength.
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
    const kind: BattleKind = pick([
      'head-on',
      'head-on',
      'head-on',
      'rear-assault',
      'landing',
      'counter',
      'contest',
      'repel',
    ]);
    const holderDefends = kind === 'head-on' || kind === 'rear-assault' || kind === 'landing';
    const side = (n: number) => {
      const all = divisions(n);
      const front = Math.min(all.length, 1 + nextInt(rng, max));
      return { front: all.slice(0, front), middle: all.slice(front), rear: pick([0, 0, 1]) };
    };
    const attacker = side(1 + nextInt(rng, 6));
    if (kind === 'landing') attacker.front[0] = 'A'; // R7.2: a landing needs armor
    const policy = (who: 'attacker' | 'defender') => ({
      damaged: pick(['stay', 'withdraw'] as const),
      forward: pick<ForwardPolicy>(['fill', 'fill', 'armor-first', 'none']),
      supplyRepairing: ruleset === 'original' && pick([false, true]),
      ...(who === 'defender' && ruleset === 'original' && nextInt(rng, 3) === 0
        ? { giveUpBorder: true }
        : {}),
      ...(who === 'defender' && nextInt(rng, 2) === 0 ? { retreat: true } : {}),
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
        defenderInvaded: (kind === 'head-on' || kind === 'landing') && nextInt(rng, 4) === 0,
        defenderElsewhere: holderDefends ? pick([0, 0, 1, 2]) : 0,
        attackerPolicy: policy('attacker'),
        defenderPolicy: policy('defender'),
        stop: { belowOdds: 0, atStrength: pick([0, 0, 0, 1, 2]) },
      }),
    );
  }
  return out;
}

const describeOf = (e: Engagement) =>
  `${e.ruleset} ${e.kind} ${formatForce(e.attacker)} v ${formatForce(e.defender)} ${JSON.stringify([e.attackerPolicy, e.defenderPolicy, e.stop, e.extraAttackDie, e.extraDefenseDie, e.attackerAir, e.defenderAir, e.defenderInvaded, e.defenderElsewhere])}`;

/**
 * Exact within 4 standard errors of the sample: frequencies by the exact p; means by the sample variance, but no
 * less than sqrt(min(μ, M − μ) / n) for a count in [0, M] with exact mean μ — near its ends a sample often sees
 * none of the rare values and understates its own spread (Var ≤ μ(M − μ), Bhatia–Davis).
 */
function agree(e: Engagement, exact: Odds, mc: Sampled, what: string): void {
  const n = mc.runs;
  const frequency = (label: string, sampled: number, p: number) => {
    const se = Math.sqrt((p * (1 - p)) / n);
    expect(Math.abs(sampled - p), `${what}: P(${label})`).toBeLessThanOrEqual(4 * se + 1e-9);
  };
  for (const k of END_STATES) frequency(k, mc.endStates[k], exact.endStates[k]);
  frequency('defender leaves', mc.defenderLeaves, exact.defenderLeaves);
  for (const side of ['attacker', 'defender'] as const) {
    for (const kind of ['infantry', 'armor', 'damaged', 'repairing'] as const) {
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
  const engagements = table(64);

  it('the table holds every kind of battle and every policy the calculator models', () => {
    const seen = new Set(
      engagements.flatMap((e) => [
        e.kind,
        e.ruleset,
        ...(e.defenderInvaded ? ['invaded'] : []),
        ...((e.defenderElsewhere ?? 0) > 0 ? ['elsewhere'] : []),
        ...(e.defenderPolicy.giveUpBorder ? ['give-up'] : []),
        ...(e.defenderPolicy.retreat ? ['retreat'] : []),
        ...(e.stop.atStrength > 0 ? ['stop'] : []),
      ]),
    );
    const every = [
      'head-on',
      'rear-assault',
      'landing',
      'counter',
      'contest',
      'repel',
      'revised',
      'original',
    ];
    for (const x of [...every, 'invaded', 'elsewhere', 'give-up', 'retreat', 'stop'])
      expect(seen).toContain(x);
  });

  it('through the engine itself: 64 mixed engagements, 160 battles each (R5–R8, O8)', () => {
    engagements.forEach((e, i) => {
      agree(e, odds(e), engineMonteCarlo(e, 160, `engine-${i}`), describeOf(e));
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
    agree(e, odds(e), engineMonteCarlo(e, 400, 'keep'), describeOf(e));
  });

  it('R6.9, R6.13, R8.4, O8.12 what follows an invasion, through the engine', () => {
    const stay = { damaged: 'stay' as const, forward: 'fill' as const, supplyRepairing: false };
    const base = engagement({
      attacker: { front: ['A', 'I', 'I'], middle: ['I'] },
      defender: { front: ['I', 'A'], middle: ['I'], rear: 2 },
    });
    const cases: Engagement[] = [
      base, // R6.9: nothing else fighting, the rear is lost
      { ...base, defenderElsewhere: 1 }, // R8.5: a stand, the rear kept
      { ...base, defenderElsewhere: 1, defenderInvaded: true }, // R6.13
      { ...base, defenderElsewhere: 2, defenderPolicy: { ...stay, retreat: true } }, // R8.4
      {
        ...base,
        ruleset: 'original',
        attacker: { front: ['A', 'I'], middle: ['I', 'I'] },
        defender: { front: ['I'], middle: ['I', 'A'], rear: 2 },
        defenderElsewhere: 1,
        defenderPolicy: { ...stay, forward: 'none', giveUpBorder: true }, // O8.12
      },
    ];
    cases.forEach((e, i) => {
      agree(e, odds(e), engineMonteCarlo(e, 400, `after-${i}`), describeOf(e));
    });
  });

  it('R5.9 a battle under way, through the engine’s dice functions', () => {
    const e = engagement({
      attacker: { front: ['I'], middle: ['A', 'I', 'I'] },
      defender: { front: ['A'], middle: ['I', 'I'] },
      underWay: true,
    });
    agree(e, odds(e), monteCarlo(e, 4000, 'under-way'), describeOf(e));
  });

  it('through the engine’s dice functions: the same table, 1500 battles each', () => {
    engagements.forEach((e, i) => {
      agree(e, odds(e), monteCarlo(e, 1500, `dice-${i}`), describeOf(e));
    });
  });
});
