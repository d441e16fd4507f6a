/**
 * Who may see what of a finished game's replay (`GET /api/games/:id/replay`). Public by default: each step's
 * public events and the public view after it. `full` adds every action and every event, once the game is
 * over and only if it was created with `fullReplay`. `seat` shows the game as that seat saw it, hand and
 * all — only for an imported game, whose record (seed included) came from the one who imported it; a seat's
 * view of a game played here stays its own. `reveal` shows every hidden card (the game's `revealed` views,
 * with every action and event): for the players of a game played here, proven by a seat token, once it is
 * over and only if it was created with `fullReplay`; for anyone holding an imported game's link. The seed
 * itself is never part of it. The replay itself is built on the replay thread (replay-build.ts) and paged
 * from its cache (replays.ts), which asks here first.
 */
import type { Seat } from '@warboard/core';
import { type HubError, hashToken } from './hub-results.js';
import type { GameRow, SeatRow } from './storage/storage.js';

export interface ReplayRequest {
  readonly full: boolean;
  readonly seat: Seat | null;
  /** Every hidden card shown; `token` must then be a seat's of the game (but for an imported game). */
  readonly reveal?: boolean;
  readonly token?: string | null;
}

const refusal = (status: number, code: string, message: string): HubError => ({ status, code, message });

/**
 * Why `request` may not see the replay of the game stored as `row` with `seats` seats, or null: it may. A seat's
 * token is the one its join answered, or one of the `devices` tokens its account gave.
 */
export function replayRefusal(
  row: Pick<GameRow, 'status' | 'settings'>,
  seats: readonly Pick<SeatRow, 'tokenHash'>[],
  request: ReplayRequest,
  devices: readonly { readonly tokenHash: string }[] = [],
): HubError | null {
  if (row.status !== 'over') return refusal(409, 'not-over', 'replays are published when the game ends');
  if ((request.full || request.reveal) && !row.settings.fullReplay)
    return refusal(403, 'no-full-replay', 'this game was created without fullReplay');
  if (request.reveal) {
    if (request.seat !== null) return refusal(400, 'bad-request', 'reveal shows every seat: name no seat');
    if (row.settings.imported) return null;
    const hash = request.token ? hashToken(request.token) : null;
    if (hash === null || ![...seats, ...devices].some((s) => s.tokenHash === hash))
      return refusal(403, 'not-a-player', "the revealed replay is its players' alone: send a seat's token");
  }
  if (request.seat !== null) {
    if (!row.settings.imported)
      return refusal(403, 'hidden', "a seat's view of a game played here is only that seat's");
    if (request.seat >= seats.length) return refusal(400, 'no-seat', `this game has ${seats.length} seats`);
  }
  return null;
}
