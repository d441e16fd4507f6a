import type { Decision, Seat } from '@warboard/core';
import { type KingSkill, skillOf } from './kings.js';
import type { HorsemenOptions } from './options.js';
import { currentPoints, fightingPoints, zealActive } from './rules.js';
import { owed } from './turn.js';
import {
  type Card,
  type Ending,
  type Faction,
  type HorsemenState,
  isKingValue,
  type KingValue,
  type Phase,
  type UnitType,
  unitType,
} from './types.js';

export interface CardView {
  id: string;
  value: number; // printed
  points: number; // now, after every loss (H16, H18, HF2)
  fighting: number; // what it counts in a compare before line bonuses (HF2 same faction differs)
  faction: Faction;
  unit: UnitType;
  skill: KingSkill | null; // kings only (HG11)
  owner: Seat;
  controller: Seat;
  hunger: number;
  sickness: number;
  sick: boolean;
  zeal: boolean; // HF1: a bonus waits for this turn
  // The rest of a shown card's public state, so a player (or a bot) can rebuild the position it sees.
  /**
   * Its deck's king (HF2 under the line reading) — only on the viewer's own cards: on anyone else's it would
   * give away the size of a king still hidden (rulebook §2.4, §9).
   */
  kingValue?: KingValue;
  sickLine: number | null; // where its sickness comes from (H18, HF3)
  deathStay: number; // turns on the Death line (HF4)
  refunded: number; // chips taken back during this stay on the Death line (HF4)
  fresh: boolean; // arrived, moved or flipped this turn (HG9)
  zealTurn: number; // the turn a Zealot bonus applies to (HF1), -1 when none
}

/** A cell: empty, a face-down card (its face shown only to its controller), or a face-up card. */
export type CellView = null | { faceUp: false; card: CardView | null } | { faceUp: true; card: CardView };

export interface KingInfo {
  id: string;
  value: number;
  faction: Faction;
  skill: KingSkill;
}

export interface PlayerView {
  faction: Faction | null; // public once the hand holds its one king (HG2)
  king: KingInfo | null; // shown to its owner, and to everyone once flipped or drawn out (H5); where it stands stays hidden
  shownKings: CardView[]; // H5: the two kings of a hand that holds both, shown so one can be drawn out
  fund: number;
  chest: number;
  handSize: number;
  pileSize: number;
}

export interface HorsemenView {
  seat: Seat | null;
  phase: Phase;
  options: Omit<HorsemenOptions, 'decks'>; // deck lists are private
  lines: Faction[];
  toMove: Seat;
  turn: number;
  quiet: number;
  decisions: Decision[];
  players: [PlayerView, PlayerView];
  board: CellView[][][]; // [seat][line][0 front, 1 back]
  hand: CardView[]; // the viewer's own hand
  graveyard: CardView[];
  setAside: CardView[];
  capture: { decider: Seat; card: CardView; line: number } | null;
  ending: Ending | null;
}

const kingInfo = (card: Card): KingInfo => ({
  id: card.id,
  value: card.value,
  faction: card.faction,
  skill: skillOf(card.faction, card.value as KingValue),
});

/**
 * A card as `seat` sees it: on the board at `line`, or off it (`null`: a hand, the graveyard, set aside).
 * Views are built for every seat after every action, so the object is made in one fixed shape and the viewer's
 * own king is added to it (spreading an optional field into the literal made each card three times slower).
 */
function cardView(s: HorsemenState, card: Card, line: number | null, seat: Seat | null): CardView {
  const view: CardView = {
    id: card.id,
    value: card.value,
    points: line === null ? card.value : currentPoints(s, card, line),
    fighting: line === null ? card.value : fightingPoints(s, card, line),
    faction: card.faction,
    unit: unitType(card.value),
    skill: isKingValue(card.value) ? skillOf(card.faction, card.value as KingValue) : null,
    owner: card.owner,
    controller: card.controller,
    hunger: card.hunger,
    sickness: card.sickness,
    sick: card.sickLine !== null,
    zeal: line !== null && zealActive(s, card, line),
    sickLine: card.sickLine,
    deathStay: card.deathStay,
    refunded: card.refunded,
    fresh: card.fresh,
    zealTurn: card.zealTurn,
  };
  if (card.owner === seat) view.kingValue = card.kingValue;
  return view;
}

/** Exactly what `seat` may know (null: a spectator). The PRNG, deck order and hidden faces never appear. */
export const view = (s: HorsemenState, seat: Seat | null): HorsemenView => viewAs(s, seat, false);

/**
 * A spectator's view with every face-down card and every king shown: the revealed replay of a finished game
 * (the contract's `revealed`). The piles' order and the PRNG still never appear.
 */
export const revealed = (s: HorsemenState): HorsemenView => viewAs(s, null, true);

function viewAs(s: HorsemenState, seat: Seat | null, reveal: boolean): HorsemenView {
  const { decks: _private, ...options } = s.options;
  const offBoard = (id: string) => cardView(s, s.cards[id]!, null, seat);
  return {
    seat,
    phase: s.phase,
    options,
    lines: [...s.lines],
    toMove: s.toMove,
    turn: s.turn,
    quiet: s.quiet,
    decisions: owed(s),
    players: s.players.map((p, i) => ({
      faction: p.faction,
      king: p.king !== null && (reveal || p.kingRevealed || i === seat) ? kingInfo(s.cards[p.king]!) : null,
      shownKings: p.discardKing
        ? p.hand
            .filter((id) => isKingValue(s.cards[id]!.value))
            .sort()
            .map(offBoard)
        : [],
      fund: p.fund,
      chest: p.chest,
      handSize: p.hand.length,
      pileSize: p.pile.length,
    })) as [PlayerView, PlayerView],
    board: s.cells.map((lines, owner) =>
      lines.map((cells, line) =>
        cells.map((id): CellView => {
          if (id === null) return null;
          const card = s.cards[id]!;
          if (card.faceUp) return { faceUp: true, card: cardView(s, card, line, seat) };
          return { faceUp: false, card: reveal || owner === seat ? cardView(s, card, line, seat) : null };
        }),
      ),
    ),
    hand: seat === null ? [] : s.players[seat as 0 | 1].hand.map(offBoard),
    graveyard: s.graveyard.map(offBoard),
    setAside: s.setAside.map(offBoard),
    capture: s.capture
      ? { ...s.capture, card: cardView(s, s.cards[s.capture.card]!, s.capture.line, seat) }
      : null,
    ending: s.ending ? { ...s.ending } : null,
  };
}
