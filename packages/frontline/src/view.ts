import type { RngState, Seat } from '@warboard/core';
import { nextU32, seedRng, shuffleInPlace } from '@warboard/core';
import { editPlayer, seal, writableCopy } from './copy-on-write.js';
import type { Options } from './options.js';
import {
  type Battle,
  cloneBattle,
  cloneOffer,
  cloneTerritories,
  cloneTurn,
  type FrontlineState,
  type Offer,
  type Territory,
  type Turn,
} from './state.js';
import { type NearVictory, nearVictory } from './turn.js';

/** What one seat may know (FG10, FG19): everything on the board; its own hand; hand sizes; never decks or the PRNG. */
export interface FrontlineView {
  viewer: Seat | null;
  options: Options;
  order: Seat[];
  turn: Turn;
  territories: Record<string, Territory>; // only land someone holds, invades or built a city on
  players: {
    capital: string;
    handSize: number;
    hand: string[] | null; // only the viewer's own
    objectives: string[];
    rewards: string[];
    airfields: string[];
    eliminated: boolean;
  }[];
  deckSize: number;
  discard: string[];
  objectives: string[];
  rewardDeckSize: number;
  battle: Battle | null;
  offer: Offer | null; // public: trades are offered across the table
  battles: number;
  outcome: FrontlineState['outcome'];
  /** Players one objective, or their own capital, from winning (O2.1): a fact the board and log show. */
  nearVictory: NearVictory[];
}

export const view = (state: FrontlineState, seat: Seat | null): FrontlineView => viewAs(state, seat, false);

/**
 * A spectator's view with every hand shown: the revealed replay of a finished game (the contract's
 * `revealed`). The deck's order and the PRNG still never appear.
 */
export const revealed = (state: FrontlineState): FrontlineView => viewAs(state, null, true);

function viewAs(state: FrontlineState, seat: Seat | null, reveal: boolean): FrontlineView {
  return {
    viewer: seat,
    options: { ...state.options },
    order: state.order.slice(),
    turn: cloneTurn(state.turn),
    territories: cloneTerritories(state.territories, true), // empty land left out
    players: state.players.map((p, s) => ({
      capital: p.capital,
      handSize: p.hand.length,
      hand: reveal || s === seat ? p.hand.slice() : null,
      objectives: p.objectives.slice(),
      rewards: p.rewards.slice(),
      airfields: p.airfields.slice(),
      eliminated: p.eliminated,
    })),
    deckSize: state.deck.length,
    discard: state.discard.slice(),
    objectives: state.objectives.slice(),
    rewardDeckSize: state.rewardDeck.length,
    battle: cloneBattle(state.battle),
    offer: cloneOffer(state.offer),
    battles: state.battles,
    outcome: state.outcome && { winners: state.outcome.winners.slice(), reason: state.outcome.reason },
    nearVictory: state.outcome ? [] : nearVictory(state),
  };
}

/**
 * Redraw what `seat` cannot see: the other hands and the deck are dealt again from their pooled cards (sizes
 * kept), the reward deck is reshuffled, and the PRNG is reseeded.
 */
export function resample(state: FrontlineState, seat: Seat | null, rng: RngState): FrontlineState {
  const next = writableCopy(state); // the board stays shared: only hands, decks and the PRNG change
  next.rng = seedRng(String(nextU32(rng)));
  const others = next.players.map((_, s) => s).filter((s) => s !== seat);
  // A card on offer is public: it stays in the offerer's hand.
  const offered = next.offer?.give;
  const keep = (s: number, c: string) => next.offer?.from === s && c === offered;
  const pool = shuffleInPlace(rng, [
    ...next.deck,
    ...others.flatMap((s) => next.players[s]!.hand.filter((c) => !keep(s, c))),
  ]);
  for (const s of others) {
    const p = editPlayer(next, s);
    const kept = p.hand.filter((c) => keep(s, c));
    p.hand = [...kept, ...pool.splice(0, p.hand.length - kept.length)];
  }
  next.deck = pool;
  shuffleInPlace(rng, next.rewardDeck);
  seal(next);
  return next;
}
