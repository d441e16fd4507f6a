/**
 * Who watches a room, and what each of them is sent: the welcome, catch-ups, snapshots and every new step, each
 * as its seat may see it (the events it may see, its own view and legal actions).
 */
import type { GameEvent, Seat } from '@warboard/core';
import {
  diffView,
  MAX_HISTORY_STEPS,
  type SeatInfo,
  type ServerMessage,
  type ViewPatch,
} from '@warboard/protocol';
import type { GameLog } from './room-log.js';
import type { Deadline, Reserve } from './storage/storage.js';

/** A catch-up longer than this is sent as a snapshot instead of step by step. */
export const MAX_CATCH_UP = 100;

export interface Subscriber {
  readonly seat: Seat | null; // null: spectator
  send(message: ServerMessage): void;
}

export const canSee = (event: GameEvent, seat: Seat | null): boolean =>
  event.visibleTo === undefined || (seat !== null && event.visibleTo.includes(seat));

/** What the audience reads of the room besides its log: the seats and the clocks. */
export interface AudienceSource {
  readonly log: GameLog;
  seatInfo(): SeatInfo[];
  clocks(): readonly Deadline[];
}

export class Audience {
  private readonly subscribers = new Set<Subscriber>();
  private announced: number; // the newest version pushed to the subscribers
  /**
   * The view each seat's subscribers were sent with the newest version pushed: the next push sends that seat
   * only the changes from it (view-patch.ts). Kept only for seats with a subscriber.
   */
  private readonly pushedViews = new Map<Seat | null, { readonly version: number; readonly view: unknown }>();

  constructor(private readonly room: AudienceSource) {
    this.announced = room.log.version;
  }

  /** Start sending a client its messages: the welcome, then what it missed since `lastVersion` (or a snapshot). */
  attach(sub: Subscriber, lastVersion: number | undefined): void {
    const { log } = this.room;
    this.subscribers.add(sub);
    sub.send({
      type: 'welcome',
      game: log.id,
      gameType: log.game.id,
      seat: sub.seat,
      status: log.status,
      seats: this.room.seatInfo(),
      version: log.version,
      decisionMs: log.row.settings.decisionMs,
      ...(log.row.settings.reserveMs ? { reserveMs: log.row.settings.reserveMs } : {}),
      now: Date.now(),
    });
    const missed = lastVersion === undefined ? -1 : log.version - lastVersion;
    if (missed === 0) return;
    if (missed < 0 || missed > MAX_CATCH_UP) {
      sub.send(this.snapshot(sub.seat));
      return;
    }
    for (let v = (lastVersion ?? 0) + 1; v <= log.version; v++)
      sub.send(this.update(v, sub.seat, v === log.version ? 'whole' : 'none'));
  }

  detach(sub: Subscriber): void {
    this.subscribers.delete(sub);
  }

  get size(): number {
    return this.subscribers.size;
  }

  /** Whether a client holding `seat` is attached (a spectator holds none). */
  holds(seat: Seat): boolean {
    for (const sub of this.subscribers) if (sub.seat === seat) return true;
    return false;
  }

  /** The actions `seat` may take now, as data: clients never re-implement the rules. */
  legal(seat: Seat | null): readonly unknown[] {
    const { log } = this.room;
    if (seat === null || log.status !== 'live') return [];
    return log.game.legalActions(log.state, seat);
  }

  snapshot(seat: Seat | null): ServerMessage {
    const { log } = this.room;
    return {
      type: 'snapshot',
      version: log.version,
      status: log.status,
      view: this.wholeView(seat),
      decisions: log.decisions(),
      deadlines: this.room.clocks(),
      ...this.reservesAndNow(),
      legal: this.legal(seat),
    };
  }

  /** What a client counts clocks with: each seat's reserve (in a game with one), and the server's clock now. */
  private reservesAndNow(): { reserves?: readonly Reserve[]; now: number } {
    const { log } = this.room;
    return { ...(log.row.settings.reserveMs ? { reserves: log.clocks.reserves } : {}), now: Date.now() };
  }

  /** The steps after `from`, each with the events `seat` may see, a page at a time (the `history` message). */
  historyFor(seat: Seat | null, from: number): ServerMessage {
    const { log } = this.room;
    const start = Math.min(from, log.version);
    const steps = log.steps.slice(start, start + MAX_HISTORY_STEPS).map((step) => ({
      version: step.version,
      actor: step.actor,
      events: step.events.filter((e) => canSee(e, seat)),
    }));
    return {
      type: 'history',
      version: log.version,
      from: start,
      steps,
      more: start + steps.length < log.version,
    };
  }

  /** The same message to everyone. */
  sendAll(message: ServerMessage): void {
    for (const sub of this.subscribers) sub.send(message);
  }

  /** Everyone gets a snapshot, for their own seat. */
  snapshotAll(): void {
    for (const sub of this.subscribers) sub.send(this.snapshot(sub.seat));
  }

  /**
   * Push the steps not pushed yet to every subscriber, each as its seat may see them (computed once per
   * seat); the newest carries the view, as its changes from the view pushed before when the seat's
   * subscribers hold that one. One step at a time in one process, several after a read-back.
   */
  broadcastUpTo(version: number): void {
    if (version !== this.room.log.version || version <= this.announced) return; // a later broadcast carries the view
    const from = this.announced + 1;
    this.announced = version;
    const bySeat = new Map<Seat | null, ServerMessage[]>();
    for (const sub of this.subscribers) {
      let messages = bySeat.get(sub.seat);
      if (!messages) {
        messages = [];
        for (let v = from; v <= version; v++)
          messages.push(this.update(v, sub.seat, v === version ? { patchOf: from - 1 } : 'none'));
        bySeat.set(sub.seat, messages);
      }
      for (const message of messages) sub.send(message);
    }
    // A seat nobody watched this time gets its next view whole: its subscribers to come start from a snapshot.
    for (const seat of this.pushedViews.keys()) if (!bySeat.has(seat)) this.pushedViews.delete(seat);
  }

  /**
   * The message for `version` as `seat` may see it. The view (only valid for the current version) comes
   * `whole`, as a patch of the view pushed to the seat's subscribers with version `patchOf` (whole when they
   * were pushed none), or not at all (`none`).
   */
  private update(
    version: number,
    seat: Seat | null,
    view: 'whole' | { readonly patchOf: number } | 'none',
  ): ServerMessage {
    const { log } = this.room;
    const step = log.steps[version - 1]!;
    const events = step.events.filter((e) => canSee(e, seat));
    if (view === 'none') return { type: 'update', version, actor: step.actor, events };
    const outcome = log.outcome();
    return {
      type: 'update',
      version,
      actor: step.actor,
      events,
      ...(view === 'whole' ? { view: this.wholeView(seat) } : this.viewOrPatch(version, seat, view.patchOf)),
      decisions: log.decisions(),
      deadlines: this.room.clocks(),
      ...this.reservesAndNow(),
      legal: this.legal(seat),
      status: log.status === 'over' ? 'over' : 'live',
      ...(outcome ? { outcome } : {}),
    };
  }

  /**
   * The view of `seat` now, sent whole to a client joining (a snapshot, the end of a catch-up). When nothing
   * waits to be pushed, it is the view the seat's next push will patch, so it is kept as that seat's pushed view
   * (a subscriber of the seat already there holds the same one); a client joining ahead of a push ignores it.
   */
  private wholeView(seat: Seat | null): unknown {
    const { log } = this.room;
    const view = log.view(seat);
    if (log.version === this.announced) this.pushedViews.set(seat, { version: log.version, view });
    return view;
  }

  /**
   * The view of `seat` at `version` (the current one), as a patch of the one pushed with version `base` (the
   * version before, or the last pushed before a read-back brought several at once).
   */
  private viewOrPatch(
    version: number,
    seat: Seat | null,
    base: number,
  ): { view: unknown } | { viewPatch: ViewPatch } {
    const view = this.room.log.view(seat);
    const before = this.pushedViews.get(seat);
    this.pushedViews.set(seat, { version, view });
    if (before === undefined || before.version !== base) return { view };
    return { viewPatch: { base: before.version, ops: diffView(before.view, view) } };
  }
}
