import { applyLosses, beatenSlots, resolveExchange } from '../dice.js';
import type { Ruleset } from '../options.js';
import type { Division } from '../state.js';

/**
 * Every way one exchange can end, found by rolling every die through the engine's own `resolveExchange`,
 * `beatenSlots` and `applyLosses` (dice.ts) — the calculator holds no combat rule of its own.
 *
 * Speed: `resolveExchange` sorts each side's dice before using them (R5.4 and O8.6 both look only at the dice in
 * descending order), so a roll matters only as a multiset. The 6^n ordered rolls of n dice are grouped into the
 * C(n+5, 5) sorted ones, each weighted by its number of orderings n! / ∏ cᵢ!. The weights are integers summing
 * to 6^n, so the outcome probabilities are exact fractions weight / 6^(attacker dice + defender dice). A test
 * checks the grouping against the plain 6^n enumeration.
 */
export interface ExchangeOutcome {
  readonly weight: number; // ordered dice rolls (out of `total`) that end this way
  readonly attacker: string; // the attacker's front row after its losses (applyLosses), one letter a division
  readonly attackerDamaged: readonly number[]; // slots (in `attacker`) of armor damaged by this exchange
  readonly defender: string;
  readonly defenderDamaged: readonly number[];
}

export interface ExchangeTable {
  readonly total: number; // 6^(attacker dice + defender dice)
  readonly outcomes: readonly ExchangeOutcome[];
}

export interface ExchangeKey {
  readonly ruleset: Ruleset;
  readonly attacker: string; // front rows, left → right as their owners see them
  readonly defender: string;
  readonly attackerDice: number;
  readonly defenderDice: number;
  readonly attackerBonus: boolean;
  readonly defenderBonus: boolean;
  readonly attackerAir: number;
  readonly defenderAir: number;
}

interface Roll {
  readonly dice: readonly number[]; // descending
  readonly orderings: number;
}

const rollsByCount: Roll[][] = [];

/** All sorted rolls of n six-sided dice, each with its number of orderings (a multinomial coefficient). */
function sortedRolls(n: number): readonly Roll[] {
  const cached = rollsByCount[n];
  if (cached) return cached;
  const out: Roll[] = [];
  const fact = (k: number): number => (k <= 1 ? 1 : k * fact(k - 1));
  const dice: number[] = [];
  const walk = (max: number) => {
    if (dice.length === n) {
      const counts = [0, 0, 0, 0, 0, 0, 0];
      for (const d of dice) counts[d]!++;
      out.push({ dice: dice.slice(), orderings: counts.reduce((acc, c) => acc / fact(c), fact(n)) });
      return;
    }
    for (let d = max; d >= 1; d--) {
      dice.push(d);
      walk(d);
      dice.pop();
    }
  };
  walk(6);
  rollsByCount[n] = out;
  return out;
}

const tables = new Map<string, ExchangeTable>();

const keyOf = (k: ExchangeKey) =>
  `${k.ruleset}|${k.attacker}|${k.defender}|${k.attackerDice}|${k.defenderDice}|${+k.attackerBonus}${+k.defenderBonus}|${k.attackerAir}|${k.defenderAir}`;

/** The outcome table of one exchange, cached: a whole battle meets only a few dozen distinct front rows. */
export function exchangeTable(k: ExchangeKey): ExchangeTable {
  const key = keyOf(k);
  const cached = tables.get(key);
  if (cached) return cached;
  const table = buildTable(k, (n) => sortedRolls(n));
  tables.set(key, table);
  return table;
}

/** The same table from every ordered roll, one by one: the reference the grouped table is tested against. */
export function exchangeTableUngrouped(k: ExchangeKey): ExchangeTable {
  return buildTable(k, (n) => {
    const out: Roll[] = [];
    for (let code = 0; code < 6 ** n; code++) {
      const dice = Array.from({ length: n }, (_, i) => (Math.floor(code / 6 ** i) % 6) + 1);
      out.push({ dice, orderings: 1 });
    }
    return out;
  });
}

function buildTable(k: ExchangeKey, rolls: (n: number) => readonly Roll[]): ExchangeTable {
  const attacker = [...k.attacker] as Division[];
  const defender = [...k.defender] as Division[];
  const byBeaten = new Map<string, { weight: number; a: number[]; d: number[] }>();
  for (const ar of rolls(k.attackerDice)) {
    for (const dr of rolls(k.defenderDice)) {
      const pairs = resolveExchange({
        ruleset: k.ruleset,
        attacker,
        defender,
        attackerDice: ar.dice,
        defenderDice: dr.dice,
        attackerBonus: k.attackerBonus,
        defenderBonus: k.defenderBonus,
        attackerAir: k.attackerAir,
        defenderAir: k.defenderAir,
      });
      const a = beatenSlots(pairs, 'attacker');
      const d = beatenSlots(pairs, 'defender');
      const key = `${a.join(',')}/${d.join(',')}`;
      const entry = byBeaten.get(key);
      const weight = ar.orderings * dr.orderings;
      if (entry) entry.weight += weight;
      else byBeaten.set(key, { weight, a, d });
    }
  }
  const outcomes: ExchangeOutcome[] = [];
  for (const { weight, a, d } of byBeaten.values()) {
    const att = applyLosses(attacker, a);
    const def = applyLosses(defender, d);
    outcomes.push({
      weight,
      attacker: att.row.join(''),
      attackerDamaged: att.damaged,
      defender: def.row.join(''),
      defenderDamaged: def.damaged,
    });
  }
  return { total: 6 ** (k.attackerDice + k.defenderDice), outcomes };
}
