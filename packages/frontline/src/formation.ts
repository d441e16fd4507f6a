import type { Seat } from '@warboard/core';
import { z } from 'zod';
import { type ActionRules, turnAction, wire } from './action-rule.js';
import { editTerritory } from './copy-on-write.js';
import type { FrontlineEvent, PostedEvent, UnpostedEvent } from './events.js';
import { formationOpen, maneuverOpen } from './phases.js';
import { type FrontlineRefusal, refusal, unknownTerritory } from './refusals.js';
import {
  type Division,
  type FrontlineState,
  facesEnemy,
  type Home,
  mapOf,
  maxFront,
  type Territory,
} from './state.js';

/** Borders of `id` that face an enemy-held territory (FG13): the borders that need a front row. */
const enemyBorders = (state: FrontlineState, seat: Seat, id: string): string[] =>
  (mapOf(state).neighbors[id] ?? []).filter((n) => facesEnemy(state, seat, n, id));

export interface PostAction {
  type: 'post';
  territory: string;
  border: string;
  division: Division;
  slot: number; // position in the row, 0 = leftmost; later divisions shift right
}
export interface UnpostAction {
  type: 'unpost';
  territory: string;
  border: string;
  slot: number;
}

function ownTerritory(state: FrontlineState, seat: Seat, id: string): Territory | FrontlineRefusal {
  const t = state.territories[id];
  if (!t) return unknownTerritory(id);
  if (t.holder !== seat) return refusal('not-yours', 'R4.1', `${id} is not held by you`, { territory: id });
  return t;
}

/** Posts are made in the owner's draft and maneuver phases (R4.1, R6.3, O6.7). */
const postClosed = (state: FrontlineState): FrontlineRefusal | null =>
  formationOpen(state) ? null : formationClosed();

/** R4.1–R4.3, R6.1–R6.3 (O6.7, O7.1–O7.3 original): put a middle-row division into a front row. */
function checkPost(state: FrontlineState, seat: Seat, a: PostAction): FrontlineRefusal | null {
  const t = ownTerritory(state, seat, a.territory);
  if ('code' in t) return t;
  if (
    !facesEnemy(state, seat, a.border, a.territory) ||
    !mapOf(state).neighbors[a.territory]?.includes(a.border)
  ) {
    return refusal('no-front', 'FG13', `${a.territory} has no front facing an enemy at "${a.border}"`, {
      territory: a.territory,
      border: a.border,
    });
  }
  if (!t.home.middle.includes(a.division)) return noDivision('R4.2', a.division, a.territory);
  const front = t.home.fronts[a.border] ?? [];
  const max = maxFront(state);
  if (front.length >= max) {
    return refusal(
      'front-full',
      state.options.ruleset === 'revised' ? 'R4.3' : 'O7.2',
      `a front row holds at most ${max}`,
    );
  }
  if (!Number.isInteger(a.slot) || a.slot < 0 || a.slot > front.length) {
    return refusal('bad-slot', 'R5.4', `slot must be 0..${front.length}`);
  }
  return null;
}

function doPost(state: FrontlineState, seat: Seat, a: PostAction, events: FrontlineEvent[]): void {
  const home = editTerritory(state, a.territory).home;
  home.middle.splice(home.middle.indexOf(a.division), 1);
  const front = home.fronts[a.border] ?? [];
  front.splice(a.slot, 0, a.division);
  home.fronts[a.border] = front;
  const { territory, border, division, slot } = a;
  const posted: PostedEvent = { type: 'posted', seat, territory, border, division, slot };
  events.push(posted);
}

/** Front-row divisions go back in the owner's draft and maneuver phases — in the original, the maneuver only. */
function unpostClosed(state: FrontlineState, seat: Seat): FrontlineRefusal | null {
  if (!formationOpen(state)) return formationClosed();
  // O7.3 「除非在調動軍隊環節」: back from the front only in the maneuver — which "maneuver first" opens in the draft (O10.3).
  if (state.options.ruleset === 'original' && !maneuverOpen(state, seat)) {
    return refusal('hold-the-line', 'O7.3', 'troops on a front line go back only in the maneuver phase');
  }
  return null;
}

/** R6.3, O7.3: a front-row division goes back to the middle row; a front facing an enemy keeps at least 1 (R4.3). */
function checkUnpost(state: FrontlineState, seat: Seat, a: UnpostAction): FrontlineRefusal | null {
  const t = ownTerritory(state, seat, a.territory);
  if ('code' in t) return t;
  const front = t.home.fronts[a.border];
  if (!front || !Number.isInteger(a.slot) || a.slot < 0 || a.slot >= front.length) {
    return noFrontDivision('R4.2', a, `no front-row division at ${a.territory}/${a.border}/${a.slot}`);
  }
  if (front.length === 1 && facesEnemy(state, seat, a.border, a.territory)) {
    return refusal(
      'front-empty',
      state.options.ruleset === 'revised' ? 'R4.3' : 'O7.2',
      'a front row facing an enemy keeps at least 1 division',
    );
  }
  return null;
}

function doUnpost(state: FrontlineState, seat: Seat, a: UnpostAction, events: FrontlineEvent[]): void {
  const home = editTerritory(state, a.territory).home;
  const front = home.fronts[a.border]!;
  const [d] = front.splice(a.slot, 1);
  if (d) {
    home.middle.push(d);
    const { territory, border, slot } = a;
    const unposted: UnpostedEvent = { type: 'unposted', seat, territory, border, division: d, slot };
    events.push(unposted);
  }
  if (front.length === 0) delete home.fronts[a.border];
}

/**
 * The formation duty of R6.1 (O7.2), applied whenever the owner's draft or maneuver ends and as its standing
 * order: front rows on borders that no longer face an enemy return to the middle row (FG13); every border
 * facing an enemy gets a division — from the middle row, infantry first, else from a front row of 2 or more —
 * while any division is left. A territory with 1 division defends one border (R6.1).
 */
/**
 * Where one division of a home force stands, for the actions that name one (disarm O5.3/R2.2, withdrawing to
 * repair R5.8/O7.3): a slot of the front row on `border`, or — without a border — the middle row.
 */
export interface HomePlace {
  territory: string;
  border?: string;
  slot?: number;
}

/** The row and index of a division matching `wanted` at `place`, or why there is none (`rule` names the action). */
export function findHomeDivision(
  home: Home,
  place: HomePlace,
  wanted: (d: Division) => boolean,
  rule: string,
): { row: Division[]; index: number; border?: string } | FrontlineRefusal {
  if (place.border === undefined) {
    if (place.slot !== undefined) return refusal('bad-slot', 'R5.4', 'a slot names a place in a front row');
    const index = home.middle.findIndex(wanted);
    return index >= 0
      ? { row: home.middle, index }
      : refusal('no-division-here', rule, `no such division in the middle row of ${place.territory}`, {
          territory: place.territory,
        });
  }
  const { border } = place;
  const row = Object.hasOwn(home.fronts, place.border) ? home.fronts[place.border] : undefined;
  if (
    place.slot === undefined ||
    !row ||
    !Number.isInteger(place.slot) ||
    place.slot < 0 ||
    place.slot >= row.length
  )
    return noFrontDivision(
      rule,
      { territory: place.territory, border },
      `no front-row division at ${place.territory}/${border}/${place.slot}`,
    );
  const d = row[place.slot] as Division;
  return wanted(d)
    ? { row, index: place.slot, border }
    : noFrontDivision(
        rule,
        { territory: place.territory, border },
        `the division at ${place.territory}/${border}/${place.slot} is ${d}`,
      );
}

/** R6.3: formation changes only in the draft and maneuver phases. */
const formationClosed = (): FrontlineRefusal =>
  refusal('formation-phase', 'R6.3', 'formation changes only in draft or maneuver');

/** No division of kind `division` waits in the middle row of `territory` (R4.2, R6.3, R4.5). */
export const noDivision = (rule: string, division: Division, territory: string): FrontlineRefusal =>
  refusal('no-division', rule, `no ${division} division in the middle row of ${territory}`, {
    division,
    territory,
  });

/** No division of the kind the action needs at the named place of a front row. */
const noFrontDivision = (
  rule: string,
  at: { territory: string; border: string },
  message: string,
): FrontlineRefusal =>
  refusal('no-front-division', rule, message, { territory: at.territory, border: at.border });

function normalizeFormation(state: FrontlineState, seat: Seat, id: string): void {
  const t = state.territories[id];
  if (!t || t.holder !== seat || !formationDue(state, seat, id, t.home)) return;
  const home = editTerritory(state, id).home;
  for (const border of Object.keys(home.fronts)) {
    if (!facesEnemy(state, seat, border, id)) {
      home.middle.push(...(home.fronts[border] ?? []));
      delete home.fronts[border];
    }
  }
  for (const border of enemyBorders(state, seat, id)) {
    if ((home.fronts[border]?.length ?? 0) > 0) continue;
    const d = takeForDuty(home.middle, home.fronts);
    if (d === undefined) break;
    home.fronts[border] = [d];
  }
}

/**
 * Would the formation duty change anything in `id`: a front row on a border no longer facing an enemy, or an
 * enemy border without one while a division could be taken for it? Asked first, so that the duty, which runs over
 * every territory of the player, copies only the territories it changes (copy-on-write.ts).
 */
function formationDue(state: FrontlineState, seat: Seat, id: string, home: Home): boolean {
  for (const border in home.fronts) if (!facesEnemy(state, seat, border, id)) return true;
  const spare = home.middle.length > 0 || Object.values(home.fronts).some((row) => row.length >= 2);
  return spare && enemyBorders(state, seat, id).some((border) => (home.fronts[border]?.length ?? 0) === 0);
}

function takeForDuty(middle: Division[], fronts: Record<string, Division[]>): Division | undefined {
  for (const kind of ['I', 'A', 'D'] as const) {
    const i = middle.indexOf(kind);
    if (i >= 0) return middle.splice(i, 1)[0];
  }
  const spare = Object.values(fronts)
    .filter((row) => row.length >= 2)
    .sort((a, b) => b.length - a.length)[0];
  return spare?.pop();
}

export function normalizeAll(state: FrontlineState, seat: Seat): void {
  for (const id of mapOf(state).territoryIds) normalizeFormation(state, seat, id);
}

/** The action-table entries of the formation (action-table.ts). */
export const FORMATION_ACTIONS: ActionRules<PostAction | UnpostAction> = {
  post: turnAction(
    z.strictObject({
      type: z.literal('post'),
      territory: wire.id,
      border: wire.id,
      division: wire.division,
      slot: wire.slot,
    }),
    true,
    checkPost,
    doPost,
    postClosed,
  ),
  unpost: turnAction(
    z.strictObject({ type: z.literal('unpost'), territory: wire.id, border: wire.id, slot: wire.slot }),
    true,
    checkUnpost,
    doUnpost,
    unpostClosed,
  ),
};
