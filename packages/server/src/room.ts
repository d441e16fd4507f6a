/**
 * One live game in memory, put together from its three parts: the log and state (room-log.ts), who watches and
 * what they are sent (room-audience.ts), and what plays without a person (room-automation.ts). The room itself
 * applies actions one at a time (a promise queue), writes each to storage, and only then acknowledges and
 * broadcasts it; with several processes it reads back what the others wrote.
 */
import { type AnyGame, canonicalJson, type Decision, type Outcome, type Seat } from '@warboard/core';
import type { GameSummary, SeatInfo, ServerMessage } from '@warboard/protocol';
import type { FastifyBaseLogger } from 'fastify';
import type { BotRunner } from './bots/bot.js';
import type { Fanout } from './fanout.js';
import type { Leases } from './leases.js';
import { Audience, type Subscriber } from './room-audience.js';
import { Automation, type SubmitResult } from './room-automation.js';
import { GameLog } from './room-log.js';
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
}

export class Room {
  readonly id: string;
  readonly game: AnyGame;
  readonly log: GameLog;
  private seatRows: SeatRow[];
  private readonly audience: Audience;
  private readonly automation: Automation;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly unsubscribe: () => void;
  private readonly stopLease: () => void;
  private waitingRefresh: Promise<void> | null = null; // a read-back queued and not yet started
  private unsureOfLog = false; // a write failed without an answer: it may or may not be in the log
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
    if (!this.deps.leases) return Promise.resolve();
    // Notices that arrive while a read-back waits its turn are all answered by that one read-back.
    if (this.waitingRefresh) return this.waitingRefresh;
    const run = this.queue.then(() => {
      this.waitingRefresh = null;
      return this.readBack();
    });
    this.waitingRefresh = run;
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** The log is the source of truth: seats and status while the game is open, then the actions this room lacks. */
  private async readBack(): Promise<void> {
    if (this.log.status === 'open') {
      const seats = await this.deps.storage.seats(this.id);
      const row = await this.deps.storage.getGame(this.id);
      const same = (a: SeatRow, i: number) =>
        a.tokenHash === seats[i]?.tokenHash && a.name === seats[i]?.name;
      if (seats.length !== this.seatRows.length || !this.seatRows.every(same) || row?.status !== 'open')
        await this.seatClaimed();
    }
    const [rows, row] = await Promise.all([
      this.deps.storage.actions(this.id, this.version),
      this.deps.storage.getGame(this.id),
    ]);
    const refused = this.log.catchUp(rows);
    if (refused !== null)
      this.deps.log.error({ game: this.id, version: refused }, 'stored action refused on read-back');
    if (this.log.outcome() !== null) this.log.status = 'over';
    if (row && row.version === this.version) this.automation.deadlines = row.deadlines;
    this.audience.broadcastUpTo(this.version);
    this.schedule();
  }

  /** Apply one action of `seat`; resolves once it is durably written (or refused). Serialized per room. */
  submit(seat: Seat, action: unknown, key: string, expectVersion?: number): Promise<SubmitResult> {
    const run = this.queue.then(() => this.applyOrFault(seat, action, key, expectVersion));
    this.queue = run.catch(() => undefined);
    return run;
  }

  /**
   * A storage fault (the database unreachable) is an answer, not an exception: the action may or may not be
   * in the log, so the next submission reads the log back first, and a retry with the same key is safe.
   */
  private async applyOrFault(
    seat: Seat,
    action: unknown,
    key: string,
    expectVersion?: number,
  ): Promise<SubmitResult> {
    try {
      return await this.apply(seat, action, key, expectVersion);
    } catch (error) {
      this.unsureOfLog = true;
      this.deps.log.error(
        { game: this.id, seat, error: String(error) },
        'action not written: storage failed',
      );
      return {
        ok: false,
        code: 'internal',
        message: 'the action could not be written: send it again with the same key',
      };
    }
  }

  private async apply(
    seat: Seat,
    action: unknown,
    key: string,
    expectVersion?: number,
    attempt = 1,
  ): Promise<SubmitResult> {
    // A write whose outcome is unknown (the database went away mid-commit) may be in the log: read it back
    // first, so its retry is found as a duplicate and the next action is not judged on a stale version.
    if (this.unsureOfLog) {
      await this.readBack();
      this.unsureOfLog = false;
    }
    const seen = this.log.stepOf(seat, key);
    if (seen !== undefined) return retried(seen, action);
    if (this.isClosed) return { ok: false, code: 'internal', message: 'server shutting down' };
    const status = this.log.status;
    if (status === 'open') return { ok: false, code: 'not-started', message: 'seats are still free' };
    if (status === 'over') return { ok: false, code: 'game-over', message: 'the game is over' };
    if (expectVersion !== undefined && expectVersion !== this.version) {
      return { ok: false, code: 'stale-version', message: `the game is at version ${this.version}` };
    }
    const next = this.game.apply(this.log.state, seat, action);
    if (!next.ok) return { ok: false, code: 'illegal', message: next.error.message, rule: next.error.rule };
    const over = this.game.outcome(next.value.state) !== null;
    // The clocks after this action are written with it, so a restart resumes them.
    const deadlines = this.automation.deadlinesAfter(next.value.state, seat, over);
    const written = await this.deps.storage.appendAction(
      this.id,
      this.version,
      { seat, action, key },
      over ? 'over' : undefined,
      deadlines,
    );
    if (!written.ok) {
      if (this.deps.leases && attempt < 5) {
        // Another process wrote first: read its actions back and judge this one again on the new state
        // (a retried key is then found, an action on a stale `version` refused, any other one re-validated).
        await this.readBack();
        return this.apply(seat, action, key, expectVersion, attempt + 1);
      }
      if (written.reason === 'duplicate')
        return retried({ version: written.existing.version, action: written.existing.action }, action);
      return { ok: false, code: 'stale-version', message: `the game is at version ${written.version}` };
    }
    const step = { version: written.version, actor: seat, action, key, events: next.value.events };
    this.log.record(step, next.value.state);
    this.automation.deadlines = deadlines;
    this.deps.fanout.publish(this.id, written.version);
    this.schedule();
    return { ok: true, version: written.version, duplicate: false };
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
    await this.queue;
  }
}

/**
 * The answer to a key this seat already used: the same action again is a retry, acknowledged with its
 * original version; another action under the same key is refused, never dropped as if it were a retry.
 */
function retried(
  logged: { readonly version: number; readonly action: unknown },
  action: unknown,
): SubmitResult {
  if (canonicalJson(logged.action) === canonicalJson(action))
    return { ok: true, version: logged.version, duplicate: true };
  return {
    ok: false,
    code: 'key-reused',
    message: `this key was used for another action (version ${logged.version}): each action needs a key of its own`,
  };
}
