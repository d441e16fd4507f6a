/**
 * A room's chat as a client holds it: every line it was sent, by number (a reconnection asks for the lines after
 * the newest it has, so none is lost or doubled), what its listener muted (seats, and one line of each spectator or
 * lobby visitor), and the lines it said that wait for their ack — sent again under the same key after a
 * reconnection, so a line is never said twice.
 */
import { signal } from '@preact/signals';
import type { ChatLine, ClientMessage, ServerMessage } from '../api/protocol.js';

type ChatServerMessage = Extract<ServerMessage, { type: 'chat' | 'chat-ack' | 'muted' }>;

/** What a `mute` names: a seat (in a game), or a line of a speaker without one (a spectator, a lobby visitor). */
export type MuteTarget = { readonly seat: number } | { readonly line: number };

/** 128 random bits (getRandomValues works on plain-HTTP pages too, where randomUUID does not). */
const newKey = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

export class ChatLog {
  readonly lines = signal<readonly ChatLine[]>([]);
  readonly muted = signal<readonly number[]>([]);
  /** One line of each seatless speaker muted: the server sends none of their lines after, nor on a catch-up. */
  readonly mutedLines = signal<readonly number[]>([]);
  /** The numbers of the lines this client said (from their acks): nobody mutes themself. */
  readonly mine = signal<ReadonlySet<number>>(new Set());
  /** Why the last line was refused (a flood, too long), until the next one is said. */
  readonly refusal = signal<string | null>(null);
  private readonly waiting = new Map<string, ClientMessage>();

  /** The newest line's number: what a reconnection asks after (undefined before any). */
  get lastChat(): number | undefined {
    return this.lines.value.at(-1)?.number;
  }

  /** A line not to show: its seat is muted, or it is the line its seatless speaker was muted by. */
  hidden(line: ChatLine): boolean {
    return line.seat !== null
      ? this.muted.value.includes(line.seat)
      : this.mutedLines.value.includes(line.number);
  }

  /** What muting this line's speaker names, for `seat` reading (null: a spectator or visitor); null if none. */
  muteTarget(line: ChatLine, seat: number | null): MuteTarget | null {
    if (this.hidden(line)) return null;
    if (line.seat !== null) return line.seat === seat ? null : { seat: line.seat };
    return this.mine.value.has(line.number) ? null : { line: line.number };
  }

  /** A line to say: sent now if `send` can, and again after each reconnection until it is acknowledged. */
  say(text: string, send: (m: ClientMessage) => void, name?: string): void {
    const message: ClientMessage = { type: 'chat', key: newKey(), text, ...(name ? { name } : {}) };
    this.waiting.set(message.key, message);
    this.refusal.value = null;
    send(message);
  }

  /** After a welcome: the lines still waiting for their ack, under their keys. */
  resend(send: (m: ClientMessage) => void): void {
    for (const message of this.waiting.values()) send(message);
  }

  receive(m: ChatServerMessage): void {
    if (m.type === 'chat-ack') {
      this.waiting.delete(m.key);
      this.mine.value = new Set([...this.mine.value, m.number]);
      return;
    }
    if (m.type === 'muted') {
      this.muted.value = m.seats;
      this.mutedLines.value = m.lines ?? [];
      return;
    }
    if (m.muted) this.muted.value = m.muted;
    if (m.mutedLines) this.mutedLines.value = m.mutedLines;
    const known = new Set(this.lines.value.map((l) => l.number));
    const fresh = m.lines.filter((l) => !known.has(l.number));
    if (fresh.length > 0)
      this.lines.value = [...this.lines.value, ...fresh].sort((a, b) => a.number - b.number);
  }

  /** A refused line (its key named in no ack): nothing was said; the player may edit it and say it again. */
  refused(message: string): void {
    this.waiting.clear();
    this.refusal.value = message;
  }
}
