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
}

const owned = new WeakMap<FrontlineState, Owned>();

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
  owned.set(next, { territories: new Set(), players: new Set() });
  return next;
}

/** Territory `id` of `s`, its own to write. */
export function editTerritory(s: FrontlineState, id: string): Territory {
  const t = s.territories[id];
  if (!t) throw new Error(`unknown territory ${id}`); // callers validate ids first: a programmer error
  const mine = owned.get(s);
  if (!mine || mine.territories.has(id)) return t;
  const copy = cloneTerritory(t);
  s.territories[id] = copy;
  mine.territories.add(id);
  return copy;
}

/** Player `seat` of `s`, its own to write. */
export function editPlayer(s: FrontlineState, seat: Seat): Player {
  const p = s.players[seat];
  if (!p) throw new Error(`unknown seat ${seat}`); // callers validate seats first: a programmer error
  const mine = owned.get(s);
  if (!mine || mine.players.has(seat)) return p;
  const copy = clonePlayer(p);
  s.players[seat] = copy;
  mine.players.add(seat);
  return copy;
}
