import {
  nextInt,
  nextU32,
  ok,
  type Result,
  type RngState,
  type RuleError,
  seedRng,
  shuffleInPlace,
} from '@warboard/core';
import { edit } from './copy-on-write.js';
import { type DeckPair, standardDeck } from './deck.js';
import type { HorsemenOptions } from './options.js';
import {
  type Card,
  FACTIONS,
  type HorsemenState,
  isKingValue,
  LINE_COUNT,
  newCard,
  type PlayerState,
} from './types.js';

/** HG1: with `decks: 'random'`, each player gets two standard decks of two distinct random factions, one small and one big king. */
function randomDecks(rng: RngState): DeckPair {
  const [a, b] = shuffleInPlace(rng, [...FACTIONS]);
  const smallFirst = nextInt(rng, 2) === 0;
  return [standardDeck(a!, smallFirst ? 6 : 12), standardDeck(b!, smallFirst ? 12 : 6)];
}

/**
 * A seat's 24 cards under opaque ids drawn from the game's PRNG: an id says nothing of the card's seat, deck,
 * value or place in its deck list (rulebook §9), so a face-up card gives away nothing but its face.
 */
function buildCards(seat: 0 | 1, decks: DeckPair, cards: Record<string, Card>, rng: RngState): string[] {
  const ids: string[] = [];
  for (const deck of decks) {
    for (const value of [...deck.soldiers, deck.king]) {
      const id = opaqueId(rng, cards);
      cards[id] = newCard(id, seat, value, deck.faction, deck.king);
      ids.push(id);
    }
  }
  return ids;
}

/** A fresh id: eight base-36 characters from the PRNG, unique in the game. */
function opaqueId(rng: RngState, taken: Record<string, Card>): string {
  for (;;) {
    const id = `c${nextU32(rng).toString(36).padStart(7, '0')}`;
    if (!Object.hasOwn(taken, id)) return id;
  }
}

const newPlayer = (chips: number, pile: string[]): PlayerState => ({
  faction: null,
  king: null,
  kingRevealed: false,
  fund: chips, // HG3
  chest: 0,
  hand: [],
  pile,
  discardKing: false,
  refill: false,
});

/**
 * Setup: line colours in random order (H14, HG6), the cards shuffled and 8 dealt to each hand (H5), then
 * each hand checked for exactly one king (H5). The deal (option `deal`, H5 「首先進行洗牌，雙方派發八張手牌」):
 * 'own' — each player shuffles their own 24; 'shared' — all 48 are shuffled together and dealt alternately,
 * card by card, into two piles of 24, one in front of each player, from which that player's hand is dealt and
 * refilled (from the other pile once theirs is empty). Either way a card's owner takes it back at the end
 * (H19 「其後，雙方取回自己牌組」).
 */
export function setup(options: HorsemenOptions, seed: string): Result<HorsemenState, RuleError> {
  const rng = seedRng(seed);
  const lines = shuffleInPlace(rng, [...FACTIONS]);
  const decks = options.decks === 'random' ? [randomDecks(rng), randomDecks(rng)] : options.decks;
  const cards: Record<string, Card> = {};
  const own = ([0, 1] as const).map((seat) => buildCards(seat, decks[seat]!, cards, rng));
  const piles =
    options.deal === 'shared'
      ? halves(shuffleInPlace(rng, [...own[0]!, ...own[1]!]))
      : own.map((ids) => shuffleInPlace(rng, ids));
  const players = piles.map((pile) => newPlayer(options.startingChips, pile)) as [PlayerState, PlayerState];
  piles.forEach((pile, seat) => {
    for (const id of pile) cards[id]!.controller = seat as 0 | 1; // a pile dealt to a player is theirs to draw
  });
  const state: HorsemenState = {
    rng,
    options,
    lines,
    phase: 'deal',
    cards,
    cells: [0, 1].map(() => Array.from({ length: LINE_COUNT }, () => [null, null])),
    players,
    graveyard: [],
    setAside: [],
    toMove: 0,
    turn: 0,
    quiet: 0,
    capture: null,
    ending: null,
  };
  for (const seat of [0, 1] as const) dealHand(state, seat);
  afterDeal(state);
  return ok(state);
}

/**
 * H5: deal 8. More than one king: the opponent must draw out the extra king (a decision, 'discard-king').
 * No king: the opponent draws one card out blind into the graveyard and the hand is refilled, until a king
 * appears (HG: one card out, one card in, so the hand stays at 8).
 */
function dealHand(s: HorsemenState, seat: 0 | 1): void {
  const p = s.players[seat];
  p.hand = p.pile.splice(0, 8);
  for (const id of p.hand) s.cards[id]!.controller = seat; // the shared deal: a hand fights for who holds it
  while (kingsIn(s, p.hand).length === 0) {
    const [out] = p.hand.splice(nextInt(s.rng, p.hand.length), 1);
    s.graveyard.push(out!);
    s.cards[out!]!.faceUp = true;
    const next = drawCard(s, seat);
    if (next === null) break; // cannot happen: 48 cards hold four kings, and a player's own 24 two
    p.hand.push(next);
  }
  p.discardKing = kingsIn(s, p.hand).length > 1;
  if (!p.discardKing) settleKing(s, seat);
}

/**
 * The top card of `seat`'s pile, or of the other pile once theirs is empty (the shared deal, H5). The card
 * fights for `seat` from now on, whoever brought it (its owner takes it back at the end, H19).
 */
export function drawCard(s: HorsemenState, seat: 0 | 1): string | null {
  const id = s.players[seat].pile.shift() ?? s.players[seat === 0 ? 1 : 0].pile.shift() ?? null;
  if (id !== null && s.cards[id]!.controller !== seat) edit(s, id).controller = seat;
  return id;
}

/** Deal a shuffled pile alternately into two piles (H5, `deal: 'shared'`). */
const halves = (ids: string[]): string[][] => [
  ids.filter((_, i) => i % 2 === 0),
  ids.filter((_, i) => i % 2 === 1),
];

/** The kings among `ids`. */
export const kingsIn = (s: HorsemenState, ids: readonly string[]) =>
  ids.filter((id) => isKingValue(s.cards[id]!.value));

/** The one king in the starting hand names the player's faction (HG2). */
export function settleKing(s: HorsemenState, seat: 0 | 1): void {
  const p = s.players[seat];
  const king = kingsIn(s, p.hand)[0]!;
  p.king = king;
  p.faction = s.cards[king]!.faction;
}

/** Once no H5 decision is owed, the face-down placement begins (H9). */
export function afterDeal(s: HorsemenState): void {
  if (s.players.some((p) => p.discardKing || p.refill)) return;
  s.phase = 'place';
}
