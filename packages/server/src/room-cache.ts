/**
 * The rooms of this process. Live games are rebuilt from their logs at start; finished ones are loaded on
 * demand (spectators) and released again once nobody watches (the newest `finishedRoomsKept` stay), so memory
 * does not grow with the games a process has served. A finished game is rated once, as it settles.
 */

import type { GameQuotas } from './game-quotas.js';
import type { GameRegistry } from './games.js';
import { ratedGameOf } from './ratings/rated-game.js';
import { Room, type RoomDeps } from './room.js';
import type { AutomationDeps } from './room-automation.js';
import { UnplayableLog } from './room-log.js';

/** A room hands its deps on to its automation as they are: `due` reaches it that way. */
export type HubDeps = RoomDeps & Pick<AutomationDeps, 'due' | 'timedOut'>;

export class RoomCache {
  private readonly rooms = new Map<string, Promise<Room | null>>();
  /** Finished rooms nobody watches, oldest first: past `finishedRoomsKept` the oldest are released. */
  private readonly finished = new Map<string, Room>();
  /** Finished rooms whose ratings were written (or needed none) by this process. */
  private readonly rated = new WeakSet<Room>();
  readonly deps: HubDeps;

  constructor(
    private readonly registry: GameRegistry,
    deps: HubDeps,
    private readonly quotas: GameQuotas,
    private readonly finishedRoomsKept: number,
  ) {
    this.deps = {
      ...deps,
      settled: (room) => this.settled(room),
      // The bots of one creator's games share one lane of the bot queue, whatever their number.
      botLane: (id) => this.quotas.ownerOf(id, 'bots') ?? id,
    };
  }

  /** Rooms in memory now (each loaded or loading). */
  get size(): number {
    return this.rooms.size;
  }

  /**
   * The room of a game, loading it from storage the first time; null if unknown or unplayable. A load that
   * failed (the database unreachable) rejects and is forgotten, so the next request tries again.
   */
  room(id: string): Promise<Room | null> {
    let room = this.rooms.get(id);
    if (!room) {
      const loading = this.load(id);
      room = loading;
      this.rooms.set(id, loading);
      loading.catch(() => {
        if (this.rooms.get(id) === loading) this.rooms.delete(id);
      });
    }
    return room;
  }

  private async load(id: string): Promise<Room | null> {
    const row = await this.deps.storage.getGame(id);
    if (!row) {
      this.rooms.delete(id); // it may be created later
      return null;
    }
    const game = this.registry.get(row.game);
    if (!game) {
      this.deps.log.error({ game: id, type: row.game }, 'stored game of an unregistered type');
      return null;
    }
    try {
      return await Room.load(game, row, this.deps);
    } catch (error) {
      // Storage failing is not the game's fault: the load is retried. A log the rules refuse stays refused.
      if (!(error instanceof UnplayableLog)) throw error;
      this.deps.log.error({ game: id, error: String(error) }, 'game could not be rebuilt from its log');
      return null;
    }
  }

  /**
   * A room that may be released: a finished game stops counting against its creator's quota and, with nobody
   * watching it, joins the finished rooms kept in memory; past `finishedRoomsKept` the oldest are released.
   */
  private settled(room: Room): void {
    if (room.status !== 'over') return;
    this.rate(room);
    this.quotas.release(room.id);
    this.finished.delete(room.id);
    if (room.watchers > 0) return; // settled again when the last one leaves
    this.finished.set(room.id, room);
    for (const [id, old] of this.finished) {
      if (this.finished.size <= this.finishedRoomsKept) break;
      this.finished.delete(id);
      if (old.watchers === 0) this.release(id);
    }
  }

  /**
   * A rated game that ended changes its players' ratings, once: storage refuses a second rating of one game, so
   * processes that both hold it write it once between them. A write that fails is logged (the game stays unrated).
   */
  private rate(room: Room): void {
    if (this.rated.has(room)) return;
    this.rated.add(room);
    const game = { id: room.id, type: room.game.id, settings: room.settings };
    const rated = ratedGameOf(game, room.seats(), room.outcome(), Date.now());
    if (!rated) return;
    this.deps.storage.rateGame(rated).catch((error: unknown) => {
      this.deps.log.error({ game: room.id, error: String(error) }, 'ratings not written');
    });
  }

  /** Forget a room: the next request for it loads it again from storage. */
  release(id: string): void {
    const room = this.rooms.get(id);
    this.rooms.delete(id);
    void room?.then((r) => r?.close());
  }

  /** Loaded rooms whose game is live now (metrics). */
  async liveCount(): Promise<number> {
    // allSettled: a room whose load failed is not live, and must not fail the count.
    const rooms = await Promise.allSettled(this.rooms.values());
    return rooms.filter((r) => r.status === 'fulfilled' && r.value?.status === 'live').length;
  }

  async close(): Promise<void> {
    const rooms = await Promise.all(this.rooms.values());
    await Promise.all(rooms.map((r) => r?.close()));
    this.rooms.clear();
  }
}
