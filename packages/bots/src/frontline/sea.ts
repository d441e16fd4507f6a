/**
 * Frontline bots at sea (R7, O9.4–O9.6): a player whose way on lies across the sea gets armor (R7.2), takes spare
 * divisions onto an enemy coast it could win, and adds to the force while it waits to land (R7.1).
 */
import type { Seat } from '@warboard/core';
import {
  type Division,
  type FrontlineAction,
  type FrontlineState,
  frontMax,
  homeDivisions,
  mapOf,
} from '@warboard/frontline';
import { held, homePower, isEmpty, isEnemy, keepAt, POWER } from './board.js';
import { ask, plannedLanding } from './engagements.js';

/**
 * No land border of `seat` meets an enemy or empty land: the only way on is across the sea, which needs armor
 * (R7.2) — drafted on a capital or city (R3.2) or merged from infantry there (revised, R2.1).
 */
function seaLocked(state: FrontlineState, seat: Seat): boolean {
  const map = mapOf(state);
  let coast = false;
  for (const id of held(state, seat)) {
    for (const nb of map.neighbors[id] ?? []) {
      const sea = map.sea[id]?.[nb] === true;
      if (!sea && (isEnemy(state, seat, nb) || isEmpty(state.territories[nb]))) return false;
      if (sea && isEnemy(state, seat, nb)) coast = true;
    }
  }
  return coast;
}

/** Armor `seat` has at home, anywhere. */
const armorAtHome = (state: FrontlineState, seat: Seat): number =>
  held(state, seat).reduce(
    (n, id) => n + homeDivisions(state.territories[id]!.home).filter((d) => d === 'A').length,
    0,
  );

/** Armor a sea-locked player keeps ready for landings. */
const SEA_ARMOR = 4;

/** A sea-locked player short of armor for a landing (R7.2). */
const needsSeaArmor = (state: FrontlineState, seat: Seat): boolean =>
  seaLocked(state, seat) && armorAtHome(state, seat) < SEA_ARMOR;

/** Draft armor (3 units) on a capital or city among `occupied` (R3.2), when the way on is across the sea. */
export function* seaArmorDrafts(
  state: FrontlineState,
  seat: Seat,
  occupied: readonly string[],
): Generator<FrontlineAction> {
  if (!needsSeaArmor(state, seat)) return;
  const capital = state.players[seat]?.capital;
  for (const territory of occupied)
    if (territory === capital || state.territories[territory]!.city)
      yield { type: 'draft', division: 'A', territory };
}

/** Merge 3 infantry into armor (revised, R2.1) where more than 3 stand, when the way on is across the sea. */
export function* seaArmorMerges(state: FrontlineState, seat: Seat): Generator<FrontlineAction> {
  if (!needsSeaArmor(state, seat)) return;
  for (const id of held(state, seat))
    if (state.territories[id]!.home.middle.filter((d) => d === 'I').length > 3)
      yield { type: 'merge', territory: id };
}

/** A landing is prepared only when the force could win it against the coast's defenders as they stand now. */
const LANDING_ODDS = 0.7;

/**
 * Divisions of `from`'s middle row that may go to sea, armor first: what the enemy's pressure on `from` (and the
 * capital's guard) does not call for, keeping an infantry division to hold the land.
 */
function spareForSea(state: FrontlineState, seat: Seat, from: string): Division[] {
  const t = state.territories[from]!;
  let budget = homePower(t) - keepAt(state, seat, from);
  const infantryLeft = Object.values(t.home.fronts).some((r) => r.includes('I')) ? 0 : 1;
  const out: Division[] = [];
  const middle = [...t.home.middle]
    .filter((d) => d !== 'D')
    .sort((a, b) => (a === 'A' ? -1 : 0) - (b === 'A' ? -1 : 0));
  let infantry = middle.filter((d) => d === 'I').length;
  for (const d of middle) {
    if (budget - POWER[d] < 0) break;
    if (d === 'I') {
      if (infantry <= infantryLeft) continue;
      infantry--;
    }
    budget -= POWER[d];
    out.push(d);
  }
  return out;
}

/**
 * Amphibious assaults (R7.1–R7.2, O9.4–O9.5): spare armor, then infantry, goes onto the coast of an enemy across
 * the sea when the force could win the landing, and more follows while the force waits (its first turn).
 */
export function* landings(state: FrontlineState, seat: Seat): Generator<FrontlineAction> {
  const map = mapOf(state);
  const max = frontMax(state.options.ruleset);
  for (const from of held(state, seat)) {
    let spare: Division[] | undefined; // worked out once, for the first enemy coast across the sea
    for (const to of map.neighbors[from] ?? []) {
      if (map.sea[from]?.[to] !== true) continue;
      const target = state.territories[to]!;
      if (target.holder === null || target.holder === seat) continue;
      const mine = target.coast.find((c) => c.owner === seat);
      if (mine && (mine.via !== from || !mine.staged)) continue; // one force a coast; an older one lands first
      spare ??= spareForSea(state, seat, from);
      if (spare.length === 0) break;
      const aboard = mine ? [...mine.front, ...mine.middle] : [];
      const planned = plannedLanding(state, seat, to, from, [...aboard, ...spare]);
      const o = planned && ask(state, planned);
      if (!o || o.attackerWins < LANDING_ODDS) continue;
      if (!mine && spare[0] !== 'A') continue; // the first aboard is armor (R7.2)
      // Enough to win with a margin: stop adding once the force aboard would win most landings.
      const now = mine && plannedLanding(state, seat, to, from, aboard);
      const already = now ? ask(state, now) : null;
      if (already && already.attackerWins >= 0.9 && aboard.length >= max) continue;
      yield { type: 'embark', from, to, division: spare[0]! };
    }
  }
}
