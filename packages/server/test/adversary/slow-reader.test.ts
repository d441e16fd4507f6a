/**
 * Sockets that hold the server's memory or its connections: a client that asks for history and never reads
 * the answers, one that never says hello, one that never answers a ping, and more sockets than the caps
 * allow. Each is cut off or refused, and the server goes on serving the others.
 */
import { request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { Client, http, type Json, startServer, type TestServer } from '../helpers.js';
import { rawWebSocket } from './raw-socket.js';

/** Wait until `done()` holds, checking every 20 ms (no wall-clock assertion: the test's own time-out bounds it). */
async function until(done: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await done())) await new Promise((resolve) => setTimeout(resolve, 50));
}

/** The answer to a WebSocket upgrade the server refuses: its status, Retry-After and JSON body. */
function upgradeRefusal(url: string): Promise<{ status: number; retryAfter?: string; body: Json }> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}/api/play`, {
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
      },
    });
    req.on('upgrade', () => reject(new Error('upgraded')));
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => {
        text += chunk.toString('utf8');
      });
      res.on('end', () => {
        const retryAfter = res.headers['retry-after'];
        resolve({
          status: res.statusCode ?? 0,
          ...(retryAfter ? { retryAfter } : {}),
          body: JSON.parse(text),
        });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** A finished game of two bots, whose history is long enough to fill buffers. */
async function finishedBotGame(url: string): Promise<string> {
  const created = await http('POST', `${url}/api/games`, {
    game: 'horsemen',
    seats: [{ kind: 'bot' }, { kind: 'bot' }],
    decisionMs: 60_000,
  });
  const id: string = created.body.id;
  await until(async () => (await http('GET', `${url}/api/games/${id}`)).body.status === 'over');
  return id;
}

describe('slow and silent sockets', () => {
  let t: TestServer | null = null;
  afterEach(async () => {
    await t?.close();
    t = null;
  });

  it('terminates a client that asks for history and never reads it, and keeps serving the others', async () => {
    const logs: Json[] = [];
    t = await startServer({
      limits: { sendBufferBytes: 64 * 1024, messagesPerSecond: 1e6, messageBurst: 1e6 },
      logger: { level: 'warn', stream: { write: (line: string) => logs.push(JSON.parse(line)) } },
    });
    const server = t.server;
    const id = await finishedBotGame(t.url);
    const raw = await rawWebSocket(t.url);
    raw.sendText(JSON.stringify({ type: 'hello', game: id }));
    const ask = JSON.stringify({ type: 'history', from: 0 });
    // 28 bytes in, tens of kilobytes out each: far more than the kernel's buffers hold.
    for (let i = 0; i < 3000; i++) raw.sendText(ask);
    expect(server.connections()).toBe(1);
    await until(() => server.connections() === 0); // the server let it go
    // Cut off at the cap, not at a closing handshake that would wait behind what the client never reads.
    const cut = logs.filter((l) => l.msg === 'slow reader cut off');
    expect(cut).toHaveLength(1);
    expect(cut[0].buffered).toBeLessThanOrEqual(64 * 1024);
    // Another client is served as before.
    const c = await Client.connect(t.ws);
    c.send({ type: 'hello', game: id });
    c.send({ type: 'history', from: 0 });
    const history: Json = await c.waitFor((m) => m.type === 'history');
    expect(history.steps.length).toBeGreaterThan(0);
    await c.close();
    raw.socket.destroy();
  }, 30_000);

  it('closes a socket that says no hello in time, with a typed error', async () => {
    t = await startServer({ limits: { helloTimeoutMs: 200 } });
    const c = await Client.connect(t.ws);
    const code = new Promise<number>((resolve) => c.socket.once('close', (n: number) => resolve(n)));
    const error: Json = await c.waitFor((m) => m.type === 'error');
    expect(error).toMatchObject({ type: 'error', code: 'no-hello' });
    expect(await code).toBe(1008);
    await until(() => t!.server.connections() === 0);
  });

  it('keeps a socket that said hello, and terminates one that never answers a ping', async () => {
    t = await startServer({ limits: { helloTimeoutMs: 100, pingIntervalMs: 100 } });
    const server = t.server;
    const id = await finishedBotGame(t.url);
    const live = await Client.connect(t.ws); // ws answers pings by itself
    live.send({ type: 'hello', game: id });
    await live.waitFor((m) => m.type === 'welcome');
    const dead = await rawWebSocket(t.url); // reads nothing, so answers no ping
    dead.sendText(JSON.stringify({ type: 'hello', game: id }));
    expect(server.connections()).toBe(2);
    await until(() => server.connections() === 1);
    // Several ping rounds later the live client is still there.
    const pongs: number[] = [];
    for (let i = 0; i < 3; i++) {
      live.send({ type: 'ping', id: String(i) });
      pongs.push((await live.waitFor((m) => m.type === 'pong' && m.id === String(i))).version);
      await new Promise((resolve) => setTimeout(resolve, 120));
    }
    expect(live.closed).toBe(false);
    expect(server.connections()).toBe(1);
    await live.close();
    dead.socket.destroy();
  });

  it('caps connections per IP and in total: the next one gets 429 connection-limit before any upgrade', async () => {
    t = await startServer({ limits: { connectionsPerIp: 3, connections: 5 } });
    const held = await Promise.all([0, 1, 2].map(() => Client.connect(t!.ws)));
    await expect(rawWebSocket(t.url)).rejects.toThrow(/429/);
    const refused = await upgradeRefusal(t.url);
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).not.toBeUndefined();
    expect(refused.body).toEqual({ error: { code: 'connection-limit', message: 'too many connections' } });
    expect(t.server.connections()).toBe(3);
    await held[0]!.close();
    await until(() => t!.server.connections() === 2);
    const again = await Client.connect(t.ws); // a place came free
    expect(t.server.connections()).toBe(3);
    await Promise.all([...held.slice(1), again].map((c) => c.close()));
  });

  it('caps connections in total, whatever the IP', async () => {
    t = await startServer({ limits: { connectionsPerIp: 3, connections: 4 } });
    const held = await Promise.all([0, 1, 2].map(() => Client.connect(t!.ws)));
    const other = await rawWebSocket(t.url, '127.0.0.2'); // another client, under its own cap
    await expect(rawWebSocket(t.url, '127.0.0.3')).rejects.toThrow(/429/);
    expect(t.server.connections()).toBe(4);
    other.socket.destroy();
    await Promise.all(held.map((c) => c.close()));
  });
});
