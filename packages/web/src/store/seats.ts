/**
 * Seat tokens kept on this device, so a reload (or coming back days later) rejoins the game. A token is
 * the only proof of a seat, so it stays in this browser's storage and is never put in a link.
 */
import { signal } from '@preact/signals';
import type { Seat } from '../api/protocol.js';

export interface HeldSeat {
  readonly game: string;
  readonly gameType: string;
  readonly seat: Seat;
  readonly token: string;
  readonly hotSeat: boolean; // played by someone else on this device: cards are covered between turns
  readonly joinedAt: number;
  /** The account this seat is held by (its name), once this browser signed in: forgotten at sign-out. */
  readonly account?: string;
}

const KEY = 'warboard.seats';

function load(): HeldSeat[] {
  try {
    const raw = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(raw) ? (raw as HeldSeat[]) : [];
  } catch {
    return [];
  }
}

const heldSeats = signal<HeldSeat[]>(load());

function save(next: HeldSeat[]): void {
  heldSeats.value = next;
  localStorage.setItem(KEY, JSON.stringify(next));
}

export function holdSeat(seat: HeldSeat): void {
  save([...heldSeats.value.filter((s) => !(s.game === seat.game && s.seat === seat.seat)), seat]);
}

export const seatsOf = (game: string): HeldSeat[] =>
  heldSeats.value.filter((s) => s.game === game).sort((a, b) => a.seat - b.seat);

export function forgetGame(game: string): void {
  save(heldSeats.value.filter((s) => s.game !== game));
}

/** The games this device holds seats in, newest first. */
export function heldGames(): { game: string; gameType: string; seats: HeldSeat[] }[] {
  const byGame = new Map<string, HeldSeat[]>();
  for (const s of heldSeats.value) byGame.set(s.game, [...(byGame.get(s.game) ?? []), s]);
  return [...byGame.entries()]
    .map(([game, seats]) => ({ game, gameType: seats[0]!.gameType, seats }))
    .sort(
      (a, b) => Math.max(...b.seats.map((s) => s.joinedAt)) - Math.max(...a.seats.map((s) => s.joinedAt)),
    );
}

/** Every seat this device holds. */
export const allHeldSeats = (): readonly HeldSeat[] => heldSeats.value;

/** These seats are now `account`'s (adopted at sign-in). */
export function markAccountSeats(account: string, seats: readonly { game: string; seat: number }[]): void {
  const adopted = new Set(seats.map((s) => `${s.game}/${s.seat}`));
  save(heldSeats.value.map((s) => (adopted.has(`${s.game}/${s.seat}`) ? { ...s, account } : s)));
}

/** Signed out: this device forgets the seats it held through the account (its other devices keep theirs). */
export function forgetAccountSeats(account: string): void {
  save(heldSeats.value.filter((s) => s.account !== account));
}
