/**
 * One live game in memory: its state rebuilt from the log, the sockets watching it, its decision timers
 * and its bots. Actions are applied one at a time (a promise queue), written to storage, and only then
 * acknowledged and broadcast — each client gets the events it may see and its own view.
 */
import { randomBytes } from 'node:crypto';
import {
  type AnyGame,
  type Decision,
  foldLog,
  type GameEvent,
  type LoggedAction,
  type Outcome,
  type Seat,
  setupFromRecord,
} from '@warboard/core';
import {
  type ErrorCode,
  type GameSummary,
  MAX_HISTORY_STEPS,
  type SeatInfo,
  type ServerMessage,
} from '@warboard/protocol';
import type { FastifyBaseLogger } from 'fastify';
import { type BotRequest, type BotRunner, BotTimeout, MAX_THINK_MS } from './bots/bot.js';
import type { Fanout } from './fanout.js';
import type { Leases } from './leases.js';
import type { ActionRow, Deadline, GameRow, GameStatus, SeatRow, Storage } from './storage/storage.js';
import { DecisionTimers, nextDeadlines, sameDeadlines } from './timers.js';

/** A catch-up longer than this is sent as a snapshot instead of step by step. */
export const MAX_CATCH_UP = 100;

export interface Step {
  readonly version: number;
  readonly actor: Seat;
  readonly action: unknown; // never sent to other seats: it may name a hidden card
  readonly key: string; // the idempotency key it was written with
  readonly events: readonly GameEvent[];
}

export interface Subscriber {
  readonly seat: Seat | null; // null: spectator
  send(message: ServerMessage): void;
}

export type SubmitResult =
  | { readonly ok: true; readonly version: number; readonly duplicate: boolean }
  | { readonly ok: false; readonly code: ErrorCode; readonly message: string; readonly rule?: string };

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
}

export const canSee = (event: GameEvent, seat: Seat | null): boolean =>
  event.visibleTo === undefined || (seat !== null && event.visibleTo.includes(seat));

export class Room {
  readonly id: string;
  readonly game: AnyGame;
  private row: GameRow;
  private seatRows: SeatRow[];
  // biome-ignore lint/suspicious/noExplicitAny: the state type of whichever game this room holds.
  private state: any;
  private readonly steps: Step[];
  private readonly keys = new Map<string, number>(); // `${seat}:${key}` → version
  private readonly subscribers = new Set<Subscriber>();
  private queue: Promise<unknown> = Promise.resolve();
  private readonly timers: DecisionTimers;
  private deadlines: readonly Deadline[]; // as stored: the clocks of human seats that owe a decision
  private readonly botAsked = new Map<Seat, number>(); // seat → version a bot is thinking about
  private readonly unsubscribe: () => void;
  private readonly stopLease: () => void;
  private announced: number; // the newest version pushed to the subscribers
  private waitingRefresh: Promise<void> | null = null; // a read-back queued and not yet started
  private closed = false;

  constructor(
    game: AnyGame,
    row: GameRow,
    seats: SeatRow[],
    // biome-ignore lint/suspicious/noExplicitAny: see `state`.
    state: any,
    steps: Step[],
    private readonly deps: RoomDeps,
  ) {
    this.id = row.id;
    this.game = game;
    this.row = row;
    this.seatRows = seats;
    this.state = state;
    this.steps = steps;
    for (const s of steps) this.keys.set(`${s.actor}:${s.key}`, s.version);
    this.deadlines = row.deadlines;
    this.timers = new DecisionTimers((seat) => this.onTimeout(seat));
    this.announced = steps.length;
    this.unsubscribe = deps.fanout.subscribe(row.id, (version) => this.heard(version));
    this.stopLease =
      row.status === 'over' || !deps.leases
        ? () => undefined
        : deps.leases.watch(row.id, (held) => (held ? this.schedule() : this.timers.clear()));
    this.schedule();
  }

  /** Rebuild a room from its stored record and log (the log is the source of truth). */
  static async load(game: AnyGame, row: GameRow, deps: RoomDeps): Promise<Room> {
    const [seats, log] = await Promise.all([deps.storage.seats(row.id), deps.storage.actions(row.id)]);
    if (row.rulesVersion !== game.rulesVersion) {
      throw new Error(`game ${row.id} uses rules ${row.rulesVersion}, engine has ${game.rulesVersion}`);
    }
    const initial = setupFromRecord(game, row.options, row.seed);
    if (!initial.ok)
      throw new Error(`game ${row.id}: stored options or setup refused: ${initial.error.message}`);
    const steps: Step[] = [];
    const state = foldLog(game, initial.value, log, (a, applied) => steps.push(stepOf(a, applied.events)));
    if (!state.ok) {
      const version = log[state.error.index]?.version;
      throw new Error(`game ${row.id}: action ${version} refused on replay: ${state.error.message}`);
    }
    return new Room(game, { ...row, version: log.length }, seats, state.value, steps, deps);
  }

  get version(): number {
    return this.steps.length;
  }

  get status(): GameStatus {
    return this.row.status;
  }

  get settings() {
    return this.row.settings;
  }

  get summary(): GameSummary {
    return {
      id: this.id,
      game: this.game.id,
      status: this.row.status,
      version: this.version,
      seats: this.seatInfo(),
      createdAt: this.row.createdAt,
      decisionMs: this.row.settings.decisionMs,
    };
  }

  seatInfo(): SeatInfo[] {
    return this.seatRows.map((s) => ({
      seat: s.seat,
      kind: s.kind,
      difficulty: s.difficulty,
      taken: s.kind === 'bot' || s.tokenHash !== null,
      name: s.name,
    }));
  }

  /** When each human seat that owes a decision gets its standing order (ms since the epoch). */
  clocks(): readonly Deadline[] {
    return this.row.status === 'live' ? this.deadlines : [];
  }

  seatOfToken(hash: string): Seat | null {
    return this.seatRows.find((s) => s.tokenHash === hash)?.seat ?? null;
  }

  view(seat: Seat | null): unknown {
    return this.game.view(this.state, seat);
  }

  /** The actions `seat` may take now, as data: clients never re-implement the rules. */
  legal(seat: Seat | null): readonly unknown[] {
    if (seat === null || this.row.status !== 'live') return [];
    return this.game.legalActions(this.state, seat);
  }

  decisions(): readonly Decision[] {
    return this.game.pendingDecisions(this.state);
  }

  outcome(): Outcome | null {
    return this.game.outcome(this.state);
  }

  /** The whole record, for replays of finished games. Never includes the seed. */
  history(): readonly Step[] {
    return this.steps;
  }

  /** The public view before the first action and after each one, rebuilt from the log (for replays). */
  publicViews(): unknown[] {
    const initial = setupFromRecord(this.game, this.row.options, this.row.seed);
    if (!initial.ok) return [];
    const views = [this.game.view(initial.value, null)];
    // A refused step ends the views there, as the fold stops.
    foldLog(this.game, initial.value, this.steps.map(logged), (_step, applied) =>
      views.push(this.game.view(applied.state, null)),
    );
    return views;
  }

  /** A seat was taken through the lobby: refresh seats, and start the clock when the game went live. */
  async seatClaimed(): Promise<void> {
    const [seats, row] = await Promise.all([
      this.deps.storage.seats(this.id),
      this.deps.storage.getGame(this.id),
    ]);
    this.seatRows = seats;
    const seatInfo = this.seatInfo();
    for (const sub of this.subscribers) sub.send({ type: 'seats', version: this.version, seats: seatInfo });
    const wentLive = row !== null && row.status !== this.row.status;
    if (row && wentLive) this.row = { ...this.row, status: row.status };
    this.schedule(); // clocks first, so the snapshots below carry their deadlines
    // The game went live: everyone gets a snapshot with its status and, for seats, their legal actions.
    if (wentLive) for (const sub of this.subscribers) sub.send(this.snapshot(sub.seat));
  }

  /** Start sending a client its messages: the welcome, then what it missed since `lastVersion` (or a snapshot). */
  attach(sub: Subscriber, lastVersion: number | undefined): void {
    this.subscribers.add(sub);
    sub.send({
      type: 'welcome',
      game: this.id,
      gameType: this.game.id,
      seat: sub.seat,
      status: this.row.status,
      seats: this.seatInfo(),
      version: this.version,
      decisionMs: this.row.settings.decisionMs,
    });
    const missed = lastVersion === undefined ? -1 : this.version - lastVersion;
    if (missed === 0) return;
    if (missed < 0 || missed > MAX_CATCH_UP) {
      sub.send(this.snapshot(sub.seat));
      return;
    }
    for (let v = (lastVersion ?? 0) + 1; v <= this.version; v++)
      sub.send(this.update(v, sub.seat, v === this.version));
  }

  detach(sub: Subscriber): void {
    this.subscribers.delete(sub);
  }

  snapshot(seat: Seat | null): ServerMessage {
    return {
      type: 'snapshot',
      version: this.version,
      status: this.row.status,
      view: this.view(seat),
      decisions: this.decisions(),
      deadlines: this.clocks(),
      legal: this.legal(seat),
    };
  }

  /** The steps after `from`, each with the events `seat` may see, a page at a time (the `history` message). */
  historyFor(seat: Seat | null, from: number): ServerMessage {
    const start = Math.min(from, this.version);
    const steps = this.steps.slice(start, start + MAX_HISTORY_STEPS).map((step) => ({
      version: step.version,
      actor: step.actor,
      events: step.events.filter((e) => canSee(e, seat)),
    }));
    return {
      type: 'history',
      version: this.version,
      from: start,
      steps,
      more: start + steps.length < this.version,
    };
  }

  /** The message for `version` as `seat` may see it; `full` adds the view (only valid for the current version). */
  private update(version: number, seat: Seat | null, full: boolean): ServerMessage {
    const step = this.steps[version - 1]!;
    const events = step.events.filter((e) => canSee(e, seat));
    if (!full) return { type: 'update', version, actor: step.actor, events };
    const outcome = this.outcome();
    return {
      type: 'update',
      version,
      actor: step.actor,
      events,
      view: this.view(seat),
      decisions: this.decisions(),
      deadlines: this.clocks(),
      legal: this.legal(seat),
      status: this.row.status === 'over' ? 'over' : 'live',
      ...(outcome ? { outcome } : {}),
    };
  }

  /**
   * Push the steps not pushed yet to every subscriber, each as its seat may see them (computed once per
   * seat); the newest carries the view. One step at a time in one process, several after a read-back.
   */
  private broadcastUpTo(version: number): void {
    if (version !== this.version || version <= this.announced) return; // a later broadcast carries the view
    const from = this.announced + 1;
    this.announced = version;
    const bySeat = new Map<Seat | null, ServerMessage[]>();
    for (const sub of this.subscribers) {
      let messages = bySeat.get(sub.seat);
      if (!messages) {
        messages = [];
        for (let v = from; v <= version; v++) messages.push(this.update(v, sub.seat, v === version));
        bySeat.set(sub.seat, messages);
      }
      for (const message of messages) sub.send(message);
    }
  }

  /** A notice from the fan-out: this process wrote `version` (push it), or another one did (read it back). */
  private heard(version: number): void {
    if (!this.deps.leases || (version <= this.version && this.row.status !== 'open')) {
      this.broadcastUpTo(version);
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
    if (this.row.status === 'open') {
      const seats = await this.deps.storage.seats(this.id);
      const row = await this.deps.storage.getGame(this.id);
      const same = (a: SeatRow, i: number) =>
        a.tokenHash === seats[i]?.tokenHash && a.name === seats[i]?.name;
      if (seats.length !== this.seatRows.length || !this.seatRows.every(same) || row?.status !== 'open')
        await this.seatClaimed();
    }
    const [log, row] = await Promise.all([
      this.deps.storage.actions(this.id, this.version),
      this.deps.storage.getGame(this.id),
    ]);
    const caughtUp = foldLog(this.game, this.state, following(log, this.version), (a, applied) => {
      this.state = applied.state;
      this.steps.push(stepOf(a, applied.events));
      this.keys.set(`${a.seat}:${a.key}`, a.version);
    });
    if (!caughtUp.ok) {
      const version = this.version + 1;
      this.deps.log.error({ game: this.id, version }, 'stored action refused on read-back');
    }
    if (this.game.outcome(this.state) !== null) this.row = { ...this.row, status: 'over' };
    if (row && row.version === this.version) this.deadlines = row.deadlines;
    this.broadcastUpTo(this.version);
    this.schedule();
  }

  /** Apply one action of `seat`; resolves once it is durably written (or refused). Serialized per room. */
  submit(seat: Seat, action: unknown, key: string, expectVersion?: number): Promise<SubmitResult> {
    const run = this.queue.then(() => this.apply(seat, action, key, expectVersion));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async apply(
    seat: Seat,
    action: unknown,
    key: string,
    expectVersion?: number,
    attempt = 1,
  ): Promise<SubmitResult> {
    const seen = this.keys.get(`${seat}:${key}`);
    if (seen !== undefined) return { ok: true, version: seen, duplicate: true };
    if (this.closed) return { ok: false, code: 'internal', message: 'server shutting down' };
    if (this.row.status === 'open')
      return { ok: false, code: 'not-started', message: 'seats are still free' };
    if (this.row.status === 'over') return { ok: false, code: 'game-over', message: 'the game is over' };
    if (expectVersion !== undefined && expectVersion !== this.version) {
      return { ok: false, code: 'stale-version', message: `the game is at version ${this.version}` };
    }
    const next = this.game.apply(this.state, seat, action);
    if (!next.ok) return { ok: false, code: 'illegal', message: next.error.message, rule: next.error.rule };
    const over = this.game.outcome(next.value.state) !== null;
    // The clocks after this action are written with it, so a restart resumes them (nobody owes once over).
    const deadlines = over
      ? []
      : nextDeadlines(
          this.deadlines,
          this.humansOwing(next.value.state),
          seat,
          Date.now(),
          this.row.settings.decisionMs,
        );
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
        return { ok: true, version: written.existing.version, duplicate: true };
      return { ok: false, code: 'stale-version', message: `the game is at version ${written.version}` };
    }
    this.state = next.value.state;
    this.steps.push({ version: written.version, actor: seat, action, key, events: next.value.events });
    this.keys.set(`${seat}:${key}`, written.version);
    if (over) this.row = { ...this.row, status: 'over' };
    this.deadlines = deadlines;
    this.deps.fanout.publish(this.id, written.version);
    this.schedule();
    return { ok: true, version: written.version, duplicate: false };
  }

  /** Human seats that owe a decision in `state`. */
  // biome-ignore lint/suspicious/noExplicitAny: see `state`.
  private humansOwing(state: any): Set<Seat> {
    const owing = new Set(this.game.pendingDecisions(state).map((d: { seat: Seat }) => d.seat));
    return new Set(this.seatRows.filter((s) => s.kind === 'human' && owing.has(s.seat)).map((s) => s.seat));
  }

  /** After every change: run the clocks of human seats that owe a decision, and wake the bots. */
  private schedule(): void {
    if (this.closed || this.row.status !== 'live') {
      this.timers.clear();
      if (this.row.status === 'over') this.stopLease();
      return;
    }
    // With several processes, only the one holding the game's lease runs its bots and clocks.
    if (this.deps.leases && !this.deps.leases.held(this.id)) {
      this.timers.clear();
      return;
    }
    const owing = new Set(this.game.pendingDecisions(this.state).map((d: { seat: Seat }) => d.seat));
    for (const s of this.seatRows) if (s.kind === 'bot' && owing.has(s.seat)) this.askBot(s);
    // Clocks that start without an action (the game went live, or a log from before deadlines were
    // stored) are written on their own; those that start with an action were written with it.
    const wanted = nextDeadlines(
      this.deadlines,
      this.humansOwing(this.state),
      null,
      Date.now(),
      this.row.settings.decisionMs,
    );
    if (!sameDeadlines(wanted, this.deadlines)) {
      this.deadlines = wanted;
      const version = this.version;
      this.deps.storage
        .setDeadlines(this.id, version, wanted)
        .catch((error: unknown) =>
          this.deps.log.error({ game: this.id, error: String(error) }, 'deadlines not stored'),
        );
    }
    this.timers.set(this.deadlines);
  }

  /**
   * Ask the seat's bot for an action, from the seat's view and legal actions only. A bot that fails, answers
   * something illegal or takes longer than the game's decision time (at most MAX_THINK_MS) is logged, and
   * its seat plays the standing order, so a broken bot never stalls a game.
   */
  private askBot(seat: SeatRow): void {
    const version = this.version;
    if (this.botAsked.get(seat.seat) === version) return;
    this.botAsked.set(seat.seat, version);
    const bot = seat.difficulty ?? 'random';
    const request: BotRequest = {
      game: this.game.id,
      view: this.game.view(this.state, seat.seat),
      legal: this.game.legalActions(this.state, seat.seat),
      seat: seat.seat,
      bot,
      seed: randomBytes(8).toString('hex'),
    };
    const fallBack = (why: Record<string, unknown>, message: string) => {
      this.deps.log.warn({ game: this.id, seat: seat.seat, bot, version, ...why }, message);
      if (this.version === version) this.onTimeout(seat.seat);
    };
    const thinkMs = Math.min(MAX_THINK_MS, this.row.settings.decisionMs);
    this.deps.bots
      .choose(request, thinkMs)
      .then(
        (action) => {
          if (this.closed || this.version !== version) return;
          return this.submit(seat.seat, action, `bot:v${version}`, version).then((r) => {
            if (!r.ok && r.code !== 'stale-version' && r.code !== 'game-over') {
              fallBack({ code: r.code, why: r.message }, 'bot action refused: standing order played');
            }
          });
        },
        (error: unknown) => {
          if (this.closed) return;
          const slow = error instanceof BotTimeout;
          fallBack(
            { error: String(error), ...(slow ? { thinkMs } : {}) },
            slow ? 'bot too slow: standing order played' : 'bot failed: standing order played',
          );
        },
      )
      .catch((error: unknown) =>
        this.deps.log.error({ game: this.id, error: String(error) }, 'bot move failed'),
      );
  }

  /** A human seat did not answer in time: the game plays its standing order. */
  private onTimeout(seat: Seat): void {
    if (this.closed || this.row.status !== 'live') return;
    const version = this.version;
    const order = this.game.standingOrder(this.state, seat);
    if (order === null) return;
    this.submit(seat, order, `standing:v${version}`, version)
      .then((r) => {
        if (!r.ok && r.code !== 'stale-version') {
          this.deps.log.error(
            { game: this.id, seat, code: r.code, why: r.message },
            'standing order refused',
          );
        }
      })
      .catch((error: unknown) =>
        this.deps.log.error({ game: this.id, error: String(error) }, 'standing order failed'),
      );
  }

  /** Stop timers and bots; pending submissions still finish (their writes are already under way). */
  async close(): Promise<void> {
    this.closed = true;
    this.timers.clear();
    this.unsubscribe();
    this.stopLease();
    await this.queue;
  }
}

/** The actions of `log` that follow on from `version` without a gap. */
function following(log: readonly ActionRow[], version: number): ActionRow[] {
  const gap = log.findIndex((a, i) => a.version !== version + 1 + i);
  return gap === -1 ? [...log] : log.slice(0, gap);
}

const logged = (step: Step): LoggedAction => ({ seat: step.actor, action: step.action });

const stepOf = (a: ActionRow, events: readonly GameEvent[]): Step => ({
  version: a.version,
  actor: a.seat,
  action: a.action,
  events,
  key: a.key,
});
