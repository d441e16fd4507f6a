import type { RngState, Seat } from '@warboard/core';
import type { Faction, KingValue } from './factions.js';

// The cards' printed facts live in factions.ts, below the deck rules; the state's readers find them here too.
export * from './factions.js';

export const SEATS = [0, 1] as const;
export const LINE_COUNT = 4;
export const ROWS = ['front', 'back'] as const;
export type Row = (typeof ROWS)[number];
export const rowIndex = (row: Row): 0 | 1 => (row === 'front' ? 0 : 1);

export const other = (seat: Seat): Seat => (seat === 0 ? 1 : 0);

/** A card and everything that can change about it during a game. */
export interface Card {
  id: string; // opaque, drawn from the PRNG at setup (rulebook §9): it tells nothing of seat, deck or value
  owner: Seat; // who brought it (takes it back at the end, H19)
  controller: Seat; // whose army it fights for (changes on a Scavenger capture, HF4)
  value: number; // printed points
  faction: Faction; // its deck's king colour (HG2)
  kingValue: KingValue; // its deck's king, for the Refugees' permanent reduction (HF2)
  faceUp: boolean;
  fresh: boolean; // flipped, moved or placed during its controller's current turn: does not tick yet (HG9)
  hunger: number; // points lost on the Famine line, all restored on leaving (H16)
  sickness: number; // points lost to disease; recovered one per turn after leaving (H18)
  sickLine: number | null; // the line whose sickness it carries (Plague, or where it was infected, HF3)
  deathStay: number; // consecutive turns on the Death line, for the Scavengers' refund (HF4)
  refunded: number; // chips this stay on the Death line has taken back (HF4, `scavengerRefund: 'total'`)
  zealTurn: number; // the turn on which a Zealot's victory bonus applies (HF1); -1 when none
}

/** A card as it comes out of its deck: face down, whole, under its owner's orders. */
export const newCard = (
  id: string,
  owner: Seat,
  value: number,
  faction: Faction,
  kingValue: KingValue,
): Card => ({
  id,
  owner,
  controller: owner,
  value,
  faction,
  kingValue,
  faceUp: false,
  fresh: false,
  hunger: 0,
  sickness: 0,
  sickLine: null,
  deathStay: 0,
  refunded: 0,
  zealTurn: -1,
});

export type Phase = 'deal' | 'place' | 'play' | 'capture' | 'prize' | 'over';

export interface PlayerState {
  faction: Faction | null; // the faction of the one king in the starting hand (H5, HG2)
  king: string | null; // that king's card id
  kingRevealed: boolean; // true once the king's identity is public (flipped, or shown during H5)
  fund: number; // chips not yet spent (H7)
  chest: number; // chips paid for actions (H6)
  hand: string[];
  pile: string[]; // the rest of the two decks, face down, order unknown to everyone
  discardKing: boolean; // H5: the opponent must draw out this player's extra king
  refill: boolean; // H5: after that, this player may refill the hand
}

export interface Ending {
  winner: Seat | null; // null for a draw
  reason: 'king-killed' | 'surrender' | 'civil-war' | 'stalemate' | 'both-kings';
  prize: { kind: 'chest'; chips: number } | { kind: 'card'; card: string } | null; // H19
}

export interface HorsemenState {
  rng: RngState;
  options: import('./options.js').HorsemenOptions;
  lines: Faction[]; // colour of each line, left to right as seat 0 sees them (H14, HG6)
  phase: Phase;
  cards: Record<string, Card>;
  cells: (string | null)[][][]; // [seat][line][row: 0 front, 1 back]
  players: [PlayerState, PlayerState];
  graveyard: string[]; // public, in order of death (H8)
  setAside: string[]; // extra kings drawn out of a hand (H5), public
  toMove: Seat; // whose turn it is in the play phase
  turn: number; // play-phase turns so far
  quiet: number; // consecutive play-phase actions without a death (HG14)
  capture: { decider: Seat; card: string; line: number } | null; // HF4, awaiting the winner's choice
  ending: Ending | null;
}

export type HorsemenAction =
  | { type: 'discard-king'; card: string } // H5: draw out the opponent's extra king
  | { type: 'refill'; draw: boolean } // H5: refill the hand after losing an extra king
  | { type: 'place'; card: string; line: number; row: Row } // H9: face-down placement
  | { type: 'flip'; line: number; row: Row } // H11
  | { type: 'move'; line: number; row: Row; to: number } // H13
  | { type: 'compare'; line: number } // H12
  | { type: 'surrender' } // H19
  | { type: 'pass' } // HG4 `stuck: 'pass'`: only when nothing else can be done
  | { type: 'top-up' } // HG4 `stuck: 'top-up'`: only when nothing else can be done
  | { type: 'capture'; take: boolean } // HF4
  | { type: 'prize'; take: 'chest' } // H19
  | { type: 'prize'; take: 'card'; card: string }; // H19
