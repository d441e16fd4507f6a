/**
 * Idempotency keys a client may not abuse. The server writes its own actions under `bot:v<N>` and
 * `standing:v<N>`: a client's action under such a key made the seat's own time-out at that version look like
 * a retry (acknowledged, nothing applied, the clock never re-armed: the game frozen for ever, across
 * restarts). And a key reused for another action was silently acknowledged as a duplicate of the first.
 * Both are refused with typed errors; a true retry stays an acknowledged duplicate, also after a restart
 * (on PostgreSQL the stored action comes back with its keys reordered).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backends, Client, hello, type Json, newHorsemenGame, startServer, tempDir } from '../helpers.js';

/** The same action with its fields in reverse order: equal as data, different as text. */
const reordered = (action: Json): Json => Object.fromEntries(Object.entries(action).reverse());

describe.each(backends)('reserved and reused idempotency keys on $name', ({ open }) => {
  let temp: ReturnType<typeof tempDir>;
  beforeEach(() => {
    temp = tempDir();
  });
  afterEach(() => temp.remove());

  it("refuses the server's own key namespaces, and the seat's clock still plays its standing order", async () => {
    const t = await startServer({ dir: temp.dir, storage: await open(temp.dir) });
    const { id, tokens } = await newHorsemenGame(t.url, ['human', 'human'], { decisionMs: 1500 });
    const clients = [await Client.connect(t.ws), await Client.connect(t.ws)];
    await hello(clients[0]!, id, tokens[0]);
    await hello(clients[1]!, id, tokens[1]);
    const snapshots: Json[] = await Promise.all(clients.map((c) => c.waitFor((m) => m.type === 'snapshot')));
    const seat = snapshots.findIndex((m) => m.legal.length > 0);
    const client = clients[seat]!;
    const action = snapshots[seat].legal[0];
    for (const key of ['standing:v0', 'standing:v1', 'bot:v0', 'standing:', 'bot:anything']) {
      const from = client.messages.length;
      client.send({ type: 'action', key, version: 0, action });
      const answer = await client.waitFor((m) => m.type === 'error' || m.type === 'ack', from);
      expect(answer).toMatchObject({ type: 'error', code: 'reserved-key', version: 0 });
    }
    // Nothing was applied: the seat's clock runs out and the server plays its standing order under its own key.
    const played: Json = await client.waitFor((m) => m.type === 'update' && m.version === 1);
    await Promise.all(clients.map((c) => c.close()));
    await t.close();
    const storage = await open(temp.dir);
    const log = await storage.actions(id);
    await storage.close();
    expect(log[0]).toMatchObject({ version: 1, seat: played.actor, key: 'standing:v0' });
  });

  it('refuses a key reused for another action; the same action again is a duplicate, also after a restart', async () => {
    let t = await startServer({ dir: temp.dir, storage: await open(temp.dir) });
    const { id, tokens } = await newHorsemenGame(t.url, ['human', 'human']);
    const connect = async () => {
      const clients = [await Client.connect(t.ws), await Client.connect(t.ws)];
      await hello(clients[0]!, id, tokens[0]);
      await hello(clients[1]!, id, tokens[1]);
      return clients;
    };
    let clients = await connect();
    const snapshots: Json[] = await Promise.all(clients.map((c) => c.waitFor((m) => m.type === 'snapshot')));
    const seat = snapshots.findIndex((m) => m.legal?.length > 1);
    expect(seat).toBeGreaterThanOrEqual(0);
    const [first, other] = snapshots[seat].legal as Json[];
    const act = async (action: Json): Promise<Json> => {
      const client = clients[seat]!;
      const from = client.messages.length;
      client.send({ type: 'action', key: 'mine-1', action });
      return client.waitFor((m) => (m.type === 'error' || m.type === 'ack') && m.key === 'mine-1', from);
    };
    expect(await act(first)).toMatchObject({ type: 'ack', version: 1, duplicate: false });
    expect(await act(first)).toMatchObject({ type: 'ack', version: 1, duplicate: true });
    expect(await act(reordered(first))).toMatchObject({ type: 'ack', version: 1, duplicate: true });
    expect(await act(other)).toMatchObject({ type: 'error', code: 'key-reused', key: 'mine-1' });
    await Promise.all(clients.map((c) => c.close()));
    await t.close();

    // After a restart the keys and their actions come from the log.
    t = await startServer({ dir: temp.dir, storage: await open(temp.dir) });
    clients = await connect();
    expect(await act(reordered(first))).toMatchObject({ type: 'ack', version: 1, duplicate: true });
    expect(await act(other)).toMatchObject({ type: 'error', code: 'key-reused', version: 1 });
    await Promise.all(clients.map((c) => c.close()));
    await t.close();
    const storage = await open(temp.dir);
    expect((await storage.actions(id)).map((a) => a.key)).toEqual(['mine-1']);
    await storage.close();
  });
});
