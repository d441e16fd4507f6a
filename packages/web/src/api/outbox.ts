/**
 * The actions a connection sent and has not heard back about, by idempotency key, in the order they were made.
 * An action not yet acknowledged when the connection drops is sent again, under the same key, once the next
 * connection is welcomed: the server applies a key once, so a resend is safe whether the first copy was lost
 * on the way there or its ack on the way back. Headless: it is handed the way to send.
 */
import { signal } from '@preact/signals';
import type { ClientMessage } from './protocol.js';

type ActionMessage = Extract<ClientMessage, { type: 'action' }>;

const newKey = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

export class Outbox {
  /** Key of the newest action awaiting its answer: the screen shows it on its way (kept across a drop). */
  readonly pending = signal<string | null>(null);
  private readonly unacked = new Map<string, ActionMessage>();

  /** File an action under a fresh key; `send` is called only when the connection can carry it now. */
  add(action: unknown, version: number, send: ((m: ClientMessage) => void) | null): void {
    const key = newKey();
    const message: ActionMessage = { type: 'action', key, action, version };
    this.pending.value = key;
    this.unacked.set(key, message);
    send?.(message);
  }

  /** After a welcome: every action still waiting, in its original order, with its original key. */
  resend(send: (m: ClientMessage) => void): void {
    for (const message of this.unacked.values()) send(message);
  }

  /** The server answered `key` (an ack or a refusal naming it): it is no longer resent. */
  settle(key: string): void {
    this.unacked.delete(key);
    if (this.pending.value === key) this.pending.value = null;
  }
}
