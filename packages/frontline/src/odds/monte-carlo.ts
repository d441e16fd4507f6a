import { type RngState, rollDie, seedRng } from '@warboard/core';
import { applyLosses, beatenSlots, resolveExchange } from '../dice.js';
import type { Division } from '../state.js';
import {
  afterLosses,
  attackerReady,
  type Course,
  courseOf,
  defenderReady,
  diceOf,
  END_STATES,
  type EndState,
  endAfterExchange,
  forwardByPolicy,
  KINDS,
  launched,
  type Survivors,
  settle,
} from './course.js';
import type { Rows } from './policy.js';
import type { Engagement } from './spec.js';

/** One battle's end, as the exact calculator counts it. */
export interface BattleEnd {
  readonly end: EndState;
  readonly attacker: Survivors;
  readonly defender: Survivors;
  readonly defenderLeaves: boolean;
}

/** Sampled odds: frequencies, means and their standard errors. */
export interface Sampled {
  readonly runs: number;
  readonly endStates: Record<EndState, number>;
  readonly defenderLeaves: number;
  readonly expected: { attacker: Survivors; defender: Survivors };
  /** Standard error of each mean survivor count (from the sample variance). */
  readonly stderr: { attacker: Survivors; defender: Survivors };
}

export { survivorsOf } from './course.js';

/** Tally battle ends into frequencies, means and standard errors. */
export function tally(ends: readonly BattleEnd[]): Sampled {
  const n = ends.length;
  const endStates = Object.fromEntries(END_STATES.map((k) => [k, 0])) as Record<EndState, number>;
  let leaves = 0;
  for (const b of ends) {
    endStates[b.end] += 1 / n;
    if (b.defenderLeaves) leaves += 1 / n;
  }
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
    defenderLeaves: leaves,
    expected: { attacker: a.mean, defender: d.mean },
    stderr: { attacker: a.se, defender: d.se },
  };
}

/**
 * A Monte Carlo of the same battle: the dice rolled with the seeded PRNG (as battle.ts `rollDice` does) and resolved
 * through the engine's `resolveExchange`, `beatenSlots` and `applyLosses`, exchange by exchange, along the same
 * course (course.ts) as the exact chain. The stop-below-odds policy is not sampled (it would need the exact
 * answer).
 */
export function monteCarlo(e: Engagement, runs: number, seed: string): Sampled {
  const rng = seedRng(seed);
  const c = courseOf(launched(e));
  const ends: BattleEnd[] = [];
  for (let i = 0; i < runs; i++) ends.push(sampleBattle(c, rng));
  return tally(ends);
}

const rowsOf = (f: Engagement['attacker']): Rows => ({
  front: f.front.join(''),
  middle: f.middle.join(''),
  rear: f.rear ?? 0,
});

function finish(c: Course, end: EndState, a: Rows, d: Rows): BattleEnd {
  return { end, ...settle(c, end, a, d) };
}

function sampleBattle(c: Course, rng: RngState): BattleEnd {
  const e = c.e;
  const forward = (r: Rows, who: 'attacker' | 'defender') => forwardByPolicy(c, r, who);
  let a = rowsOf(e.attacker);
  let d = rowsOf(e.defender);
  if (a.front.length === 0 && !e.underWay) {
    const ready = attackerReady(c, a, true, forward); // R6.2: opened from the middle row
    if (ready.end) return finish(c, ready.end, ready.rows, d);
    a = ready.rows;
  }
  for (let exchanges = e.underWay ? 1 : 0; ; exchanges++) {
    if (exchanges > 0) {
      const ready = attackerReady(c, a, false, forward);
      a = ready.rows;
      if (ready.end) return finish(c, ready.end, a, d);
    }
    const dr = defenderReady(c, d, exchanges, forward);
    d = dr.rows;
    if (dr.invaded) return finish(c, 'invaded', a, d);
    const dice = diceOf(c, a, d);
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
      attackerBonus: c.attacker.bonus,
      defenderBonus: c.defender.bonus,
      attackerAir: e.attackerAir ? 1 : 0,
      defenderAir: e.defenderAir ? 1 : 0,
    });
    const la = applyLosses(attacker, beatenSlots(pairs, 'attacker'));
    const ld = applyLosses(defender, beatenSlots(pairs, 'defender'));
    const aw = afterLosses(c, 'attacker', la.row.join(''), la.damaged, a.rear);
    const dw = afterLosses(c, 'defender', ld.row.join(''), ld.damaged, d.rear);
    a = { front: aw.front, middle: a.middle, rear: aw.rear };
    d = { front: dw.front, middle: d.middle, rear: dw.rear };
    const end = endAfterExchange(c, a, d);
    if (end) return finish(c, end, a, d);
  }
}
