import type { Seat } from '@warboard/core';
import { boardCards, positionOf } from './board.js';
import { edit } from './copy-on-write.js';
import type { HorsemenEvent } from './events.js';
import { type Card, type Ending, type HorsemenState, isKingValue, other } from './types.js';

export const cardRef = (c: Card) => ({ id: c.id, value: c.value, faction: c.faction });

/** A card dies (H8): off the board, face up into the graveyard. */
export function kill(
  s: HorsemenState,
  card: Card,
  cause: 'compare' | 'famine' | 'plague' | 'civil-war',
  events: HorsemenEvent[],
): void {
  const at = positionOf(s, card.id);
  if (at) s.cells[at.seat]![at.line]![at.row] = null;
  edit(s, card.id).faceUp = true;
  s.graveyard.push(card.id);
  s.quiet = 0;
  events.push({ type: 'died', card: cardRef(card), seat: card.controller, line: at?.line ?? -1, cause });
}

/** End the game (H19); the prize decision follows when the winner is entitled to one (HG13). */
export function endGame(
  s: HorsemenState,
  winner: Seat | null,
  reason: Ending['reason'],
  events: HorsemenEvent[],
): void {
  s.ending = { winner, reason, prize: null };
  s.capture = null;
  s.phase = winner !== null && s.options.prize ? 'prize' : 'over';
  events.push({ type: 'game-over', ending: { ...s.ending } });
}

/**
 * After deaths: a dead king ends the game (H4, H19). Both kings dead at once is a draw.
 * Returns true when the game ended.
 */
export function checkKings(s: HorsemenState, dead: readonly Card[], events: HorsemenEvent[]): boolean {
  const losers = new Set(dead.filter((c) => isKingValue(c.value)).map((c) => c.controller));
  if (losers.size === 0) return false;
  if (losers.size === 2) endGame(s, null, 'both-kings', events);
  else endGame(s, other([...losers][0]!), 'king-killed', events);
  return true;
}

/**
 * H11, HG12 civil war: a player with more than one king face up loses every card on the board, and the game.
 * Reachable only by a refill that brings a second king under the shared deal (H5); kings are never captured (HG12).
 */
export function checkCivilWar(s: HorsemenState, seat: Seat, events: HorsemenEvent[]): boolean {
  const mine = boardCards(s, seat).map(([c]) => c);
  if (mine.filter((c) => c.faceUp && isKingValue(c.value)).length < 2) return false;
  for (const card of mine) kill(s, card, 'civil-war', events);
  endGame(s, other(seat), 'civil-war', events);
  return true;
}
