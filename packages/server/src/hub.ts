/**
 * All rooms of this process. Live games are rebuilt from their logs at start; finished ones are loaded on
 * demand (replays, spectators). Creating and joining games goes through here so rooms stay in step with storage.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { AnyGame, LoggedAction, Seat } from '@warboard/core';
import { seatableBots } from './bots/choose.js';
import type { GameRegistry } from './games.js';
import { Room, type RoomDeps } from './room.js';
import type { GameSettings, GameStatus, SeatKind } from './storage/storage.js';

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Unguessable ids and secrets from the OS's CSPRNG, never from the clock. */
const newId = (): string => randomBytes(12).toString('base64url');
const newToken = (): string => randomBytes(32).toString('base64url');
const newSeed = (): string => randomBytes(24).toString('base64url');

export interface SeatRequest {
  readonly kind: SeatKind;
  readonly difficulty?: string | undefined;
}

/** A finished game's record that replays (import-check.ts checks it): its game, parsed options and seats' bots. */
export interface FinishedRecord {
  readonly game: AnyGame;
  readonly options: unknown;
  readonly seed: string;
  readonly actions: readonly LoggedAction[];
  readonly bots: readonly (string | null)[];
}

export type HubError = { readonly status: number; readonly code: string; readonly message: string };
export type HubResult<T> = { ok: true; value: T } | { ok: false; error: HubError };

const fail = <T>(status: number, code: string, message: string): HubResult<T> => ({
  ok: false,
  error: { status, code, message },
});

export class Hub {
  private readonly rooms = new Map<string, Promise<Room | null>>();

  constructor(
    readonly registry: GameRegistry,
    private readonly deps: RoomDeps,
  ) {}

  /** Rebuild every open and live game from its log; returns how many were loaded. */
  async loadLive(): Promise<number> {
    const rows = await this.deps.storage.listGames(['open', 'live'], 1_000_000);
    let loaded = 0;
    for (const row of rows) {
      if (await this.room(row.id)) loaded++;
    }
    return loaded;
  }

  /** The room of a game, loading it from storage the first time; null if unknown or unplayable. */
  room(id: string): Promise<Room | null> {
    let room = this.rooms.get(id);
    if (!room) {
      room = this.load(id);
      this.rooms.set(id, room);
    }
    return room;
  }

  /** The room, caught up with what other processes wrote (when several share the database). */
  async fresh(id: string): Promise<Room | null> {
    const room = await this.room(id);
    await room?.refresh();
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
      this.deps.log.error({ game: id, error: String(error) }, 'game could not be rebuilt from its log');
      return null;
    }
  }

  async create(
    gameId: string,
    optionsInput: unknown,
    seats: readonly SeatRequest[],
    settings: GameSettings,
  ): Promise<HubResult<Room>> {
    const game = this.registry.get(gameId);
    if (!game)
      return fail(
        400,
        'unknown-game-type',
        `unknown game '${gameId}' (known: ${[...this.registry.keys()].join(', ')})`,
      );
    const options = game.parseOptions(optionsInput ?? {});
    if (!options.ok) return fail(400, 'bad-options', `${options.error.rule}: ${options.error.message}`);
    const seed = newSeed();
    const initial = game.setup(options.value, seed);
    if (!initial.ok) return fail(400, 'bad-options', `${initial.error.rule}: ${initial.error.message}`);
    const players = game.playerCount(initial.value);
    if (seats.length !== players)
      return fail(400, 'bad-seats', `this game has ${players} seats, ${seats.length} given`);
    // Every bot seat names a bot this game can seat; without a name, `random` (or the first one offered).
    const offered = seatableBots(game.id);
    const fallback = offered.includes('random') ? 'random' : (offered[0] ?? 'random');
    for (const s of seats) {
      if (s.kind === 'bot' && s.difficulty !== undefined && !offered.includes(s.difficulty))
        return fail(
          400,
          'bad-difficulty',
          `${game.id} has no bot '${s.difficulty}' (it seats: ${offered.join(', ')})`,
        );
    }
    const status: GameStatus = seats.every((s) => s.kind === 'bot') ? 'live' : 'open';
    const id = newId();
    await this.deps.storage.createGame({
      id,
      game: game.id,
      rulesVersion: game.rulesVersion,
      options: options.value,
      seed,
      settings,
      status,
      seats: seats.map((s, seat) => ({
        seat,
        kind: s.kind,
        difficulty: s.kind === 'bot' ? (s.difficulty ?? fallback) : null,
        tokenHash: null,
        name: null,
      })),
    });
    const room = await this.room(id);
    return room ? { ok: true, value: room } : fail(500, 'internal', 'the new game could not be loaded');
  }

  /** A finished game from a record that replays (import-check.ts): stored whole, read-only, never listed. */
  async storeImported(record: FinishedRecord): Promise<HubResult<Room>> {
    const id = newId();
    await this.deps.storage.createGame({
      id,
      game: record.game.id,
      rulesVersion: record.game.rulesVersion,
      options: record.options,
      seed: record.seed,
      // No clock ever runs (it is over); every action and event is the importer's own to see.
      settings: { decisionMs: 0, fullReplay: true, imported: true },
      status: 'over',
      seats: record.bots.map((bot, seat) => ({
        seat,
        kind: 'bot',
        difficulty: bot,
        tokenHash: null,
        name: null,
      })),
      log: record.actions.map((a, i) => ({ seat: a.seat, action: a.action, key: `import-${i + 1}` })),
    });
    const room = await this.room(id);
    return room ? { ok: true, value: room } : fail(500, 'internal', 'the imported game could not be loaded');
  }

  async join(
    id: string,
    seat: Seat,
    name: string | null = null,
  ): Promise<HubResult<{ token: string; room: Room }>> {
    const room = await this.room(id);
    if (!room) return fail(404, 'unknown-game', 'no such game');
    const token = newToken();
    const claimed = await this.deps.storage.claimSeat(id, seat, hashToken(token), name);
    if (!claimed.ok) {
      const why = {
        'no-game': 'no such game',
        'no-seat': 'no such seat',
        'bot-seat': 'a bot sits there',
        taken: 'the seat is taken',
      };
      return fail(claimed.reason === 'no-game' ? 404 : 409, `seat-${claimed.reason}`, why[claimed.reason]);
    }
    await room.seatClaimed();
    this.deps.fanout.publish(id, room.version); // other processes holding this game read its seats back
    return { ok: true, value: { token, room } };
  }

  /** Games in the lobby (`open` ones have free seats), read from storage without loading their rooms. */
  async list(status: GameStatus, limit: number) {
    const rows = await this.deps.storage.listGames([status], limit);
    // Imported games are replays handed in by whoever holds their link, not games of this lobby.
    const played = rows.filter((r) => !r.settings.imported);
    return Promise.all(
      played.map(async (r) => ({
        id: r.id,
        game: r.game,
        status: r.status,
        version: r.version,
        createdAt: r.createdAt,
        decisionMs: r.settings.decisionMs,
        seats: (await this.deps.storage.seats(r.id)).map((s) => ({
          seat: s.seat,
          kind: s.kind,
          difficulty: s.difficulty,
          taken: s.kind === 'bot' || s.tokenHash !== null,
          name: s.name,
        })),
      })),
    );
  }

  async close(): Promise<void> {
    const rooms = await Promise.all(this.rooms.values());
    await Promise.all(rooms.map((r) => r?.close()));
    this.rooms.clear();
  }
}
