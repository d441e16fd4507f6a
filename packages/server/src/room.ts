/**
 * One live game in memory, put together from its parts: the log and state (room-log.ts), who watches and what
 * they are sent (room-audience.ts), what plays without a person (room-automation.ts), and its writes — actions
 * applied one at a time, each written to storage before it is acknowledged and broadcast, and the read-backs of
 * what other processes wrote (room-writes.ts).
 */
import type { AnyGame, Decision, Outcome, Seat } from '@warboard/core';
import type { GameSummary, SeatInfo, ServerMessage } from '@warboard/protocol';
import type { FastifyBaseLogger } from 'fastify';
import type { BotRunner } from './bots/bot.js';
import type { Fanout } from './fanout.js';
import type { Leases } from './leases.js';
import { Audience, type Subscriber } from './room-audience.js';
import { Automation, type SubmitResult } from './room-automation.js';
import { GameLog } from './room-log.js';
import { Writes } from './room-writes.js';
import type { SeedSource } from './seeds.js';
import type { Deadline, GameRow, GameStatus, SeatRow, Storage } from './storage/storage.js';
import { seatInfoOf, summaryOf } from './summary.js';

export { canSee, MAX_CATCH_UP, type Subscriber } from './room-audience.js';
export type { SubmitResult } from './room-automation.js';
export type { Step } from './room-log.js';

export interface RoomDeps {
  readonly storage: Storage;
  readonly bots: BotRunner;
  readonly fanout: Fanout;
  readonly log: FastifyBaseLogger;
  /**
   * Present when several processes share the database: only the lease holder runs a game's bots and clocks,
   * and a room reads back from the log what other processes wrote.
   */
  readonly leases?: Leases;
  /** Told when the room may be released: its game ended, or the last watcher of a finished game left. */
  readonly settled?: (room: Room) => void;
  /** The lane of the bot queue a game's bots wait in (bots.choose), fair between lanes. */
  readonly botLane?: (gameId: string) => string;
  /** New games' seeds and bots' seeds (seeds.ts); the OS's CSPRNG when absent. */
  readonly seeds?: SeedSource;
}

export class Room {
  readonly id: string;
  readonly game: AnyGame;
  readonly log: GameLog;
  private seatRows: SeatRow[];
  private readonly audience: Audience;
  private readonly automation: Automation;
  private readonly writes: Writes;
  private readonly unsubscribe: () => void;
  private readonly stopLease: () => void;
  private isClosed = false;

  private constructor(
    log: GameLog,
    seats: SeatRow[],
    private readonly deps: RoomDeps,
  ) {
    this.id = log.id;
    this.game = log.game;
    this.log = log;
    this.seatRows = seats;
    this.audience = new Audience(this);
    this.automation = new Automation(this, deps);
    this.writes = new Writes(log, this.automation, deps, {
      closed: () => this.isClosed,
      syncOpen: () => this.syncOpen(),
      caughtUp: () => {
        this.audience.broadcastUpTo(this.version);
        this.schedule();
      },
      changed: () => this.schedule(),
    });
    this.unsubscribe = deps.fanout.subscribe(log.id, (version) => this.heard(version));
    this.stopLease =
      log.status === 'over' || !deps.leases
        ? () => undefined
        : deps.leases.watch(log.id, (held) => (held ? this.schedule() : this.automation.stop()));
    this.schedule();
  }

  /** Rebuild a room from its stored record and log (the log is the source of truth). */
  static async load(game: AnyGame, row: GameRow, deps: RoomDeps): Promise<Room> {
    const [seats, log] = await Promise.all([
      deps.storage.seats(row.id),
      GameLog.load(game, row, deps.storage),
    ]);
    return new Room(log, seats, deps);
  }

  get version(): number {
    return this.log.version;
  }

  /** Closed rooms start nothing new: no bot, no clock, no submission. */
  get closed(): boolean {
    return this.isClosed;
  }

  get status(): GameStatus {
    return this.log.status;
  }

  get settings() {
    return this.log.row.settings;
  }

  get summary(): GameSummary {
    return summaryOf({ ...this.log.row, status: this.log.status, version: this.version }, this.seatRows);
  }

  seats(): readonly SeatRow[] {
    return this.seatRows;
  }

  seatInfo(): SeatInfo[] {
    return seatInfoOf(this.seatRows);
  }

  /** When each human seat that owes a decision gets its standing order (ms since the epoch). */
  clocks(): readonly Deadline[] {
    return this.log.status === 'live' ? this.automation.deadlines : [];
  }

  seatOfToken(hash: string): Seat | null {
    return this.seatRows.find((s) => s.tokenHash === hash)?.seat ?? null;
  }

  view(seat: Seat | null): unknown {
    return this.log.view(seat);
  }

  legal(seat: Seat | null): readonly unknown[] {
    return this.audience.legal(seat);
  }

  decisions(): readonly Decision[] {
    return this.log.decisions();
  }

  outcome(): Outcome | null {
    return this.log.outcome();
  }

  /** Clients attached to the room now. */
  get watchers(): number {
    return this.audience.size;
  }

  attach(sub: Subscriber, lastVersion: number | undefined): void {
    this.audience.attach(sub, lastVersion);
  }

  detach(sub: Subscriber): void {
    this.audience.detach(sub);
    if (this.log.status === 'over' && this.audience.size === 0) this.deps.settled?.(this);
  }

  snapshot(seat: Seat | null): ServerMessage {
    return this.audience.snapshot(seat);
  }

  historyFor(seat: Seat | null, from: number): ServerMessage {
    return this.audience.historyFor(seat, from);
  }

  /** The same message to every client of the game now (a rematch). */
  announce(message: ServerMessage): void {
    this.audience.sendAll(message);
  }

  /** A seat was taken through the lobby: refresh seats, and start the clock when the game went live. */
  async seatClaimed(): Promise<void> {
    const [seats, row] = await Promise.all([
      this.deps.storage.seats(this.id),
      this.deps.storage.getGame(this.id),
    ]);
    this.seatRows = seats;
    this.audience.sendAll({ type: 'seats', version: this.version, seats: this.seatInfo() });
    const wentLive = row !== null && row.status !== this.log.status;
    if (row && wentLive) this.log.status = row.status;
    this.schedule(); // clocks first, so the snapshots below carry their deadlines
    // The game went live: everyone gets a snapshot with its status and, for seats, their legal actions.
    if (wentLive) this.audience.snapshotAll();
  }

  /** A notice from the fan-out: this process wrote `version` (push it), or another one did (read it back). */
  private heard(version: number): void {
    if (!this.deps.leases || (version <= this.version && this.log.status !== 'open')) {
      this.audience.broadcastUpTo(version);
      return;
    }
    this.refresh().catch((error: unknown) =>
      this.deps.log.warn({ game: this.id, error: String(error) }, 'read-back failed'),
    );
  }

  /**
   * Catch up with what other processes wrote to the shared database (nothing to do in a single process).
   * Queued with the submissions, so it never interleaves with a write.
   */
  refresh(): Promise<void> {
    return this.writes.refresh();
  }

  /** Apply one action of `seat`; resolves once it is durably written (or refused). Serialized per room. */
  submit(seat: Seat, action: unknown, key: string, expectVersion?: number): Promise<SubmitResult> {
    return this.writes.submit(seat, action, key, expectVersion);
  }

  /** While the game is open, the log's seats and status are the truth: take them in when they differ. */
  private async syncOpen(): Promise<void> {
    const seats = await this.deps.storage.seats(this.id);
    const row = await this.deps.storage.getGame(this.id);
    const same = (a: SeatRow, i: number) => a.tokenHash === seats[i]?.tokenHash && a.name === seats[i]?.name;
    if (seats.length !== this.seatRows.length || !this.seatRows.every(same) || row?.status !== 'open')
      await this.seatClaimed();
  }

  /** After every change: the clocks and bots run while the game is live; a finished game lets its lease go. */
  private schedule(): void {
    this.automation.schedule();
    if (this.log.status !== 'over') return;
    this.stopLease();
    this.deps.settled?.(this);
  }

  /** Stop timers and bots; pending submissions still finish (their writes are already under way). */
  async close(): Promise<void> {
    this.isClosed = true;
    this.automation.stop();
    this.unsubscribe();
    this.stopLease();
    await this.writes.idle;
  }
}
