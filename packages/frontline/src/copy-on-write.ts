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
import { attachRecord, recordOf, type StateRecord } from './state-record.js';

/**
 * Copy-on-write for territories and players (as Four Horsemen does for its cards). `apply` takes a `writableCopy`
 * of the state: the small parts (turn, battle, offer, decks, PRNG) are copied whole, while the territories and the
 * players stay shared with the previous state until a rule writes one of them — the record of territories too, until
 * the first territory is written (many actions write none). A rule takes a territory or a
 * player for writing with `editTerritory` / `editPlayer`, which copies just that one the first time; an action so
 * costs a few territory copies instead of the whole board. Everything reached through a shared territory or
 * player (its rows, forces, hand …) is the previous state's: a rule asks for the copy before it reaches in, and
 * never writes through an object it fetched before asking. A state not registered here (built by setup, parsed,
 * or copied deeply) owns all its territories and players.
 */
/** A copy of `s` whose territories and players are shared with `s` until written (see above). */
export function writableCopy(s: FrontlineState): FrontlineState {
  const next: FrontlineState = {
    v: 1,
    options: s.options,
    rng: { s: [s.rng.s[0], s.rng.s[1], s.rng.s[2], s.rng.s[3]] },
    order: s.order.slice(),
    players: s.players.slice(),
    territories: s.territories, // its own copy is made at the first write (editTerritory)
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
  attachRecord(next, newRecord(recordOf(s)?.tidy === true, true));
  return next;
}

const newRecord = (fromTidy: boolean, boardShared: boolean): StateRecord => ({
  territories: new Set(),
  boardShared,
  players: new Set(),
  tidy: false,
  fromTidy,
  sealed: false,
  facts: new Map(),
});

/**
 * `s` is complete — `apply`'s result, a determinized state: no rule writes it any more, so facts read off it may be
 * kept with it (state-record.ts `kept`). A state not registered yet (determinize's, whose territories are its view's)
 * is registered owning none of its territories and players, so that a write would copy them.
 */
export function seal(s: FrontlineState): void {
  const mine = recordOf(s);
  if (mine) mine.sealed = true;
  else attachRecord(s, { ...newRecord(false, false), sealed: true });
}

/** Territory `id` of `s`, its own to write. */
export function editTerritory(s: FrontlineState, id: string): Territory {
  const t = s.territories[id];
  if (!t) throw new Error(`unknown territory ${id}`); // callers validate ids first: a programmer error
  const mine = recordOf(s);
  if (!mine) return t;
  mine.tidy = false;
  mine.sealed = false; // no rule writes a sealed state; were one to, nothing read off it before is kept
  if (mine.territories.has(id)) return t;
  if (mine.boardShared) {
    s.territories = { ...s.territories };
    mine.boardShared = false;
  }
  const copy = cloneTerritory(t);
  s.territories[id] = copy;
  mine.territories.add(id);
  return copy;
}

/** Player `seat` of `s`, its own to write. */
export function editPlayer(s: FrontlineState, seat: Seat): Player {
  const p = s.players[seat];
  if (!p) throw new Error(`unknown seat ${seat}`); // callers validate seats first: a programmer error
  const mine = recordOf(s);
  if (!mine) return p;
  mine.sealed = false;
  if (mine.players.has(seat)) return p;
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
  const mine = recordOf(s);
  if (!mine?.fromTidy) return ids;
  const written = [...mine.territories];
  return written.length < 2 ? written : written.sort((a, b) => ids.indexOf(a) - ids.indexOf(b));
}

/** Every territory of `s` is tidy now (until the next write): states copied from it may skip those they share. */
export function markTidy(s: FrontlineState): void {
  const mine = recordOf(s);
  if (mine) mine.tidy = true;
}
