/**
 * Taking seats: who may (accounts/joining.ts says), the token a join answers (a retry with the same request id
 * gets it again), and which seat a token holds — the one its join answered, or one an account gave a device.
 */
import type { Seat } from '@warboard/core';
import { type Joiner, joinRefusal, seatToken } from './accounts/joining.js';
import type { GameQuotas } from './game-quotas.js';
import { fail, type HubResult, hashToken } from './hub-results.js';
import type { Room } from './room.js';
import type { RoomCache } from './room-cache.js';

export class SeatJoining {
  constructor(
    private readonly rooms: RoomCache,
    private readonly quotas: GameQuotas,
  ) {}

  private get storage() {
    return this.rooms.deps.storage;
  }

  /**
   * Take a seat for `who` (accounts/joining.ts says who may). A retry of a join with the same request id, whose
   * answer was lost, finds the seat holding the token made from it and gets that token again.
   */
  async join(id: string, seat: Seat, who: Joiner = {}): Promise<HubResult<{ token: string; room: Room }>> {
    const room = await this.rooms.room(id);
    if (!room) return fail(404, 'unknown-game', 'no such game');
    const token = seatToken(id, seat, who.requestId);
    const seats = await this.storage.seats(id);
    if (who.requestId !== undefined && seats.find((s) => s.seat === seat)?.tokenHash === hashToken(token))
      return { ok: true, value: { token, room } };
    const refused = joinRefusal(room.settings, seats, who);
    if (refused) return { ok: false, error: refused };
    const name = who.account?.name ?? who.name ?? null;
    const claimed = await this.storage.claimSeat(id, seat, hashToken(token), name, who.account?.id);
    if (!claimed.ok) {
      const why = {
        'no-game': 'no such game',
        'no-seat': 'no such seat',
        'bot-seat': 'a bot sits there',
        taken: 'the seat is taken',
      };
      return fail(claimed.reason === 'no-game' ? 404 : 409, `seat-${claimed.reason}`, why[claimed.reason]);
    }
    if (claimed.status !== 'open') this.quotas.release(id);
    await this.seatsChanged(room);
    return { ok: true, value: { token, room } };
  }

  /** A game's seats changed in storage (taken, or adopted by an account): its room and other processes follow. */
  async seatsChanged(room: Room): Promise<void> {
    await room.seatClaimed();
    this.rooms.deps.fanout.publish(room.id, room.version); // other processes holding this game read its seats back
  }

  /** The seat a token holds in a room: the token its join answered, or one an account gave a device of its own. */
  async seatOf(room: Room, token: string): Promise<Seat | null> {
    const hash = hashToken(token);
    const joined = room.seatOfToken(hash);
    if (joined !== null) return joined;
    const devices = await this.storage.seatTokens(room.id);
    return devices.find((d) => d.tokenHash === hash)?.seat ?? null;
  }
}
