/**
 * Decision clocks of one game. A seat's clock starts when it begins to owe a decision and keeps running
 * while others act (a simultaneous placement, a defender's choice); it restarts after the seat's own action.
 * Clocks are absolute deadlines, stored with the game, so a restarted server resumes them where they were.
 */
import type { Seat } from '@warboard/core';
import type { Deadline } from './storage/storage.js';

/**
 * The deadlines after a change: seats that still owe and did not just act keep theirs, every other owing
 * seat gets `limitMs` from `now`. Sorted by seat, so equal clocks compare equal.
 */
export function nextDeadlines(
  previous: readonly Deadline[],
  owing: ReadonlySet<Seat>,
  actor: Seat | null,
  now: number,
  limitMs: number,
): Deadline[] {
  const kept = new Map(previous.map((d) => [d.seat, d.at]));
  return [...owing]
    .sort((a, b) => a - b)
    .map((seat) => ({ seat, at: seat !== actor ? (kept.get(seat) ?? now + limitMs) : now + limitMs }));
}

export const sameDeadlines = (a: readonly Deadline[], b: readonly Deadline[]): boolean =>
  a.length === b.length && a.every((d, i) => d.seat === b[i]?.seat && d.at === b[i]?.at);

/** Fires `expired(seat)` at each seat's deadline (at once for one already past, as after a long restart). */
export class DecisionTimers {
  private readonly running = new Map<Seat, { at: number; timer: NodeJS.Timeout }>();

  constructor(
    private readonly expired: (seat: Seat) => void,
    private readonly now: () => number = Date.now,
  ) {}

  /** Exactly these deadlines hold now; clocks of other seats stop. */
  set(deadlines: readonly Deadline[]): void {
    const wanted = new Map(deadlines.map((d) => [d.seat, d.at]));
    for (const [seat, clock] of this.running) {
      if (wanted.get(seat) !== clock.at) {
        clearTimeout(clock.timer);
        this.running.delete(seat);
      }
    }
    for (const [seat, at] of wanted) {
      if (this.running.has(seat)) continue;
      const timer = setTimeout(
        () => {
          this.running.delete(seat);
          this.expired(seat);
        },
        Math.max(0, at - this.now()),
      );
      timer.unref?.();
      this.running.set(seat, { at, timer });
    }
  }

  clear(): void {
    for (const clock of this.running.values()) clearTimeout(clock.timer);
    this.running.clear();
  }
}
