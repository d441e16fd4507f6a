import type { Seat } from '@warboard/core';
import {
  cloneBattle,
  cloneOffer,
  clonePlayer,
  cloneTerritory,
  cloneTurn,
  type FrontlineState,
  type Player,
  type Territory,
} from './state.js';

/**
 * Copy-on-write for territories and players (as Four Horsemen does for its cards). `apply` takes a `writableCopy`
 * of the state: the small parts (turn, battle, offer, decks, PRNG) are copied whole, while the territories and the
 * players stay shared with the previous state until a rule writes one of them. A rule takes a territory or a
 * player for writing with `editTerritory` / `editPlayer`, which copies just that one the first time; an action so
 * costs a few territory copies instead of the whole board. Everything reached through a shared territory or
 * player (its rows, forces, hand …) is the previous state's: a rule asks for the copy before it reaches in, and
 * never writes through an object it fetched before asking. A state not registered here (built by setup, parsed,
 * or copied deeply) owns all its territories and players.
 */
interface Owned {
  readonly territories: Set<string>;
  readonly players: Set<Seat>;
  /** Every territory of this state is known tidy (invasion.ts `tidy`): set as a tidy ends, cleared by any write after. */
  tidy: boolean;
  /** Was every territory of the state copied from known tidy? Then those still shared with it need no tidying. */
  readonly fromTidy: boolean;
}

/**
 * Where a state keeps its record: a symbol-keyed, non-enumerable field of the state object itself, which JSON,
 * structured clones, spreads and `Object.keys` all leave out — so a copy made any other way is not registered. Not a
 * WeakMap: an entry per state cost more than the rest of the copy (the collector's work on weak entries), and
 * search bots make a state for every action of every playout.
 */
const OWNED = Symbol('owned');

const owned = (s: FrontlineState): Owned | undefined => (s as { [OWNED]?: Owned })[OWNED];

/** A copy of `s` whose territories and players are shared with `s` until written (see above). */
export function writableCopy(s: FrontlineState): FrontlineState {
  const next: FrontlineState = {
    v: 1,
    options: s.options,
    rng: { s: [s.rng.s[0], s.rng.s[1], s.rng.s[2], s.rng.s[3]] },
    order: s.order.slice(),
    players: s.players.slice(),
    territories: { ...s.territories },
    deck: s.deck.slice(),
    discard: s.discard.slice(),
    objectives: s.objectives.slice(),
    rewardDeck: s.rewardDeck.slice(),
    turn: cloneTurn(s.turn),
    battle: cloneBattle(s.battle),
    offer: cloneOffer(s.offer),
    battles: s.battles,
    outcome: s.outcome && { winners: s.outcome.winners.slice(), reason: s.outcome.reason },
  };
  const record: Owned = {
    territories: new Set(),
    players: new Set(),
    tidy: false,
    fromTidy: owned(s)?.tidy === true,
  };
  Object.defineProperty(next, OWNED, { value: record }); // not enumerable, not writable (see OWNED)
  return next;
}

/** Territory `id` of `s`, its own to write. */
export function editTerritory(s: FrontlineState, id: string): Territory {
  const t = s.territories[id];
  if (!t) throw new Error(`unknown territory ${id}`); // callers validate ids first: a programmer error
  const mine = owned(s);
  if (!mine) return t;
  mine.tidy = false;
  if (mine.territories.has(id)) return t;
  const copy = cloneTerritory(t);
  s.territories[id] = copy;
  mine.territories.add(id);
  return copy;
}

/** Player `seat` of `s`, its own to write. */
export function editPlayer(s: FrontlineState, seat: Seat): Player {
  const p = s.players[seat];
  if (!p) throw new Error(`unknown seat ${seat}`); // callers validate seats first: a programmer error
  const mine = owned(s);
  if (!mine || mine.players.has(seat)) return p;
  const copy = clonePlayer(p);
  s.players[seat] = copy;
  mine.players.add(seat);
  return copy;
}

/**
 * The territories of `s` that a tidy must look at, in the order of `ids` (the map's): those written since `s` was
 * copied from a state whose territories were all tidy — a shared territory is unchanged, so still tidy — or else
 * every one. Tidying runs after every action, and an action writes a few territories of the board.
 */
export function untidied(s: FrontlineState, ids: readonly string[]): readonly string[] {
  const mine = owned(s);
  if (!mine?.fromTidy) return ids;
  const written = [...mine.territories];
  return written.length < 2 ? written : written.sort((a, b) => ids.indexOf(a) - ids.indexOf(b));
}

/** Every territory of `s` is tidy now (until the next write): states copied from it may skip those they share. */
export function markTidy(s: FrontlineState): void {
  const mine = owned(s);
  if (mine) mine.tidy = true;
}
