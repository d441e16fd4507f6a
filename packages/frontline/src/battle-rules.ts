import { diceCounts } from './dice.js';
import type { Options, Ruleset } from './options.js';
import type { BattleMode, Division } from './state.js';

/**
 * The rules of a battle's course, as pure functions of what each side holds. The engine's state-mutating battle
 * code (battle.ts, attack.ts, amphibious.ts, invasion.ts) asks them what happens next and then moves the pieces;
 * the odds calculator (odds/) asks the very same functions, so the two cannot read a rule differently.
 */

/** What one side of a battle holds, counted: its fighting row, the reserve that may come forward, its rear. */
export interface SideCount {
  readonly front: number;
  /** The middle row behind that front (none when the middle row itself is the row attacked, R6.8). */
  readonly reserve: number;
  /** Damaged armor repairing (R4.6). */
  readonly rear: number;
}

/** The largest front row: 3 in the revised rules (R4.3), 2 in the original (O7.2). */
export const frontLimit = (ruleset: Ruleset): number => (ruleset === 'revised' ? 3 : 2);

/** A side's armor scores +1 (head-on R5.5, bombardment O8.3), and its freshly damaged armor may withdraw (R5.8). */
export interface SideRights {
  readonly bonus: boolean;
  readonly canWithdraw: boolean;
}

const FULL: SideRights = { bonus: true, canWithdraw: true };

/** The options a battle's rights depend on: the ruleset, and the R5.5 reading (options.ts `rearAssaultBonus`). */
export type BattleRules = Pick<Options, 'ruleset'> & Partial<Pick<Options, 'rearAssaultBonus'>>;

/**
 * Each side's rights in a battle of this kind. `defenderInvaded`: the defender's territory is already invaded on
 * another border (head-on attacks and landings only). `attackerInside`: a head-on battle fought by an invader
 * against the holder's row on the border it came over, the row that faces it (R5.1, R6.8).
 * - head-on and landing: the attacker has every right (R5.5, O8.21 gunboats); in the revised rules an invaded
 *   defender cannot withdraw (R6.12); in the original an invaded defender has no bombardment (O8.15) but its
 *   damaged armor may still withdraw (O8.9: R6.12 is a revision);
 * - head-on from inside: the row faces its attacker (「兩隊軍隊互相指向」), so the holder's armor scores +1 and may
 *   withdraw: its territory is invaded on this very border (R6.12 bars withdrawal only when another border is, as
 *   `defenderInvaded` then says); in the original, invaded, it has no bombardment (O8.15);
 * - rear assault: the defender's armor scores the bare die and cannot withdraw (R5.14–R5.15, O8.13–O8.14); the
 *   attacker's armor keeps its +1 unless the `rearAssaultBonus` option reads R5.5 literally (head-on only);
 * - counter-attack by the holder: head-on, but in the revised rules no withdrawal (R6.10); in the original no
 *   bombardment (O8.15) and withdrawal as ever (O8.9: R6.10 is a revision);
 * - contest between invaders and the repelling of a coast force: head-on with every right (R6.14, O8.16, R7.3).
 */
export function battleRights(
  mode: BattleMode,
  rules: BattleRules,
  defenderInvaded: boolean,
  attackerInside = false,
): { attacker: SideRights; defender: SideRights } {
  const revised = rules.ruleset === 'revised';
  switch (mode) {
    case 'head-on':
    case 'landing':
      if (attackerInside)
        return { attacker: FULL, defender: { bonus: revised, canWithdraw: !(revised && defenderInvaded) } };
      return {
        attacker: FULL,
        defender: revised
          ? { bonus: true, canWithdraw: !defenderInvaded }
          : { bonus: !defenderInvaded, canWithdraw: true },
      };
    case 'rear-assault': {
      const headOnOnly = revised && rules.rearAssaultBonus === 'head-on-only';
      return {
        attacker: { bonus: !headOnOnly, canWithdraw: true },
        defender: { bonus: false, canWithdraw: false },
      };
    }
    case 'counter':
      return { attacker: { bonus: revised, canWithdraw: !revised }, defender: FULL };
    case 'contest':
    case 'repel':
      return { attacker: FULL, defender: FULL };
  }
}

/**
 * R5.14, R6.9: a rear assault seizes the holder's rear row (「「進攻」一方奪下敵方的「後列」」), and the armor
 * repairing there is lost at once (「而在之前退到後列的3個「裝甲師」亦必須撤離遊戲，無法進行維修」) — whether or
 * not the assault goes on to clear the territory. The original only bars withdrawing into it (O8.14 後防失守).
 */
export const rearSeized = (mode: BattleMode, ruleset: Ruleset): boolean =>
  mode === 'rear-assault' && ruleset === 'revised';

/** A side can still bring divisions forward (R5.9): its middle row; in the original, repairing armor too (O8.10). */
export const hasReserve = (ruleset: Ruleset, s: SideCount): boolean =>
  s.reserve > 0 || (ruleset === 'original' && s.rear > 0);

/**
 * Where a division brought forward comes from (R5.9): the middle row; in the original, damaged armor may also come
 * back from repair (O8.10 "supply", "repairing armor included"). Null when it may not come.
 */
export function forwardFrom(
  ruleset: Ruleset,
  division: Division,
  inReserve: boolean,
  inRear: boolean,
): 'reserve' | 'rear' | null {
  if (inReserve) return 'reserve';
  if (ruleset === 'original' && division === 'D' && inRear) return 'rear';
  return null;
}

/**
 * R8.1, O8.20: going on from a territory occupied this turn, with no infantry posted on its other borders, its
 * last middle-row infantry stays to occupy it.
 */
export const mustStayToOccupy = (
  occupiedThisTurn: boolean,
  infantryPostedElsewhere: boolean,
  middleInfantry: number,
): boolean => occupiedThisTurn && !infantryPostedElsewhere && middleInfantry === 1;

/** The attacker rolls only with a front row (R5.2, O8.2): an attack from the middle row brings one forward first. */
export const mayRoll = (attacker: SideCount): boolean => attacker.front > 0;

/**
 * Before the dice, the defender's turn (the engine's `roll`): with no front row and nothing to bring forward its
 * border has fallen (R6.4, O8.12); an empty front row must be answered first (FG13b); from the second exchange on
 * it may bring its middle row forward (R5.9, O8.10); otherwise the dice roll at once (R6.6: the first exchange is
 * fought by the rows as posted).
 */
export function defenderTurn(
  ruleset: Ruleset,
  exchanges: number,
  d: SideCount,
): 'invaded' | 'forward' | 'roll' {
  const reserve = hasReserve(ruleset, d);
  if (d.front === 0 && !reserve) return 'invaded';
  if (d.front === 0 || (exchanges > 0 && reserve && d.front < frontLimit(ruleset))) return 'forward';
  return 'roll';
}

/**
 * May the defender end its forward decision with the row as it stands? In the revised rules the middle row must
 * meet the attack before the border falls (R6.4); in the original a defender may supply none and give the border
 * up (O8.12).
 */
export const mayHold = (ruleset: Ruleset, d: SideCount): boolean =>
  ruleset === 'original' || d.front > 0 || !hasReserve(ruleset, d);

/** After the defender's forward decision: a border left empty has fallen (O8.12), otherwise the dice roll. */
export const afterDefenderForward = (d: SideCount): 'invaded' | 'roll' =>
  d.front === 0 ? 'invaded' : 'roll';

/** The dice of one exchange (R5.2–R5.3, O8.2, O8.4: the support die counts troops waiting or repairing behind). */
export const exchangeDice = (
  ruleset: Ruleset,
  a: SideCount,
  d: SideCount,
  extraAttackDie: boolean,
  extraDefenseDie: boolean,
): { attacker: number; defender: number } =>
  diceCounts({
    ruleset,
    attackerFront: a.front,
    defenderFront: d.front,
    attackerSupport: a.reserve + a.rear > 0,
    extraAttackDie,
    extraDefenseDie,
  });

/**
 * The landing's armor that still counts against its sinking (R7.5, O8.23). In the revised rules a landing fails
 * once all its armor is beaten (擊破, the word R3.3 uses for armor sent to the rear): only armor still fighting in
 * its front and middle rows counts. In the original it sinks only when all its armor is destroyed
 * (「所有裝甲師被擊破」, 擊破 as O8.11 defines it: beaten a second time and removed): armor withdrawn for repair
 * is not destroyed, counts, and may be supplied back to the front (O8.10).
 */
export const landingArmor = (ruleset: Ruleset, fighting: number, repairing: number): number =>
  ruleset === 'original' ? fighting + repairing : fighting;

/**
 * After an exchange (and the damaged-armor decisions), in this order: a landing with no armor left (`landingArmor`)
 * has failed (R7.5, O8.23); a defender with no front row and nothing to bring forward is invaded (R6.4, O8.12) if
 * the attacker still has a front row; an attacker with neither is beaten; else the battle goes on.
 * `attackerArmor` is the landing's `landingArmor` (ignored in other battles).
 */
export function afterExchange(
  mode: BattleMode,
  ruleset: Ruleset,
  a: SideCount,
  d: SideCount,
  attackerArmor: number,
): 'landing-failed' | 'invaded' | 'repulsed' | 'continue' {
  if (mode === 'landing' && attackerArmor === 0) return 'landing-failed';
  if (d.front === 0 && !hasReserve(ruleset, d) && a.front > 0) return 'invaded';
  if (a.front === 0 && !hasReserve(ruleset, a)) return 'repulsed';
  return 'continue';
}

/**
 * A failed landing's survivors: in the revised rules its infantry and repairing armor go back where they came
 * from, if that land is still theirs (R7.5); with no infantry left the repairing armor is lost too (R7.4); in the
 * original the whole force is sunk (O8.23).
 */
export const failedLandingReturns = (ruleset: Ruleset, infantryLeft: number, homeHeld: boolean): boolean =>
  ruleset === 'revised' && infantryLeft > 0 && homeHeld;

/** What is known when a battle's defender is beaten (the engine's `resolveInvasion`). */
export interface InvasionFacts {
  readonly mode: BattleMode;
  readonly ruleset: Ruleset;
  /** The attacker fought from inside the territory: an invader's head-on battle (R5.1, R6.8). */
  readonly attackerInside?: boolean;
  /** Another player had already invaded the territory (R6.13). */
  readonly invadedByOther: boolean;
  /** The holder's divisions still able to fight in the territory (every front row and the middle row), or null. */
  readonly holderFighting: number | null;
  /** Adjacent territories of the defender's own (R8.4). */
  readonly retreatTargets: number;
}

export interface InvasionAftermath {
  /** The attacker's front row (a landing: its whole force) crosses into the territory (R6.4, O8.12, R7.1). */
  readonly crossing: boolean;
  /** The beaten force leaves the board, repairing armor too: an invader (R6.10, R6.14, O8.16), a coast force (R7.4). */
  readonly beatenForceLeaves: 'invader' | 'coast' | null;
  /** A second player's successful invasion destroys the holder's repairing armor (R6.13; revised only, O8.15). */
  readonly rearLost: boolean;
  /** The holder has no fighting division left: its repairing armor is lost and the territory is free (R6.9, R7.4). */
  readonly cleared: boolean;
  /** The invaded defender may retreat before the next round (R8.4); otherwise it makes a last stand (R8.5). */
  readonly retreatOffered: boolean;
}

export function invasionAftermath(f: InvasionFacts): InvasionAftermath {
  const crossing = (f.mode === 'head-on' && f.attackerInside !== true) || f.mode === 'landing';
  const beatenForceLeaves =
    f.mode === 'repel' ? 'coast' : f.mode === 'counter' || f.mode === 'contest' ? 'invader' : null;
  // A repelled coast force leaves the holder, who won, in place: nothing more happens.
  const cleared = f.mode !== 'repel' && (f.holderFighting === null || f.holderFighting === 0);
  return {
    crossing,
    beatenForceLeaves,
    rearLost: crossing && f.invadedByOther && f.ruleset === 'revised',
    cleared,
    retreatOffered: crossing && !cleared && f.retreatTargets > 0,
  };
}
