import {
  nextInt,
  ok,
  type Result,
  type RngState,
  type RuleError,
  seedRng,
  shuffleInPlace,
} from '@warboard/core';
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

function buildCards(seat: 0 | 1, decks: DeckPair, cards: Record<string, Card>): string[] {
  const ids: string[] = [];
  decks.forEach((deck, d) => {
    [...deck.soldiers, deck.king].forEach((value, i) => {
      const id = `s${seat}d${d}c${String(i).padStart(2, '0')}`;
      cards[id] = newCard(id, seat, value, deck.faction, deck.king);
      ids.push(id);
    });
  });
  return ids;
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
 * Setup: line colours in random order (H14, HG6), each player's 24 cards shuffled and 8 dealt (H5), then
 * each hand checked for exactly one king (H5).
 */
export function setup(options: HorsemenOptions, seed: string): Result<HorsemenState, RuleError> {
  const rng = seedRng(seed);
  const lines = shuffleInPlace(rng, [...FACTIONS]);
  const decks = options.decks === 'random' ? [randomDecks(rng), randomDecks(rng)] : options.decks;
  const cards: Record<string, Card> = {};
  const players = ([0, 1] as const).map((seat) =>
    newPlayer(options.startingChips, shuffleInPlace(rng, buildCards(seat, decks[seat]!, cards))),
  ) as [PlayerState, PlayerState];
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

const kingsIn = (s: HorsemenState, ids: readonly string[]) =>
  ids.filter((id) => isKingValue(s.cards[id]!.value));

/**
 * H5: deal 8. More than one king: the opponent must draw out the extra king (a decision, 'discard-king').
 * No king: the opponent draws one card out blind into the graveyard and the hand is refilled, until a king
 * appears (HG: one card out, one card in, so the hand stays at 8).
 */
function dealHand(s: HorsemenState, seat: 0 | 1): void {
  const p = s.players[seat];
  p.hand = p.pile.splice(0, 8);
  while (kingsIn(s, p.hand).length === 0) {
    const [out] = p.hand.splice(nextInt(s.rng, p.hand.length), 1);
    s.graveyard.push(out!);
    s.cards[out!]!.faceUp = true;
    p.hand.push(p.pile.shift()!);
  }
  p.discardKing = kingsIn(s, p.hand).length > 1;
  if (!p.discardKing) settleKing(s, seat);
}

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
