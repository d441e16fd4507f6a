/**
 * A room's seats as storage last told them: who holds each one (by token hash), its name and kind. Taken in
 * again whenever a seat changes (joined, adopted by an account, handed to a bot), here or in another process.
 */
import type { Seat } from '@warboard/core';
import type { SeatInfo } from '@warboard/protocol';
import type { GameRow, SeatRow, Storage } from './storage/storage.js';
import { seatInfoOf } from './summary.js';

export class RoomSeats {
  constructor(
    private readonly id: string,
    private rows: SeatRow[],
    private readonly storage: Storage,
  ) {}

  get all(): readonly SeatRow[] {
    return this.rows;
  }

  info(): SeatInfo[] {
    return seatInfoOf(this.rows);
  }

  ofToken(hash: string): Seat | null {
    return this.rows.find((s) => s.tokenHash === hash)?.seat ?? null;
  }

  /** Read the seats back from storage; answers the game's row as stored with them (its status may have moved). */
  async reload(): Promise<GameRow | null> {
    const [seats, row] = await Promise.all([this.storage.seats(this.id), this.storage.getGame(this.id)]);
    this.rows = seats;
    return row;
  }

  /** Whether storage holds other seats (or a game no longer open) than these: another process changed them. */
  async stale(): Promise<boolean> {
    const seats = await this.storage.seats(this.id);
    const row = await this.storage.getGame(this.id);
    const same = (a: SeatRow, i: number) => a.tokenHash === seats[i]?.tokenHash && a.name === seats[i]?.name;
    return seats.length !== this.rows.length || !this.rows.every(same) || row?.status !== 'open';
  }
}
