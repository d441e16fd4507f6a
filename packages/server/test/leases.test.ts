/**
 * Game leases in PostgreSQL (which process runs a game's bots and clocks): one holder at a time; a holder that
 * can no longer reach the database gives its games up once its leases may have expired, and another process
 * takes them over; orphaned live games are offered for adoption.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresLeases } from '../src/cluster/postgres-leases.js';
import { openPostgres } from '../src/storage/index.js';
import { clusterUnavailable, freshSchema } from './cluster-helpers.js';

const unavailable = clusterUnavailable();
const quiet = { warn: () => undefined, info: () => undefined };
const TTL = 600;

/** Resolves once `check` holds, polling; rejects after `ms`. */
async function until(check: () => boolean, ms = 10_000): Promise<void> {
  for (let waited = 0; !check(); waited += 10) {
    if (waited > ms) throw new Error('condition not reached');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe.skipIf(unavailable !== null)(
  `game leases in PostgreSQL${unavailable ? ` (skipped: ${unavailable})` : ''}`,
  () => {
    let schema: { url: string; drop: () => Promise<void> };
    const pools: pg.Pool[] = [];
    const pool = () => {
      const p = new pg.Pool({ connectionString: schema.url, max: 2 });
      p.on('error', () => undefined);
      pools.push(p);
      return p;
    };
    beforeAll(async () => {
      schema = await freshSchema();
      await (await openPostgres(schema.url)).close(); // the games table, for the orphan query
    });
    /** A live game in the database that no process has loaded. */
    const liveGame = async (id: string) => {
      const storage = await openPostgres(schema.url);
      await storage.createGame({
        id,
        game: 'horsemen',
        rulesVersion: '1',
        options: {},
        seed: 's',
        settings: { decisionMs: 60_000, fullReplay: false },
        status: 'live',
        seats: [],
      });
      await storage.close();
    };
    afterAll(async () => {
      await Promise.all(pools.map((p) => p.end().catch(() => undefined)));
      await schema?.drop();
    });

    it('one holder at a time; one that cannot renew lets go, and the other takes over', async () => {
      const poolA = pool();
      const a = await PostgresLeases.open(poolA, { ttlMs: TTL, log: quiet });
      const b = await PostgresLeases.open(pool(), { ttlMs: TTL, log: quiet });
      const seen = { a: [] as boolean[], b: [] as boolean[] };
      a.watch('g1', (held) => seen.a.push(held));
      await until(() => a.held('g1'));
      b.watch('g1', (held) => seen.b.push(held));
      // B competes through several renewals of A's lease and never gets it.
      await new Promise((r) => setTimeout(r, 3 * TTL));
      expect([a.held('g1'), b.held('g1')]).toEqual([true, false]);
      expect(seen.b).toEqual([]);

      // A loses the database (its connections end, nothing is released): it stops counting the game as its
      // own once the lease may have expired, and B takes it once it has.
      await poolA.end();
      await until(() => !a.held('g1') && b.held('g1'));
      await until(() => seen.a.at(-1) === false);
      expect(seen.a).toEqual([true, false]);
      expect(seen.b).toEqual([true]);
      await b.close();
    });

    it('gives its leases up on close, and offers live games nobody holds for adoption', async () => {
      await liveGame('live-1');
      const a = await PostgresLeases.open(pool(), { ttlMs: TTL, log: quiet });
      a.watch('live-1', () => undefined);
      await until(() => a.held('live-1'));
      const b = await PostgresLeases.open(pool(), { ttlMs: TTL, log: quiet });
      const adopted: string[] = [];
      b.adoptOrphans((id) => {
        adopted.push(id);
        return undefined;
      });
      await new Promise((r) => setTimeout(r, 2 * TTL));
      expect(adopted, 'a held game is nobody’s to adopt').toEqual([]);
      await a.close();
      await until(() => adopted.includes('live-1'));
      await b.close();
    });

    it('offers a game again when its adoption failed (its load met a database outage)', async () => {
      await liveGame('live-2');
      const leases = await PostgresLeases.open(pool(), { ttlMs: TTL, log: quiet });
      const offers: string[] = [];
      leases.adoptOrphans((id) => {
        if (id !== 'live-2') return undefined;
        offers.push(id);
        // The first load fails as a room's load does while the database is away; the next one opens it.
        if (offers.length === 1) return Promise.reject(new Error('Connection terminated unexpectedly'));
        leases.watch(id, () => undefined);
        return Promise.resolve();
      });
      await until(() => offers.length >= 2);
      await until(() => leases.held('live-2'));
      await new Promise((r) => setTimeout(r, 2 * TTL));
      expect(offers, 'watched once loaded: never offered again').toEqual(['live-2', 'live-2']);
      await leases.close();
    });
  },
);
