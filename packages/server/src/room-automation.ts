/**
 * What plays without a person: the bots in bot seats, and the decision clocks of human seats, whose standing
 * orders the game plays when they run out. With several processes only the game's lease holder runs them.
 */
import type { RuleError, Seat } from '@warboard/core';
import { botKey, type ErrorCode, standingKey } from '@warboard/protocol';
import type { FastifyBaseLogger } from 'fastify';
import { type BotRequest, type BotRunner, BotTimeout, MAX_THINK_MS } from './bots/bot.js';
import type { Leases } from './leases.js';
import type { GameLog } from './room-log.js';
import { randomSeeds, type SeedSource } from './seeds.js';
import type { Deadline, SeatRow, Storage } from './storage/storage.js';
import { type Clocks, DecisionTimers, newlyDue, nextClocks, sameClocks } from './timers.js';

/** How long the automation waits before it writes again an action that storage failed to write. */
const RETRY_AFTER_FAILURE_MS = 1000;

export type SubmitResult =
  | { readonly ok: true; readonly version: number; readonly duplicate: boolean }
  | {
      readonly ok: false;
      readonly code: ErrorCode;
      readonly message: string;
      /** For `illegal`: the rules' own refusal — its rule, its code in the game's catalogue and the facts it names. */
      readonly refused?: RuleError;
    };

/** What the automation reads and does through its room. */
export interface AutomationHost {
  readonly log: GameLog;
  readonly closed: boolean;
  seats(): readonly SeatRow[];
  /** Whether a client holding `seat` has the game open on this process now. */
  present(seat: Seat): boolean;
  submit(seat: Seat, action: unknown, key: string, expectVersion?: number): Promise<SubmitResult>;
}

export interface AutomationDeps {
  readonly storage: Storage;
  readonly bots: BotRunner;
  readonly log: FastifyBaseLogger;
  readonly leases?: Leases;
  readonly botLane?: (gameId: string) => string;
  readonly seeds?: SeedSource;
  /** Told of the human seats whose decision just became due, and who have the game open nowhere here (notices/notifier.ts). */
  readonly due?: (game: { readonly id: string; readonly type: string }, seats: readonly Seat[]) => void;
  /** Told when a human seat's clock ran out and its standing order was written (handover.ts counts them). */
  readonly timedOut?: (gameId: string, seat: Seat) => void;
}

export class Automation {
  private readonly timers: DecisionTimers;
  private readonly botAsked = new Map<Seat, number>(); // seat → version a bot is thinking about

  constructor(
    private readonly room: AutomationHost,
    private readonly deps: AutomationDeps,
  ) {
    this.timers = new DecisionTimers((seat) => this.onTimeout(seat));
  }

  /** The clocks of the human seats that owe a decision, as stored. */
  get deadlines(): readonly Deadline[] {
    return this.room.log.clocks.deadlines;
  }

  /** The clocks as written with an action (`written`: by this process, whose seats are told) or read back. */
  setClocks(clocks: Clocks, written: boolean): void {
    // A seat with the game open is told by its tab; only the absent ones get a push or an e-mail.
    const due = newlyDue(this.room.log.clocks.deadlines, clocks.deadlines).filter(
      (s) => !this.room.present(s),
    );
    this.room.log.clocks = clocks;
    if (written && due.length > 0)
      this.deps.due?.({ id: this.room.log.id, type: this.room.log.game.id }, due);
  }

  /** The clocks after `seat` acted and the game reached `state` (nobody owes once it is over). */
  clocksAfter(state: unknown, seat: Seat, over: boolean): Clocks {
    const { log } = this.room;
    if (over) return { deadlines: [], reserves: log.clocks.reserves };
    return nextClocks(log.clocks, this.humansOwing(state), seat, Date.now(), log.row.settings);
  }

  stop(): void {
    this.timers.clear();
  }

  /** After every change: run the clocks of human seats that owe a decision, and wake the bots. */
  schedule(): void {
    const { log } = this.room;
    // With several processes, only the one holding the game's lease runs its bots and clocks.
    if (this.room.closed || log.status !== 'live' || (this.deps.leases && !this.deps.leases.held(log.id))) {
      this.timers.clear();
      return;
    }
    const owing = new Set(log.decisions().map((d) => d.seat));
    for (const s of this.room.seats()) if (s.kind === 'bot' && owing.has(s.seat)) this.askBot(s);
    // Clocks that start without an action (the game went live, or a log from before deadlines were
    // stored) are written on their own; those that start with an action were written with it.
    const wanted = nextClocks(log.clocks, this.humansOwing(log.state), null, Date.now(), log.row.settings);
    if (!sameClocks(wanted, log.clocks)) {
      this.setClocks(wanted, true);
      this.deps.storage
        .setDeadlines(log.id, log.version, wanted.deadlines, wanted.reserves)
        .catch((error: unknown) =>
          this.deps.log.error({ game: log.id, error: String(error) }, 'deadlines not stored'),
        );
    }
    this.timers.set(log.clocks.deadlines);
  }

  /** Human seats that owe a decision in `state`. */
  private humansOwing(state: unknown): Set<Seat> {
    const owing = new Set(this.room.log.game.pendingDecisions(state).map((d: { seat: Seat }) => d.seat));
    const humans = this.room.seats().filter((s) => s.kind === 'human' && owing.has(s.seat));
    return new Set(humans.map((s) => s.seat));
  }

  /**
   * Ask the seat's bot for an action, from the seat's view and legal actions only. A bot that fails, answers
   * something illegal or takes longer than the game's decision time (at most MAX_THINK_MS) is logged, and
   * its seat plays the standing order, so a broken bot never stalls a game.
   */
  private askBot(seat: SeatRow): void {
    const { log } = this.room;
    const version = log.version;
    if (this.botAsked.get(seat.seat) === version) return;
    this.botAsked.set(seat.seat, version);
    const bot = seat.difficulty ?? 'random';
    const request: BotRequest = {
      game: log.game.id,
      view: log.view(seat.seat),
      legal: log.game.legalActions(log.state, seat.seat),
      seat: seat.seat,
      bot,
      seed: (this.deps.seeds ?? randomSeeds).bot(log.id, version, seat.seat),
    };
    const fallBack = (why: Record<string, unknown>, message: string) => {
      this.deps.log.warn({ game: log.id, seat: seat.seat, bot, version, ...why }, message);
      if (log.version === version) this.onTimeout(seat.seat);
    };
    const thinkMs = Math.min(MAX_THINK_MS, log.row.settings.decisionMs);
    this.deps.bots
      .choose(request, thinkMs, this.deps.botLane?.(log.id) ?? log.id)
      .then(
        (action) => {
          if (this.room.closed || log.version !== version) return;
          return this.room.submit(seat.seat, action, botKey(version), version).then((r) => {
            if (!r.ok && r.code === 'internal') this.retryLater(seat.seat);
            else if (!r.ok && r.code !== 'stale-version' && r.code !== 'game-over') {
              fallBack({ code: r.code, why: r.message }, 'bot action refused: standing order played');
            }
          });
        },
        (error: unknown) => {
          if (this.room.closed) return;
          const slow = error instanceof BotTimeout;
          fallBack(
            { error: String(error), ...(slow ? { thinkMs } : {}) },
            slow ? 'bot too slow: standing order played' : 'bot failed: standing order played',
          );
        },
      )
      .catch((error: unknown) => {
        this.deps.log.error({ game: log.id, error: String(error) }, 'bot move failed');
        this.retryLater(seat.seat);
      });
  }

  /** A human seat did not answer in time: the game plays its standing order. */
  private onTimeout(seat: Seat): void {
    const { log } = this.room;
    if (this.room.closed || log.status !== 'live') return;
    const version = log.version;
    const order = log.game.standingOrder(log.state, seat);
    if (order === null) return;
    this.room
      .submit(seat, order, standingKey(version), version)
      .then((r) => {
        if (r.ok && !r.duplicate && this.room.seats().some((s) => s.seat === seat && s.kind === 'human'))
          this.deps.timedOut?.(log.id, seat);
        if (!r.ok && r.code === 'internal') this.retryLater(seat);
        else if (!r.ok && r.code !== 'stale-version') {
          this.deps.log.error({ game: log.id, seat, code: r.code, why: r.message }, 'standing order refused');
        }
      })
      .catch((error: unknown) => {
        this.deps.log.error({ game: log.id, error: String(error) }, 'standing order failed');
        this.retryLater(seat);
      });
  }

  /**
   * A bot's move or a standing order could not be written (the database away, or a fault of ours): nothing else would ask again
   * (the bot was asked for this version, the clock has fired), so ask again after a pause, until it is written
   * or the game moves on.
   */
  private retryLater(seat: Seat): void {
    const timer = setTimeout(() => {
      this.botAsked.delete(seat);
      this.schedule();
    }, RETRY_AFTER_FAILURE_MS);
    timer.unref?.();
  }
}
