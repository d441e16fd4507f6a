/**
 * Decision clocks of one game. A seat's clock starts when it begins to owe a decision and keeps running
 * while others act (a simultaneous placement, a defender's choice); it restarts after the seat's own action.
 * After a restart of the server every clock starts afresh: deadlines are not stored.
 */
import type { Seat } from '@warboard/core';

export class DecisionTimers {
  private readonly running = new Map<Seat, NodeJS.Timeout>();

  constructor(
    private readonly limitMs: number,
    private readonly expired: (seat: Seat) => void,
  ) {}

  /** Exactly these seats owe a decision now. */
  owe(seats: ReadonlySet<Seat>): void {
    for (const [seat, timer] of this.running) {
      if (!seats.has(seat)) {
        clearTimeout(timer);
        this.running.delete(seat);
      }
    }
    for (const seat of seats) {
      if (this.running.has(seat)) continue;
      const timer = setTimeout(() => {
        this.running.delete(seat);
        this.expired(seat);
      }, this.limitMs);
      timer.unref?.();
      this.running.set(seat, timer);
    }
  }

  /** `seat` answered: its next decision gets a full clock. */
  acted(seat: Seat): void {
    const timer = this.running.get(seat);
    if (timer) clearTimeout(timer);
    this.running.delete(seat);
  }

  clear(): void {
    for (const timer of this.running.values()) clearTimeout(timer);
    this.running.clear();
  }
}
