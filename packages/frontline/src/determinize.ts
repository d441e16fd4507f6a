import { nextU32, type RngState, type Seat, seedRng, shuffleInPlace } from '@warboard/core';
import { seal } from './copy-on-write.js';
import { MAPS } from './map/index.js';
import { rewardDeckFor } from './objectives.js';
import {
  cloneBattle,
  cloneOffer,
  cloneTurn,
  emptyHome,
  type FrontlineState,
  type Player,
  type Territory,
} from './state.js';
import type { FrontlineView } from './view.js';

/** `all` less one copy of each card in `gone`: what is left of a multiset once the seen cards are taken out. */
function without(all: readonly string[], gone: readonly string[]): string[] {
  const left = all.slice();
  for (const card of gone) {
    const i = left.indexOf(card);
    if (i >= 0) left.splice(i, 1);
  }
  return left;
}

/** Cards out of every hand but the viewer's that everyone sees: on the table, in an offer, put forward for it. */
function faceUp(view: FrontlineView, seat: Seat): string[] {
  const offer = view.offer;
  const offered = offer && offer.from !== seat ? [offer.give] : [];
  return [...view.turn.table, ...offered, ...(offer ? [...offer.more, ...offer.got] : [])];
}

/**
 * A full state consistent with what `seat` sees (determinization, for Information-Set MCTS). The board, the
 * discard, the objectives, the rewards won and every hand size are public (FG10, FG19); only the other hands,
 * the order of the territory deck, the order of the reward deck and the PRNG are hidden. The territory cards
 * nobody can see — one per territory of the map, less the viewer's hand, the discard and the
 * cards face up on the table or in an offer — are
 * shuffled and dealt to the other hands (their sizes kept), the rest becoming the deck; the reward deck is the
 * full deck (FG5) less the rewards won (none with fixed rewards), shuffled; the PRNG is drawn afresh.
 */
export function determinize(view: FrontlineView, seat: Seat, rng: RngState): FrontlineState {
  const map = MAPS[view.options.map]!;
  const offered = view.offer && view.offer.from !== seat ? view.offer : null;
  const own = view.players[seat]?.hand ?? [];
  const unseen = shuffleInPlace(
    rng,
    without(map.territoryIds, [...own, ...view.discard, ...faceUp(view, seat)]),
  );
  const players = view.players.map((p, s): Player => {
    let hand: string[];
    if (s === seat) hand = own.slice();
    else {
      // A card on offer is public, and stays in its offerer's hand until the answer (FG12).
      const kept = offered?.from === s ? [offered.give] : [];
      hand = [...kept, ...unseen.splice(0, p.handSize - kept.length)];
    }
    return {
      capital: p.capital,
      hand,
      objectives: p.objectives.slice(),
      rewards: p.rewards.slice(),
      airfields: p.airfields.slice(),
      eliminated: p.eliminated,
    };
  });
  // The view leaves empty land out; the state lists every territory, in map order as setup does. The board is
  // public, so nothing of it is redrawn: the state shares the view's territories instead of copying them (a search
  // bot builds a state for every iteration). States are values — `apply` copies a territory before a rule writes
  // it (copy-on-write.ts) — so neither the view nor the state changes the other.
  const territories: Record<string, Territory> = {};
  for (const id of map.territoryIds) {
    territories[id] = view.territories[id] ?? {
      holder: null,
      home: emptyHome(),
      invaders: [],
      coast: [],
      city: false,
    };
  }
  const state: FrontlineState = {
    v: 1,
    options: { ...view.options },
    rng: seedRng(String(nextU32(rng))),
    order: view.order.slice(),
    players,
    territories,
    deck: unseen,
    discard: view.discard.slice(),
    objectives: view.objectives.slice(),
    rewardDeck: shuffleInPlace(
      rng,
      without(
        rewardDeckFor(view.options),
        view.players.flatMap((p) => p.rewards),
      ),
    ),
    turn: cloneTurn(view.turn),
    battle: cloneBattle(view.battle),
    offer: cloneOffer(view.offer),
    battles: view.battles,
    outcome: view.outcome && { winners: view.outcome.winners.slice(), reason: view.outcome.reason },
  };
  seal(state); // complete, and owning none of the view's territories: a write would copy them (copy-on-write.ts)
  return state;
}
