import type { Seat } from '@warboard/core';
import { z } from 'zod';
import { type ActionRules, turnAction, wire } from './action-rule.js';
import { editTerritory } from './copy-on-write.js';
import type { FrontlineEvent, MovedEvent } from './events.js';
import { noDivision } from './formation.js';
import { fillInvader } from './invasion.js';
import type { MoveAction } from './maneuver.js';
import { checkMove, doMove, troopsMoveInManeuver } from './maneuver.js';
import { maneuverOpen } from './phases.js';
import { type FrontlineRefusal, mustOccupy, notYours, refusal, unknownTerritory } from './refusals.js';
import { findInvader } from './rows.js';
import { emptyHome, type FrontlineState, homeCount, homeCountOf } from './state.js';

/**
 * R4.5: the middle row is 「在「進攻」成功時作為「入侵」或「佔領」的軍隊」 — the force that invades or occupies when
 * an attack succeeds. So once an attack of this turn has crossed from `from` into `to` (state.turn.crossed), the
 * middle row of `from` may follow its front row in, division by division, for the rest of the attack phase: into
 * the invader's rows, or into the territory itself once the invasion has cleared it.
 *
 * Warboard decision: the attacker chooses which of its middle-row divisions follow, one `move` at a time. The text
 * names the middle row as the invading force but not how much of it goes; R6.2 makes the same middle row the
 * reserve of every other border of `from`, and moving it all would strip them. A player may still send all of it,
 * the literal reading.
 */
function checkFollow(state: FrontlineState, seat: Seat, a: MoveAction): FrontlineRefusal | null {
  if (!follows(state, a.from, a.to))
    return refusal('not-followed', 'R4.5', `no attack of this turn crossed from ${a.from} into ${a.to}`, {
      from: a.from,
      to: a.to,
    });
  const from = state.territories[a.from];
  const to = state.territories[a.to];
  if (!from || !to) return unknownTerritory(from ? a.to : a.from);
  if (from.holder !== seat) return notYours('R4.5', a.from);
  if (!from.home.middle.includes(a.division)) return noDivision('R4.5', a.division, a.from);
  if (to.holder !== seat && !findInvader(state, a.to, seat))
    return refusal('not-invaded', 'R4.5', `your invasion of ${a.to} is gone`, { territory: a.to });
  const lastInfantry = a.division === 'I' && homeCountOf(from.home, 'I') === 1;
  if (lastInfantry && state.turn.occupied.includes(a.from)) return mustOccupy(a.from);
  return null;
}

/** Has an attack of this turn crossed from `from` into `to`, so that its middle row may follow (R4.5)? */
export const follows = (state: FrontlineState, from: string, to: string): boolean =>
  state.turn.crossed?.some((c) => c.from === from && c.to === to) ?? false;

/**
 * Troops move in the maneuver (O3.1; the draft too with "maneuver first", O10.3) — and in the attack phase, between
 * battles, where they follow an attack (R4.5).
 */
function moveClosed(state: FrontlineState, seat: Seat): FrontlineRefusal | null {
  const open = state.turn.phase === 'attack' ? state.battle === null : maneuverOpen(state, seat);
  return open ? null : troopsMoveInManeuver();
}

function doFollow(state: FrontlineState, seat: Seat, a: MoveAction, events: FrontlineEvent[]): void {
  const from = editTerritory(state, a.from);
  const to = editTerritory(state, a.to);
  from.home.middle.splice(from.home.middle.indexOf(a.division), 1);
  // Source silent: a territory left with nothing is empty again; its invader may pull back into it (maneuver.ts).
  const abandoned = homeCount(from.home) === 0;
  if (abandoned) {
    from.holder = null;
    from.home = emptyHome();
  }
  const inv = findInvader(state, a.to, seat);
  if (inv) fillInvader(state, inv, [a.division]);
  else to.home.middle.push(a.division);
  const moved: MovedEvent = {
    type: 'moved',
    seat,
    from: a.from,
    to: a.to,
    division: a.division,
    kind: 'follow',
    abandoned,
  };
  events.push(moved);
}

/** The action-table entry of a move: a maneuver, or in the attack phase a follow (action-table.ts). */
export const MOVE_ACTIONS: ActionRules<MoveAction> = {
  move: turnAction(
    z.strictObject({ type: z.literal('move'), from: wire.id, to: wire.id, division: wire.division }),
    true,
    // In the attack phase a move follows an attack across the border it crossed (R4.5).
    (state, s, a) => (state.turn.phase === 'attack' ? checkFollow(state, s, a) : checkMove(state, s, a)),
    (state, s, a, events) =>
      state.turn.phase === 'attack' ? doFollow(state, s, a, events) : doMove(state, s, a, events),
    moveClosed,
  ),
};
