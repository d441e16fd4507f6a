import { type RngState, rollDie, seedRng } from '@warboard/core';
import { applyLosses, diceCounts, resolveExchange } from '../dice.js';
import type { Division } from '../state.js';
import { END_STATES, type EndState, landingSunk, type Survivors } from './exact.js';
import { beaten } from './exchange.js';
import { bringForward, fighting, forwardPlan, hasReserve, type Rows, withdraw } from './policy.js';
import { type Engagement, frontMax } from './spec.js';

/** One battle's end, as the exact calculator counts it. */
export interface BattleEnd {
  readonly end: EndState;
  readonly attacker: Survivors;
  readonly defender: Survivors;
}

/** Sampled odds: frequencies, means and their standard errors. */
export interface Sampled {
  readonly runs: number;
  readonly endStates: Record<EndState, number>;
  readonly expected: { attacker: Survivors; defender: Survivors };
  /** Standard error of each mean survivor count (from the sample variance). */
  readonly stderr: { attacker: Survivors; defender: Survivors };
}

const KINDS = ['infantry', 'armor', 'damaged', 'repairing'] as const;

export function survivorsOf(r: Rows): Survivors {
  const s = { infantry: 0, armor: 0, damaged: 0, repairing: r.rear };
  for (const d of r.front + r.middle) {
    if (d === 'I') s.infantry++;
    else if (d === 'A') s.armor++;
    else s.damaged++;
  }
  return s;
}

/** Tally battle ends into frequencies, means and standard errors. */
export function tally(ends: readonly BattleEnd[]): Sampled {
  const n = ends.length;
  const endStates = Object.fromEntries(END_STATES.map((k) => [k, 0])) as Record<EndState, number>;
  for (const b of ends) endStates[b.end] += 1 / n;
  const stats = (side: 'attacker' | 'defender') => {
    const mean = { infantry: 0, armor: 0, damaged: 0, repairing: 0 };
    const se = { infantry: 0, armor: 0, damaged: 0, repairing: 0 };
    for (const k of KINDS) {
      let sum = 0;
      let sq = 0;
      for (const b of ends) {
        sum += b[side][k];
        sq += b[side][k] ** 2;
      }
      mean[k] = sum / n;
      se[k] = n > 1 ? Math.sqrt(Math.max(0, sq / n - mean[k] ** 2) / (n - 1)) : 0;
    }
    return { mean, se };
  };
  const a = stats('attacker');
  const d = stats('defender');
  return {
    runs: n,
    endStates,
    expected: { attacker: a.mean, defender: d.mean },
    stderr: { attacker: a.se, defender: d.se },
  };
}

/**
 * A Monte Carlo of the same battle: dice rolled with the seeded PRNG (as battle.ts `rollDice` does) and resolved
 * through the engine's `diceCounts`, `resolveExchange` and `applyLosses`, exchange by exchange, with the same
 * policies as the exact chain. The stop-below-odds policy is not sampled (it would need the exact answer).
 */
export function monteCarlo(e: Engagement, runs: number, seed: string): Sampled {
  const rng = seedRng(seed);
  const ends: BattleEnd[] = [];
  for (let i = 0; i < runs; i++) ends.push(sampleBattle(e, rng));
  return tally(ends);
}

const rowsOf = (f: Engagement['attacker']): Rows => ({
  front: f.front.join(''),
  middle: f.middle.join(''),
  rear: f.rear ?? 0,
});

function finish(e: Engagement, end: EndState, a: Rows, d: Rows): BattleEnd {
  const sunk = end === 'landing-failed' && landingSunk(e.ruleset === 'original', a); // O8.23, R7.4
  const none = { infantry: 0, armor: 0, damaged: 0, repairing: 0 };
  return { end, attacker: sunk ? none : survivorsOf(a), defender: survivorsOf(d) };
}

export function sampleBattle(e: Engagement, rng: RngState): BattleEnd {
  const original = e.ruleset === 'original';
  const max = frontMax(e.ruleset);
  const rear = e.kind === 'rear-assault';
  const defenderBonus = !rear && (!original || !e.defenderInvaded);
  const defenderCanWithdraw = !rear && !e.defenderInvaded;
  let a = rowsOf(e.attacker);
  let d = rowsOf(e.defender);
  if (a.front.length === 0) a = bringForward(a, forwardPlan(a, e.attackerPolicy, max, original));
  if (a.front.length === 0) return finish(e, 'stopped', a, d);
  for (let first = true; ; first = false) {
    if (d.front.length === 0 || (!first && d.front.length < max && hasReserve(d, original)))
      d = bringForward(d, forwardPlan(d, e.defenderPolicy, max, original));
    if (d.front.length === 0) return finish(e, 'invaded', a, d);
    const dice = diceCounts({
      ruleset: e.ruleset,
      attackerFront: a.front.length,
      defenderFront: d.front.length,
      attackerSupport: a.middle.length + a.rear > 0,
      extraAttackDie: e.extraAttackDie,
      extraDefenseDie: e.extraDefenseDie,
    });
    const attackerDice = Array.from({ length: dice.attacker }, () => rollDie(rng));
    const defenderDice = Array.from({ length: dice.defender }, () => rollDie(rng));
    const attacker = [...a.front] as Division[];
    const defender = [...d.front] as Division[];
    const pairs = resolveExchange({
      ruleset: e.ruleset,
      attacker,
      defender,
      attackerDice,
      defenderDice,
      attackerBonus: true,
      defenderBonus,
      attackerAir: e.attackerAir ? 1 : 0,
      defenderAir: e.defenderAir ? 1 : 0,
    });
    const la = applyLosses(attacker, beaten(pairs, 'attacker'));
    const ld = applyLosses(defender, beaten(pairs, 'defender'));
    const aw =
      e.attackerPolicy.damaged === 'withdraw'
        ? withdraw(la.row.join(''), la.damaged, a.rear)
        : { front: la.row.join(''), rear: a.rear };
    const dw =
      defenderCanWithdraw && e.defenderPolicy.damaged === 'withdraw'
        ? withdraw(ld.row.join(''), ld.damaged, d.rear)
        : { front: ld.row.join(''), rear: d.rear };
    a = { front: aw.front, middle: a.middle, rear: aw.rear };
    d = { front: dw.front, middle: d.middle, rear: dw.rear };
    if (e.kind === 'landing' && !/[AD]/.test(a.front + a.middle)) return finish(e, 'landing-failed', a, d);
    if (d.front.length === 0 && !hasReserve(d, original) && a.front.length > 0)
      return finish(e, 'invaded', a, d);
    if (a.front.length === 0 && !hasReserve(a, original)) return finish(e, 'wiped-out', a, d);
    a = bringForward(a, forwardPlan(a, e.attackerPolicy, max, original));
    if (a.front.length === 0) return finish(e, a.middle.length > 0 ? 'stopped' : 'wiped-out', a, d);
    if (fighting(a) <= e.stop.atStrength) return finish(e, 'stopped', a, d);
  }
}
