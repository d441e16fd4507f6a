/**
 * Several server processes on one PostgreSQL and one Redis serve the same games: a client on one process
 * sees the actions of a client on another through Redis alone; any process accepts any connection; two
 * processes acting on one game at once are serialized by the log's version check (never both applied,
 * retried keys acknowledged once); a game's bots run in the one process that holds its lease, and another
 * takes them over when that process goes. Each server here is a real server (fastify, WebSocket, its own
 * PostgreSQL pool and Redis connections) in this test's process; cluster-kill.test.ts uses child processes.
 */
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BotRunner } from '../src/bots/bot.js';
import { inlineBots } from '../src/bots/pool.js';
import type { ClusterOptions } from '../src/cluster/index.js';
import { games } from '../src/games.js';
import { openPostgres } from '../src/storage/index.js';
import { clusterUnavailable, freshSchema, sharedRedis } from './cluster-helpers.js';
import {
  autoPlay,
  Client,
  hello,
  http,
  type Json,
  newHorsemenGame,
  startServer,
  type TestServer,
} from './helpers.js';

const unavailable = clusterUnavailable();

/** Inline bots that count their requests and think for `delayMs`, so a game of bots lasts a few seconds. */
function countingBots(delayMs: number): BotRunner & { requests: number } {
  const inner = inlineBots(games);
  const runner = {
    requests: 0,
    choose: async (...args: Parameters<BotRunner['choose']>) => {
      runner.requests++;
      await new Promise((r) => setTimeout(r, delayMs));
      return inner.choose(...args);
    },
    close: () => inner.close(),
  };
  return runner;
}

/** After its first snapshot, a client saw every version once, in order (a later snapshot may restart it). */
function orderErrors(client: Client): string[] {
  const errors: string[] = [];
  let at: number | null = null;
  for (const m of client.messages as Json[]) {
    if (m.type === 'snapshot') at = m.version;
    else if (m.type === 'update') {
      if (at !== null && m.version !== at + 1) errors.push(`update ${m.version} after ${at}`);
      at = m.version;
    }
  }
  return errors;
}

/** Every game's log has versions 1…n once each, n is the stored version, and no seat's key repeats. */
async function logErrors(databaseUrl: string, ids: readonly string[]): Promise<string[]> {
  const storage = await openPostgres(databaseUrl);
  const errors: string[] = [];
  for (const id of ids) {
    const log = await storage.actions(id);
    const row = await storage.getGame(id);
    if (row?.version !== log.length) errors.push(`${id}: version ${row?.version}, ${log.length} actions`);
    log.forEach((a, i) => {
      if (a.version !== i + 1) errors.push(`${id}: action ${i + 1} has version ${a.version}`);
    });
    const keys = new Set(log.map((a) => `${a.seat}:${a.key}`));
    if (keys.size !== log.length) errors.push(`${id}: a key appears twice`);
  }
  await storage.close();
  return errors;
}

describe.skipIf(unavailable !== null)(
  `several server processes on PostgreSQL and Redis${unavailable ? ` (skipped: ${unavailable})` : ''}`,
  () => {
    let redis: { url: string; stop: () => Promise<void> };
    let schema: { url: string; drop: () => Promise<void> };
    const servers: TestServer[] = [];

    const cluster = (overrides: Partial<ClusterOptions> = {}): ClusterOptions => ({
      redisUrl: redis.url,
      databaseUrl: schema.url,
      leaseMs: 1000,
      pollMs: 600_000, // no polling: whatever crosses processes here crosses through Redis
      safetyPollMs: 600_000,
      ...overrides,
    });
    const start = async (bots: BotRunner | 'inline' = 'inline', overrides: Partial<ClusterOptions> = {}) => {
      const server = await startServer({
        storage: await openPostgres(schema.url),
        cluster: cluster(overrides),
        bots,
      });
      servers.push(server);
      return server;
    };

    beforeAll(async () => {
      redis = await sharedRedis();
      schema = await freshSchema();
    });
    afterEach(async () => {
      // Closed after each test: a server left running would adopt the next test's games once they lose
      // their process.
      await Promise.all(servers.splice(0).map((s) => s.close().catch(() => undefined)));
    });
    afterAll(async () => {
      await redis?.stop();
      await schema?.drop();
    });

    it('clients of one game on two processes see each other at once, through Redis alone', async () => {
      const [a, b] = [await start(), await start()];
      const created = await http('POST', `${a.url}/api/games`, {
        game: 'horsemen',
        seats: [{ kind: 'human' }, { kind: 'human' }],
      });
      const id: string = created.body.id;
      const seat0 = await http('POST', `${a.url}/api/games/${id}/seats/0/join`);
      const c0 = await Client.connect(a.ws);
      const p0 = autoPlay(c0, 'cluster/fanout/0');
      expect(await hello(c0, id, seat0.body.token)).toMatchObject({ type: 'welcome', status: 'open' });
      // The second seat is taken on the other process (any process takes any request): the first client
      // learns that the game went live only from the notice that crossed Redis.
      const seat1 = await http('POST', `${b.url}/api/games/${id}/seats/1/join`);
      expect(seat1.status).toBe(200);
      const c1 = await Client.connect(b.ws);
      const p1 = autoPlay(c1, 'cluster/fanout/1');
      expect(await hello(c1, id, seat1.body.token)).toMatchObject({
        type: 'welcome',
        seat: 1,
        status: 'live',
      });
      const [end0, end1] = await Promise.all([p0.done, p1.done]);
      expect(end0).toBe(end1);
      expect(end0).toBeGreaterThan(10);
      // Each client saw every version once and in order, though half of them were written by the other process.
      expect(orderErrors(c0)).toEqual([]);
      expect(orderErrors(c1)).toEqual([]);
      for (const c of [c0, c1]) {
        const last = c.messages.findLast((m: Json) => m.type === 'update');
        expect(last).toMatchObject({ version: end0, status: 'over' });
      }
      expect(await logErrors(schema.url, [id])).toEqual([]);
      await Promise.all([c0.close(), c1.close()]);
    });

    it('actions on one game from two processes at once: never both applied, a retried key acknowledged once', async () => {
      const [a, b] = [await start(), await start()];
      const { id, tokens } = await newHorsemenGame(a.url);
      // Every seat is played from process A; the seat that owes is also played from process B, and the two
      // act at the same moment.
      const onA = await Promise.all([Client.connect(a.ws), Client.connect(a.ws)]);
      for (const [seat, c] of onA.entries()) await hello(c, id, tokens[seat]);
      const onB = await Promise.all([Client.connect(b.ws), Client.connect(b.ws)]);
      for (const [seat, c] of onB.entries()) await hello(c, id, tokens[seat]);

      /** The newest version a client knows of, and its legal actions there. */
      const latest = (c: Client): { version: number; legal: Json[]; over: boolean } => {
        const m = c.messages.findLast((x: Json) => Array.isArray(x.legal));
        return { version: m.version, legal: m.legal, over: m.status === 'over' };
      };
      const reached = (c: Client, version: number) =>
        c.waitFor((m) => Array.isArray(m.legal) && m.version >= version);
      const answer = (c: Client, key: string) =>
        c.waitFor((m) => m.key === key && (m.type === 'ack' || m.type === 'error'));

      const outcomes = { stale: 0, duplicate: 0, revalidated: 0 };
      let version = 0;
      for (let round = 0; round < 24; round++) {
        await Promise.all([...onA, ...onB].map((c) => reached(c, version)));
        if (latest(onA[0]!).over) break;
        const seat = [0, 1].find((s) => latest(onA[s]!).legal.length > 0)!;
        const [x, y] = [onA[seat]!, onB[seat]!];
        const legal = latest(x).legal.filter((l: Json) => l.type !== 'surrender');
        const first = legal[0];
        const second = legal[legal.length - 1];
        const mode = round % 3;
        const keys = mode === 1 ? [`r${round}`, `r${round}`] : [`r${round}a`, `r${round}b`];
        const actions = mode === 1 ? [first, first] : [first, second];
        const withVersion = mode === 2 ? {} : { version };
        x.send({ type: 'action', key: keys[0], action: actions[0], ...withVersion });
        y.send({ type: 'action', key: keys[1], action: actions[1], ...withVersion });
        const [ax, ay] = await Promise.all([answer(x, keys[0]!), answer(y, keys[1]!)]);
        const acks = [ax, ay].filter((m) => m.type === 'ack');
        if (mode === 0) {
          // Both acted on the same version: one wins, the other is told its version is stale — or, when the
          // winner's action ended the game, that the game is over (checked first: nothing more can be played).
          expect(acks.length, JSON.stringify([ax, ay])).toBe(1);
          version = acks[0].version;
          const refused = [ax, ay].find((m) => m.type === 'error');
          await Promise.all([...onA, ...onB].map((c) => reached(c, version)));
          expect(refused).toMatchObject({ code: latest(onA[0]!).over ? 'game-over' : 'stale-version' });
          outcomes.stale++;
        } else if (mode === 1) {
          // The same key on both processes: applied once, both acknowledged with its version.
          expect([ax.type, ay.type]).toEqual(['ack', 'ack']);
          expect(ax.version).toBe(ay.version);
          expect([ax.duplicate, ay.duplicate].sort()).toEqual([false, true]);
          outcomes.duplicate++;
          version = ax.version;
        } else {
          // Without a version, the loser is judged again on the new state: applied after, or refused.
          expect(acks.length).toBeGreaterThanOrEqual(1);
          if (acks.length === 2) expect(acks[0].version).not.toBe(acks[1].version);
          for (const m of [ax, ay])
            if (m.type === 'error') expect(['illegal', 'game-over']).toContain(m.code);
          if (acks.length === 2) outcomes.revalidated++;
          version = Math.max(...acks.map((m) => m.version));
        }
      }
      expect(outcomes.stale).toBeGreaterThan(0);
      expect(outcomes.duplicate).toBeGreaterThan(0);
      expect(await logErrors(schema.url, [id])).toEqual([]);
      for (const c of [...onA, ...onB]) expect(orderErrors(c)).toEqual([]);
      await Promise.all([...onA, ...onB].map((c) => c.close()));
    });

    it("a game's bots run in the one process holding its lease; another takes over when it goes", async () => {
      const botsA = countingBots(15);
      const botsB = countingBots(15);
      const a = await start(botsA);
      const b = await start(botsB);
      const ids: string[] = [];
      for (let i = 0; i < 3; i++) ids.push((await newHorsemenGame(a.url, ['bot', 'bot'])).id);
      // Spectators on B: B holds these games' rooms too, and would run their bots if leases did not stop it.
      const watchers = await Promise.all(ids.map(() => Client.connect(b.ws)));
      for (const [i, w] of watchers.entries()) await hello(w, ids[i]!);
      const pool = new pg.Pool({ connectionString: schema.url, max: 1 });
      const holders = async () =>
        (
          await pool.query<{ n: string }>(
            'SELECT count(*) AS n FROM game_leases WHERE game_id = ANY($1) GROUP BY holder',
            [ids],
          )
        ).rows.map((r) => Number(r.n));
      for (let i = 0; i < 100 && (await holders()).length === 0; i++)
        await new Promise((r) => setTimeout(r, 20));
      expect(await holders(), 'one process holds all three').toEqual([3]);
      // The games move on (B hears of it) while B's bots are never asked.
      await Promise.all(watchers.map((w) => w.waitFor((m) => m.type === 'update' && m.version >= 10)));
      expect(botsA.requests).toBeGreaterThan(0);
      expect(botsB.requests).toBe(0);

      const index = servers.indexOf(a);
      servers.splice(index, 1);
      await a.close(); // gives its leases up
      await Promise.all(watchers.map((w) => w.waitFor((m) => m.status === 'over', 0, 60_000)));
      expect(botsB.requests).toBeGreaterThan(0);
      expect(await logErrors(schema.url, ids)).toEqual([]);
      for (const w of watchers) expect(orderErrors(w)).toEqual([]);
      await pool.end();
      await Promise.all(watchers.map((w) => w.close()));
    });
  },
);
