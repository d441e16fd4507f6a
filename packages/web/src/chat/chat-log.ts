/**
 * A room's chat as a client holds it: every line it was sent, by number (a reconnection asks for the lines after
 * the newest it has, so none is lost or doubled), the seats its seat muted, and the lines it said that wait for
 * their ack — sent again under the same key after a reconnection, so a line is never said twice.
 */
import { signal } from '@preact/signals';
import type { ChatLine, ClientMessage, ServerMessage } from '../api/protocol.js';

type ChatServerMessage = Extract<ServerMessage, { type: 'chat' | 'chat-ack' | 'muted' }>;

/** 128 random bits (getRandomValues works on plain-HTTP pages too, where randomUUID does not). */
const newKey = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

export class ChatLog {
  readonly lines = signal<readonly ChatLine[]>([]);
  readonly muted = signal<readonly number[]>([]);
  /** Why the last line was refused (a flood, too long), until the next one is said. */
  readonly refusal = signal<string | null>(null);
  private readonly waiting = new Map<string, ClientMessage>();

  /** The newest line's number: what a reconnection asks after (undefined before any). */
  get lastChat(): number | undefined {
    return this.lines.value.at(-1)?.number;
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
      return;
    }
    if (m.type === 'muted') {
      this.muted.value = m.seats;
      return;
    }
    if (m.muted) this.muted.value = m.muted;
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
