/**
 * What a finished game gives the ratings: nothing, unless it was created rated and every human seat is an
 * account's; else each seat's place (winners first, a draw all in one place), accounts rated, bots at their fixed
 * ratings (glicko.ts).
 */
import type { Outcome } from '@warboard/core';
import type { RatedEntrant, RatedGame } from '../storage/accounts.js';
import type { GameSettings, SeatRow } from '../storage/storage.js';
import { botRating } from './glicko.js';

export function ratedGameOf(
  game: { readonly id: string; readonly type: string; readonly settings: GameSettings },
  seats: readonly SeatRow[],
  outcome: Outcome | null,
  at: number,
): RatedGame | null {
  if (!game.settings.rated || outcome === null) return null;
  const humans = seats.filter((s) => s.kind === 'human');
  if (humans.length === 0 || humans.some((s) => !s.accountId)) return null;
  const rank = (seat: number) => (outcome.kind === 'win' && !outcome.winners.includes(seat) ? 2 : 1);
  const entrants = seats.map(
    (s): RatedEntrant =>
      s.kind === 'human' && s.accountId
        ? { account: s.accountId, rank: rank(s.seat) }
        : { fixed: botRating(s.difficulty), rank: rank(s.seat) },
  );
  return { gameId: game.id, game: game.type, at, entrants };
}
