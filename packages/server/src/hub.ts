/**
 * All games of this process, as the server's routes and sockets reach them: the rooms in memory
 * (room-cache.ts), creating games (game-creation.ts), taking seats (seat-joining.ts) and rematches
 * (rematches.ts), so rooms stay in step with storage, and so do the quotas of who created what; and the expiry
 * of abandoned open games and the lobby's lists, read from storage without loading rooms.
 */
import type { Seat } from '@warboard/core';
import type { GameSummary } from '@warboard/protocol';
import type { Joiner } from './accounts/joining.js';
import { type FinishedRecord, GameCreation, type Origin, type SeatRequest } from './game-creation.js';
import { GameQuotas } from './game-quotas.js';
import type { GameRegistry } from './games.js';
import type { HubResult } from './hub-results.js';
import type { Limits } from './limits.js';
import { type Rematch, Rematches } from './rematches.js';
import type { Room } from './room.js';
import { type HubDeps, RoomCache } from './room-cache.js';
import { SeatJoining } from './seat-joining.js';
import type { GameSettings, GameStatus } from './storage/storage.js';
import { summaryOf } from './summary.js';

export type { FinishedRecord, Origin, SeatRequest } from './game-creation.js';
export { type HubError, type HubResult, hashToken } from './hub-results.js';
export type { Rematch } from './rematches.js';

/** The limits the hub enforces (limits.ts). */
export type HubLimits = Pick<
  Limits,
  'openGamesPerIp' | 'botGamesPerIp' | 'botGames' | 'openGameTtlMs' | 'finishedRoomsKept'
>;

export class Hub {
  private readonly quotas = new GameQuotas();
  private readonly rooms: RoomCache;
  private readonly creation: GameCreation;
  private readonly seating: SeatJoining;
  private readonly rematches: Rematches;
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    readonly registry: GameRegistry,
    deps: HubDeps,
    private readonly limits: HubLimits,
  ) {
    this.rooms = new RoomCache(registry, deps, this.quotas, limits.finishedRoomsKept);
    this.creation = new GameCreation(registry, this.rooms, this.quotas, limits);
    this.seating = new SeatJoining(this.rooms, this.quotas);
    this.rematches = new Rematches(this.rooms, this.creation, this.seating);
    this.sweeper = setInterval(() => void this.expireOpen(), Math.min(limits.openGameTtlMs, 60_000));
    this.sweeper.unref();
  }

  /** Rooms in memory now (each loaded or loading). */
  get size(): number {
    return this.rooms.size;
  }

  /** Rebuild every open and live game from its log; returns how many were loaded. */
  async loadLive(): Promise<number> {
    const rows = await this.rooms.deps.storage.listGames(['open', 'live'], 1_000_000);
    let loaded = 0;
    for (const row of rows) {
      if (await this.room(row.id)) loaded++;
    }
    return loaded;
  }

  /** The room of a game, loading it from storage the first time; null if unknown or unplayable. */
  room(id: string): Promise<Room | null> {
    return this.rooms.room(id);
  }

  /** The room, caught up with what other processes wrote (when several share the database). */
  async fresh(id: string): Promise<Room | null> {
    const room = await this.room(id);
    await room?.refresh();
    return room;
  }

  /** Remove the open games nobody joined or acted in for `openGameTtlMs` (docs/protocol.md). */
  async expireOpen(now = Date.now()): Promise<number> {
    try {
      const removed = await this.rooms.deps.storage.removeOpenGames(now - this.limits.openGameTtlMs);
      for (const id of removed) {
        this.quotas.release(id);
        this.rooms.release(id);
      }
      if (removed.length > 0)
        this.rooms.deps.log.info({ games: removed.length }, 'abandoned open games removed');
      return removed.length;
    } catch (error) {
      this.rooms.deps.log.warn({ error: String(error) }, 'open games not expired');
      return 0;
    }
  }

  create(
    gameId: string,
    optionsInput: unknown,
    seats: readonly SeatRequest[],
    settings: GameSettings,
    origin: Origin = { ip: '' },
  ): Promise<HubResult<Room>> {
    return this.creation.create(gameId, optionsInput, seats, settings, origin);
  }

  /** A finished game from a record that replays (import-check.ts): stored whole, read-only, never listed. */
  storeImported(record: FinishedRecord): Promise<HubResult<GameSummary>> {
    return this.creation.storeImported(record);
  }

  /** Take a seat for `who` (seat-joining.ts). */
  join(id: string, seat: Seat, who: Joiner = {}): Promise<HubResult<{ token: string; room: Room }>> {
    return this.seating.join(id, seat, who);
  }

  /** A game's seats changed in storage (taken, or adopted by an account): its room and other processes follow. */
  seatsChanged(room: Room): Promise<void> {
    return this.seating.seatsChanged(room);
  }

  /** The seat a token holds in a room. */
  seatOf(room: Room, token: string): Promise<Seat | null> {
    return this.seating.seatOf(room, token);
  }

  /** A rematch of a finished game, asked for by the player holding `token` (rematches.ts). */
  rematch(
    id: string,
    token: string,
    who: Pick<Joiner, 'name' | 'requestId'>,
    origin: Origin = { ip: '' },
  ): Promise<HubResult<Rematch>> {
    return this.rematches.rematch(id, token, who, origin);
  }

  /** Games in the lobby (`open` ones have free seats), read from storage without loading their rooms. */
  async list(status: GameStatus, limit: number) {
    const rows = await this.rooms.deps.storage.listGames([status], limit);
    // Imported games are replays handed in by whoever holds their link, not games of this lobby; invite-only
    // games are their invitees' alone.
    const played = rows.filter((r) => !r.settings.imported && r.settings.access !== 'invite');
    return Promise.all(played.map(async (r) => summaryOf(r, await this.rooms.deps.storage.seats(r.id))));
  }

  /** Loaded rooms whose game is live now (metrics). */
  liveCount(): Promise<number> {
    return this.rooms.liveCount();
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    await this.rooms.close();
  }
}
