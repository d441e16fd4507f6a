/**
 * Decision clocks of one game. A seat's clock starts when it begins to owe a decision and keeps running
 * while others act (a simultaneous placement, a defender's choice); it restarts after the seat's own action.
 * Clocks are absolute deadlines, stored with the game, so a restarted server resumes them where they were.
 * A correspondence game may give each seat a reserve: a decision that overruns its own time draws on it, and
 * what it drew is gone for the rest of the game; the standing order comes once both are spent.
 */
import type { Seat } from '@warboard/core';
import type { Deadline, GameSettings, Reserve } from './storage/storage.js';

/** A game's clocks as stored: the deadlines of the seats that owe, and what each seat has left of its reserve. */
export interface Clocks {
  readonly deadlines: readonly Deadline[];
  readonly reserves: readonly Reserve[];
}

/** When a seat's standing order is played: its decision's own time, then what is left of its reserve. */
export const expiresAt = (d: Deadline): number => d.at + (d.reserve ?? 0);

/**
 * The clocks after a change: seats that still owe and did not just act keep theirs, every other owing seat
 * gets `decisionMs` from `now` (and, with a reserve, what it has left of it). The seat that acted keeps what
 * its decision did not overrun of its reserve. Sorted by seat, so equal clocks compare equal.
 */
export function nextClocks(
  previous: Clocks,
  owing: ReadonlySet<Seat>,
  actor: Seat | null,
  now: number,
  settings: Pick<GameSettings, 'decisionMs' | 'reserveMs'>,
): Clocks {
  const reserveMs = settings.reserveMs ?? 0;
  const kept = new Map(previous.deadlines.map((d) => [d.seat, d]));
  const left = new Map(previous.reserves.map((r) => [r.seat, r.left]));
  const acted = actor === null ? undefined : kept.get(actor);
  if (reserveMs > 0 && actor !== null && acted) {
    const overrun = Math.max(0, now - acted.at);
    left.set(actor, Math.max(0, (acted.reserve ?? left.get(actor) ?? reserveMs) - overrun));
  }
  const deadlines = [...owing]
    .sort((a, b) => a - b)
    .map((seat): Deadline => {
      const running = kept.get(seat);
      if (seat !== actor && running) return running;
      const at = now + settings.decisionMs;
      return reserveMs > 0 ? { seat, at, reserve: left.get(seat) ?? reserveMs } : { seat, at };
    });
  const reserves = [...left].sort(([a], [b]) => a - b).map(([seat, ms]) => ({ seat, left: ms }));
  return { deadlines, reserves };
}

export const sameClocks = (a: Clocks, b: Clocks): boolean =>
  a.deadlines.length === b.deadlines.length &&
  a.deadlines.every(
    (d, i) =>
      d.seat === b.deadlines[i]?.seat && d.at === b.deadlines[i]?.at && d.reserve === b.deadlines[i]?.reserve,
  ) &&
  a.reserves.length === b.reserves.length &&
  a.reserves.every((r, i) => r.seat === b.reserves[i]?.seat && r.left === b.reserves[i]?.left);

/** Seats that owe in `next` and did not in `previous`: their decision just became due (a notice goes out). */
export const newlyDue = (previous: readonly Deadline[], next: readonly Deadline[]): Seat[] => {
  const before = new Set(previous.map((d) => d.seat));
  return next.filter((d) => !before.has(d.seat)).map((d) => d.seat);
};

/** Fires `expired(seat)` at each seat's deadline (at once for one already past, as after a long restart). */
export class DecisionTimers {
  private readonly running = new Map<Seat, { at: number; timer: NodeJS.Timeout }>();

  constructor(
    private readonly expired: (seat: Seat) => void,
    private readonly now: () => number = Date.now,
  ) {}

  /** Exactly these deadlines hold now; clocks of other seats stop. */
  set(deadlines: readonly Deadline[]): void {
    const wanted = new Map(deadlines.map((d) => [d.seat, expiresAt(d)]));
    for (const [seat, clock] of this.running) {
      if (wanted.get(seat) !== clock.at) {
        clearTimeout(clock.timer);
        this.running.delete(seat);
      }
    }
    for (const [seat, at] of wanted) if (!this.running.has(seat)) this.arm(seat, at);
  }

  private arm(seat: Seat, at: number): void {
    const timer = setTimeout(
      () => {
        // Timers run on the event loop's own millisecond clock, which may be a little ahead of the wall clock
        // the deadline is written in: a timer that fires early is set again for the rest, so a clock never
        // runs out (nor draws a reserve to its end) before its deadline.
        if (this.now() < at) return this.arm(seat, at);
        this.running.delete(seat);
        this.expired(seat);
      },
      Math.max(0, at - this.now()),
    );
    timer.unref?.();
    this.running.set(seat, { at, timer });
  }

  clear(): void {
    for (const clock of this.running.values()) clearTimeout(clock.timer);
    this.running.clear();
  }
}
