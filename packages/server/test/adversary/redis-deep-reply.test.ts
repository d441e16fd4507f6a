/**
 * A Redis (or whatever answers on its port) that replies with a deeply nested array. ioredis 5's parser
 * recursed once per level and threw a stack overflow out of the socket's data handler, which took the whole
 * process down; ioredis 6 must turn it into a connection error. Here a tiny fake Redis over TCP answers every
 * command with 100,000 nested arrays, again on each reconnection: the fan-out must stay up, say it is not
 * connected, and keep following its games by polling the database, with no uncaught error (which would fail
 * this run).
 */
import { createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { redisFanout } from '../../src/cluster/index.js';

const DEPTH = 100_000;
const nested = Buffer.from(`${'*1\r\n'.repeat(DEPTH)}:1\r\n`);

/** The fake: counts connections, answers every chunk it reads with the nested reply. */
async function deepRedis(): Promise<{ server: Server; port: number; connections: () => number }> {
  let connections = 0;
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    connections++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.on('data', () => socket.write(nested));
  });
  server.on('close', () => {
    for (const s of sockets) s.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return { server, port: address.port, connections: () => connections };
}

describe('a deeply nested Redis reply', () => {
  const open: { close(): Promise<unknown> }[] = [];
  afterEach(async () => {
    for (const x of open.splice(0).reverse()) await x.close();
  });

  it('costs the fan-out its Redis connection, never the process: it follows games by polling instead', async () => {
    const fake = await deepRedis();
    open.push({ close: () => new Promise((resolve) => fake.server.close(resolve)) });
    let polls = 0;
    const fanout = redisFanout({
      url: `redis://127.0.0.1:${fake.port}`,
      versions: async (games) => {
        polls++;
        return new Map(games.map((g) => [g, 7]));
      },
      pollMs: 20,
      safetyPollMs: 600_000,
      log: { warn: () => undefined, info: () => undefined },
    });
    open.push(fanout);
    const heard: number[] = [];
    fanout.subscribe('g', (version) => heard.push(version));
    // Reconnected after each poisoned reply, and poisoned again: the process lives through every one.
    await expect.poll(() => fake.connections(), { timeout: 30_000 }).toBeGreaterThanOrEqual(4);
    await expect.poll(() => heard.includes(7)).toBe(true);
    expect(fanout.connected).toBe(false);
    expect(polls).toBeGreaterThan(0);
  });
});
