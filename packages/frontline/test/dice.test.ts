import { describe, expect, it } from 'vitest';
import { applyLosses, type Division, diceCounts, type ExchangeInput, resolveExchange } from '../src/index.js';

const revised = (
  attacker: Division[],
  defender: Division[],
  attackerDice: number[],
  defenderDice: number[],
  extra: Partial<ExchangeInput> = {},
) =>
  resolveExchange({
    ruleset: 'revised',
    attacker,
    defender,
    attackerDice,
    defenderDice,
    attackerBonus: true,
    defenderBonus: true,
    ...extra,
  });
const original = (
  attacker: Division[],
  defender: Division[],
  attackerDice: number[],
  defenderDice: number[],
  extra: Partial<ExchangeInput> = {},
) =>
  resolveExchange({
    ruleset: 'original',
    attacker,
    defender,
    attackerDice,
    defenderDice,
    attackerBonus: true,
    defenderBonus: true,
    ...extra,
  });
const winners = (pairs: ReturnType<typeof resolveExchange>) =>
  pairs.map((p) => `${p.attackerSlot}:${p.defenderSlot}:${p.winner[0]}`);

describe('revised dice counts (R5.2, R5.3)', () => {
  it.each([
    [1, 1, 1, 1],
    [2, 3, 2, 2],
    [3, 2, 3, 2],
    [3, 3, 3, 2],
  ])('R5.2/R5.3 %i attacking vs %i defending front divisions roll %i and %i dice', (a, d, da, dd) => {
    const c = diceCounts({
      ruleset: 'revised',
      attackerFront: a,
      defenderFront: d,
      attackerSupport: true,
      extraAttackDie: false,
      extraDefenseDie: false,
    });
    expect(c).toEqual({ attacker: da, defender: dd });
  });
  it('O10.7/O10.8 the extra attack and defence dice add one each', () => {
    const c = diceCounts({
      ruleset: 'revised',
      attackerFront: 3,
      defenderFront: 2,
      attackerSupport: false,
      extraAttackDie: true,
      extraDefenseDie: true,
    });
    expect(c).toEqual({ attacker: 4, defender: 3 });
  });
});

describe('revised exchange resolution, table-driven (R4.4, R5.4–R5.6)', () => {
  it.each<[string, Division[], Division[], number[], number[], string[]]>([
    // name, attacker row, defender row, attacker dice, defender dice, pairs "attSlot:defSlot:winner"
    [
      'R5.4 the highest attacking die goes on the leftmost front-row division, facing the defender’s rightmost',
      ['I', 'I', 'I'],
      ['I', 'I'],
      [2, 6, 4],
      [5, 3],
      ['0:1:a', '1:0:a'],
    ],
    ['R5.6 ties go to the defender', ['I'], ['I'], [4], [4], ['0:0:d']],
    [
      'R5.5 head-on armor scores its die + 1 (3 vs 2 with armor on the left)',
      ['A', 'I', 'I'],
      ['I', 'I'],
      [5, 3, 1],
      [5, 3],
      ['0:1:a', '1:0:d'],
    ],
    [
      'R5.5 defending armor on the right gets +1 too',
      ['I', 'I'],
      ['I', 'A'],
      [5, 2],
      [5, 1],
      ['0:1:d', '1:0:a'],
    ],
    ['R5.5 damaged armor still fights with +1', ['D'], ['I'], [4], [4], ['0:0:a']],
    [
      'R4.4 a third attacker has no opponent: its die only improves the pick (support attack)',
      ['I', 'I', 'I'],
      ['I', 'I'],
      [1, 6, 6],
      [5, 5],
      ['0:1:a', '1:0:a'],
    ],
    ['R5.4 a defender die with no opposing attacker is ignored', ['I'], ['I', 'I'], [5], [6, 6], ['0:1:d']],
    [
      'R5.4 a defender front of 3 rolls 2: its leftmost division is not engaged',
      ['I', 'I', 'I'],
      ['A', 'I', 'I'],
      [6, 6, 6],
      [1, 1],
      ['0:2:a', '1:1:a'],
    ],
  ])('%s', (_name, att, def, ad, dd, expected) => {
    expect(winners(revised(att, def, ad, dd))).toEqual(expected);
  });

  it('R5.15 a rear-assaulted side scores its armor on the bare die', () => {
    expect(winners(revised(['I'], ['A'], [5], [4], { defenderBonus: false }))).toEqual(['0:0:a']);
    expect(winners(revised(['I'], ['A'], [5], [4]))).toEqual(['0:0:d']);
  });
  it('R5.16 rear-assaulted infantry fights exactly as head-on', () => {
    expect(revised(['I'], ['I'], [3], [5], { defenderBonus: false })).toEqual(
      revised(['I'], ['I'], [3], [5]),
    );
  });
  it('O10.4 airfield adds 1 to a side', () => {
    expect(winners(revised(['I'], ['I'], [4], [4], { attackerAir: 1 }))).toEqual(['0:0:a']);
  });
});

describe('original exchange resolution (O8.2–O8.6)', () => {
  it('O8.2 one die per front-line division; O8.4 a support die when the line holds 2 and troops wait behind', () => {
    const base = { ruleset: 'original' as const, extraAttackDie: false, extraDefenseDie: false };
    expect(diceCounts({ ...base, attackerFront: 2, defenderFront: 2, attackerSupport: true })).toEqual({
      attacker: 3,
      defender: 2,
    });
    expect(diceCounts({ ...base, attackerFront: 2, defenderFront: 1, attackerSupport: false })).toEqual({
      attacker: 2,
      defender: 1,
    });
    expect(diceCounts({ ...base, attackerFront: 1, defenderFront: 1, attackerSupport: true })).toEqual({
      attacker: 1,
      defender: 1,
    });
  });
  it('O8.6 sorted dice, highest against highest; the defender wins ties', () => {
    expect(winners(original(['I', 'I'], ['I', 'I'], [2, 5], [4, 2]))).toEqual(['0:0:a', '1:1:d']);
  });
  it('O8.3 one armor adds 1 to the highest die; two armor to the second-highest too', () => {
    expect(original(['A', 'I'], ['I', 'I'], [4, 3], [4, 3]).map((p) => p.attackerScore)).toEqual([5, 3]);
    expect(original(['A', 'A'], ['I', 'I'], [4, 3], [4, 3]).map((p) => p.attackerScore)).toEqual([5, 4]);
    expect(
      original(['A', 'A'], ['I', 'I'], [4, 3], [4, 3], { attackerBonus: false }).map((p) => p.attackerScore),
    ).toEqual([4, 3]);
  });
  it('O8.5 infantry first: with infantry and armor on the line the highest die stands for the infantry', () => {
    const pairs = original(['A', 'I'], ['I', 'I'], [6, 1], [5, 5]);
    expect(pairs[0]?.attackerSlot).toBe(1); // the infantry, on the right, takes the highest die
    expect(pairs[1]?.attackerSlot).toBe(0);
  });
  it('O8.13 a rear-assaulted defender loses its bombardment', () => {
    expect(original(['I'], ['A'], [5], [4], { defenderBonus: false })[0]?.winner).toBe('attacker');
    expect(original(['I'], ['A'], [5], [4])[0]?.winner).toBe('defender');
  });
});

describe('losses (R5.7, R5.8, R5.10, O8.7, O8.8, O8.11)', () => {
  it('R5.7 / O8.7 a beaten infantry division is removed', () => {
    expect(applyLosses(['I', 'A'], [0])).toEqual({ row: ['A'], damaged: [], removed: ['I'] });
  });
  it('R5.8 / O8.8 beaten armor is damaged and stays in place for its owner to decide', () => {
    expect(applyLosses(['I', 'A'], [1])).toEqual({ row: ['I', 'D'], damaged: [1], removed: [] });
  });
  it('R5.10 / O8.11 damaged armor beaten again is destroyed', () => {
    expect(applyLosses(['D', 'A', 'I'], [0, 1])).toEqual({ row: ['D', 'I'], damaged: [0], removed: ['D'] });
  });
});
