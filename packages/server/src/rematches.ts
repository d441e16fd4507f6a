/**
 * Rematches of finished games. Every player of the old game who asks joins the same new game: asks in flight
 * are shared in memory by the finished game's id, and the new game is linked in the finished game's stored
 * settings (rematch-link.ts), so after a restart, or on another process, the next ask joins it too.
 */
import type { Seat } from '@warboard/core';
import type { Joiner } from './accounts/joining.js';
import type { GameCreation, Origin } from './game-creation.js';
import { fail, type HubResult } from './hub-results.js';
import { linkedRematch } from './rematch-link.js';
import type { Room } from './room.js';
import type { RoomCache } from './room-cache.js';
import type { SeatJoining } from './seat-joining.js';
import type { GameSettings } from './storage/storage.js';

/** A rematch as the asking player gets it: the new game, and their seat in it with its token. */
export interface Rematch {
  readonly room: Room;
  readonly seat: Seat;
  readonly token: string;
}

export class Rematches {
  private readonly rematches = new Map<string, Promise<HubResult<Room>>>();

  constructor(
    private readonly rooms: RoomCache,
    private readonly creation: GameCreation,
    private readonly seating: SeatJoining,
  ) {}

  private get storage() {
    return this.rooms.deps.storage;
  }

  /**
   * A rematch of a finished game, asked for by one of its players (the seat holding `token`): a new game of
   * the same game, options, seats (bots stay bots, each with its bot) and settings, with the asking player
   * joined to their own seat; every client of the old game is told where to go (a `rematch` message), and a
   * player who asks after that joins the same new game.
   */
  async rematch(
    id: string,
    token: string,
    who: Pick<Joiner, 'name' | 'requestId'>,
    origin: Origin = { ip: '' },
  ): Promise<HubResult<Rematch>> {
    const old = await this.rooms.room(id);
    if (!old) return fail(404, 'unknown-game', 'no such game');
    const seat = await this.seating.seatOf(old, token);
    if (seat === null) return fail(403, 'not-a-player', 'this token holds no seat in this game');
    if (old.status !== 'over') return fail(409, 'not-over', 'a rematch is asked for once the game is over');
    let pending = this.rematches.get(id);
    const first = pending === undefined;
    if (!pending) {
      const seats = old.seats().map((s) => ({ kind: s.kind, difficulty: s.difficulty ?? undefined }));
      const { decisionMs, reserveMs, fullReplay, rated, access, handover } = old.settings;
      const settings: GameSettings = {
        decisionMs,
        fullReplay,
        ...(rated ? { rated } : {}),
        ...(access ? { access } : {}), // a new code: the old game's links do not open the new one
        ...(reserveMs ? { reserveMs } : {}),
        ...(handover ? { handover } : {}),
      };
      pending = linkedRematch(
        this.storage,
        (g) => this.rooms.room(g),
        old,
        seat,
        () => this.creation.create(old.game.id, old.log.row.options, seats, settings, origin),
      );
      this.rematches.set(id, pending);
      void pending.then(
        (created) => created.ok || this.rematches.delete(id),
        () => this.rematches.delete(id),
      );
    }
    const created = await pending;
    if (!created.ok) return created;
    const room = created.value;
    const oldSeat = old.seats().find((s) => s.seat === seat);
    // The player keeps their account in the new game (a rated one needs it); the new game's code is theirs.
    const account = oldSeat?.accountId ? await this.storage.accountById(oldSeat.accountId) : null;
    const joined = await this.seating.join(room.id, seat, {
      name: who.name ?? oldSeat?.name ?? null,
      account,
      requestId: who.requestId,
      invite: room.settings.invite,
    });
    if (!joined.ok) return joined;
    if (first) old.announce({ type: 'rematch', version: old.version, game: room.id, by: seat });
    return { ok: true, value: { room, seat, token: joined.value.token } };
  }
}
