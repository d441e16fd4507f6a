import type { Seat } from '@warboard/core';
import { z } from 'zod';
import { type ActionRules, turnAction, wire } from './action-rule.js';
import { checkForward, startBattle } from './battle.js';
import { battleRights, rearSeized } from './battle-rules.js';
import { editTerritory } from './copy-on-write.js';
import type { FrontlineEvent } from './events.js';
import { enterContested } from './invasion.js';
import { areAdjacent, isSeaCrossing } from './map/index.js';
import { attackClosed } from './phases.js';
import { type FrontlineRefusal, notAdjacent, notYours, refusal, unknownTerritory } from './refusals.js';
import { findInvader } from './rows.js';
import type { BattleMode, BattleSide, Board, FrontlineState } from './state.js';
import { mapOf } from './state.js';

/** Across a border (R5.1–R5.3, O8.1–O8.2). */
export interface AttackAction {
  type: 'attack';
  from: string;
  to: string;
}
/** From an invader's place inside a territory against a row that does not face it (R5.12, R6.8, O8.13). */
export interface AssaultAction {
  type: 'assault';
  territory: string;
  target: string; // a border of the territory whose front row is attacked, or 'middle'
}
/** The holder against an invader (R6.10, O8.15), or one invader against another (R6.14, O8.16). */
export interface CounterAction {
  type: 'counter';
  territory: string;
  target: Seat;
}

const rev = (state: FrontlineState) => state.options.ruleset === 'revised';

function checkAttack(state: FrontlineState, seat: Seat, a: AttackAction): FrontlineRefusal | null {
  const from = state.territories[a.from];
  const to = state.territories[a.to];
  if (!from || !to) return unknownTerritory(from ? a.to : a.from);
  if (from.holder !== seat) return notYours('R5.2', a.from);
  if (!areAdjacent(mapOf(state), a.from, a.to)) return notAdjacent('R5.1', a.from, a.to);
  const contested = to.holder === null && to.invaders.some((i) => i.owner !== seat);
  if ((to.holder === null && !contested) || to.holder === seat) {
    return refusal('not-enemy', 'R5.1', `${a.to} is not held by an enemy`, { territory: a.to });
  }
  if (isSeaCrossing(mapOf(state), a.from, a.to))
    return refusal('needs-landing', 'R7.1', 'across the sea an enemy is attacked by an amphibious assault');
  const posted = (from.home.fronts[a.to]?.length ?? 0) > 0;
  const facing = { territory: a.from, border: a.to };
  if (contested && !posted)
    return refusal('no-front', 'R6.15', `post a front row of ${a.from} facing ${a.to} to enter it`, facing);
  if (!posted && !canOpenFromMiddle(state, seat, a)) {
    const rule = rev(state) ? 'R6.2' : 'O8.2';
    return refusal('no-front', rule, `no division of ${a.from} can attack ${a.to}`, facing);
  }
  return null;
}

/** R6.2: middle-row divisions may join the attack on any border — even open it, if one may go forward. */
function canOpenFromMiddle(state: FrontlineState, seat: Seat, a: AttackAction): boolean {
  const side = attackerSide(state, seat, a);
  return (['I', 'A', 'D'] as const).some(
    (division) => checkForward(state, side, { type: 'forward', division, slot: 0 }) === null,
  );
}

/** The attacker's side of a head-on attack: its rights do not depend on the defender (battle-rules.ts). */
const attackerSide = (state: FrontlineState, seat: Seat, a: AttackAction): BattleSide => ({
  seat,
  front: { kind: 'front', territory: a.from, border: a.to },
  ...battleRights('head-on', state.options, false).attacker,
});

export function doAttack(state: FrontlineState, seat: Seat, a: AttackAction, events: FrontlineEvent[]): void {
  const to = state.territories[a.to]!;
  if (to.holder === null) {
    enterContested(state, seat, a.from, a.to, events); // R6.15: nobody defends it, entering is invading
    return;
  }
  const sides = attackSides(state, seat, a.from, a.to)!;
  startBattle(state, 'head-on', a.to, sides.attacker, sides.defender, events);
}

/** The two sides of a battle as it would start, with the rights battle-rules.ts gives them. */
export interface Sides {
  readonly mode: BattleMode;
  readonly attacker: BattleSide;
  readonly defender: BattleSide;
  /** The defender's territory is invaded on another border (R6.12, O8.15). */
  readonly defenderInvaded: boolean;
}

/**
 * A head-on attack across the border from `from` into `to`, held by another player: the attacker's front row on
 * that border against the holder's facing it; an invaded defender cannot withdraw (R6.12) nor, in the original,
 * bombard (O8.15). Null when `to` is not held by another player.
 */
export function attackSides(board: Board, seat: Seat, from: string, to: string): Sides | null {
  const t = board.territories[to];
  if (!t || t.holder === null || t.holder === seat) return null;
  const invaded = t.invaders.length > 0;
  const rights = battleRights('head-on', board.options, invaded);
  return {
    mode: 'head-on',
    attacker: { seat, front: { kind: 'front', territory: from, border: to }, ...rights.attacker },
    defender: { seat: t.holder, front: { kind: 'front', territory: to, border: from }, ...rights.defender },
    defenderInvaded: invaded,
  };
}

function checkAssault(state: FrontlineState, seat: Seat, a: AssaultAction): FrontlineRefusal | null {
  const t = state.territories[a.territory];
  if (!t) return unknownTerritory(a.territory);
  const inv = findInvader(state, a.territory, seat);
  if (!inv || inv.front.length === 0) return noInvaderFront('R6.8', a.territory);
  if (t.holder === null || t.holder === seat)
    return refusal('no-defender', 'R6.8', `no defender is left in ${a.territory}`, {
      territory: a.territory,
    });
  const row = a.target === 'middle' ? t.home.middle : t.home.fronts[a.target];
  if (!row || row.length === 0)
    return refusal('no-target-row', 'R5.12', `no defender row "${a.target}" in ${a.territory}`, {
      territory: a.territory,
    });
  return null;
}

/** The acting seat has no invading front row inside `territory` to attack from. */
const noInvaderFront = (rule: string, territory: string): FrontlineRefusal =>
  refusal('no-invader-front', rule, `you have no front row inside ${territory}`, { territory });

/**
 * An invader attacks one of the holder's rows. The row on the border it came over faces it: that battle is head-on
 * (R5.1 「兩隊軍隊互相指向的情況為「正面交鋒」」), with the holder's armor +1 and free to withdraw. A row facing
 * another territory, or the middle row, is rear-assaulted (R5.12, R6.8 「敵軍向外指向別的領土」, O8.13): the
 * defender's armor scores the bare die and cannot withdraw (R5.14–R5.15, O8.13–O8.14), and in the revised rules
 * the rear row is seized at once, with the armor repairing there (R5.14, R6.9).
 */
function doAssault(state: FrontlineState, seat: Seat, a: AssaultAction, events: FrontlineEvent[]): void {
  const t = state.territories[a.territory]!;
  const sides = assaultSides(state, seat, a)!;
  if (rearSeized(sides.mode, state.options.ruleset) && t.home.rear.length > 0) {
    events.push({ type: 'rear-lost', territory: a.territory, removed: t.home.rear.length });
    editTerritory(state, a.territory).home.rear = [];
  }
  startBattle(state, sides.mode, a.territory, sides.attacker, sides.defender, events);
}

/** An invader's attack on one of the holder's rows (see `doAssault`); null without an invader or a holder. */
export function assaultSides(
  board: Board,
  seat: Seat,
  a: Pick<AssaultAction, 'territory' | 'target'>,
): Sides | null {
  const t = board.territories[a.territory];
  if (!t || t.holder === null || t.holder === seat || !findInvader(board, a.territory, seat)) return null;
  const mode = assaultMode(board, seat, a);
  // R6.12: another player's invasion on another border bars withdrawal even from the row facing this invader.
  const invadedElsewhere = t.invaders.some((i) => i.owner !== seat && i.via !== a.target);
  const rights = battleRights(mode, board.options, invadedElsewhere, true);
  return {
    mode,
    attacker: { seat, front: { kind: 'invader', territory: a.territory, owner: seat }, ...rights.attacker },
    defender: {
      seat: t.holder,
      front:
        a.target === 'middle'
          ? { kind: 'middle', territory: a.territory }
          : { kind: 'front', territory: a.territory, border: a.target },
      ...rights.defender,
    },
    defenderInvaded: mode === 'rear-assault' || invadedElsewhere,
  };
}

/** R5.1, R5.12, R6.8: head-on against the row facing the invader's border, a rear assault against any other. */
const assaultMode = (
  board: Pick<Board, 'territories'>,
  seat: Seat,
  a: Pick<AssaultAction, 'territory' | 'target'>,
): 'head-on' | 'rear-assault' =>
  findInvader(board, a.territory, seat)?.via === a.target ? 'head-on' : 'rear-assault';

function checkCounter(state: FrontlineState, seat: Seat, a: CounterAction): FrontlineRefusal | null {
  const t = state.territories[a.territory];
  if (!t) return unknownTerritory(a.territory);
  const target = a.target === seat ? undefined : findInvader(state, a.territory, a.target);
  if (!target)
    return refusal('no-invader-of', 'R6.10', `no invader of seat ${a.target} in ${a.territory}`, {
      seat: a.target,
      territory: a.territory,
    });
  if (t.holder === seat) {
    if ((t.home.fronts[target.via]?.length ?? 0) === 0)
      return refusal('no-front', 'R6.10', `post a front row facing the invader at ${target.via} first`, {
        territory: a.territory,
        border: target.via,
      });
    return null;
  }
  const own = findInvader(state, a.territory, seat);
  if (!own || own.front.length === 0) return noInvaderFront('R6.14', a.territory);
  return null;
}

/**
 * The holder's counter-attack is head-on, but its armor cannot withdraw (R6.10); in the original it also has no
 * bombardment while invaded (O8.15). Two invaders fight head-on with every right (R6.14, O8.16).
 */
function doCounter(state: FrontlineState, seat: Seat, a: CounterAction, events: FrontlineEvent[]): void {
  const sides = counterSides(state, seat, a.territory, a.target)!;
  startBattle(state, sides.mode, a.territory, sides.attacker, sides.defender, events);
}

/**
 * `seat` against `target`'s invader in `territory`: the holder's counter-attack from its front row facing the
 * invader's border (R6.10), or one invader against another (R6.14). Null without that invader, or when `seat` is
 * neither the holder nor an invader there.
 */
export function counterSides(board: Board, seat: Seat, territory: string, target: Seat): Sides | null {
  const t = board.territories[territory];
  const inv = target === seat ? undefined : findInvader(board, territory, target);
  if (!t || !inv) return null;
  const mode = t.holder === seat ? 'counter' : 'contest';
  if (mode === 'contest' && !findInvader(board, territory, seat)) return null;
  const rights = battleRights(mode, board.options, false);
  return {
    mode,
    attacker: {
      seat,
      front:
        mode === 'counter'
          ? { kind: 'front', territory, border: inv.via }
          : { kind: 'invader', territory, owner: seat },
      ...rights.attacker,
    },
    defender: { seat: target, front: { kind: 'invader', territory, owner: target }, ...rights.defender },
    defenderInvaded: false,
  };
}

/** The action-table entries of the attacks that start a battle (action-table.ts). */
export const ATTACK_ACTIONS: ActionRules<AttackAction | AssaultAction | CounterAction> = {
  attack: turnAction(
    z.strictObject({ type: z.literal('attack'), from: wire.id, to: wire.id }),
    false,
    checkAttack,
    doAttack,
    attackClosed,
  ),
  assault: turnAction(
    z.strictObject({ type: z.literal('assault'), territory: wire.id, target: wire.id }),
    false,
    checkAssault,
    doAssault,
    attackClosed,
  ),
  counter: turnAction(
    z.strictObject({ type: z.literal('counter'), territory: wire.id, target: wire.seat }),
    false,
    checkCounter,
    doCounter,
    attackClosed,
  ),
};
