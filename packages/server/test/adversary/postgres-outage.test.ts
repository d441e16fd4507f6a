/**
 * PostgreSQL dropping its connections — a restart, a failover, `pg_terminate_backend`, a network reset — used to
 * end every server process at once (the storage pool had no 'error' listener), and a game whose load failed
 * during the outage answered HTTP 500 until the process restarted (the failed load was cached). Here a real
 * `warboard start` process plays games on a PostgreSQL of the test's own while the test terminates every
 * backend and then stops the database as a crash would, and starts it again: the process stays up, a request
 * during the outage gets a typed 500 and the same request afterwards succeeds, the players' retries (same
 * keys) carry the games on to their end, and every acknowledged action is in the log, once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../src/storage/index.js';
import { Client, hello, http, type Json, newHorsemenGame } from '../helpers.js';
import { ownPostgresUnavailable, TestPostgres } from '../postgres-instance.js';
import { type Ack, killProcess, type ServerProcess, startServerProcess } from '../server-process.js';

const unavailable = ownPostgresUnavailable();

const TERMINATE = `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
  WHERE datname = current_database() AND pid <> pg_backend_pid()`;

/**
 * A player that acts on every view offering it something, with keys named after the version, and resends
 * an action refused by a server fault (`internal`, the database away) after a pause, with the same key.
 */
function persistentPlayer(
  client: Client,
  seat: number,
  game: string,
  acks: Ack[],
  faults: Json[],
): Promise<number> {
  return new Promise((resolve) => {
    const pending = new Map<string, Json>(); // key → the action sent under it
    let newest = -1;
    client.socket.on('message', (data: Buffer) => {
      const m: Json = JSON.parse(data.toString());
      if (typeof m.version === 'number') newest = Math.max(newest, m.version);
      if (m.type === 'ack') acks.push({ game, seat, key: m.key, version: m.version });
      if ((m.type === 'update' || m.type === 'snapshot') && m.status === 'over') return resolve(m.version);
      if (m.type === 'error' && m.code === 'internal' && m.key) {
        faults.push(m);
        const retry = pending.get(m.key);
        if (retry) setTimeout(() => client.send(retry), 150);
        return;
      }
      if (!Array.isArray(m.legal) || m.legal.length === 0 || m.version < newest) return;
      const message = { type: 'action', key: `v${m.version}`, version: m.version, action: m.legal[0] };
      pending.set(message.key, message);
      client.send(message);
    });
  });
}

async function waitUntil(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 30_000) {
  const start = performance.now();
  while (!(await check())) {
    if (performance.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.skipIf(unavailable !== null)(
  `PostgreSQL dropping its connections mid-game${unavailable ? ` (skipped: ${unavailable})` : ''}`,
  () => {
    let db: TestPostgres | null = null;
    let server: ServerProcess | null = null;
    const data = mkdtempSync(join(tmpdir(), 'warboard-outage-'));
    afterAll(async () => {
      if (server) await killProcess(server.child);
      await db?.remove();
      rmSync(data, { recursive: true, force: true });
    });

    it('the server stays up, retries its loads, and the games go on with every acknowledged action kept', async () => {
      db = await TestPostgres.start();
      // A finished game in the database, never loaded by the server (it rebuilds only open and live ones).
      const seeding = await openPostgres(db.url);
      await seeding.createGame({
        id: 'finished-before',
        game: 'horsemen',
        rulesVersion: (await import('@warboard/horsemen')).horsemen.rulesVersion,
        options: {},
        seed: 'seed',
        settings: { decisionMs: 60_000, fullReplay: false },
        status: 'over',
        seats: [
          { seat: 0, kind: 'bot', difficulty: 'random', tokenHash: null, name: null },
          { seat: 1, kind: 'bot', difficulty: 'random', tokenHash: null, name: null },
        ],
      });
      await seeding.close();
      const { PATH, HOME } = process.env;
      server = await startServerProcess({ PATH, HOME, DATABASE_URL: db.url, WARBOARD_DATA: data });
      const url = server.url;

      const acks: Ack[] = [];
      const faults: Json[] = []; // actions refused while the database was away
      const versions = new Map<string, number>();
      const games = await Promise.all([0, 1, 2].map(() => newHorsemenGame(url, ['human', 'human'])));
      const endings: Promise<number>[] = [];
      for (const { id, tokens } of games) {
        for (const [seat, token] of tokens.entries()) {
          const client = await Client.connect(server.ws);
          client.socket.on('message', (raw: Buffer) => {
            const m: Json = JSON.parse(raw.toString());
            if (typeof m.version === 'number') versions.set(id, Math.max(versions.get(id) ?? 0, m.version));
          });
          endings.push(persistentPlayer(client, seat, id, acks, faults));
          await hello(client, id, token);
        }
      }
      const child = server.child;
      const played = (n: number) => () => {
        if (child.exitCode !== null || child.signalCode !== null)
          throw new Error(`the server exited (${child.exitCode ?? child.signalCode})`);
        return games.every(({ id }) => (versions.get(id) ?? 0) >= n);
      };

      // Every backend terminated mid-game: idle connections of the pool die, busy ones fail their query.
      await waitUntil(played(4), 'four versions of every game');
      const admin = new pg.Client({ connectionString: db.url });
      await admin.connect();
      const killed = (await admin.query<{ n: number }>(TERMINATE)).rows[0]?.n ?? 0;
      await admin.end();
      expect(killed).toBeGreaterThan(0);
      await waitUntil(played(10), 'ten versions of every game');
      expect(server.child.exitCode).toBeNull();

      // The database stops as in a crash; meanwhile a game not yet loaded cannot be: a typed 500, not a hang.
      await db.stopServer();
      const during = await http('GET', `${url}/api/games/finished-before`);
      expect(during).toEqual({
        status: 500,
        body: { error: { code: 'internal', message: expect.any(String) } },
      });
      expect(JSON.stringify(during.body)).not.toMatch(/ECONNREFUSED|connect|5432|127\.0\.0\.1/);
      await new Promise((r) => setTimeout(r, 500)); // the players' actions fail meanwhile, and are retried
      await db.startServer();
      // The failed load was not kept: the same request now finds the game.
      const after = await http('GET', `${url}/api/games/finished-before`);
      expect(after.status).toBe(200);
      expect(after.body).toMatchObject({ id: 'finished-before', status: 'over' });

      // Every game reaches its end; the process never exited.
      const ends = await Promise.all(endings);
      expect(faults.length).toBeGreaterThan(0); // the outage did refuse actions, and their retries went through
      expect(ends.every((v) => v > 10)).toBe(true);
      expect(server.child.exitCode).toBeNull();
      expect((await http('GET', `${url}/api/health`)).status).toBe(200);

      // Every acknowledged action is in the log at its version, and no version was written twice.
      const storage = await openPostgres(db.url);
      try {
        for (const { id } of games) {
          const log = await storage.actions(id);
          expect(log.map((a) => a.version)).toEqual(log.map((_, i) => i + 1));
          for (const ack of acks.filter((a) => a.game === id)) {
            expect(log[ack.version - 1]).toMatchObject({ seat: ack.seat, key: ack.key });
          }
          expect((await storage.getGame(id))?.status).toBe('over');
        }
      } finally {
        await storage.close();
      }
    });
  },
);
