import { frontLimit } from '../battle-rules.js';
import type { Options, Ruleset } from '../options.js';
import type { Division } from '../state.js';

/**
 * The question an odds calculator answers: one battle on one border, exchange by exchange, until the attacker
 * invades, is wiped out, stops, or (a landing) loses all its armor. Rows are ordered left → right as their owner
 * sees them (R5.4), like the engine's rows.
 */
export interface Force {
  readonly front: readonly Division[]; // the front row on that border (R4.3)
  readonly middle: readonly Division[]; // the middle row, in the order it comes forward (R4.5, R6.2)
  readonly rear?: number; // damaged armor already repairing in the rear row (R4.6): support die (O8.4), supply (O8.10)
}

/**
 * The kind of battle, as the engine starts it (attack.ts, amphibious.ts); each side's rights come from
 * battle-rules.ts `battleRights`, what follows a beaten defender from `invasionAftermath`:
 * - `head-on`: across a border (R5.1, O8.1), or by an invader against the row facing the border it came over
 *   (`attackerInside`, R6.8);
 * - `rear-assault`: an invader against a front row of the territory that does not face it — the defender's armor
 *   scores the bare die and cannot withdraw (R5.12–R5.16, O8.13–O8.14);
 * - `landing`: from the coast; front-row armor are gunboats (+1, O8.21), the middle row troop ships (O8.22), and
 *   the landing fails when no armor is left in them (R7.5, O8.23);
 * - `counter`: the holder of an invaded territory attacks the invader from its front row facing the invader's
 *   border: head-on, but the holder's armor cannot withdraw (R6.10) nor, in the original, bombard (O8.15);
 * - `contest`: one invader against another in the same territory, head-on with every right (R6.14, O8.16);
 * - `repel`: the holder attacks a force waiting on its coast (R7.3).
 * In the last three a beaten defender's force leaves the board, repairing armor included (R6.10, R6.14, R7.4).
 */
export type BattleKind = 'head-on' | 'rear-assault' | 'landing' | 'counter' | 'contest' | 'repel';

/** When freshly damaged armor withdraws to the rear row for repair (R5.8, O8.9); only where withdrawal is allowed. */
export type DamagedPolicy = 'stay' | 'withdraw';

/**
 * Bringing the middle row forward between exchanges (R5.9, O8.10), always at the right end of the front row:
 * - `fill`: in middle-row order, up to the ruleset's maximum;
 * - `armor-first`: the same, armor (whole, then damaged) before infantry — the engine's standing order;
 * - `none`: only what the rules force (a revised defender whose front row is gone, R6.4; an attacker opening
 *   from the middle row, R6.2).
 */
export type ForwardPolicy = 'fill' | 'armor-first' | 'none';

export interface SidePolicy {
  readonly damaged: DamagedPolicy;
  readonly forward: ForwardPolicy;
  /** Original ruleset only: repairing armor comes back to the front after the middle row (O8.10 "supply"). */
  readonly supplyRepairing: boolean;
  /**
   * The attacker's territory was occupied this turn and holds no infantry elsewhere: its last middle-row infantry
   * stays to occupy it (R8.1, O8.20, battle.ts `lastInfantryOfConquest`).
   */
  readonly keepInfantry?: boolean;
  /**
   * Original ruleset, defender: with its front row on this border empty it supplies nothing and gives the border
   * up (O8.12) rather than bring a division forward. The revised defender may not (R6.4).
   */
  readonly giveUpBorder?: boolean;
  /**
   * Defender: once invaded across this border, it retreats everything it has left in the territory to an adjacent
   * territory of its own (R8.4) instead of making a stand (R8.5). Assumes such a territory exists.
   */
  readonly retreat?: boolean;
}

/** When the attacker stops (the engine's `stop`): never (fight to the end), or by odds or by strength. */
export interface StopPolicy {
  /** Stop before an exchange when the probability of invading from there on is below this (0 = never). */
  readonly belowOdds: number;
  /** Stop before an exchange when the attacker's front and middle rows hold this many divisions or fewer. */
  readonly atStrength: number;
}

export interface Engagement {
  readonly ruleset: Ruleset;
  /** The R5.5 reading (options.ts `rearAssaultBonus`); default `attacker-keeps`. */
  readonly rearAssaultBonus?: Options['rearAssaultBonus'];
  readonly kind: BattleKind;
  readonly attacker: Force;
  readonly defender: Force;
  readonly extraAttackDie: boolean; // O10.7
  readonly extraDefenseDie: boolean; // O10.8
  readonly attackerAir: boolean; // airfield +1 (O10.4, O8.6)
  readonly defenderAir: boolean;
  /**
   * The defender's territory is already invaded on another border: its armor cannot withdraw (R6.12) and, in
   * the original, has no bombardment (O8.15). As in attack.ts `doAttack`.
   */
  readonly defenderInvaded: boolean;
  /**
   * Head-on only: the attacker is an invader already inside the territory, attacking the holder's row on the border
   * it came over (R5.1, R6.8). Nothing crosses when it wins, and the holder is not offered a retreat. Default false.
   */
  readonly attackerInside?: boolean;
  /**
   * The defender's divisions on the territory's other borders (front rows that do not fight here, R6.6). With
   * none, an invasion leaves the holder nothing fighting: its repairing armor is lost and the territory is free
   * (R6.9); with some it may retreat (R8.4) or stand. Head-on, rear assault and landing only; default 0.
   */
  readonly defenderElsewhere?: number;
  /**
   * The battle is under way: an exchange has been fought, so before the next the attacker brings forward and rolls
   * or stops, and the defender may bring its middle row forward (R5.9) — the engine's stage 'attacker'. Default
   * false: the battle is being declared, and its first exchange is fought by the rows as posted (R6.6).
   */
  readonly underWay?: boolean;
  readonly attackerPolicy: SidePolicy;
  readonly defenderPolicy: SidePolicy;
  readonly stop: StopPolicy;
}

/** The issue's defaults: both sides fill the front from the middle, damaged armor fights on, no stopping. */
export const DEFAULT_SIDE_POLICY: SidePolicy = { damaged: 'stay', forward: 'fill', supplyRepairing: false };
export const NEVER_STOP: StopPolicy = { belowOdds: 0, atStrength: 0 };

export type EngagementInput = Pick<Engagement, 'attacker' | 'defender'> &
  Partial<Omit<Engagement, 'attacker' | 'defender'>>;

export function engagement(input: EngagementInput): Engagement {
  return {
    ruleset: 'revised',
    kind: 'head-on',
    extraAttackDie: false,
    extraDefenseDie: false,
    attackerAir: false,
    defenderAir: false,
    defenderInvaded: false,
    attackerPolicy: DEFAULT_SIDE_POLICY,
    defenderPolicy: DEFAULT_SIDE_POLICY,
    stop: NEVER_STOP,
    ...input,
  };
}

/** R4.3 (revised: at most 3) and O7.2 (original: at most 2): battle-rules.ts `frontLimit`. */
export const frontMax: (ruleset: Ruleset) => number = frontLimit;

/** Only a head-on attack may be opened from the middle row (R6.2); the others need a front row, as the engine checks. */
const FRONT_RULE: Record<Exclude<BattleKind, 'head-on'>, string> = {
  'rear-assault': 'R6.8',
  landing: 'R7.1',
  counter: 'R6.10',
  contest: 'R6.14',
  repel: 'R7.3',
};

/** Why an engagement cannot be fought, or null. */
export function checkEngagement(e: Engagement): string | null {
  const max = frontMax(e.ruleset);
  for (const [who, f] of [
    ['attacker', e.attacker],
    ['defender', e.defender],
  ] as const) {
    if (f.front.length > max)
      return `${who}: a front row holds at most ${max} divisions in the ${e.ruleset} ruleset (${e.ruleset === 'revised' ? 'R4.3' : 'O7.2'})`;
    const rear = f.rear ?? 0;
    if (!Number.isInteger(rear) || rear < 0) return `${who}: the rear row count must be a whole number`;
  }
  if (e.attacker.front.length + e.attacker.middle.length === 0)
    return 'attacker: at least one division must attack (R5.2)';
  if (e.kind !== 'head-on' && e.attacker.front.length === 0 && !e.underWay)
    return `attacker: a ${e.kind} is fought from a posted front row (${FRONT_RULE[e.kind]})`;
  if (e.kind === 'rear-assault' && e.defender.front.length === 0 && !e.underWay)
    return 'defender: a rear assault attacks a row that stands (R5.12)';
  if (e.kind === 'landing' && ![...e.attacker.front, ...e.attacker.middle].some((d) => d !== 'I'))
    return 'attacker: a landing needs armor (R7.2, O9.5)';
  const elsewhere = e.defenderElsewhere ?? 0;
  if (!Number.isInteger(elsewhere) || elsewhere < 0)
    return 'defender: the count of divisions elsewhere must be a whole number';
  if (e.defenderPolicy.giveUpBorder && e.ruleset === 'revised')
    return 'defender: the revised defender must meet the attack with its middle row (R6.4); giving a border up is the original’s (O8.12)';
  const odds = e.stop.belowOdds;
  if (!(odds >= 0 && odds <= 1)) return 'stop odds must lie between 0 and 1';
  if (!Number.isInteger(e.stop.atStrength) || e.stop.atStrength < 0)
    return 'stop strength must be a whole number';
  return null;
}

const LETTERS: Readonly<Record<string, Division>> = { I: 'I', A: 'A', a: 'D' };

/**
 * A side as written on the command line: a comma list of divisions, each a letter with an optional count before
 * it (`I` infantry, `A` armor, `a` damaged armor: `2I,A`), front row left to right first; `|` separates the middle
 * row (`I,A,a|3I`), and a second `|` the rear row of repairing armor (`A|2I|a`). Without `|` the front row is
 * filled to the ruleset's maximum and the rest stand in the middle row.
 */
export function parseForce(
  text: string,
  ruleset: Ruleset,
): { ok: true; force: Force } | { ok: false; error: string } {
  const parts = text.split('|');
  if (parts.length > 3) return { ok: false, error: `"${text}": at most two "|" (front|middle|rear)` };
  const rows: Division[][] = [];
  for (const part of parts) {
    const row: Division[] = [];
    const items = part.trim() === '' ? [] : part.split(',');
    for (const raw of items) {
      const item = raw.trim();
      const m = /^(\d*)([A-Za-z])$/.exec(item);
      const division = m ? LETTERS[m[2]!] : undefined;
      if (!m || division === undefined)
        return {
          ok: false,
          error: `"${item}" in "${text}" is not a division (I infantry, A armor, a damaged armor, with an optional count: 2I)`,
        };
      const count = m[1] === '' ? 1 : Number(m[1]);
      if (!Number.isSafeInteger(count) || count < 1 || count > 500)
        return { ok: false, error: `"${item}": the count must be 1..500` };
      for (let i = 0; i < count; i++) row.push(division);
    }
    rows.push(row);
  }
  const max = frontMax(ruleset);
  const rear = rows[2] ?? [];
  if (rear.some((d) => d !== 'D'))
    return { ok: false, error: `"${text}": only damaged armor (a) repairs in the rear row` };
  let front = rows[0] ?? [];
  let middle = rows[1] ?? [];
  if (parts.length === 1) {
    middle = front.slice(max);
    front = front.slice(0, max);
  }
  if (front.length > max)
    return {
      ok: false,
      error: `"${text}": a front row holds at most ${max} divisions in the ${ruleset} ruleset (${ruleset === 'revised' ? 'R4.3' : 'O7.2'})`,
    };
  return { ok: true, force: { front, middle, rear: rear.length } };
}

/** The spec text of a force with explicit rows, runs counted (`2I,A|3I`): `parseForce` reads it back. */
export function formatForce(f: Force): string {
  const row = (r: readonly Division[]) => {
    const items: string[] = [];
    for (let i = 0; i < r.length; ) {
      let j = i;
      while (j < r.length && r[j] === r[i]) j++;
      const letter = r[i] === 'D' ? 'a' : r[i]!;
      items.push(j - i > 1 ? `${j - i}${letter}` : letter);
      i = j;
    }
    return items.join(',');
  };
  const rear = f.rear ?? 0;
  return `${row(f.front)}|${row(f.middle)}${rear > 0 ? `|${rear > 1 ? rear : ''}a` : ''}`;
}
