import { horsemen } from '@warboard/horsemen';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Client, hello, http, type Json, newHorsemenGame, startServer, type TestServer } from './helpers.js';

/** Play `n` actions for whichever seat owes one, acting through the given clients. */
async function step(clients: Client[], n: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    const lasts = clients.map((c) => [...c.messages].reverse().find((m) => Array.isArray(m.legal)));
    const seat = lasts.findIndex((m) => m && m.legal.length > 0);
    const client = clients[seat]!;
    const last = lasts[seat];
    const action = last.legal.find((a: Json) => !horsemen.isConcession(a));
    const from = client.messages.length;
    client.send({ type: 'action', key: `s${last.version}`, version: last.version, action });
    await client.waitFor((m) => m.type === 'ack', from);
    // Both clients have heard of the new version before the next step.
    for (const c of clients) await c.waitFor((m) => m.type === 'update' && m.version === last.version + 1);
  }
}

describe('resuming and retrying', () => {
  let t: TestServer;
  beforeEach(async () => {
    t = await startServer();
  });
  afterEach(async () => {
    await t.close();
  });

  it('a client that reconnects with its last version gets exactly the missed steps, then its view', async () => {
    const { id, tokens } = await newHorsemenGame(t.url);
    const a = await Client.connect(t.ws);
    const b = await Client.connect(t.ws);
    await hello(a, id, tokens[0]);
    await hello(b, id, tokens[1]);
    await a.waitFor((m) => m.type === 'snapshot');
    await b.waitFor((m) => m.type === 'snapshot');
    await step([a, b], 2);
    const seen = 2;
    await b.close();
    // Seat 0 keeps playing while seat 1 is away, as long as it owes decisions (placement is simultaneous).
    for (let i = 0; i < 3; i++) {
      const last = [...a.messages].reverse().find((m) => Array.isArray(m.legal));
      if (!last || last.legal.length === 0) break;
      const from = a.messages.length;
      a.send({ type: 'action', key: `solo${i}`, version: last.version, action: last.legal[0] });
      await a.waitFor((m) => m.type === 'update' && m.version === last.version + 1, from);
    }
    const b2 = await Client.connect(t.ws);
    const welcome = await hello(b2, id, tokens[1], seen);
    const now = welcome.version;
    expect(now).toBeGreaterThan(seen);
    await b2.waitFor((m) => m.type === 'update' && m.version === now);
    const updates = b2.messages.filter((m) => m.type === 'update');
    expect(updates.map((m) => m.version)).toEqual(Array.from({ length: now - seen }, (_, i) => seen + 1 + i));
    // Only the last one carries the view; none carries another seat's action.
    expect(updates.filter((m) => m.view !== undefined).map((m) => m.version)).toEqual([now]);
    for (const m of updates) expect(m.action).toBeUndefined();
    expect(updates.at(-1).view.seat).toBe(1);
    expect(b2.messages.some((m) => m.type === 'snapshot')).toBe(false);
    await Promise.all([a.close(), b2.close()]);
  });

  it('without a last version, or too far behind, a client gets a snapshot', async () => {
    const { id, tokens } = await newHorsemenGame(t.url);
    const c = await Client.connect(t.ws);
    await hello(c, id, tokens[0]);
    const snap = await c.waitFor((m) => m.type === 'snapshot');
    expect(snap).toMatchObject({ version: 0, status: 'live' });
    expect(snap.view.seat).toBe(0);
    expect(Array.isArray(snap.legal)).toBe(true); // empty when seat 0 owes nothing yet
    const d = await Client.connect(t.ws);
    await hello(d, id, null, 99); // a version from the future: a snapshot, never an error
    expect((await d.waitFor((m) => m.type === 'snapshot')).view.seat).toBeNull();
    await Promise.all([c.close(), d.close()]);
  });

  it('a retried action (same key) is acknowledged again with its version and applied once', async () => {
    const { id, tokens } = await newHorsemenGame(t.url);
    const clients = [await Client.connect(t.ws), await Client.connect(t.ws)];
    const snaps: Json[] = [];
    for (const [seat, c] of clients.entries()) {
      await hello(c, id, tokens[seat]);
      snaps.push(await c.waitFor((m) => m.type === 'snapshot'));
    }
    const seat = snaps.findIndex((s) => s.legal.length > 0); // whoever owes a decision first
    const c = clients[seat]!;
    const action = snaps[seat].legal[0];
    c.send({ type: 'action', key: 'once', version: 0, action });
    const first = await c.waitFor((m) => m.type === 'ack');
    expect(first).toEqual({ type: 'ack', key: 'once', version: 1, duplicate: false });
    // The retry may even name a stale version: the key decides.
    const from = c.messages.length;
    c.send({ type: 'action', key: 'once', version: 0, action });
    const second = await c.waitFor((m) => m.type === 'ack' || m.type === 'error', from);
    expect(second).toEqual({ type: 'ack', key: 'once', version: 1, duplicate: true });
    expect((await http('GET', `${t.url}/api/games/${id}`)).body.version).toBe(1);
    await Promise.all(clients.map((x) => x.close()));

    // After a restart, the key is still known (it is in the log).
    const { server, dir } = t;
    await server.close();
    t = await startServer({ dir });
    const c2 = await Client.connect(t.ws);
    await hello(c2, id, tokens[seat], 1);
    c2.send({ type: 'action', key: 'once', action });
    expect(await c2.waitFor((m) => m.type === 'ack')).toEqual({
      type: 'ack',
      key: 'once',
      version: 1,
      duplicate: true,
    });
    await c2.close();
  });
});
