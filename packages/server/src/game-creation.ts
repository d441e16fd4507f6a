/**
 * New games: one created through the lobby (its options and seats checked, its creator's quota counted before
 * the write, so a flood cannot race past it), and a finished game stored from a record that replays.
 */
import type { AnyGame, LoggedAction } from '@warboard/core';
import type { GameSummary } from '@warboard/protocol';
import { seatableBots } from './bots/choose.js';
import type { GameQuotas } from './game-quotas.js';
import type { GameRegistry } from './games.js';
import { fail, type HubError, type HubResult, newId, optionsRefused } from './hub-results.js';
import type { Limits } from './limits.js';
import type { Room } from './room.js';
import type { RoomCache } from './room-cache.js';
import { randomSeeds } from './seeds.js';
import type { GameSettings, GameStatus, SeatKind } from './storage/storage.js';
import { summaryOf } from './summary.js';

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

/** Who asks for a game: the quotas are counted per IP. */
export interface Origin {
  readonly ip: string;
}

export type CreationLimits = Pick<Limits, 'openGamesPerIp' | 'botGamesPerIp' | 'botGames'>;

export class GameCreation {
  constructor(
    private readonly registry: GameRegistry,
    private readonly rooms: RoomCache,
    private readonly quotas: GameQuotas,
    private readonly limits: CreationLimits,
  ) {}

  private get storage() {
    return this.rooms.deps.storage;
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
    if (!options.ok) return optionsRefused(options.error);
    const seed = (this.rooms.deps.seeds ?? randomSeeds).game();
    const initial = game.setup(options.value, seed);
    if (!initial.ok) return optionsRefused(initial.error);
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
    await this.storage
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
    const room = await this.rooms.room(id);
    if (!room || room.status === 'over') this.quotas.release(id);
    return room ? { ok: true, value: room } : fail(500, 'internal', 'the new game could not be loaded');
  }

  /** A finished game from a record that replays (import-check.ts): stored whole, read-only, never listed. */
  async storeImported(record: FinishedRecord): Promise<HubResult<GameSummary>> {
    const id = newId();
    await this.storage.createGame({
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
    const row = await this.storage.getGame(id);
    return row
      ? { ok: true, value: summaryOf(row, await this.storage.seats(id)) }
      : fail(500, 'internal', 'the imported game could not be loaded');
  }
}
