/**
 * Redis going away degrades fan-out and nothing else. Two server processes share PostgreSQL and a Redis of
 * this test's own; four games are played with each game's two seats on different processes. Redis is
 * killed mid-game: the processes follow each other's actions by polling the database's versions, so play
 * goes on; Redis comes back and fan-out returns to it. No acknowledged action is lost, none is applied twice,
 * and every client sees every version once, in order.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../src/storage/index.js';
import { clusterUnavailable, freshSchema, TestRedis } from './cluster-helpers.js';
import {
  autoPlay,
  Client,
  hello,
  type Json,
  newHorsemenGame,
  startServer,
  type TestServer,
} from './helpers.js';

const unavailable = clusterUnavailable();

describe.skipIf(unavailable !== null)(
  `Redis stopped while games are played on two processes${unavailable ? ` (skipped: ${unavailable})` : ''}`,
  () => {
    const servers: TestServer[] = [];
    let redis: TestRedis | null = null;
    let schema: { url: string; drop: () => Promise<void> } | null = null;
    afterAll(async () => {
      await Promise.all(servers.map((s) => s.close().catch(() => undefined)));
      await redis?.stop();
      await schema?.drop();
    });

    it('play goes on by polling; nothing is lost or applied twice', async () => {
      redis = await TestRedis.start();
      schema = await freshSchema();
      for (let i = 0; i < 2; i++) {
        servers.push(
          await startServer({
            storage: await openPostgres(schema.url),
            cluster: {
              redisUrl: redis.url,
              databaseUrl: schema.url,
              leaseMs: 1000,
              pollMs: 200,
              safetyPollMs: 600_000,
            },
          }),
        );
      }
      const [a, b] = servers as [TestServer, TestServer];
      const acks: { game: string; seat: number; key: string; version: number }[] = [];
      const games = await Promise.all([0, 1, 2, 3].map((i) => newHorsemenGame((i % 2 ? b : a).url)));
      const players = await Promise.all(
        games.flatMap(({ id, tokens }) =>
          tokens.map(async (token, seat) => {
            const client = await Client.connect((seat === 0 ? a : b).ws);
            client.socket.on('message', (data: Buffer) => {
              const m: Json = JSON.parse(data.toString());
              if (m.type === 'ack') acks.push({ game: id, seat, key: m.key, version: m.version });
            });
            const { done } = autoPlay(client, `outage/${id}/${seat}`);
            await hello(client, id, token);
            return { client, done };
          }),
        ),
      );
      const until = async (n: number) => {
        for (let i = 0; i < 6000 && acks.length < n; i++) await new Promise((r) => setTimeout(r, 5));
        expect(acks.length).toBeGreaterThanOrEqual(n);
      };

      await until(20);
      await redis.stop();
      const atStop = acks.length;
      // Both seats of a game must keep acting, each hearing of the other's actions only by polling.
      await until(atStop + 60);
      const duringOutage = acks.slice(atStop).map((x) => x.game);
      expect(new Set(duringOutage).size, 'games moved on while Redis was away').toBeGreaterThan(1);
      await redis.start();
      await Promise.all(players.map((p) => p.done));

      const storage = await openPostgres(schema.url);
      const logs = new Map<string, Map<string, number>>();
      for (const { id } of games) {
        const log = await storage.actions(id);
        expect(
          log.map((x) => x.version),
          `game ${id}: versions 1…n`,
        ).toEqual(log.map((_, i) => i + 1));
        expect(new Set(log.map((x) => `${x.seat}:${x.key}`)).size, 'no action twice').toBe(log.length);
        expect((await storage.getGame(id))?.status).toBe('over');
        logs.set(id, new Map(log.map((x) => [`${x.seat}:${x.key}`, x.version])));
      }
      await storage.close();
      expect(acks.filter((x) => logs.get(x.game)?.get(`${x.seat}:${x.key}`) !== x.version)).toEqual([]);
      for (const { client } of players) {
        // After the snapshot, every version arrived once and in order, through Redis, polling or both.
        let at: number | null = null;
        const errors: string[] = [];
        for (const m of client.messages as Json[]) {
          if (m.type === 'snapshot') at = m.version;
          else if (m.type === 'update') {
            if (at !== null && m.version !== at + 1) errors.push(`update ${m.version} after ${at}`);
            at = m.version;
          }
        }
        expect(errors).toEqual([]);
        expect(client.messages.findLast((m: Json) => m.type === 'update')?.status).toBe('over');
      }
      await Promise.all(players.map((p) => p.client.close()));
    }, 180_000);
  },
);
