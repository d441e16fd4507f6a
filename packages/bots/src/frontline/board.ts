/**
 * What a Frontline bot reads off the board: fighting strength, pressure on a border, the worth of a territory.
 * Only public facts are used (the board, objectives, rewards), so every determinization of a view agrees.
 */
import type { Seat } from '@warboard/core';
import {
  type Division,
  type FrontlineState,
  type GameMap,
  heldBy,
  mapOf,
  objectiveById,
  occupies,
  type Territory,
} from '@warboard/frontline';

/** Rough fighting worth of a division: armor has two hit states and +1 on its die (R5.5), damaged armor one. */
export const POWER: Readonly<Record<Division, number>> = { I: 1, A: 2.6, D: 1.3 };

export const power = (row: readonly Division[]): number => {
  let n = 0;
  for (const d of row) n += POWER[d];
  return n;
};

/** Everything of the holder that can fight in a territory: its front rows and its middle row (R4.5). */
export function homePower(t: Territory): number {
  let n = power(t.home.middle);
  for (const k in t.home.fronts) n += power(t.home.fronts[k] ?? []);
  return n;
}

export const isEmpty = (t: Territory | undefined): boolean =>
  t !== undefined && t.holder === null && t.invaders.length === 0 && t.coast.length === 0;

/** Land held by another player, or nobody's land where other players' invaders stand (R6.15). */
export function isEnemy(state: FrontlineState, seat: Seat, id: string): boolean {
  const t = state.territories[id];
  if (!t) return false;
  if (t.holder !== null) return t.holder !== seat;
  return t.invaders.some((i) => i.owner !== seat);
}

/**
 * How hard other players can hit `id` next turn: what stands facing it and in the middle rows of its enemy
 * neighbours (the middle row joins an attack on any border, R6.2), plus foreign forces inside it or on its coast.
 */
export function pressureOn(state: FrontlineState, seat: Seat, id: string): number {
  const map = mapOf(state);
  const t = state.territories[id]!;
  let n = 0;
  for (const nb of map.neighbors[id] ?? []) {
    const other = state.territories[nb];
    if (!other || other.holder === null || other.holder === seat) continue;
    // Across the sea an enemy must land first (R7.1): it threatens, but later and weaker.
    const sea = map.sea[id]?.[nb] === true;
    const facing = power(other.home.fronts[id] ?? []) + power(other.home.middle);
    n += sea ? facing * 0.35 : facing;
  }
  for (const inv of t.invaders) if (inv.owner !== seat) n += power(inv.front) + power(inv.middle);
  for (const c of t.coast) if (c.owner !== seat) n += power(c.front) + power(c.middle);
  return n;
}

/** Territories `seat` holds (its home force stands there), in map order: the engine's own list. */
export const held = heldBy;

/** Divisions the own capital keeps even when no enemy is near: losing it stops a win (O2.1) and gives one away. */
const CAPITAL_GUARD = 3;

/** Divisions a territory keeps when nothing presses on it: one to hold it, the capital its guard. */
export const guardAt = (state: FrontlineState, seat: Seat, id: string): number =>
  state.players[seat]?.capital === id ? CAPITAL_GUARD : 1;

/**
 * Fighting power a territory keeps at home rather than send on: what the enemy's pressure on it calls for, and on
 * the capital at least its guard.
 */
export function keepAt(state: FrontlineState, seat: Seat, id: string): number {
  const threat = pressureOn(state, seat, id);
  return state.players[seat]?.capital === id ? Math.max(CAPITAL_GUARD, threat * 1.2) : threat * 0.8;
}

export const emptyNeighbours = (state: FrontlineState, id: string): string[] =>
  (mapOf(state).neighbors[id] ?? []).filter((nb) => isEmpty(state.territories[nb]));

/** Share of a continent's territories `seat` occupies. */
export function continentShare(state: FrontlineState, seat: Seat, map: GameMap, continent: string): number {
  const c = map.continents.find((x) => x.id === continent);
  if (!c) return 0;
  return c.territories.filter((t) => occupies(state, seat, t)).length / c.territories.length;
}

/**
 * What occupying `id` is worth to `seat`: one territory, more for a capital (draft +1 and the enemy-capital
 * objective, O6.2, FG4), a city (O11.2), a continent it nearly completes or breaks, and a conquest when
 * conquest objectives are still open (FG4).
 */
export function territoryWorth(state: FrontlineState, seat: Seat, id: string): number {
  const map = mapOf(state);
  const t = state.territories[id];
  let worth = 1;
  const capitalOf = state.players.findIndex((p) => p.capital === id);
  if (capitalOf === seat) worth += 6;
  else if (capitalOf >= 0) worth += 3;
  if (t?.city) worth += 1.5;
  const continent = map.continentOf[id];
  if (continent !== undefined) {
    const bonus = map.continents.find((c) => c.id === continent)?.bonus ?? 0;
    const share = continentShare(state, seat, map, continent);
    worth += bonus * share * share;
    const holder = t?.holder;
    if (holder !== null && holder !== undefined && holder !== seat) {
      if (continentShare(state, holder, map, continent) === 1) worth += bonus * 0.6; // breaking a continent
    }
  }
  const conquestsOpen = state.objectives.some(
    (o) => objectiveById(state.options, o)?.goal.kind === 'conquests',
  );
  if (conquestsOpen && t?.holder !== null && t?.holder !== seat) worth += 0.8;
  return worth;
}

/**
 * Distance (in borders, over the territories `held`) from each of them to the nearest one `isGoal` accepts; the
 * territories that cannot reach one are left out.
 */
export function distanceOverOwnLand(
  state: FrontlineState,
  held: readonly string[],
  isGoal: (id: string) => boolean,
): Map<string, number> {
  const map = mapOf(state);
  const dist = new Map<string, number>();
  const queue = held.filter(isGoal);
  for (const id of queue) dist.set(id, 0);
  const mine = new Set(held);
  for (let i = 0; i < queue.length; i++) {
    const id = queue[i]!;
    const d = dist.get(id)!;
    for (const nb of map.neighbors[id] ?? []) {
      if (!mine.has(nb) || dist.has(nb)) continue;
      dist.set(nb, d + 1);
      queue.push(nb);
    }
  }
  return dist;
}

/** Distance (in borders, over land `seat` holds) from each held territory to the nearest one facing trouble. */
export function frontierDistance(
  state: FrontlineState,
  seat: Seat,
  held: readonly string[],
): Map<string, number> {
  const map = mapOf(state);
  return distanceOverOwnLand(
    state,
    held,
    (id) =>
      (map.neighbors[id] ?? []).some((nb) => isEnemy(state, seat, nb) || isEmpty(state.territories[nb])) ||
      (state.territories[id]?.invaders.length ?? 0) > 0,
  );
}
