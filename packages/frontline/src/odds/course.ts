import {
  afterDefenderForward,
  afterExchange,
  battleRights,
  defenderTurn,
  exchangeDice,
  failedLandingReturns,
  invasionAftermath,
  landingArmor,
  mayHold,
  mayRoll,
  rearSeized,
  type SideCount,
  type SideRights,
} from '../battle-rules.js';
import { bringForward, fighting, forwardPlan, type Rows, withdraw } from './policy.js';
import { type Engagement, frontMax } from './spec.js';

/**
 * A battle's course between the dice, shared by the exact chain (exact.ts) and the sampled one (monte-carlo.ts).
 * Every rule comes from the engine's own battle-rules.ts — who may withdraw and who scores a bonus, when the
 * defender must or may bring forward or give its border up, how an exchange can end the battle, what a failed
 * landing keeps, what follows an invasion — and every choice from the engagement's policies (policy.ts).
 */
export const END_STATES = ['invaded', 'wiped-out', 'stopped', 'landing-failed'] as const;
export type EndState = (typeof END_STATES)[number];

export const KINDS = ['infantry', 'armor', 'damaged', 'repairing'] as const;
export type Survivors = Record<(typeof KINDS)[number], number>;

/** One engagement's fixed facts: the ruleset's front row and each side's rights in this kind of battle. */
export interface Course {
  readonly e: Engagement;
  readonly max: number;
  readonly attacker: SideRights;
  readonly defender: SideRights;
}

export function courseOf(e: Engagement): Course {
  const rights = battleRights(e.kind, e, e.defenderInvaded, e.attackerInside === true);
  return { e, max: frontMax(e.ruleset), attacker: rights.attacker, defender: rights.defender };
}

/**
 * The engagement as the battle starts: a revised rear assault seizes the defender's rear row when it is launched,
 * and the armor repairing there is lost at once (battle-rules.ts `rearSeized`, R5.14, R6.9).
 */
export function launched(e: Engagement): Engagement {
  if (e.underWay || !rearSeized(e.kind, e.ruleset) || (e.defender.rear ?? 0) === 0) return e;
  return { ...e, defender: { ...e.defender, rear: 0 } };
}

/** Bring forward by the side's policy (R5.9, O8.10). */
export function forwardByPolicy(c: Course, rows: Rows, who: 'attacker' | 'defender'): Rows {
  const policy = who === 'attacker' ? c.e.attackerPolicy : c.e.defenderPolicy;
  const plan = forwardPlan(rows, policy, c.max, c.e.ruleset === 'original');
  return plan === '' ? rows : bringForward(rows, plan, c.e.ruleset);
}

/**
 * Rows counted for the battle rules, into one of two scratch records: the rules read them at once and keep
 * nothing, and the chain asks millions of times — fresh records would keep the garbage collector busy.
 */
const scratch = [
  { front: 0, reserve: 0, rear: 0 },
  { front: 0, reserve: 0, rear: 0 },
];
function counted(r: Rows, slot: 0 | 1): SideCount {
  const c = scratch[slot]!;
  c.front = r.front.length;
  c.reserve = r.middle.length;
  c.rear = r.rear;
  return c;
}

export type Forward<R extends Rows> = (rows: R, who: 'attacker' | 'defender') => R;

/**
 * The attacker's decision between exchanges (the engine's stage 'attacker'): it brings forward by its policy, then
 * rolls — which needs a front row (R5.2) — or stops by its policy (never before the first exchange).
 */
export function attackerReady<R extends Rows>(
  c: Course,
  a: R,
  first: boolean,
  forward: Forward<R>,
): { rows: R; end: 'stopped' | 'wiped-out' | null } {
  const rows = forward(a, 'attacker');
  if (!mayRoll(counted(rows, 0))) return { rows, end: rows.middle.length > 0 ? 'stopped' : 'wiped-out' };
  if (!first && fighting(rows) <= c.e.stop.atStrength) return { rows, end: 'stopped' };
  return { rows, end: null };
}

/**
 * The defender's turn before the dice (battle.ts `roll` and `hold`, battle-rules.ts `defenderTurn`): its border may
 * already have fallen; else it brings forward by its policy — or, in the original, gives an empty border up
 * (O8.12) — and a border left empty falls.
 */
export function defenderReady<R extends Rows>(
  c: Course,
  d: R,
  exchanges: number,
  forward: Forward<R>,
): { rows: R; invaded: boolean } {
  const step = defenderTurn(c.e.ruleset, exchanges, counted(d, 1));
  if (step !== 'forward') return { rows: d, invaded: step === 'invaded' };
  const giveUp = c.e.defenderPolicy.giveUpBorder === true && d.front.length === 0;
  const rows = giveUp && mayHold(c.e.ruleset, counted(d, 1)) ? d : forward(d, 'defender');
  return { rows, invaded: afterDefenderForward(counted(rows, 0)) === 'invaded' };
}

/** The dice of one exchange (battle-rules.ts `exchangeDice`). */
export const diceOf = (c: Course, a: Rows, d: Rows) =>
  exchangeDice(c.e.ruleset, counted(a, 0), counted(d, 1), c.e.extraAttackDie, c.e.extraDefenseDie);

/** R5.8 / O8.9: freshly damaged armor withdraws to the rear when its side may (battle-rules.ts) and its policy says. */
export function afterLosses(
  c: Course,
  who: 'attacker' | 'defender',
  front: string,
  damaged: readonly number[],
  rear: number,
): { front: string; rear: number } {
  const rights = who === 'attacker' ? c.attacker : c.defender;
  const policy = who === 'attacker' ? c.e.attackerPolicy : c.e.defenderPolicy;
  if (damaged.length === 0 || !rights.canWithdraw || policy.damaged !== 'withdraw') return { front, rear };
  return withdraw(front, damaged, rear);
}

const armorIn = (r: Rows): number => {
  let n = 0;
  for (const d of r.front + r.middle) if (d !== 'I') n++;
  return n;
};

/** How an exchange left the battle (battle-rules.ts `afterExchange`), or null when it goes on. */
export function endAfterExchange(c: Course, a: Rows, d: Rows): EndState | null {
  const armor = c.e.kind === 'landing' ? landingArmor(c.e.ruleset, armorIn(a), a.rear) : 0;
  const end = afterExchange(c.e.kind, c.e.ruleset, counted(a, 0), counted(d, 1), armor);
  if (end === 'continue') return null;
  return end === 'repulsed' ? 'wiped-out' : end;
}

export interface Settled {
  readonly attacker: Survivors;
  readonly defender: Survivors;
  /** The defender is driven out of the territory or its force leaves the board (see `settle`). */
  readonly defenderLeaves: boolean;
}

const NONE: Survivors = { infantry: 0, armor: 0, damaged: 0, repairing: 0 };

export function survivorsOf(r: Rows): Survivors {
  const s = { infantry: 0, armor: 0, damaged: 0, repairing: r.rear };
  for (const d of r.front + r.middle) {
    if (d === 'I') s.infantry++;
    else if (d === 'A') s.armor++;
    else s.damaged++;
  }
  return s;
}

/**
 * What each side keeps of its rows in this battle when it ends, and whether the defender leaves:
 * - a failed landing's survivors go home or are sunk (battle-rules.ts `failedLandingReturns`; the calculator
 *   assumes the land it came from is still its own);
 * - an invasion is followed by battle-rules.ts `invasionAftermath`: a beaten invader or coast force leaves the
 *   board with its repairing armor (R6.10, R6.14, R7.4); a holder with nothing left fighting in the territory —
 *   its other borders counted by `defenderElsewhere` — loses its repairing armor and the territory (R6.9); a
 *   second player's invasion destroys that armor (R6.13); an invaded holder may retreat (R8.4, its `retreat`
 *   policy; the calculator assumes a territory of its own lies next door), keeping what it has.
 */
export function settle(c: Course, end: EndState, a: Rows, d: Rows): Settled {
  const e = c.e;
  if (end === 'landing-failed') {
    const infantry = survivorsOf({ front: a.front, middle: a.middle, rear: 0 }).infantry;
    const home = failedLandingReturns(e.ruleset, infantry, true);
    return { attacker: home ? survivorsOf(a) : NONE, defender: survivorsOf(d), defenderLeaves: false };
  }
  if (end !== 'invaded') return { attacker: survivorsOf(a), defender: survivorsOf(d), defenderLeaves: false };
  const holderDefends = e.kind === 'head-on' || e.kind === 'rear-assault' || e.kind === 'landing';
  const holderFighting = holderDefends
    ? (e.defenderElsewhere ?? 0) + fighting(d)
    : e.kind === 'contest'
      ? null
      : fighting(a); // the attacker holds the territory: its winning front row still stands there
  const after = invasionAftermath({
    mode: e.kind,
    ruleset: e.ruleset,
    attackerInside: e.attackerInside === true,
    invadedByOther: e.defenderInvaded,
    holderFighting,
    retreatTargets: e.defenderPolicy.retreat ? 1 : 0,
  });
  const gone = after.beatenForceLeaves !== null || (holderDefends && after.cleared);
  const defender = gone ? NONE : after.rearLost ? survivorsOf({ ...d, rear: 0 }) : survivorsOf(d);
  return {
    attacker: survivorsOf(a),
    defender,
    defenderLeaves: gone || (holderDefends && after.retreatOffered),
  };
}
