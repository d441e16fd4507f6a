/**
 * The decision clocks as the server last sent them, and how far this device's clock is from the server's: each
 * message with clocks carries the server's `now`, so a countdown runs from the server's deadline even when this
 * device's clock is wrong.
 */
import { signal } from '@preact/signals';
import type { DeadlineInfo, GameWire, ReserveInfo, ServerMessage } from '../api/protocol.js';

export class ClockState {
  readonly deadlines = signal<readonly DeadlineInfo[]>([]);
  readonly reserves = signal<readonly ReserveInfo[]>([]);
  readonly decisionMs = signal(0);
  readonly reserveMs = signal(0);
  /** Server clock minus this device's, in ms, as of the last message that said. */
  private offset = 0;

  /** The server's clock now, as best this device can tell. */
  serverNow(local: number = Date.now()): number {
    return local + this.offset;
  }

  take<W extends GameWire>(m: ServerMessage<W>, received: number = Date.now()): void {
    if ('now' in m && typeof m.now === 'number') this.offset = m.now - received;
    if (m.type === 'welcome') {
      this.decisionMs.value = m.decisionMs;
      this.reserveMs.value = m.reserveMs ?? 0;
    }
    if (m.type !== 'snapshot' && m.type !== 'update') return;
    if (m.deadlines) this.deadlines.value = m.deadlines;
    if (m.reserves) this.reserves.value = m.reserves;
    if (m.status === 'over') this.deadlines.value = [];
  }
}

/** What a seat's clock shows: the time left of its decision, then of its reserve (ms, never below 0). */
export interface SeatClock {
  readonly seat: number;
  readonly owes: boolean;
  readonly decisionLeft: number | null; // null: it owes nothing now
  readonly reserveLeft: number | null; // null: the game has no reserve
}

export function seatClocks(
  seats: readonly number[],
  deadlines: readonly DeadlineInfo[],
  reserves: readonly ReserveInfo[],
  reserveMs: number,
  now: number,
): SeatClock[] {
  return seats.map((seat) => {
    const d = deadlines.find((x) => x.seat === seat);
    const banked = reserves.find((r) => r.seat === seat)?.left ?? reserveMs;
    if (!d) return { seat, owes: false, decisionLeft: null, reserveLeft: reserveMs > 0 ? banked : null };
    const reserve = d.reserve ?? (reserveMs > 0 ? banked : 0);
    const overrun = Math.max(0, now - d.at);
    return {
      seat,
      owes: true,
      decisionLeft: Math.max(0, d.at - now),
      reserveLeft: reserveMs > 0 ? Math.max(0, reserve - overrun) : null,
    };
  });
}

/** "2 d 3 h", "4 h 05 min", "12:07", "0:09": days and hours for a correspondence clock, minutes for real time. */
export function clockText(ms: number): string {
  const s = Math.ceil(ms / 1000);
  const days = Math.floor(s / 86_400);
  const hours = Math.floor((s % 86_400) / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = s % 60;
  if (days > 0) return `${days} d ${hours} h`;
  if (hours > 0) return `${hours} h ${String(minutes).padStart(2, '0')} min`;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}
