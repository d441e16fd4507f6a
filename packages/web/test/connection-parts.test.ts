/**
 * The connection's headless parts (src/api/event-log.ts, outbox.ts), with no socket and no DOM: what they send
 * is collected, and what they keep is read from their signals.
 */
import { describe, expect, it } from 'vitest';
import { EventLog } from '../src/api/event-log.js';
import { Outbox } from '../src/api/outbox.js';
import type { ClientMessage } from '../src/api/protocol.js';

const step = (version: number, ...types: string[]) => ({
  version,
  actor: 0,
  events: types.map((type) => ({ type })),
});

describe('the event log', () => {
  it('asks for the history behind a snapshot once, page by page, and files it before the live steps', () => {
    const log = new EventLog();
    const sent: ClientMessage[] = [];
    const send = (m: ClientMessage) => sent.push(m);
    log.fill(4, send);
    log.fill(4, send); // a second snapshot while the first answer is on its way: not asked twice
    expect(sent).toEqual([{ type: 'history', from: 0 }]);
    expect(log.complete.value).toBe(false);
    log.live(step(5, 'e'), 5, send); // a live step before the history: filed, no new request
    expect(sent).toHaveLength(1);
    log.page([step(1, 'a'), step(2, 'b', 'c')], 5, send);
    expect(sent.at(-1)).toEqual({ type: 'history', from: 2 });
    log.page([step(3), step(4, 'd')], 5, send); // version 3 holds nothing this seat may see
    expect(sent).toHaveLength(2);
    expect(log.complete.value).toBe(true);
    expect(log.log.value.map((e) => `${e.version}${e.event.type}`)).toEqual(['1a', '2b', '2c', '4d', '5e']);
  });

  it('files a step once, however often it comes, and waits for a welcome before asking', () => {
    const log = new EventLog();
    const sent: ClientMessage[] = [];
    log.fill(2, null);
    expect(log.complete.value).toBe(false);
    expect(sent).toHaveLength(0);
    log.page([step(1, 'a'), step(2, 'b')], 2, (m) => sent.push(m));
    log.live(step(2, 'b'), 2, (m) => sent.push(m));
    expect(log.log.value).toHaveLength(2);
    expect(sent).toHaveLength(0);
  });

  it('asks again on a new connection when the answer on the old one was lost', () => {
    const log = new EventLog();
    const sent: ClientMessage[] = [];
    log.fill(3, (m) => sent.push(m));
    log.reconnected();
    log.fill(3, (m) => sent.push(m));
    expect(sent).toEqual([
      { type: 'history', from: 0 },
      { type: 'history', from: 0 },
    ]);
  });
});

describe('the outbox', () => {
  it('keeps each action until its answer and resends the waiting ones in order, under their keys', () => {
    const outbox = new Outbox();
    const first: ClientMessage[] = [];
    outbox.add({ type: 'pass' }, 3, (m) => first.push(m));
    outbox.add({ type: 'end' }, 3, null); // not welcomed: not sent now
    expect(first).toHaveLength(1);
    const resent: ClientMessage[] = [];
    outbox.resend((m) => resent.push(m));
    expect(resent.map((m) => (m.type === 'action' ? m.action : null))).toEqual([
      { type: 'pass' },
      { type: 'end' },
    ]);
    expect(resent[0]).toEqual(first[0]);
    const [a, b] = resent.map((m) => (m.type === 'action' ? m.key : ''));
    expect(outbox.pending.value).toBe(b);
    outbox.settle(a!);
    expect(outbox.pending.value).toBe(b); // the older one's answer leaves the newer one pending
    outbox.settle(b!);
    expect(outbox.pending.value).toBeNull();
    const after: ClientMessage[] = [];
    outbox.resend((m) => after.push(m));
    expect(after).toHaveLength(0);
  });
});
