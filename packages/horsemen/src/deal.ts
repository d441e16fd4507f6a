import { nextInt, type Seat } from '@warboard/core';
import { cellOf, fillFrontCells, isLine } from './board.js';
import { edit } from './copy-on-write.js';
import type { HorsemenEvent } from './events.js';
import { cardRef } from './lifecycle.js';
import { noSuchCell } from './play.js';
import { type HorsemenRefusal, refusal } from './refusals.js';
import { afterDeal, drawCard, kingsIn, settleKing } from './setup.js';
import { type HorsemenState, isKingValue, other, type Row, rowIndex } from './types.js';

/** H5: the opponent draws out one of the two kings of a hand that holds both. */
export function checkDiscardKing(s: HorsemenState, seat: Seat, card: string): HorsemenRefusal | null {
  const owner = s.players[other(seat) as 0 | 1];
  if (!owner.discardKing) return refusal('nothing-to-draw', 'H5', 'the opponent’s hand holds one king');
  if (!owner.hand.includes(card) || !isKingValue(s.cards[card]!.value)) {
    return refusal('not-a-king', 'H5', 'draw out one of the kings shown in the opponent’s hand');
  }
  return null;
}

export function performDiscardKing(
  s: HorsemenState,
  seat: Seat,
  card: string,
  events: HorsemenEvent[],
): void {
  const ownerSeat = other(seat) as 0 | 1;
  const owner = s.players[ownerSeat];
  owner.hand = owner.hand.filter((id) => id !== card);
  s.setAside.push(card);
  edit(s, card).faceUp = true;
  owner.kingRevealed = true; // the kings were shown to draw one out
  // 「若多於，請對方抽出多餘王牌」: every extra king is drawn out, one decision each (three or four kings can
  // meet in one hand under the shared deal).
  if (kingsIn(s, owner.hand).length > 1) {
    events.push({ type: 'king-drawn-out', seat: ownerSeat, card: cardRef(s.cards[card]!) });
    return;
  }
  owner.discardKing = false;
  owner.refill = true;
  settleKing(s, ownerSeat);
  events.push({ type: 'king-drawn-out', seat: ownerSeat, card: cardRef(s.cards[card]!) });
}

/**
 * H5 「可以選擇補回手牌或不補」: after the extra kings are drawn out, their owner refills the hand to 8, or not.
 * The refill is not checked again: under the shared deal it may bring another king, and turning up two is
 * civil war (H11) — the risk that makes refilling a choice.
 */
export function performRefill(s: HorsemenState, seat: Seat, draw: boolean, events: HorsemenEvent[]): void {
  const p = s.players[seat as 0 | 1];
  while (draw && p.hand.length < 8) {
    const next = drawCard(s, seat as 0 | 1);
    if (next === null) break;
    p.hand.push(next);
  }
  p.refill = false;
  events.push({ type: 'refilled', seat, drew: draw });
  afterDeal(s);
}

/** H9, HG7: each player puts every hand card face down on an empty cell of their own. */
export function checkPlace(
  s: HorsemenState,
  seat: Seat,
  a: { card: string; line: number; row: Row },
): HorsemenRefusal | null {
  if (!s.players[seat as 0 | 1].hand.includes(a.card))
    return refusal('not-in-hand', 'H9', 'place a card from your hand');
  if (!isLine(a.line) || (a.row !== 'front' && a.row !== 'back')) return noSuchCell();
  if (cellOf(s, seat, a.line, a.row))
    return refusal('cell-occupied', 'H9', 'that cell already holds a card', {
      line: s.lines[a.line]!,
      row: a.row,
    });
  return null;
}

export function performPlace(
  s: HorsemenState,
  seat: Seat,
  a: { card: string; line: number; row: Row },
  events: HorsemenEvent[],
): void {
  const p = s.players[seat as 0 | 1];
  p.hand = p.hand.filter((id) => id !== a.card);
  s.cells[seat]![a.line]![rowIndex(a.row)] = a.card;
  events.push({ type: 'placed', seat, line: a.line, row: a.row });
  if (s.players.some((q) => q.hand.length > 0)) return;
  fillFrontCells(s); // H14
  s.phase = 'play';
  s.toMove = nextInt(s.rng, 2); // HG7: the seeded RNG picks who acts first
  events.push({ type: 'first-player', seat: s.toMove });
}

/** H19: the winner takes either one of the loser's cards from the graveyard, or the loser's war chest. */
export function checkPrize(
  s: HorsemenState,
  seat: Seat,
  a: { take: 'chest' } | { take: 'card'; card: string },
): HorsemenRefusal | null {
  if (a.take === 'chest') return null;
  const card = s.cards[a.card];
  if (!card || !s.graveyard.includes(a.card) || card.owner !== other(seat)) {
    return refusal('not-a-prize', 'H19', 'choose one of the opponent’s cards in the graveyard');
  }
  return null;
}

export function performPrize(
  s: HorsemenState,
  seat: Seat,
  a: { take: 'chest' } | { take: 'card'; card: string },
  events: HorsemenEvent[],
): void {
  const loser = s.players[other(seat) as 0 | 1];
  if (a.take === 'chest') {
    const chips = loser.chest;
    s.players[seat as 0 | 1].fund += chips;
    loser.chest = 0;
    s.ending!.prize = { kind: 'chest', chips };
  } else {
    edit(s, a.card).owner = seat; // HG13: the card changes hands for good
    s.ending!.prize = { kind: 'card', card: a.card };
  }
  s.phase = 'over';
  events.push({ type: 'prize', seat, prize: s.ending!.prize });
}
