import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Division } from '../src/index.js';
import { END_STATES, exactOdds, odds } from '../src/odds/exact.js';
import { exchangeTable, exchangeTableUngrouped } from '../src/odds/exchange.js';
import { type Engagement, engagement, type Force, parseForce } from '../src/odds/spec.js';

const force = (text: string, ruleset: 'revised' | 'original' = 'revised'): Force => {
  const p = parseForce(text, ruleset);
  if (!p.ok) throw new Error(p.error);
  return p.force;
};
const frac = ([n, d]: readonly [bigint, bigint]) => `${n}/${d}`;

/** Reduce a fraction for comparison with the engine's reduced ones. */
function reduced(n: bigint, d: bigint): string {
  let [a, b] = [n, d];
  while (b !== 0n) [a, b] = [b, a % b];
  return `${n / a}/${d / a}`;
}

/** Outcome weights summed by the attacker's losses (which slot lost does not matter to Risk). */
function byLosses(t: ReturnType<typeof exchangeTable>, front: number): [number, number][] {
  const sums = new Map<number, number>();
  for (const o of t.outcomes) {
    const lost = front - o.attacker.length;
    sums.set(lost, (sums.get(lost) ?? 0) + o.weight);
  }
  return [...sums].sort((x, y) => x[0] - y[0]);
}

describe('odds: one exchange through the engine (R5.4–R5.6, O8.5–O8.6)', () => {
  const rows = ['I', 'A', 'D', 'II', 'IA', 'AD', 'DI', 'AAA', 'IAD', 'DDA'];
  it('grouping rolls by sorted dice gives the same table as every ordered roll', () => {
    for (const ruleset of ['revised', 'original'] as const) {
      for (const attacker of rows) {
        for (const defender of rows) {
          if (ruleset === 'original' && (attacker.length > 2 || defender.length > 2)) continue;
          for (const [ad, dd] of [
            [attacker.length, Math.min(defender.length, 2)],
            [Math.min(attacker.length + 1, 4), Math.min(defender.length, 2) + 1],
          ] as const) {
            if (ad + dd > 5) continue; // more ordered rolls would take seconds; 5 dice reach every rule path
            const key = {
              ruleset,
              attacker,
              defender,
              attackerDice: ad,
              defenderDice: dd,
              attackerBonus: true,
              defenderBonus: defender !== 'AD',
              attackerAir: 0,
              defenderAir: attacker === 'IA' ? 1 : 0,
            };
            const sort = (t: ReturnType<typeof exchangeTable>) =>
              t.outcomes
                .map((o) => `${o.weight}:${o.attacker}${o.attackerDamaged}/${o.defender}${o.defenderDamaged}`)
                .sort();
            expect(sort(exchangeTable(key))).toEqual(sort(exchangeTableUngrouped(key)));
          }
        }
      }
    }
  });

  /**
   * Classic Risk's single-roll tables. All infantry, the revised pairing by position (R5.4) is highest against
   * highest: the attacker's i-th highest die sits on its i-th division from the left, which faces the defender's
   * i-th from the right, where the defender's i-th highest die sits. Infantry has no bonus, so only the sorted dice
   * meet, as in Risk (and as in the original's sorted pairing, O8.6).
   */
  const risk: [number, number, [number, number][]][] = [
    // attacker dice, defender dice, [attacker losses, count of 6^(a+d)] — the published tables
    [
      1,
      1,
      [
        [0, 15],
        [1, 21],
      ],
    ],
    [
      2,
      1,
      [
        [0, 125],
        [1, 91],
      ],
    ],
    [
      3,
      1,
      [
        [0, 855],
        [1, 441],
      ],
    ],
    [
      1,
      2,
      [
        [0, 55],
        [1, 161],
      ],
    ],
    [
      2,
      2,
      [
        [0, 295],
        [1, 420],
        [2, 581],
      ],
    ],
    [
      3,
      2,
      [
        [0, 2890],
        [1, 2611],
        [2, 2275],
      ],
    ],
  ];
  for (const ruleset of ['revised', 'original'] as const) {
    it.each(risk)(
      `R5.4 / O8.6 all infantry, ${ruleset}: %i dice against %i reproduce classic Risk`,
      (a, d, expected) => {
        if (ruleset === 'original' && a === 3) return; // a front of 2 + the support die (O8.4), checked below
        const t = exchangeTable({
          ruleset,
          attacker: 'I'.repeat(a),
          defender: 'I'.repeat(d),
          attackerDice: a,
          defenderDice: d,
          attackerBonus: true,
          defenderBonus: true,
          attackerAir: 0,
          defenderAir: 0,
        });
        expect(t.total).toBe(6 ** (a + d));
        expect(byLosses(t, a)).toEqual(expected);
      },
    );
  }
  it('O8.4 the original support die: a front of 2 with 3 dice is Risk’s 3 against 2', () => {
    const t = exchangeTable({
      ruleset: 'original',
      attacker: 'II',
      defender: 'II',
      attackerDice: 3,
      defenderDice: 2,
      attackerBonus: true,
      defenderBonus: true,
      attackerAir: 0,
      defenderAir: 0,
    });
    expect(byLosses(t, 2)).toEqual([
      [0, 2890],
      [1, 2611],
      [2, 2275],
    ]);
  });
});

/**
 * An independent Markov chain for classic Risk, from the published single-roll counts alone: A attacking armies
 * (Osborne's convention: not counting the one left behind) against D. Returns P(attacker takes the territory)
 * as a reduced fraction.
 */
function classicRisk(A: number, D: number, memo = new Map<string, [bigint, bigint]>()): [bigint, bigint] {
  if (D === 0) return [1n, 1n];
  if (A === 0) return [0n, 1n];
  const key = `${A},${D}`;
  const hit = memo.get(key);
  if (hit) return hit;
  const a = Math.min(3, A);
  const d = Math.min(2, D);
  const table: Record<string, [number, number, number][]> = {
    '1,1': [
      [0, 1, 15],
      [1, 0, 21],
    ],
    '2,1': [
      [0, 1, 125],
      [1, 0, 91],
    ],
    '3,1': [
      [0, 1, 855],
      [1, 0, 441],
    ],
    '1,2': [
      [0, 1, 55],
      [1, 0, 161],
    ],
    '2,2': [
      [0, 2, 295],
      [1, 1, 420],
      [2, 0, 581],
    ],
    '3,2': [
      [0, 2, 2890],
      [1, 1, 2611],
      [2, 0, 2275],
    ],
  };
  const total = BigInt(6 ** (a + d));
  let n = 0n;
  let den = 1n;
  for (const [aLoss, dLoss, count] of table[`${a},${d}`]!) {
    const [pn, pd] = classicRisk(A - aLoss, D - dLoss, memo);
    // n/den + count/total · pn/pd
    const tn = BigInt(count) * pn;
    const td = total * pd;
    n = n * td + tn * den;
    den = den * td;
  }
  const r = reduced(n, den).split('/').map(BigInt) as [bigint, bigint];
  memo.set(key, r);
  return r;
}

describe('odds: classic Risk as a check (Osborne 2003)', () => {
  const riskEngagement = (A: number, D: number, ruleset: 'revised' | 'original'): Engagement =>
    engagement({ ruleset, attacker: force(`${A}I`, ruleset), defender: force(`${D}I`, ruleset) });

  it('all infantry, both sides filling the front, fighting to the end: exactly classic Risk for A, D = 1…10', () => {
    for (const ruleset of ['revised', 'original'] as const) {
      for (let A = 1; A <= 10; A++) {
        for (let D = 1; D <= 10; D++) {
          const exact = exactOdds(riskEngagement(A, D, ruleset));
          expect(frac(exact.endStates.invaded), `${ruleset} ${A} v ${D}`).toBe(frac(classicRisk(A, D)));
          const float = odds(riskEngagement(A, D, ruleset));
          expect(Math.abs(float.attackerWins - exact.approx.attackerWins)).toBeLessThanOrEqual(
            float.errorBound,
          );
        }
      }
    }
  });

  it('matches Osborne’s published three-decimal values (his A excludes the army left behind)', () => {
    const published: [number, number, number][] = [
      [1, 1, 0.417],
      [2, 1, 0.754],
      [3, 1, 0.916],
      [1, 2, 0.106],
      [2, 2, 0.363],
      [3, 2, 0.656],
    ];
    for (const [A, D, p] of published)
      expect(odds(riskEngagement(A, D, 'revised')).attackerWins).toBeCloseTo(p, 3);
  });

  it('3 against 2 whole battle: 6610505/10077696', () => {
    expect(frac(exactOdds(riskEngagement(3, 2, 'revised')).endStates.invaded)).toBe('6610505/10077696');
  });
});

const division = fc.constantFrom<Division>('I', 'A', 'D');
const arbEngagement = (maxSide: number) =>
  fc
    .record({
      ruleset: fc.constantFrom('revised' as const, 'original' as const),
      attacker: fc.array(division, { minLength: 1, maxLength: maxSide }),
      defender: fc.array(division, { minLength: 1, maxLength: maxSide }),
      kind: fc.constantFrom('head-on' as const, 'rear-assault' as const),
      extraAttackDie: fc.boolean(),
      extraDefenseDie: fc.boolean(),
      attackerAir: fc.boolean(),
      defenderAir: fc.boolean(),
      damagedA: fc.constantFrom('stay' as const, 'withdraw' as const),
      damagedD: fc.constantFrom('stay' as const, 'withdraw' as const),
      forwardA: fc.constantFrom('fill' as const, 'armor-first' as const, 'none' as const),
      forwardD: fc.constantFrom('fill' as const, 'armor-first' as const, 'none' as const),
    })
    .map((x) => {
      const max = x.ruleset === 'revised' ? 3 : 2;
      return engagement({
        ruleset: x.ruleset,
        kind: x.kind,
        attacker: { front: x.attacker.slice(0, max), middle: x.attacker.slice(max) },
        defender: { front: x.defender.slice(0, max), middle: x.defender.slice(max) },
        extraAttackDie: x.extraAttackDie,
        extraDefenseDie: x.extraDefenseDie,
        attackerAir: x.attackerAir,
        defenderAir: x.defenderAir,
        attackerPolicy: { damaged: x.damagedA, forward: x.forwardA, supplyRepairing: false },
        defenderPolicy: { damaged: x.damagedD, forward: x.forwardD, supplyRepairing: false },
      });
    });

describe('odds: properties', () => {
  it('end-state probabilities sum to 1 and survivors are never negative', () => {
    fc.assert(
      fc.property(arbEngagement(6), (e) => {
        const o = odds(e);
        const sum = END_STATES.reduce((s, k) => s + o.endStates[k], 0);
        expect(Math.abs(sum - 1)).toBeLessThanOrEqual(4 * o.errorBound);
        for (const side of [o.expected.attacker, o.expected.defender])
          for (const v of Object.values(side)) expect(v).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 25 },
    );
  });

  it('the float answer lies within its proved bound of the rational one', () => {
    fc.assert(
      fc.property(arbEngagement(5), (e) => {
        const f = odds(e);
        const x = exactOdds(e);
        for (const k of END_STATES)
          expect(Math.abs(f.endStates[k] - x.approx.endStates[k])).toBeLessThanOrEqual(
            f.errorBound + 2 ** -52,
          );
        expect(f.errorBound).toBeLessThan(1e-12);
      }),
      { numRuns: 40 },
    );
  });

  it('adding an attacking infantry at the back of the middle row never lowers the invasion probability', () => {
    fc.assert(
      fc.property(arbEngagement(5), (e) => {
        const more = { ...e, attacker: { ...e.attacker, middle: [...e.attacker.middle, 'I' as const] } };
        expect(odds(more).attackerWins).toBeGreaterThanOrEqual(odds(e).attackerWins - 1e-12);
      }),
      { numRuns: 40 },
    );
  });

  it('a repeated question is answered from the cache', () => {
    const e = engagement({ attacker: force('4I,2A'), defender: force('3I,A') });
    const first = odds(e);
    const again = odds(e);
    expect(again.states).toBe(0);
    expect(again.attackerWins).toBe(first.attackerWins);
  });
});

describe('odds: policies and modifiers', () => {
  it('R5.14 a rear-assaulted defender cannot withdraw: its repairing count stays 0', () => {
    const policy = { damaged: 'withdraw' as const, forward: 'fill' as const, supplyRepairing: false };
    const e = engagement({
      kind: 'rear-assault',
      attacker: force('3I'),
      defender: force('2A'),
      defenderPolicy: policy,
    });
    expect(odds(e).expected.defender.repairing).toBe(0);
    expect(odds({ ...e, kind: 'head-on' }).expected.defender.repairing).toBeGreaterThan(0);
  });

  it('R5.15 the rear-assaulted defender loses its armor bonus: the attacker does better', () => {
    const e = engagement({ attacker: force('3I'), defender: force('2A') });
    expect(odds({ ...e, kind: 'rear-assault' }).attackerWins).toBeGreaterThan(odds(e).attackerWins);
  });

  it('O10.7 / O10.8 an extra die helps its owner', () => {
    const e = engagement({ attacker: force('3I,A'), defender: force('2I,A') });
    const base = odds(e).attackerWins;
    expect(odds({ ...e, extraAttackDie: true }).attackerWins).toBeGreaterThan(base);
    expect(odds({ ...e, extraDefenseDie: true }).attackerWins).toBeLessThan(base);
  });

  it('O10.4 air support helps its side', () => {
    const e = engagement({ attacker: force('3I'), defender: force('3I') });
    const base = odds(e).attackerWins;
    expect(odds({ ...e, attackerAir: true }).attackerWins).toBeGreaterThan(base);
    expect(odds({ ...e, defenderAir: true }).attackerWins).toBeLessThan(base);
  });

  it('stopping at a strength or below odds ends some battles stopped, never raising the invasion chance', () => {
    const e = engagement({ attacker: force('6I'), defender: force('5I') });
    const full = odds(e);
    const cautious = odds({ ...e, stop: { belowOdds: 0.5, atStrength: 0 } });
    expect(cautious.endStates.stopped).toBeGreaterThan(0);
    expect(cautious.attackerWins).toBeLessThanOrEqual(full.attackerWins);
    const strength = odds({ ...e, stop: { belowOdds: 0, atStrength: 2 } });
    expect(strength.endStates['wiped-out']).toBe(0);
    const left = strength.given.stopped?.attacker.infantry ?? 0;
    expect(left).toBeGreaterThanOrEqual(1); // an exchange can take two at once: from 3 straight to 1
    expect(left).toBeLessThanOrEqual(2);
  });

  it('R8.1 the attacker keeps its last middle-row infantry: I|I against I is a single 1 v 1 roll', () => {
    const policy = {
      damaged: 'stay' as const,
      forward: 'fill' as const,
      supplyRepairing: false,
      keepInfantry: true,
    };
    const e = engagement({ attacker: force('I|I'), defender: force('I'), attackerPolicy: policy });
    expect(frac(exactOdds(e).endStates.invaded)).toBe('5/12'); // 15/36
    expect(odds(e).given.stopped?.attacker.infantry).toBe(1);
  });

  it('R6.6 / R5.9 a battle under way lets both sides bring forward before the next exchange', () => {
    const declared = engagement({ attacker: force('I|A'), defender: force('I|I') });
    const underWay = { ...declared, underWay: true };
    // Under way, both fill their fronts first: exactly the battle declared with those fronts.
    const filled = engagement({ attacker: force('I,A'), defender: force('I,I') });
    expect(frac(exactOdds(underWay).endStates.invaded)).toBe(frac(exactOdds(filled).endStates.invaded));
    expect(frac(exactOdds(declared).endStates.invaded)).not.toBe(frac(exactOdds(filled).endStates.invaded));
    // Asked after the same battle declared, it shares that question's chain: the answer must not.
    expect(odds(declared).attackerWins).not.toBeCloseTo(odds(filled).attackerWins, 6);
    expect(odds(underWay).attackerWins).toBeCloseTo(odds(filled).attackerWins, 12);
  });

  it('R7.5 / O8.23 a landing fails when its armor is gone; sunk in the original', () => {
    const rev = odds(engagement({ kind: 'landing', attacker: force('A,I|I'), defender: force('3I') }));
    expect(rev.endStates['landing-failed']).toBeGreaterThan(0);
    expect(rev.given['landing-failed']?.attacker.infantry).toBeGreaterThan(0);
    const orig = odds(
      engagement({
        ruleset: 'original',
        kind: 'landing',
        attacker: force('A,I|I', 'original'),
        defender: force('2I', 'original'),
      }),
    );
    expect(orig.given['landing-failed']?.attacker.infantry).toBe(0);
  });
});

describe('odds: what follows the battle on one border (R6.9, R6.13, R8.4, O8.12, R6.10, R6.14, R7.3)', () => {
  const stay = { damaged: 'stay' as const, forward: 'fill' as const, supplyRepairing: false };
  // One infantry against one, the defender with two armor repairing: the attacker invades with 15/36.
  const base = engagement({ attacker: force('I'), defender: force('I||2a') });

  it('R6.9 with nothing else fighting in the territory, an invasion takes the repairing armor and the land', () => {
    const o = exactOdds(base);
    expect(frac(o.endStates.invaded)).toBe('5/12');
    expect(frac(o.defenderLeaves)).toBe('5/12');
    expect(odds(base).given.invaded?.defender.repairing).toBe(0);
    expect(odds(base).given['wiped-out']?.defender.repairing).toBe(2);
  });

  it('R6.9 with divisions on another border the holder keeps its repairing armor and stands (R8.5)', () => {
    const o = odds({ ...base, defenderElsewhere: 1 });
    expect(o.given.invaded?.defender.repairing).toBe(2);
    expect(o.defenderLeaves).toBe(0);
  });

  it('R6.13 a second player’s invasion destroys the repairing armor even with other borders held', () => {
    const o = odds({ ...base, defenderElsewhere: 1, defenderInvaded: true });
    expect(o.given.invaded?.defender.repairing).toBe(0);
    expect(o.defenderLeaves).toBe(0);
    // a rear assault seizes the rear row as it starts (R5.14, R6.9): nothing is left repairing, whatever follows
    const rear = odds({ ...base, kind: 'rear-assault', defenderElsewhere: 1, defenderInvaded: true });
    expect(rear.given.invaded?.defender.repairing).toBe(0);
    expect(rear.given['wiped-out']?.defender.repairing).toBe(0);
    // in the original neither R6.13 nor the seizure applies (O8.15, O8.14)
    const original = odds({ ...base, ruleset: 'original', defenderElsewhere: 1, defenderInvaded: true });
    expect(original.given.invaded?.defender.repairing).toBe(2);
  });

  it('R8.4 an invaded holder that retreats leaves the territory with what it has', () => {
    const o = odds({ ...base, defenderElsewhere: 1, defenderPolicy: { ...stay, retreat: true } });
    expect(o.given.invaded?.defender.repairing).toBe(2);
    expect(o.defenderLeaves).toBeCloseTo(5 / 12, 12);
  });

  it('O8.12 an original defender may give an empty border up; the revised one may not (R6.4)', () => {
    const giveUp = { ...stay, giveUpBorder: true };
    const e = engagement({
      ruleset: 'original',
      attacker: force('2I', 'original'),
      defender: force('|2I', 'original'),
      defenderPolicy: giveUp,
      defenderElsewhere: 1,
    });
    const o = odds(e);
    expect(o.attackerWins).toBe(1);
    expect(o.given.invaded?.defender.infantry).toBe(2); // its middle row still stands in the territory
    expect(odds({ ...e, defenderPolicy: stay }).attackerWins).toBeLessThan(1);
    expect(() => odds({ ...e, ruleset: 'revised', attacker: force('2I'), defender: force('|2I') })).toThrow(
      /R6\.4/,
    );
  });

  it('R6.10 the holder’s counter-attack cannot withdraw: its repairing count stays 0; the beaten invader is gone', () => {
    const withdraw = { ...stay, damaged: 'withdraw' as const };
    const e = engagement({
      kind: 'counter',
      attacker: force('2A'),
      defender: force('2I||a'),
      attackerPolicy: withdraw,
    });
    const o = odds(e);
    expect(o.expected.attacker.repairing).toBe(0);
    expect(o.given.invaded?.defender.repairing).toBe(0); // the invader leaves with its repairing armor
    expect(o.defenderLeaves).toBe(o.attackerWins);
    expect(odds({ ...e, kind: 'contest' }).expected.attacker.repairing).toBeGreaterThan(0); // R6.14: may withdraw
  });

  it('O8.15 the holder’s counter-attack has no bombardment in the original; a contest has (O8.16)', () => {
    const e = engagement({
      ruleset: 'original',
      kind: 'counter',
      attacker: force('2A', 'original'),
      defender: force('2I', 'original'),
    });
    expect(odds({ ...e, kind: 'contest' }).attackerWins).toBeGreaterThan(odds(e).attackerWins);
  });

  it('R7.3 / R7.4 a coast force beaten where it waits loses everything, its repairing armor too', () => {
    const o = odds(engagement({ kind: 'repel', attacker: force('3I'), defender: force('A||a') }));
    expect(o.given.invaded?.defender).toEqual({ infantry: 0, armor: 0, damaged: 0, repairing: 0 });
    expect(o.given['wiped-out']?.defender.repairing).toBe(1);
  });
});
