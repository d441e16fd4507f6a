/**
 * Who may see what of a finished game's replay (`GET /api/games/:id/replay`). Public by default: each step's
 * public events and the public view after it. `full` adds every action and every event, once the game is
 * over and only if it was created with `fullReplay`. `seat` shows the game as that seat saw it, hand and
 * all — only for an imported game, whose record (seed included) came from the one who imported it; a seat's
 * view of a game played here stays its own. The seed itself is never part of it. The replay itself is built
 * on the replay thread (replay-build.ts) and paged from its cache (replays.ts), which asks here first.
 */
import type { Seat } from '@warboard/core';
import type { HubError } from './hub.js';
import type { GameRow } from './storage/storage.js';

export interface ReplayRequest {
  readonly full: boolean;
  readonly seat: Seat | null;
}

const refusal = (status: number, code: string, message: string): HubError => ({ status, code, message });

/** Why `request` may not see the replay of the game stored as `row` with `seats` seats, or null: it may. */
export function replayRefusal(
  row: Pick<GameRow, 'status' | 'settings'>,
  seats: number,
  request: ReplayRequest,
): HubError | null {
  if (row.status !== 'over') return refusal(409, 'not-over', 'replays are published when the game ends');
  if (request.full && !row.settings.fullReplay)
    return refusal(403, 'no-full-replay', 'this game was created without fullReplay');
  if (request.seat !== null) {
    if (!row.settings.imported)
      return refusal(403, 'hidden', "a seat's view of a game played here is only that seat's");
    if (request.seat >= seats) return refusal(400, 'no-seat', `this game has ${seats} seats`);
  }
  return null;
}
