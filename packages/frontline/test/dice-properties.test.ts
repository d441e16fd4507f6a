import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Division, diceCounts, resolveExchange } from '../src/index.js';

const row = (max: number) =>
  fc.array(fc.constantFrom<Division>('I', 'A', 'D'), { minLength: 1, maxLength: max });
const dice = (n: number) => fc.array(fc.integer({ min: 1, max: 6 }), { minLength: n, maxLength: n });

describe.each(['revised', 'original'] as const)('exchange properties, %s', (ruleset) => {
  const maxRow = ruleset === 'revised' ? 3 : 2;
  const arb = fc
    .record({ att: row(maxRow), def: row(maxRow), support: fc.boolean(), xa: fc.boolean(), xd: fc.boolean() })
    .chain((x) => {
      const c = diceCounts({
        ruleset,
        attackerFront: x.att.length,
        defenderFront: x.def.length,
        attackerSupport: x.support,
        extraAttackDie: x.xa,
        extraDefenseDie: x.xd,
      });
      return fc.record({
        x: fc.constant(x),
        ad: dice(c.attacker),
        dd: dice(c.defender),
        ab: fc.boolean(),
        db: fc.boolean(),
      });
    });

  it('R5.6 / O8.6 the attacker wins a pair exactly when it scores higher; each division fights at most once', () => {
    fc.assert(
      fc.property(arb, ({ x, ad, dd, ab, db }) => {
        const pairs = resolveExchange({
          ruleset,
          attacker: x.att,
          defender: x.def,
          attackerDice: ad,
          defenderDice: dd,
          attackerBonus: ab,
          defenderBonus: db,
        });
        const cap = ruleset === 'revised' ? 2 : maxRow;
        expect(pairs.length).toBe(Math.min(x.att.length, x.def.length, ad.length, dd.length, cap + 1));
        for (const p of pairs)
          expect(p.winner).toBe(p.attackerScore > p.defenderScore ? 'attacker' : 'defender');
        expect(new Set(pairs.map((p) => p.attackerSlot)).size).toBe(pairs.length);
        expect(new Set(pairs.map((p) => p.defenderSlot)).size).toBe(pairs.length);
      }),
    );
  });

  it('R5.5 / O8.3 a bonus never lowers a score', () => {
    fc.assert(
      fc.property(arb, ({ x, ad, dd }) => {
        const base = {
          ruleset,
          attacker: x.att,
          defender: x.def,
          attackerDice: ad,
          defenderDice: dd,
          defenderBonus: false,
        };
        const without = resolveExchange({ ...base, attackerBonus: false });
        const withBonus = resolveExchange({ ...base, attackerBonus: true });
        const total = (ps: typeof without) => ps.reduce((n, p) => n + p.attackerScore, 0);
        expect(total(withBonus)).toBeGreaterThanOrEqual(total(without));
      }),
    );
  });
});
