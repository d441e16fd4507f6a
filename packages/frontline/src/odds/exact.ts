import { type Arith, floatArith, fraction, rationalArith, type SixAdic } from './arith.js';
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
import { type ExchangeTable, exchangeTable } from './exchange.js';
import type { Rows } from './policy.js';
import { checkEngagement, type Engagement } from './spec.js';

export { END_STATES, type EndState, type Survivors };

/**
 * Exact battle odds: the battle as a Markov chain over row contents, solved by memoized recursion.
 *
 * A state is what both sides have in their front, middle and rear rows between exchanges. The chain walks the
 * engine's battle step by step through course.ts, whose every rule is the engine's own (battle-rules.ts): the
 * first exchange is fought by the rows as posted (R6.6; an attack opened from the middle row brings forward first,
 * R6.2); before each later one the attacker brings forward and rolls or stops, then the defender brings forward
 * or gives its border up (R5.9, O8.12); one exchange moves to each of its outcomes with probability weight / 6^k
 * (exchange.ts, through the engine's `exchangeDice`, `resolveExchange`, `beatenSlots` and `applyLosses`); freshly
 * damaged armor withdraws or stays (R5.8); and the battle ends as battle-rules.ts `afterExchange` says, then is
 * settled by `invasionAftermath` (R6.9, R6.13, R8.4) or `failedLandingReturns` (R7.4–R7.5, O8.23). Every
 * exchange beats at least one division (each pair has a loser, R5.6), so the total of hit points (infantry 1,
 * armor 2, damaged armor 1) strictly falls: the chain has no cycles and the recursion ends, at depth at most that
 * total.
 *
 * Exactness. In `rational` arithmetic (arith.ts) every number is an exact fraction. In `float` arithmetic — the
 * default, for speed — the error is bounded: with u = 2^-53, a state's value is Σ p̂ₜ·v̂ₜ over at most m outcomes,
 * where p̂ₜ = fl(weight / 6^k) carries one rounding. By the standard bound for a rounded sum of rounded products
 * (Higham, Accuracy and Stability of Numerical Algorithms, §3.1), fl(Σ p̂ₜ v̂ₜ) = Σ pₜ v̂ₜ (1 + θₜ) with
 * |θₜ| ≤ γ_{m+1} = (m+1)u / (1 − (m+1)u). Since Σ pₜ = 1 and probabilities lie in [0, 1], the error of a state's
 * probabilities exceeds the largest error among its successors by at most γ_{m+1}·(1 + that error), so after
 * depth D it is at most D·γ_{m+1}·(1 + 1e-9). Terminal values are exact integers. `errorBound` reports that bound
 * (D = total hit points + 1, m = the most outcomes of any exchange met, at most 8); expected survivor counts carry
 * it times the number of divisions. Sizes are capped (MAX_DIVISIONS) so the bound stays below 1e-12; a test checks
 * the float answers against the rational ones.
 */

/**
 * Value vector: [P(end state) for each end state], then per end state E[survivors · 1{end state}] (8 each), then
 * P(the defender leaves).
 */
const ENDS = END_STATES.length;
const PER_END = 2 * KINDS.length;
const LEAVES = ENDS + ENDS * PER_END;
const SIZE = LEAVES + 1;
const INVADED = 0;

/** The largest side the calculator takes: keeps the float error bound below 1e-12 (see above). */
export const MAX_DIVISIONS = 200;

/** A side's rows, with its middle row interned as a number (see `Chain.key`). */
interface Side extends Rows {
  readonly mid: number;
}

export interface BattleState {
  readonly a: Side;
  readonly d: Side;
}

/** A front row of at most 3 divisions as a number below 64 (base 4, one digit a division). */
function frontCode(front: string): number {
  let code = 0;
  for (let i = 0; i < front.length; i++) {
    const c = front.charCodeAt(i);
    code = code * 4 + (c === 73 ? 1 : c === 65 ? 2 : 3); // 'I', 'A', 'D'
  }
  return code;
}

class Chain<V, A extends Arith<V> = Arith<V>> {
  /** Memo of the attacker's turns: outer key the two middle rows, inner key fronts and rears (numbers are fast keys). */
  private readonly memo = new Map<number, Map<number, V>>();
  private readonly middles = new Map<string, number>();
  private readonly tables = new Map<number, ExchangeTable>();
  private readonly forwards = new Map<number, Side>();
  private readonly terminals = new Map<string, V>();
  states = 0;
  maxOutcomes = 1;
  private readonly course: Course;
  private readonly forwardSide = (s: Side, who: 'attacker' | 'defender') => this.forward(s, who);

  constructor(
    readonly engagement: Engagement,
    readonly arith: A,
  ) {
    this.course = courseOf(engagement);
  }

  side(r: Rows): Side {
    let mid = this.middles.get(r.middle);
    if (mid === undefined) {
      mid = this.middles.size;
      this.middles.set(r.middle, mid);
    }
    return { front: r.front, middle: r.middle, rear: r.rear, mid };
  }

  /** Bring forward by the side's policy (course.ts), cached per row contents. */
  private forward(s: Side, who: 'attacker' | 'defender'): Side {
    if (s.front.length >= this.course.max) return s;
    const key = ((s.mid * 64 + frontCode(s.front)) * 256 + s.rear) * 2 + (who === 'attacker' ? 0 : 1);
    const hit = this.forwards.get(key);
    if (hit) return hit;
    const rows = forwardByPolicy(this.course, s, who);
    const next = rows === s ? s : this.side(rows);
    this.forwards.set(key, next);
    return next;
  }

  /**
   * The battle from its declaration (battle.ts `startBattle`): the first exchange is rolled at once (R6.6); or,
   * under way, from the attacker's turn between exchanges. `underWay` is the question's, not the chain's: chains
   * are shared by questions that differ in it.
   */
  start(s: BattleState, underWay: boolean): V {
    if (underWay) return this.attackerTurn(s.a, s.d);
    let a = s.a;
    if (a.front.length === 0) {
      const ready = attackerReady(this.course, a, true, this.forwardSide); // R6.2: opened from the middle row
      if (ready.end) return this.terminal(ready.end, ready.rows, s.d);
      a = ready.rows;
    }
    const d = defenderReady(this.course, s.d, 0, this.forwardSide);
    if (d.invaded) return this.terminal('invaded', a, d.rows);
    return this.exchange(a, d.rows);
  }

  /**
   * Between exchanges (stage 'attacker'): the attacker brings forward, then stops or rolls; when it rolls the
   * defender brings forward or gives up (battle.ts `roll`, `hold`). Both are policies, so they are applied first and
   * the memo is keyed on the rows as they stand when the dice are rolled: different rows before bringing forward
   * often meet there.
   */
  attackerTurn(a0: Side, d0: Side): V {
    const ready = attackerReady(this.course, a0, false, this.forwardSide);
    const a = ready.rows;
    if (ready.end) return this.terminal(ready.end, a, d0);
    const dr = defenderReady(this.course, d0, 1, this.forwardSide);
    const d = dr.rows;
    if (dr.invaded) return this.terminal('invaded', a, d);
    const outer = a.mid * 65536 + d.mid;
    const inner = ((frontCode(a.front) * 64 + frontCode(d.front)) * 256 + a.rear) * 256 + d.rear;
    let memo = this.memo.get(outer);
    if (memo === undefined) {
      memo = new Map();
      this.memo.set(outer, memo);
    }
    const hit = memo.get(inner);
    if (hit !== undefined) return hit;
    let value = this.exchange(a, d);
    const stopBelow = this.engagement.stop.belowOdds;
    if (stopBelow > 0 && this.arith.at(value, INVADED) < stopBelow) value = this.terminal('stopped', a, d);
    memo.set(inner, value);
    this.states++;
    return value;
  }

  /** One exchange from rows ready to roll, then each outcome's continuation (battle.ts `exchange`). */
  exchange(a: Side, d: Side): V {
    const table = this.table(a, d);
    const value = this.arith.zeros(SIZE);
    for (const o of table.outcomes) {
      // Only freshly damaged armor has a decision to make: most outcomes skip it (and its allocations).
      const na: Side =
        o.attackerDamaged.length === 0
          ? { front: o.attacker, middle: a.middle, rear: a.rear, mid: a.mid }
          : this.afterLosses(a, 'attacker', o.attacker, o.attackerDamaged);
      const nd: Side =
        o.defenderDamaged.length === 0
          ? { front: o.defender, middle: d.middle, rear: d.rear, mid: d.mid }
          : this.afterLosses(d, 'defender', o.defender, o.defenderDamaged);
      this.arith.addScaled(value, o.weight, table.total, this.afterExchange(na, nd));
    }
    return value;
  }

  /** The damaged-armor decision (course.ts `afterLosses`) on a side's front row after its losses. */
  private afterLosses(
    s: Side,
    who: 'attacker' | 'defender',
    front: string,
    damaged: readonly number[],
  ): Side {
    const w = afterLosses(this.course, who, front, damaged, s.rear);
    return { front: w.front, middle: s.middle, rear: w.rear, mid: s.mid };
  }

  /** One exchange's outcomes (exchange.ts), with the dice and bonuses of battle.ts `exchange`. */
  private table(a: Side, d: Side): ExchangeTable {
    const support = a.middle.length + a.rear > 0; // the only part of the rows the dice count beyond the fronts
    const key = (frontCode(a.front) * 64 + frontCode(d.front)) * 2 + (support ? 1 : 0);
    const hit = this.tables.get(key);
    if (hit) return hit;
    const c = this.course;
    const e = this.engagement;
    const dice = diceOf(c, a, d);
    const table = exchangeTable({
      ruleset: e.ruleset,
      attacker: a.front,
      defender: d.front,
      attackerDice: dice.attacker,
      defenderDice: dice.defender,
      attackerBonus: c.attacker.bonus,
      defenderBonus: c.defender.bonus,
      attackerAir: e.attackerAir ? 1 : 0,
      defenderAir: e.defenderAir ? 1 : 0,
    });
    if (table.outcomes.length > this.maxOutcomes) this.maxOutcomes = table.outcomes.length;
    this.tables.set(key, table);
    return table;
  }

  /** battle.ts `afterExchange`: a failed landing, an invasion, a beaten attacker, or the next exchange. */
  afterExchange(a: Side, d: Side): V {
    const end = endAfterExchange(this.course, a, d);
    return end === null ? this.attackerTurn(a, d) : this.terminal(end, a, d);
  }

  /** A terminal vector: integers only, cached (a battle ends in a few hundred ways, reached many times each). */
  terminal(end: EndState, a: Rows, d: Rows): V {
    const settled = settle(this.course, end, a, d);
    const values = new Array<number>(SIZE).fill(0);
    const k = END_STATES.indexOf(end);
    values[k] = 1;
    const base = ENDS + k * PER_END;
    KINDS.forEach((kind, j) => {
      values[base + j] = settled.attacker[kind];
      values[base + KINDS.length + j] = settled.defender[kind];
    });
    values[LEAVES] = settled.defenderLeaves ? 1 : 0;
    const key = `${k}|${values.slice(base, base + PER_END).join()}|${values[LEAVES]}`;
    const hit = this.terminals.get(key);
    if (hit !== undefined) return hit;
    const v = this.arith.integers(values);
    this.terminals.set(key, v);
    return v;
  }
}

const hitPoints = (r: Rows) =>
  r.rear + [...(r.front + r.middle)].reduce((n, d) => n + (d === 'A' ? 2 : 1), 0);

const rowsOf = (f: Engagement['attacker']): Rows => ({
  front: f.front.join(''),
  middle: f.middle.join(''),
  rear: f.rear ?? 0,
});

/** Why the calculator refuses an engagement (beyond `checkEngagement`), or null. */
function checkSize(e: Engagement): string | null {
  for (const [who, f] of [
    ['attacker', e.attacker],
    ['defender', e.defender],
  ] as const) {
    if (f.front.length + f.middle.length + (f.rear ?? 0) > MAX_DIVISIONS)
      return `${who}: at most ${MAX_DIVISIONS} divisions a side`;
  }
  return null;
}

export interface Odds {
  /**
   * Probability of an invasion: the defender's front and middle rows emptied (R6.4, O8.12) — or, with the original's
   * `giveUpBorder` policy, an empty front row left unsupplied while the middle row still stands (O8.12).
   */
  readonly attackerWins: number;
  /** 1 − attackerWins: the border holds (the attacker wiped out, stopped, or its landing failed). */
  readonly defenderWins: number;
  readonly endStates: Readonly<Record<EndState, number>>;
  /** Expected survivors at the end of the battle, over all end states. */
  readonly expected: { readonly attacker: Survivors; readonly defender: Survivors };
  /** Expected survivors given each end state of positive probability. */
  readonly given: Readonly<Partial<Record<EndState, { attacker: Survivors; defender: Survivors }>>>;
  /**
   * Probability that the defender leaves the territory fought for: driven out when it has nothing left fighting
   * there (R6.9) or retreats (R8.4), or — a beaten invader or coast force — gone from the board (R6.10, R6.14,
   * R7.4). In a head-on attack or landing on a territory nobody else has invaded, the attacker then holds it.
   */
  readonly defenderLeaves: number;
  /** Proved bound on the absolute error of every probability (see above); 0 for rational arithmetic. */
  readonly errorBound: number;
  /** Battle states solved for this answer (0 when it came from the cache). */
  readonly states: number;
}

function survivors<V>(arith: Arith<V>, v: V, ends: readonly number[], at: number, scale: number): Survivors {
  const out = { infantry: 0, armor: 0, damaged: 0, repairing: 0 };
  KINDS.forEach((kind, j) => {
    for (const k of ends) out[kind] += arith.at(v, ENDS + k * PER_END + at + j);
    out[kind] /= scale;
  });
  return out;
}

function summarize<V>(arith: Arith<V>, v: V, errorBound: number, states: number): Odds {
  const endStates = Object.fromEntries(END_STATES.map((end, k) => [end, arith.at(v, k)])) as Record<
    EndState,
    number
  >;
  const all = END_STATES.map((_, k) => k);
  const given: Partial<Record<EndState, { attacker: Survivors; defender: Survivors }>> = {};
  END_STATES.forEach((end, k) => {
    const p = endStates[end];
    if (p > 0)
      given[end] = { attacker: survivors(arith, v, [k], 0, p), defender: survivors(arith, v, [k], 4, p) };
  });
  return {
    attackerWins: endStates.invaded,
    defenderWins: 1 - endStates.invaded,
    endStates,
    expected: { attacker: survivors(arith, v, all, 0, 1), defender: survivors(arith, v, all, 4, 1) },
    given,
    defenderLeaves: arith.at(v, LEAVES),
    errorBound,
    states,
  };
}

const U = 2 ** -53;

function errorBound(e: Engagement, maxOutcomes: number): number {
  const depth = hitPoints(rowsOf(e.attacker)) + hitPoints(rowsOf(e.defender)) + 1;
  const m1 = (maxOutcomes + 1) * U;
  return depth * (m1 / (1 - m1)) * (1 + 1e-9);
}

function refuse(e: Engagement): void {
  const problem = checkEngagement(e) ?? checkSize(e);
  if (problem) throw new RangeError(problem);
}

/**
 * Chains are kept per set of rules and policies, so a bot's next question about the same kind of battle reuses
 * every state already solved (a 40 vs 39 battle passes through the states of 39 vs 39); answers are cached whole.
 */
const chains = new Map<string, Chain<number, ReturnType<typeof floatArith>>>();
const answers = new Map<string, Odds>();
const MAX_STATES = 150_000; // about 45 MB of vectors before a chain starts over
const MAX_ANSWERS = 20_000;

/** The engagement's rules and policies, without its forces: the part a chain's memo depends on. */
const rulesKey = (e: Engagement) =>
  JSON.stringify([
    e.ruleset,
    e.rearAssaultBonus ?? 'attacker-keeps',
    e.kind,
    e.extraAttackDie,
    e.extraDefenseDie,
    e.attackerAir,
    e.defenderAir,
    e.defenderInvaded,
    e.attackerInside === true,
    e.defenderElsewhere ?? 0,
    e.attackerPolicy,
    e.defenderPolicy,
    e.stop,
  ]);

/** Exact odds in double precision with a proved error bound (`errorBound` ≤ 1e-12); throws RangeError on bad input. */
export function odds(asked: Engagement): Odds {
  const e = launched(asked);
  const rk = rulesKey(e);
  const a = rowsOf(e.attacker);
  const d = rowsOf(e.defender);
  const key = `${rk}#${e.underWay ? 'w' : ''}${a.front}.${a.middle}.${a.rear}/${d.front}.${d.middle}.${d.rear}`;
  const cached = answers.get(key);
  if (cached) return { ...cached, states: 0 };
  refuse(e);
  let chain = chains.get(rk);
  if (!chain || chain.states > MAX_STATES) {
    chain?.arith.release();
    chain = new Chain(e, floatArith());
    chains.set(rk, chain);
  }
  const before = chain.states;
  const v = chain.start({ a: chain.side(a), d: chain.side(d) }, e.underWay === true);
  const answer = summarize(chain.arith, v, errorBound(e, chain.maxOutcomes), chain.states - before);
  if (answers.size >= MAX_ANSWERS) answers.delete(answers.keys().next().value as string);
  answers.set(key, answer);
  return answer;
}

/** Forget every cached chain and answer (benchmarks measure cold calls with it). */
export function clearOddsCache(): void {
  for (const chain of chains.values()) chain.arith.release();
  chains.clear();
  answers.clear();
}

export type Fraction = readonly [bigint, bigint];

export interface ExactOdds {
  readonly endStates: Readonly<Record<EndState, Fraction>>;
  readonly defenderLeaves: Fraction;
  readonly expected: {
    readonly attacker: Readonly<Record<keyof Survivors, Fraction>>;
    readonly defender: Readonly<Record<keyof Survivors, Fraction>>;
  };
  /** The same answer as doubles, for comparison with `odds`. */
  readonly approx: Odds;
}

/** The same chain in rational arithmetic: every probability an exact fraction. Slower: for tests and checks. */
export function exactOdds(asked: Engagement): ExactOdds {
  const e = launched(asked);
  refuse(e);
  const chain = new Chain<SixAdic>(e, rationalArith);
  const v = chain.start(
    { a: chain.side(rowsOf(e.attacker)), d: chain.side(rowsOf(e.defender)) },
    e.underWay === true,
  );
  const endStates = Object.fromEntries(
    END_STATES.map((end, k) => [end, fraction(v, k)]),
  ) as unknown as Record<EndState, Fraction>;
  const total = (at: number) =>
    Object.fromEntries(
      KINDS.map((kind, j) => {
        const sum: SixAdic = rationalArith.zeros(1);
        for (let k = 0; k < ENDS; k++)
          rationalArith.addScaled(sum, 1, 1, { e: v.e, n: [v.n[ENDS + k * PER_END + at + j]!] });
        return [kind, fraction(sum, 0)];
      }),
    ) as unknown as Record<keyof Survivors, Fraction>;
  return {
    endStates,
    defenderLeaves: fraction(v, LEAVES),
    expected: { attacker: total(0), defender: total(4) },
    approx: summarize(rationalArith, v, 0, chain.states),
  };
}
