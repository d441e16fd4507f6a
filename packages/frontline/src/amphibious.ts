import type { Seat } from '@warboard/core';
import { z } from 'zod';
import { type ActionRules, turnAction, wire } from './action-rule.js';
import { endBattle, startBattle } from './battle.js';
import { battleRights, failedLandingReturns } from './battle-rules.js';
import { editTerritory } from './copy-on-write.js';
import type { EmbarkedEvent, FrontlineEvent } from './events.js';
import { noDivision } from './formation.js';
import { enterContested } from './invasion.js';
import { isSeaCrossing } from './map/index.js';
import { attackClosed, maneuverOpen } from './phases.js';
import { type FrontlineRefusal, mustOccupy, notYours, refusal, unknownTerritory } from './refusals.js';
import { findLanding } from './rows.js';
import {
  type BattleSide,
  type Board,
  countKind,
  type FrontlineState,
  homeCount,
  isArmor,
  type Landing,
  mapOf,
  maxFront,
} from './state.js';

/**
 * R7.1, O9.4: in the maneuver phase (O10.3: or the draft, with "maneuver first"), move a division across the sea
 * onto an enemy coast, to land later.
 */
export interface EmbarkAction {
  type: 'embark';
  from: string;
  to: string;
  division: 'I' | 'A' | 'D';
}
/** R7.1: a force that waited on the coast since an earlier turn launches its landing. */
export interface LandAction {
  type: 'land';
  territory: string;
}
/** R7.3, O9.6: the coast's holder attacks a force waiting on its coast. */
export interface RepelAction {
  type: 'repel';
  territory: string;
  target: Seat;
}

const rev = (state: FrontlineState) => state.options.ruleset === 'revised';
const hasArmor = (f: Landing) => [...f.front, ...f.middle].some(isArmor);

/** Embarking is a maneuver: the maneuver phase, or the draft with "maneuver first" (O10.3). */
const embarkClosed = (state: FrontlineState, seat: Seat): FrontlineRefusal | null =>
  maneuverOpen(state, seat)
    ? null
    : refusal('maneuver-phase', 'R7.1', 'forces go onto an enemy coast in the maneuver phase');

function checkEmbark(state: FrontlineState, seat: Seat, a: EmbarkAction): FrontlineRefusal | null {
  const from = state.territories[a.from];
  const to = state.territories[a.to];
  if (!from || !to) return unknownTerritory(from ? a.to : a.from);
  if (from.holder !== seat) return notYours('R7.1', a.from);
  if (!isSeaCrossing(mapOf(state), a.from, a.to))
    return refusal('not-across-sea', 'R7.1', `${a.from}–${a.to} is not a sea crossing`, {
      from: a.from,
      to: a.to,
    });
  if (to.holder === null || to.holder === seat)
    return refusal('not-enemy', 'R8.2', `${a.to} is not held by an enemy: move there instead`, {
      territory: a.to,
    });
  if (!from.home.middle.includes(a.division)) return noDivision('R6.3', a.division, a.from);
  const force = findLanding(state, a.to, seat);
  if (force && force.via !== a.from)
    return refusal('other-coast-force', 'R7.1', `your force on ${a.to}'s coast came from ${force.via}`, {
      territory: a.to,
      via: force.via,
    });
  if (!force && a.division === 'I') {
    return refusal(
      'landing-needs-armor',
      rev(state) ? 'R7.2' : 'O9.5',
      'an amphibious assault needs armor: infantry alone cannot make one',
    );
  }
  const lastInfantry = a.division === 'I' && countKind(from.home.middle, 'I') === 1;
  if (lastInfantry && state.turn.occupied.includes(a.from)) return mustOccupy(a.from);
  return null;
}

/** The first divisions aboard make the front row (gunboats, O8.21); the rest wait behind it (troop ships, O8.22). */
export function doEmbark(state: FrontlineState, seat: Seat, a: EmbarkAction, events: FrontlineEvent[]): void {
  const from = editTerritory(state, a.from);
  from.home.middle.splice(from.home.middle.indexOf(a.division), 1);
  if (homeCount(from.home) === 0) from.holder = null;
  const to = editTerritory(state, a.to);
  let force = findLanding(state, a.to, seat);
  if (!force) {
    force = { owner: seat, via: a.from, front: [], middle: [], rear: [], staged: true };
    to.coast.push(force);
  }
  force.staged = true;
  (force.front.length < maxFront(state) ? force.front : force.middle).push(a.division);
  const embarked: EmbarkedEvent = { type: 'embarked', seat, from: a.from, to: a.to, division: a.division };
  events.push(embarked);
}

function checkLand(state: FrontlineState, seat: Seat, a: LandAction): FrontlineRefusal | null {
  const force = findLanding(state, a.territory, seat);
  if (!force)
    return refusal('no-coast-force', 'R7.1', `you have no force on ${a.territory}'s coast`, {
      territory: a.territory,
    });
  if (force.staged) return refusal('just-arrived', 'R7.1', 'a force lands on a later turn than it arrived');
  if (!hasArmor(force))
    return refusal('landing-needs-armor', rev(state) ? 'R7.2' : 'O9.5', 'a landing needs armor');
  if (force.front.length === 0)
    return refusal('no-landing-front', 'R7.1', 'the landing force has no front row');
  return null;
}

/** Into empty or own land the force simply disembarks (R8.2); against an enemy it is a battle (R7.1). */
function doLand(state: FrontlineState, seat: Seat, a: LandAction, events: FrontlineEvent[]): void {
  const t = editTerritory(state, a.territory);
  const force = findLanding(state, a.territory, seat)!;
  if (t.holder === null || t.holder === seat) {
    // R6.15: contested land is entered as an invader, joining the lander's own invaders when it has some there.
    if (t.holder === null && t.invaders.length > 0) {
      enterContested(state, seat, null, a.territory, events);
      return;
    }
    t.coast = t.coast.filter((c) => c !== force);
    if (t.holder === null && force.front.concat(force.middle).includes('I'))
      state.turn.occupied.push(a.territory);
    t.holder = seat;
    t.home.middle.push(...force.front, ...force.middle);
    t.home.rear.push(...force.rear);
    events.push({ type: 'landed', seat, territory: a.territory });
    return;
  }
  const sides = landingSides(state, seat, a.territory)!;
  startBattle(state, 'landing', a.territory, sides.attacker, sides.defender, events);
}

/**
 * A landing of `seat`'s coast force on `territory`, held by another player: its front row (gunboats, O8.21)
 * against the holder's row facing the crossing it came over (R7.1); an invaded defender as in a head-on attack.
 * Null without such a force or holder.
 */
export function landingSides(
  board: Board,
  seat: Seat,
  territory: string,
): { mode: 'landing'; attacker: BattleSide; defender: BattleSide; defenderInvaded: boolean } | null {
  const t = board.territories[territory];
  const force = findLanding(board, territory, seat);
  if (!t || !force || t.holder === null || t.holder === seat) return null;
  const invaded = t.invaders.length > 0;
  const rights = battleRights('landing', board.options, invaded);
  return {
    mode: 'landing',
    attacker: { seat, front: { kind: 'coast', territory, owner: seat }, ...rights.attacker },
    defender: { seat: t.holder, front: { kind: 'front', territory, border: force.via }, ...rights.defender },
    defenderInvaded: invaded,
  };
}

function checkRepel(state: FrontlineState, seat: Seat, a: RepelAction): FrontlineRefusal | null {
  const t = state.territories[a.territory];
  if (!t || t.holder !== seat) return notYours('R7.3', a.territory);
  const force = a.target === seat ? undefined : findLanding(state, a.territory, a.target);
  if (!force)
    return refusal(
      'no-coast-force-of',
      'R7.3',
      `no force of seat ${a.target} waits on ${a.territory}'s coast`,
      {
        seat: a.target,
        territory: a.territory,
      },
    );
  if ((t.home.fronts[force.via]?.length ?? 0) === 0)
    return refusal('no-front', 'R7.3', `no front row faces the coast force at ${force.via}`, {
      territory: a.territory,
      border: force.via,
    });
  return null;
}

function doRepel(state: FrontlineState, seat: Seat, a: RepelAction, events: FrontlineEvent[]): void {
  const sides = repelSides(state, seat, a.territory, a.target)!;
  startBattle(state, 'repel', a.territory, sides.attacker, sides.defender, events);
}

/** The coast's holder against `target`'s force waiting there, from its row facing the crossing (R7.3). */
export function repelSides(
  board: Board,
  seat: Seat,
  territory: string,
  target: Seat,
): { mode: 'repel'; attacker: BattleSide; defender: BattleSide; defenderInvaded: boolean } | null {
  const t = board.territories[territory];
  const force = target === seat ? undefined : findLanding(board, territory, target);
  if (!t || !force || t.holder !== seat) return null;
  const rights = battleRights('repel', board.options, false);
  return {
    mode: 'repel',
    attacker: { seat, front: { kind: 'front', territory, border: force.via }, ...rights.attacker },
    defender: { seat: target, front: { kind: 'coast', territory, owner: target }, ...rights.defender },
    defenderInvaded: false,
  };
}

/**
 * A landing whose armor is all destroyed has failed (R7.5, O8.23; battle-rules.ts `afterExchange`): its survivors
 * go home or are sunk as battle-rules.ts `failedLandingReturns` says, and the battle ends.
 */
export function failLanding(state: FrontlineState, events: FrontlineEvent[]): void {
  const b = state.battle!;
  const t = editTerritory(state, b.territory);
  const force = findLanding(state, b.territory, b.attacker.seat);
  t.coast = t.coast.filter((c) => c !== force);
  const home = force ? state.territories[force.via] : undefined;
  const infantry = force ? [...force.front, ...force.middle].filter((d) => d === 'I') : [];
  const homeHeld = home?.holder === b.attacker.seat;
  if (force && home && failedLandingReturns(state.options.ruleset, infantry.length, homeHeld)) {
    const back = editTerritory(state, force.via).home;
    back.middle.push(...infantry);
    back.rear.push(...force.rear);
    events.push({
      type: 'landing-failed',
      seat: b.attacker.seat,
      territory: b.territory,
      returned: infantry.length + force.rear.length,
    });
  } else {
    events.push({ type: 'landing-sunk', seat: b.attacker.seat, territory: b.territory });
  }
  endBattle(state);
}

/** A coast force beaten where it waits loses everything, repairing armor included (R7.4). */
export function removeLanding(
  state: FrontlineState,
  territory: string,
  owner: Seat,
  events: FrontlineEvent[],
): void {
  const t = editTerritory(state, territory);
  t.coast = t.coast.filter((c) => c.owner !== owner);
  events.push({ type: 'coast-force-destroyed', territory, seat: owner });
}

/** The action-table entries of landings (action-table.ts). */
export const AMPHIBIOUS_ACTIONS: ActionRules<EmbarkAction | LandAction | RepelAction> = {
  embark: turnAction(
    z.strictObject({ type: z.literal('embark'), from: wire.id, to: wire.id, division: wire.division }),
    true,
    checkEmbark,
    doEmbark,
    embarkClosed,
  ),
  land: turnAction(
    z.strictObject({ type: z.literal('land'), territory: wire.id }),
    false,
    checkLand,
    doLand,
    attackClosed,
  ),
  repel: turnAction(
    z.strictObject({ type: z.literal('repel'), territory: wire.id, target: wire.seat }),
    false,
    checkRepel,
    doRepel,
    attackClosed,
  ),
};
