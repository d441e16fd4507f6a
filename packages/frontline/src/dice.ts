import type { Ruleset } from './options.js';
import { type Division, isArmor } from './state.js';

/**
 * Dice resolution, separate from rolling: given the two front rows, the dice already rolled and the modifiers,
 * who beats whom. Pure, so an exact odds calculator can enumerate dice through the same code.
 */
export interface ExchangeInput {
  readonly ruleset: Ruleset;
  readonly attacker: readonly Division[]; // attacker's front row, left → right
  readonly defender: readonly Division[]; // defender's front row, left → right as the defender sees it
  readonly attackerDice: readonly number[];
  readonly defenderDice: readonly number[];
  readonly attackerBonus: boolean; // head-on armor +1 (R5.5) / bombardment (O8.3)
  readonly defenderBonus: boolean; // false when rear-assaulted (R5.15, O8.13) or invaded (O8.15)
  readonly attackerAir?: number; // airfield +1 (O10.4, O8.6)
  readonly defenderAir?: number;
}

export interface Pair {
  readonly attackerSlot: number;
  readonly defenderSlot: number;
  readonly attackerScore: number;
  readonly defenderScore: number;
  readonly winner: 'attacker' | 'defender'; // ties go to the defender (R5.6, O8.6)
}

export interface DiceCountInput {
  readonly ruleset: Ruleset;
  readonly attackerFront: number;
  readonly defenderFront: number;
  readonly attackerSupport: boolean; // O8.4: the front holds 2 and troops wait or repair behind
  readonly extraAttackDie: boolean; // O10.7
  readonly extraDefenseDie: boolean; // O10.8
}

/** R5.2–R5.3 (attacker at most 3, defender at most 2) and O8.2 + O8.4 (one die per division, support die). */
export function diceCounts(c: DiceCountInput): { attacker: number; defender: number } {
  if (c.ruleset === 'revised') {
    return {
      attacker: c.attackerFront === 0 ? 0 : Math.min(3, c.attackerFront) + Number(c.extraAttackDie),
      defender: c.defenderFront === 0 ? 0 : Math.min(2, c.defenderFront) + Number(c.extraDefenseDie),
    };
  }
  const support = c.attackerSupport && c.attackerFront >= 2;
  return {
    attacker: c.attackerFront === 0 ? 0 : c.attackerFront + Number(support) + Number(c.extraAttackDie),
    defender: c.defenderFront === 0 ? 0 : c.defenderFront + Number(c.extraDefenseDie),
  };
}

const desc = (dice: readonly number[]) => [...dice].sort((a, b) => b - a);

/**
 * Revised (R5.4–R5.6): the attacker's highest die goes on its leftmost front division, the next to its right;
 * the defender's highest on its rightmost, the next to its left. The attacker's leftmost faces the defender's
 * rightmost across the border, so pair i is attacker slot i against defender slot (n − 1 − i). Dice beyond the
 * row are dropped (they only improve the pick, "support attack" R4.4); a die with no opponent is ignored.
 * Armor scores die + 1 head-on (R5.5).
 */
function resolveRevised(x: ExchangeInput): Pair[] {
  const a = desc(x.attackerDice).slice(0, x.attacker.length);
  const d = desc(x.defenderDice).slice(0, x.defender.length);
  const pairs: Pair[] = [];
  for (let i = 0; i < Math.min(a.length, d.length); i++) {
    const defenderSlot = x.defender.length - 1 - i;
    const att = x.attacker[i]!;
    const def = x.defender[defenderSlot]!;
    const attackerScore = a[i]! + (x.attackerBonus && isArmor(att) ? 1 : 0) + (x.attackerAir ?? 0);
    const defenderScore = d[i]! + (x.defenderBonus && isArmor(def) ? 1 : 0) + (x.defenderAir ?? 0);
    pairs.push({
      attackerSlot: i,
      defenderSlot,
      attackerScore,
      defenderScore,
      winner: attackerScore > defenderScore ? 'attacker' : 'defender',
    });
  }
  return pairs;
}

/** O8.5 infantry first: the highest die stands for infantry, then armor; row order within a kind. */
function standing(row: readonly Division[]): number[] {
  const slots = row.map((_, i) => i);
  return [...slots.filter((i) => !isArmor(row[i]!)), ...slots.filter((i) => isArmor(row[i]!))];
}

/** O8.3: one armor on the front line adds 1 to the highest die, two armor to the second-highest as well. */
function bombard(dice: number[], row: readonly Division[], bonus: boolean): number[] {
  if (!bonus) return dice;
  const armor = row.filter(isArmor).length;
  return dice.map((v, i) => v + (i < armor ? 1 : 0));
}

/** Original (O8.3, O8.5, O8.6): sorted dice, highest against highest, bombardment then infantry first. */
function resolveOriginal(x: ExchangeInput): Pair[] {
  const a = bombard(desc(x.attackerDice), x.attacker, x.attackerBonus).slice(0, x.attacker.length);
  const d = bombard(desc(x.defenderDice), x.defender, x.defenderBonus).slice(0, x.defender.length);
  const as = standing(x.attacker);
  const ds = standing(x.defender);
  const pairs: Pair[] = [];
  for (let i = 0; i < Math.min(a.length, d.length); i++) {
    const attackerScore = a[i]! + (x.attackerAir ?? 0);
    const defenderScore = d[i]! + (x.defenderAir ?? 0);
    pairs.push({
      attackerSlot: as[i]!,
      defenderSlot: ds[i]!,
      attackerScore,
      defenderScore,
      winner: attackerScore > defenderScore ? 'attacker' : 'defender',
    });
  }
  return pairs;
}

export const resolveExchange = (x: ExchangeInput): Pair[] =>
  x.ruleset === 'revised' ? resolveRevised(x) : resolveOriginal(x);

/** The slots of one side's front row beaten in an exchange: every pair it lost, ties included (R5.6, O8.6). */
export function beatenSlots(pairs: readonly Pair[], who: 'attacker' | 'defender'): number[] {
  const out: number[] = [];
  for (const p of pairs) if (p.winner !== who) out.push(who === 'attacker' ? p.attackerSlot : p.defenderSlot);
  return out;
}

/**
 * A beaten division: infantry is removed (R5.7, O8.7); armor is damaged (O8.8, R5.8); damaged armor beaten
 * again is destroyed (R5.10, O8.11). Returns the row with removals compacted and where the newly damaged went.
 */
export function applyLosses(
  row: readonly Division[],
  beaten: readonly number[],
): { row: Division[]; damaged: number[]; removed: Division[] } {
  const next: (Division | null)[] = [...row];
  const removed: Division[] = [];
  const fresh = new Set<number>();
  for (const slot of beaten) {
    const d = row[slot];
    if (d === 'A') {
      next[slot] = 'D';
      fresh.add(slot);
    } else if (d !== undefined) {
      next[slot] = null;
      removed.push(d);
    }
  }
  const out: Division[] = [];
  const damaged: number[] = [];
  next.forEach((d, i) => {
    if (d === null) return;
    if (fresh.has(i)) damaged.push(out.length);
    out.push(d);
  });
  return { row: out, damaged, removed };
}
