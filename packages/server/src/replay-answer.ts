/**
 * A finished game step by step (`GET /api/games/:id/replay`): who may see what of it. Public by default: each
 * step's public events and the public view after it. `full` adds every action and every event, once the game
 * is over and only if it was created with `fullReplay`. `seat` shows the game as that seat saw it, hand and
 * all — only for an imported game, whose record (seed included) came from the one who imported it; a seat's
 * view of a game played here stays its own. The seed itself is never part of it.
 */
import type { Seat } from '@warboard/core';
import type { Replay } from '@warboard/protocol';
import type { HubResult } from './hub.js';
import { canSee, type Room } from './room.js';

export interface ReplayRequest {
  readonly full: boolean;
  readonly seat: Seat | null;
}

const refuse = (status: number, code: string, message: string): HubResult<never> => ({
  ok: false,
  error: { status, code, message },
});

export function replayOf(room: Room, request: ReplayRequest): HubResult<Replay> {
  if (room.status !== 'over') return refuse(409, 'not-over', 'replays are published when the game ends');
  if (request.full && !room.settings.fullReplay)
    return refuse(403, 'no-full-replay', 'this game was created without fullReplay');
  const { seat } = request;
  if (seat !== null) {
    if (!room.settings.imported)
      return refuse(403, 'hidden', "a seat's view of a game played here is only that seat's");
    if (seat >= room.seats().length)
      return refuse(400, 'no-seat', `this game has ${room.seats().length} seats`);
  }
  const views = room.viewsOf(seat);
  return {
    ok: true,
    value: {
      ...room.summary,
      rulesVersion: room.game.rulesVersion,
      outcome: room.outcome(),
      start: views[0],
      steps: room.history().map((step) => ({
        version: step.version,
        actor: step.actor,
        ...(request.full ? { action: step.action } : {}),
        events: request.full ? step.events : step.events.filter((e) => canSee(e, seat)),
        view: views[step.version],
      })),
    },
  };
}
