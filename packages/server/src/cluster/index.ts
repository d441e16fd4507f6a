/**
 * Several server processes serving the same games: PostgreSQL is the shared source of truth (the action
 * log, written with version checks), Redis carries the notices that a game moved on, and game leases in
 * PostgreSQL choose the one process that runs each game's bots and clocks. Any process accepts any
 * connection: there is no sticky session and no state that only one process has.
 */
import pg from 'pg';
import { GAME_VERSION } from '../storage/postgres.js';
import { PostgresLeases } from './postgres-leases.js';
import { type FanoutLog, type RedisFanout, redisFanout } from './redis-fanout.js';

export { PostgresLeases } from './postgres-leases.js';
export { type RedisFanout, redisFanout } from './redis-fanout.js';

export interface ClusterOptions {
  /** `redis://…` */
  readonly redisUrl: string;
  /** `postgres://…`: the same database as the storage's. */
  readonly databaseUrl: string;
  /** Lease time of a game's bots and clocks (default 5 s): how soon another process takes over. */
  readonly leaseMs?: number;
  /** Database polling for new versions while Redis is unreachable (default 1 s). */
  readonly pollMs?: number;
  /** Database polling while Redis is up, in case a notice went missing (default 10 s). */
  readonly safetyPollMs?: number;
}

export interface Cluster {
  readonly fanout: RedisFanout;
  readonly leases: PostgresLeases;
  close(): Promise<void>;
}

const isPostgresUrl = (url: string | undefined): url is string =>
  url !== undefined && /^postgres(ql)?:\/\//.test(url);

export async function openCluster(options: ClusterOptions, log: FanoutLog): Promise<Cluster> {
  if (!isPostgresUrl(options.databaseUrl)) {
    throw new Error(
      'REDIS_URL is set but DATABASE_URL is not postgres://…: processes share games only through PostgreSQL',
    );
  }
  // A pool of its own, small: lease renewals and version polls are one statement each, a few times a second.
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 2 });
  pool.on('error', () => undefined); // an idle connection dropped by the server: the next query reconnects
  const leases = await PostgresLeases.open(pool, { ttlMs: options.leaseMs ?? 5000, log });
  const fanout = redisFanout({
    url: options.redisUrl,
    pollMs: options.pollMs ?? 1000,
    safetyPollMs: options.safetyPollMs ?? 10_000,
    log,
    versions: async (games) => {
      // A game's version is its log's last (storage/log-head.ts), not a column of its row.
      const r = await pool.query<{ id: string; version: number }>(
        `SELECT g.id, ${GAME_VERSION} AS version FROM games g WHERE g.id = ANY($1::text[])`,
        [games],
      );
      return new Map(r.rows.map((row) => [row.id, row.version]));
    },
  });
  return {
    fanout,
    leases,
    async close() {
      await fanout.close();
      await leases.close();
      await pool.end();
    },
  };
}
