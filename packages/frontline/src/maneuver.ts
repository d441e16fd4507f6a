import type { Seat } from '@warboard/core';
import { z } from 'zod';
import { type ActionRules, turnAction, wire } from './action-rule.js';
import { editTerritory } from './copy-on-write.js';
import type { ConvertedEvent, FrontlineEvent, MovedEvent } from './events.js';
import { findHomeDivision, type HomePlace, noDivision } from './formation.js';
import { occupyIfAlone } from './invasion.js';
import { areAdjacent, isSeaCrossing } from './map/index.js';
import { hasReward, maneuverOpen } from './phases.js';
import {
  cutOffFrom,
  type FrontlineRefusal,
  mustOccupy,
  notAdjacent,
  notYours,
  refusal,
  unknownTerritory,
} from './refusals.js';
import {
  armorOnBoard,
  countKind,
  cutOff,
  type Division,
  type FrontlineState,
  homeCount,
  homeCountOf,
  mapOf,
  maxFront,
} from './state.js';

export interface MoveAction {
  type: 'move';
  from: string;
  to: string;
  division: Division;
}
export interface MergeAction {
  type: 'merge';
  territory: string;
}
/** One armor disarms: in the middle row, or — with `border` and `slot` — in a front row (O5.3, R2.2: 「任何地方」). */
export interface DisarmAction extends HomePlace {
  type: 'disarm';
}
export type ConvertAction = MergeAction | DisarmAction;

/**
 * R8.1–R8.3, O9.1–O9.3: one middle-row division moves to a neighbouring territory — freely into your own
 * (step by step, so within connected territory), or as an expedition into empty land, which only infantry
 * may open (the territory must be left occupied, R8.1), across the sea too (R8.2, FG2). The phase is the move's
 * `closed` (follow.ts), which the gate asks first.
 */
export function checkMove(state: FrontlineState, seat: Seat, a: MoveAction): FrontlineRefusal | null {
  const from = state.territories[a.from];
  const to = state.territories[a.to];
  if (!from || !to) return unknownTerritory(from ? a.to : a.from);
  if (from.holder !== seat) return notYours('R8.3', a.from);
  if (!areAdjacent(mapOf(state), a.from, a.to)) return notAdjacent('R8.3', a.from, a.to);
  if (!from.home.middle.includes(a.division)) return noDivision('R6.3', a.division, a.from);
  const leavingLastInfantry = a.division === 'I' && homeCountOf(from.home, 'I') === 1;
  if (leavingLastInfantry && state.turn.occupied.includes(a.from)) return mustOccupy(a.from);
  if (to.holder === seat) return cutOff(state, to) ? cutOffFrom(a.to) : null;
  if (reinforcesInvader(state, seat, a)) return null;
  if (to.holder === null && to.invaders.length === 0) {
    if (a.division !== 'I')
      return refusal(
        'expedition-needs-infantry',
        'R8.1',
        'empty land is entered by infantry, which stays to occupy it',
      );
    return null;
  }
  if (isSeaCrossing(mapOf(state), a.from, a.to)) {
    return refusal('needs-landing', 'R7.1', 'an enemy across the sea is attacked by an amphibious assault');
  }
  return refusal('enemy-territory', 'R8.1', `${a.to} is held by another player: attack it`, {
    territory: a.to,
  });
}

/** O3.1: troops move in the maneuver phase (or the draft, with "maneuver first", O10.3). */
export const troopsMoveInManeuver = (): FrontlineRefusal =>
  refusal('maneuver-phase', 'O3.1', 'troops move in the maneuver phase');

/**
 * O8.15 「增兵」: while a territory stays invaded, the invader's owner may reinforce it. The text names no border
 * to come over, so any neighbouring territory of the owner's may send — not only the one it came from (Warboard
 * decision, FG16); the divisions join its middle row. (`checkMove` has already made sure `from` is held.)
 */
const reinforcesInvader = (state: FrontlineState, seat: Seat, a: MoveAction): boolean =>
  state.territories[a.to]?.holder !== seat &&
  (state.territories[a.to]?.invaders.some((i) => i.owner === seat) ?? false);

export function doMove(state: FrontlineState, seat: Seat, a: MoveAction, events: FrontlineEvent[]): void {
  const from = editTerritory(state, a.from);
  const to = editTerritory(state, a.to);
  const kind: MovedEvent['kind'] = reinforcesInvader(state, seat, a)
    ? 'reinforce'
    : to.holder === null
      ? 'expedition'
      : 'own';
  from.home.middle.splice(from.home.middle.indexOf(a.division), 1);
  const abandoned = homeCount(from.home) === 0;
  if (abandoned) {
    from.holder = null; // abandoned: the territory is empty again
    from.home = { fronts: {}, middle: [], rear: [] };
  }
  if (kind === 'reinforce') to.invaders.find((i) => i.owner === seat)!.middle.push(a.division);
  else {
    if (kind === 'expedition') {
      to.holder = seat;
      if (!state.turn.occupied.includes(a.to)) state.turn.occupied.push(a.to);
    }
    to.home.middle.push(a.division);
  }
  const moved: MovedEvent = {
    type: 'moved',
    seat,
    from: a.from,
    to: a.to,
    division: a.division,
    kind,
    abandoned,
  };
  events.push(moved);
}

/**
 * Merge (R2.1 in the maneuver phase; O5.1 in the draft phase, or the maneuver phase with "extra maneuver",
 * O10.5) and disarm (R2.2; O5.3) happen in the same phases; "maneuver first" opens the maneuver's in the draft
 * (O10.3).
 */
function convertPhaseOpen(state: FrontlineState, seat: Seat): boolean {
  if (state.options.ruleset === 'revised') return maneuverOpen(state, seat);
  return (
    state.battle === null &&
    (state.turn.phase === 'draft' ||
      (state.turn.phase === 'maneuver' && hasReward(state, seat, 'extra-maneuver')))
  );
}

const CONVERT_RULES = {
  revised: { merge: 'R2.1', disarm: 'R2.2' },
  original: { merge: 'O5.1', disarm: 'O5.3' },
} as const;
const convertRule = (state: FrontlineState, type: ConvertAction['type']): string =>
  CONVERT_RULES[state.options.ruleset][type];

/** Merge and disarm are closed outside the phases `convertPhaseOpen` names, whatever the territory. */
const convertClosed =
  (type: ConvertAction['type']) =>
  (state: FrontlineState, seat: Seat): FrontlineRefusal | null =>
    convertPhaseOpen(state, seat)
      ? null
      : refusal('convert-phase', convertRule(state, type), `${type} is not possible in this phase`);

/**
 * Merge: 3 middle-row infantry in a city or capital become 1 armor, while a piece is in reserve (O5.4, R2.1).
 * Disarm: 1 whole armor becomes 3 infantry 「在任何地方」 — anywhere (O5.3, R2.2): in any territory of yours, in
 * its middle row or on a front line (damaged armor is mended by repair, not by disarming: Warboard decision).
 */
function checkConvert(state: FrontlineState, seat: Seat, a: ConvertAction): FrontlineRefusal | null {
  const revised = state.options.ruleset === 'revised';
  const rule = convertRule(state, a.type);
  const t = state.territories[a.territory];
  if (!t) return unknownTerritory(a.territory);
  if (t.holder !== seat) return notYours(rule, a.territory);
  if (a.type === 'disarm') {
    const found = findHomeDivision(t.home, a, (d) => d === 'A', rule);
    return 'code' in found ? found : null;
  }
  if (!t.city && state.players[seat]!.capital !== a.territory) {
    return refusal('armor-needs-city', rule, 'infantry merge into armor only in a city or capital');
  }
  if (countKind(t.home.middle, 'I') < 3)
    return refusal('merge-needs-infantry', rule, 'merging needs 3 middle-row infantry', {
      territory: a.territory,
    });
  if (armorOnBoard(state, seat) >= state.options.armorPieces) {
    return refusal('armor-shortage', revised ? 'R2.1' : 'O5.4', 'no armored-division piece left in reserve');
  }
  return null;
}

function doConvert(state: FrontlineState, seat: Seat, a: ConvertAction, events: FrontlineEvent[]): void {
  const home = editTerritory(state, a.territory).home;
  if (a.type === 'disarm') {
    const found = findHomeDivision(home, a, (d) => d === 'A', 'O5.3');
    if ('code' in found) return; // checked before
    // On a front line the three infantry take the armor's place as far as the row has room (R4.3, O7.2); the
    // others wait in the middle row (Warboard decision). In the middle row they join its end.
    const room = found.border === undefined ? 0 : Math.min(3, maxFront(state) - found.row.length + 1);
    found.row.splice(found.index, 1, ...Array<Division>(room).fill('I'));
    home.middle.push(...Array<Division>(3 - room).fill('I'));
  } else {
    const middle = home.middle;
    for (let i = 0; i < 3; i++) middle.splice(middle.indexOf('I'), 1);
    middle.push('A');
  }
  const converted: ConvertedEvent = {
    type: a.type === 'disarm' ? 'disarmed' : 'merged',
    seat,
    territory: a.territory,
    ...(a.type === 'disarm' && a.border !== undefined ? { border: a.border } : {}),
  };
  events.push(converted);
}

/** R6.14: invaders withdraw in the maneuver (or the draft, with "maneuver first", O10.3). */
const pullBackClosed = (state: FrontlineState, seat: Seat): FrontlineRefusal | null =>
  maneuverOpen(state, seat)
    ? null
    : refusal('maneuver-phase', 'R6.14', 'invaders withdraw in the maneuver phase');

/**
 * R6.14: an invader may withdraw back across the border it came over, into its own territory (the maneuver
 * phase, like any move of troops, or the draft with "maneuver first", O10.3). A lone invader left behind then
 * holds the territory.
 *
 * Source silent, Warboard decision: an attack may take every division of its territory with it (R6.1 posts even a
 * lone division on a border, and R4.5 sends the middle row in after a success), leaving that territory empty. Its
 * invader is not stranded: it may pull back into the emptied territory, which it takes again as an expedition
 * into empty land would (R8.1) — nobody else holds or invades it. Once another player has moved in, it cannot.
 */
function checkPullBack(state: FrontlineState, seat: Seat, territory: string): FrontlineRefusal | null {
  const inv = state.territories[territory]?.invaders.find((i) => i.owner === seat);
  if (!inv) return refusal('not-invaded', 'R6.14', `you have no invaders in ${territory}`, { territory });
  const via = state.territories[inv.via];
  const emptied = via?.holder === null && via.invaders.length === 0;
  if (via?.holder !== seat && !emptied)
    return refusal('not-yours', 'R6.14', `${inv.via} is no longer yours to withdraw to`, {
      territory: inv.via,
    });
  return null;
}

function doPullBack(state: FrontlineState, seat: Seat, territory: string, events: FrontlineEvent[]): void {
  const t = editTerritory(state, territory);
  const inv = t.invaders.find((i) => i.owner === seat)!;
  const via = editTerritory(state, inv.via);
  if (via.holder === null) {
    via.holder = seat; // its own emptied territory, taken back as an expedition would (R8.1)
    if ([...inv.front, ...inv.middle].includes('I') && !state.turn.occupied.includes(inv.via))
      state.turn.occupied.push(inv.via);
  }
  const home = via.home;
  home.middle.push(...inv.front, ...inv.middle);
  home.rear.push(...inv.rear);
  t.invaders = t.invaders.filter((i) => i !== inv);
  events.push({ type: 'pulled-back', seat, territory, destination: inv.via });
  occupyIfAlone(state, territory, events);
}

/** R6.14: an invader withdraws back across the border it came over into `territory`, its own. */
export interface PullBackAction {
  type: 'pull-back';
  territory: string;
}

/** The action-table entries of the maneuvers but the move (follow.ts has it; action-table.ts assembles them). */
export const MANEUVER_ACTIONS: ActionRules<ConvertAction | PullBackAction> = {
  merge: turnAction(
    z.strictObject({ type: z.literal('merge'), territory: wire.id }),
    true,
    checkConvert,
    doConvert,
    convertClosed('merge'),
  ),
  disarm: turnAction(
    // O5.3, R2.2: the middle row's armor, or with border and slot a front row's (checked together by the rules).
    z.strictObject({
      type: z.literal('disarm'),
      territory: wire.id,
      border: wire.id.optional(),
      slot: wire.slot.optional(),
    }),
    true,
    checkConvert,
    doConvert,
    convertClosed('disarm'),
  ),
  'pull-back': turnAction(
    z.strictObject({ type: z.literal('pull-back'), territory: wire.id }),
    true,
    (state, s, a) => checkPullBack(state, s, a.territory),
    (state, s, a, events) => doPullBack(state, s, a.territory, events),
    pullBackClosed,
  ),
};
