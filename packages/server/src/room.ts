/**
 * One live game in memory, put together from its parts: the log and state (room-log.ts), who watches and what
 * they are sent (room-audience.ts), what plays without a person (room-automation.ts), and its writes — actions
 * applied one at a time, each written to storage before it is acknowledged and broadcast, and the read-backs of
 * what other processes wrote (room-writes.ts); its seats (room-seats.ts), and what it hears of other processes
 * (room-cluster.ts).
 */
import type { AnyGame, Decision, Outcome, Seat } from '@warboard/core';
import type { GameSummary, SeatInfo, ServerMessage } from '@warboard/protocol';
import { Audience, type Subscriber } from './room-audience.js';
import { Automation, type SubmitResult } from './room-automation.js';
import { RoomCluster } from './room-cluster.js';
import type { RoomServices } from './room-deps.js';
import { GameLog } from './room-log.js';
import { RoomSeats } from './room-seats.js';
import { Writes } from './room-writes.js';
import type { Deadline, GameRow, GameStatus, SeatRow } from './storage/storage.js';
import { summaryOf } from './summary.js';

export { canSee, MAX_CATCH_UP, type Subscriber } from './room-audience.js';
export type { SubmitResult } from './room-automation.js';
export type { Step } from './room-log.js';

/** A room's services, and the hub's hook for when the room may be released. */
export interface RoomDeps extends RoomServices {
  /** Told when the room may be released: its game ended, or the last watcher of a finished game left. */
  readonly settled?: (room: Room) => void;
}

export class Room {
  readonly id: string;
  readonly game: AnyGame;
  readonly log: GameLog;
  private readonly seatRows: RoomSeats;
  private readonly audience: Audience;
  private readonly automation: Automation;
  private readonly writes: Writes;
  private readonly cluster: RoomCluster;
  private isClosed = false;

  private constructor(
    log: GameLog,
    seats: SeatRow[],
    private readonly deps: RoomDeps,
  ) {
    this.id = log.id;
    this.game = log.game;
    this.log = log;
    this.seatRows = new RoomSeats(log.id, seats, deps.storage);
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
    this.cluster = new RoomCluster(log, deps, {
      broadcastUpTo: (version) => this.audience.broadcastUpTo(version),
      refresh: () => this.refresh(),
      leased: (held) => (held ? this.schedule() : this.automation.stop()),
    });
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
    return summaryOf({ ...this.log.row, status: this.log.status, version: this.version }, this.seatRows.all);
  }

  seats(): readonly SeatRow[] {
    return this.seatRows.all;
  }

  seatInfo(): SeatInfo[] {
    return this.seatRows.info();
  }

  /** When each human seat that owes a decision gets its standing order (ms since the epoch). */
  clocks(): readonly Deadline[] {
    return this.log.status === 'live' ? this.automation.deadlines : [];
  }

  seatOfToken(hash: string): Seat | null {
    return this.seatRows.ofToken(hash);
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

  /** Whether a client holding `seat` has the game open here now (its tab tells it of its turn). */
  present(seat: Seat): boolean {
    return this.audience.holds(seat);
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
    const row = await this.seatRows.reload();
    this.audience.sendAll({ type: 'seats', version: this.version, seats: this.seatInfo() });
    const wentLive = row !== null && row.status !== this.log.status;
    if (row && wentLive) this.log.status = row.status;
    this.schedule(); // clocks first, so the snapshots below carry their deadlines
    // The game went live: everyone gets a snapshot with its status and, for seats, their legal actions.
    if (wentLive) this.audience.snapshotAll();
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
    if (await this.seatRows.stale()) await this.seatClaimed();
  }

  /** After every change: the clocks and bots run while the game is live; a finished game lets its lease go. */
  private schedule(): void {
    this.automation.schedule();
    if (this.log.status !== 'over') return;
    this.cluster.stopLease();
    this.deps.settled?.(this);
  }

  /** Stop timers and bots; pending submissions still finish (their writes are already under way). */
  async close(): Promise<void> {
    this.isClosed = true;
    this.automation.stop();
    this.cluster.close();
    await this.writes.idle;
  }
}
