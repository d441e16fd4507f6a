/**
 * All rooms of this process. Live games are rebuilt from their logs at start; finished ones are loaded on
 * demand (spectators) and released again once nobody watches (the newest `finishedRoomsKept` stay), so memory
 * does not grow with the games a process has served. Creating and joining games goes through here so rooms
 * stay in step with storage, and so do the quotas of who created what, and the expiry of abandoned open games.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { AnyGame, LoggedAction, Seat } from '@warboard/core';
import type { GameSummary } from '@warboard/protocol';
import { type Joiner, joinRefusal, seatToken } from './accounts/joining.js';
import { seatableBots } from './bots/choose.js';
import { GameQuotas } from './game-quotas.js';
import type { GameRegistry } from './games.js';
import type { Limits } from './limits.js';
import { ratedGameOf } from './ratings/rated-game.js';
import { linkedRematch } from './rematch-link.js';
import { Room, type RoomDeps } from './room.js';
import type { AutomationDeps } from './room-automation.js';
import { UnplayableLog } from './room-log.js';
import { randomSeeds } from './seeds.js';
import type { GameSettings, GameStatus, SeatKind } from './storage/storage.js';
import { summaryOf } from './summary.js';

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Unguessable ids and secrets from the OS's CSPRNG, never from the clock (games' seeds: seeds.ts). */
const newId = (): string => randomBytes(12).toString('base64url');

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

/** The limits the hub enforces (limits.ts). */
export type HubLimits = Pick<
  Limits,
  'openGamesPerIp' | 'botGamesPerIp' | 'botGames' | 'openGameTtlMs' | 'finishedRoomsKept'
>;

/** Who asks for a game: the quotas are counted per IP. */
export interface Origin {
  readonly ip: string;
}

/** A rematch as the asking player gets it: the new game, and their seat in it with its token. */
export interface Rematch {
  readonly room: Room;
  readonly seat: Seat;
  readonly token: string;
}

export class Hub {
  private readonly rooms = new Map<string, Promise<Room | null>>();
  /**
   * Rematches asked for in this process, by the finished game's id: every player who asks joins the same new
   * game. Kept in memory: after a restart, or on another process, the next ask makes another one.
   */
  private readonly rematches = new Map<string, Promise<HubResult<Room>>>();
  /** Finished rooms nobody watches, oldest first: past `finishedRoomsKept` the oldest are released. */
  private readonly finished = new Map<string, Room>();
  private readonly quotas = new GameQuotas();
  /** Finished rooms whose ratings were written (or needed none) by this process. */
  private readonly rated = new WeakSet<Room>();
  /** A room hands its deps on to its automation as they are: `due` reaches it that way. */
  private readonly deps: RoomDeps & Pick<AutomationDeps, 'due' | 'timedOut'>;
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    readonly registry: GameRegistry,
    deps: RoomDeps & Pick<AutomationDeps, 'due' | 'timedOut'>,
    private readonly limits: HubLimits,
  ) {
    this.deps = {
      ...deps,
      settled: (room) => this.settled(room),
      // The bots of one creator's games share one lane of the bot queue, whatever their number.
      botLane: (id) => this.quotas.ownerOf(id, 'bots') ?? id,
    };
    this.sweeper = setInterval(() => void this.expireOpen(), Math.min(limits.openGameTtlMs, 60_000));
    this.sweeper.unref();
  }

  /** Rooms in memory now (each loaded or loading). */
  get size(): number {
    return this.rooms.size;
  }

  /** Rebuild every open and live game from its log; returns how many were loaded. */
  async loadLive(): Promise<number> {
    const rows = await this.deps.storage.listGames(['open', 'live'], 1_000_000);
    let loaded = 0;
    for (const row of rows) {
      if (await this.room(row.id)) loaded++;
    }
    return loaded;
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
      if (this.finished.size <= this.limits.finishedRoomsKept) break;
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
  private release(id: string): void {
    const room = this.rooms.get(id);
    this.rooms.delete(id);
    void room?.then((r) => r?.close());
  }

  /** Remove the open games nobody joined or acted in for `openGameTtlMs` (docs/protocol.md). */
  async expireOpen(now = Date.now()): Promise<number> {
    try {
      const removed = await this.deps.storage.removeOpenGames(now - this.limits.openGameTtlMs);
      for (const id of removed) {
        this.quotas.release(id);
        this.release(id);
      }
      if (removed.length > 0) this.deps.log.info({ games: removed.length }, 'abandoned open games removed');
      return removed.length;
    } catch (error) {
      this.deps.log.warn({ error: String(error) }, 'open games not expired');
      return 0;
    }
  }

  /** Why `origin` may not create one more game with these seats, if it may not. */
  private overQuota(origin: Origin, botsOnly: boolean): HubError | null {
    const quota = (message: string): HubError => ({ status: 429, code: 'quota-exceeded', message });
    if (botsOnly) {
      if (this.quotas.count('bots', origin.ip) >= this.limits.botGamesPerIp)
        return quota(`at most ${this.limits.botGamesPerIp} live games of bots only per client`);
      if (this.quotas.count('bots') >= this.limits.botGames)
        return quota(`the server runs at most ${this.limits.botGames} games of bots only`);
    } else if (this.quotas.count('open', origin.ip) >= this.limits.openGamesPerIp) {
      return quota(`at most ${this.limits.openGamesPerIp} open games per client`);
    }
    return null;
  }

  async create(
    gameId: string,
    optionsInput: unknown,
    seats: readonly SeatRequest[],
    settings: GameSettings,
    origin: Origin = { ip: '' },
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
    const seed = (this.deps.seeds ?? randomSeeds).game();
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
    const botsOnly = seats.every((s) => s.kind === 'bot');
    const refused = this.overQuota(origin, botsOnly);
    if (refused) return { ok: false, error: refused };
    const status: GameStatus = botsOnly ? 'live' : 'open';
    const id = newId();
    // An invite-only game's code: what its invite links carry, given to its players (GET /api/games/:id/invite).
    const stored =
      settings.access === 'invite' ? { ...settings, invite: settings.invite ?? newId() } : settings;
    this.quotas.track(id, origin.ip, botsOnly ? 'bots' : 'open'); // before the write: a flood cannot race past it
    await this.deps.storage
      .createGame({
        id,
        game: game.id,
        rulesVersion: game.rulesVersion,
        options: options.value,
        seed,
        settings: stored,
        status,
        seats: seats.map((s, seat) => ({
          seat,
          kind: s.kind,
          difficulty: s.kind === 'bot' ? (s.difficulty ?? fallback) : null,
          tokenHash: null,
          name: null,
        })),
      })
      .catch((error: unknown) => {
        this.quotas.release(id);
        throw error;
      });
    const room = await this.room(id);
    if (!room || room.status === 'over') this.quotas.release(id);
    return room ? { ok: true, value: room } : fail(500, 'internal', 'the new game could not be loaded');
  }

  /** A finished game from a record that replays (import-check.ts): stored whole, read-only, never listed. */
  async storeImported(record: FinishedRecord): Promise<HubResult<GameSummary>> {
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
    // Its summary from storage, without loading a room: a finished game is only ever replayed (replays.ts).
    const row = await this.deps.storage.getGame(id);
    return row
      ? { ok: true, value: summaryOf(row, await this.deps.storage.seats(id)) }
      : fail(500, 'internal', 'the imported game could not be loaded');
  }

  /**
   * Take a seat for `who` (accounts/joining.ts says who may). A retry of a join with the same request id, whose
   * answer was lost, finds the seat holding the token made from it and gets that token again.
   */
  async join(id: string, seat: Seat, who: Joiner = {}): Promise<HubResult<{ token: string; room: Room }>> {
    const room = await this.room(id);
    if (!room) return fail(404, 'unknown-game', 'no such game');
    const token = seatToken(id, seat, who.requestId);
    const seats = await this.deps.storage.seats(id);
    if (who.requestId !== undefined && seats.find((s) => s.seat === seat)?.tokenHash === hashToken(token))
      return { ok: true, value: { token, room } };
    const refused = joinRefusal(room.settings, seats, who);
    if (refused) return { ok: false, error: refused };
    const name = who.account?.name ?? who.name ?? null;
    const claimed = await this.deps.storage.claimSeat(id, seat, hashToken(token), name, who.account?.id);
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
    this.deps.fanout.publish(room.id, room.version); // other processes holding this game read its seats back
  }

  /** The seat a token holds in a room: the token its join answered, or one an account gave a device of its own. */
  async seatOf(room: Room, token: string): Promise<Seat | null> {
    const hash = hashToken(token);
    const joined = room.seatOfToken(hash);
    if (joined !== null) return joined;
    const devices = await this.deps.storage.seatTokens(room.id);
    return devices.find((d) => d.tokenHash === hash)?.seat ?? null;
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
    const old = await this.room(id);
    if (!old) return fail(404, 'unknown-game', 'no such game');
    const seat = await this.seatOf(old, token);
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
        this.deps.storage,
        (g) => this.room(g),
        old,
        seat,
        () => this.create(old.game.id, old.log.row.options, seats, settings, origin),
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
    const account = oldSeat?.accountId ? await this.deps.storage.accountById(oldSeat.accountId) : null;
    const joined = await this.join(room.id, seat, {
      name: who.name ?? oldSeat?.name ?? null,
      account,
      requestId: who.requestId,
      invite: room.settings.invite,
    });
    if (!joined.ok) return joined;
    if (first) old.announce({ type: 'rematch', version: old.version, game: room.id, by: seat });
    return { ok: true, value: { room, seat, token: joined.value.token } };
  }

  /** Games in the lobby (`open` ones have free seats), read from storage without loading their rooms. */
  async list(status: GameStatus, limit: number) {
    const rows = await this.deps.storage.listGames([status], limit);
    // Imported games are replays handed in by whoever holds their link, not games of this lobby; invite-only
    // games are their invitees' alone.
    const played = rows.filter((r) => !r.settings.imported && r.settings.access !== 'invite');
    return Promise.all(played.map(async (r) => summaryOf(r, await this.deps.storage.seats(r.id))));
  }

  /** Loaded rooms whose game is live now (metrics). */
  async liveCount(): Promise<number> {
    // allSettled: a room whose load failed is not live, and must not fail the count.
    const rooms = await Promise.allSettled(this.rooms.values());
    return rooms.filter((r) => r.status === 'fulfilled' && r.value?.status === 'live').length;
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    const rooms = await Promise.all(this.rooms.values());
    await Promise.all(rooms.map((r) => r?.close()));
    this.rooms.clear();
  }
}
