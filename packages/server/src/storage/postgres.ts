/**
 * PostgreSQL behind the same interface (`DATABASE_URL=postgres://…`). Versions are checked optimistically
 * (`UPDATE … WHERE version = $expected`), so several server processes can share one database safely.
 */
import pg from 'pg';
import {
  IS_RECORDED,
  type MigrationReport,
  type MigrationTarget,
  migrateAsync,
  POSTGRES,
  RECORDED_VERSION,
} from './migrations.js';
import { postgresAccounts } from './postgres-accounts.js';
import { FORGET_GAMES, postgresSocial } from './postgres-social.js';
import type {
  ActionRow,
  AppendResult,
  ClaimResult,
  Deadline,
  GameRow,
  GameStatus,
  NewAction,
  NewGame,
  Reserve,
  SeatRow,
  Storage,
} from './storage.js';

interface GameRecordRow {
  id: string;
  game: string;
  rules_version: string;
  options: unknown;
  seed: string;
  settings: GameRow['settings'];
  status: GameStatus;
  version: number;
  created_at: string; // BIGINT comes back as a string
  updated_at: string;
  deadlines: Deadline[];
  reserves: Reserve[];
}

interface ActionRecordRow {
  version: number;
  seat: number;
  action: unknown;
  idem_key: string;
  at: string;
}

const toGame = (r: GameRecordRow): GameRow => ({
  id: r.id,
  game: r.game,
  rulesVersion: r.rules_version,
  options: r.options,
  seed: r.seed,
  settings: r.settings,
  status: r.status,
  version: r.version,
  createdAt: Number(r.created_at),
  updatedAt: Number(r.updated_at),
  deadlines: r.deadlines,
  reserves: r.reserves,
});

const toAction = (r: ActionRecordRow): ActionRow => ({
  version: r.version,
  seat: r.seat,
  action: r.action,
  key: r.idem_key,
  at: Number(r.at),
});

const UNIQUE_VIOLATION = '23505';

/** Bump the version from `expected` and append the action as the new version, unless its key is logged. */
const APPEND = `
WITH bumped AS (
  UPDATE games
  SET version = version + 1, status = coalesce($7::text, status), deadlines = coalesce($8::jsonb, deadlines),
      reserves = coalesce($9::jsonb, reserves), updated_at = $6::bigint
  WHERE id = $1::text AND version = $2::int
    AND NOT EXISTS (SELECT 1 FROM actions WHERE game_id = $1::text AND seat = $3::int AND idem_key = $5::text)
  RETURNING version
)
INSERT INTO actions (game_id, version, seat, action, idem_key, at)
SELECT $1::text, version, $3::int, $4::jsonb, $5::text, $6::bigint FROM bumped
RETURNING version`;

/** The migrations on one connection of the pool (tables looked up in the schema the connection uses). */
const migrationTarget = (c: pg.PoolClient): MigrationTarget => ({
  dialect: POSTGRES,
  exec: async (sql) => {
    await c.query(sql);
  },
  version: async () => Number((await c.query<{ v: number | null }>(RECORDED_VERSION)).rows[0]?.v ?? 0),
  recorded: async (version) => ((await c.query(IS_RECORDED(POSTGRES), [version])).rowCount ?? 0) > 0,
  hasColumn: async (table, column) =>
    (
      await c.query(
        'SELECT 1 FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1 AND column_name = $2',
        [table, column],
      )
    ).rowCount === 1,
});

/**
 * A client checked out of the pool has no listener of its own for a connection that dies between two of its
 * queries (pg-pool listens only while it is idle), and an unheard 'error' ends the process: give it one while
 * it is out, and hand it back broken so the pool discards it.
 */
async function checkOut(pool: pg.Pool): Promise<{ client: pg.PoolClient; release: () => void }> {
  const client = await pool.connect();
  let lost: Error | undefined;
  const onError = (error: Error) => {
    lost = error;
  };
  client.on('error', onError);
  return {
    client,
    release: () => {
      client.off('error', onError);
      client.release(lost);
    },
  };
}

export interface PostgresOptions {
  /** Told of each connection the database dropped while it was idle (the pool replaces it on the next query). */
  readonly onConnectionError?: (error: Error) => void;
}

export async function openPostgres(
  url: string,
  options: PostgresOptions = {},
): Promise<
  Storage & {
    readonly migrated: MigrationReport;
  }
> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // A restart, a failover or pg_terminate_backend drops idle connections: without a listener the pool's
  // 'error' would end the process. The pool discards the connection; the next query opens a new one.
  pool.on('error', (error) => options.onConnectionError?.(error));
  // Several processes may start at once: serialize the migrations on an advisory lock.
  let migrated: MigrationReport;
  try {
    const setup = await checkOut(pool);
    try {
      await setup.client.query('SELECT pg_advisory_lock(727274)');
      migrated = await migrateAsync(migrationTarget(setup.client));
    } finally {
      await setup.client.query('SELECT pg_advisory_unlock(727274)').catch(() => undefined);
      setup.release();
    }
  } catch (error) {
    await pool.end(); // a database this server cannot use (unreachable, or newer): nothing stays open
    throw error;
  }

  /** Run `work` in one transaction; rolled back on any error. */
  async function tx<T>(work: (c: pg.PoolClient) => Promise<T>): Promise<T> {
    const { client: c, release } = await checkOut(pool);
    try {
      await c.query('BEGIN');
      const result = await work(c);
      await c.query('COMMIT');
      return result;
    } catch (error) {
      await c.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      release();
    }
  }

  const byKey = async (c: pg.PoolClient | pg.Pool, id: string, seat: number, key: string) => {
    const r = await c.query<ActionRecordRow>(
      'SELECT version, seat, action, idem_key, at FROM actions WHERE game_id = $1 AND seat = $2 AND idem_key = $3',
      [id, seat, key],
    );
    return r.rows[0];
  };

  const seats = async (c: pg.PoolClient | pg.Pool, id: string): Promise<SeatRow[]> => {
    const r = await c.query<{
      seat: number;
      kind: 'human' | 'bot';
      difficulty: string | null;
      token_hash: string | null;
      name: string | null;
      account_id: string | null;
    }>(
      'SELECT seat, kind, difficulty, token_hash, name, account_id FROM seats WHERE game_id = $1 ORDER BY seat',
      [id],
    );
    return r.rows.map((s) => ({
      seat: s.seat,
      kind: s.kind,
      difficulty: s.difficulty,
      tokenHash: s.token_hash,
      name: s.name,
      accountId: s.account_id,
    }));
  };

  return {
    ...postgresAccounts(pool, tx),
    kind: 'postgres',
    migrated,
    createGame: (g: NewGame) =>
      tx(async (c) => {
        const now = Date.now();
        await c.query(
          `INSERT INTO games (id, game, rules_version, options, seed, settings, status, version, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $9, $8, $8)`,
          [
            g.id,
            g.game,
            g.rulesVersion,
            JSON.stringify(g.options),
            g.seed,
            JSON.stringify(g.settings),
            g.status,
            now,
            g.log?.length ?? 0,
          ],
        );
        for (const s of g.seats) {
          await c.query(
            'INSERT INTO seats (game_id, seat, kind, difficulty, token_hash, name) VALUES ($1, $2, $3, $4, $5, $6)',
            [g.id, s.seat, s.kind, s.difficulty, s.tokenHash, s.name],
          );
        }
        const log = g.log ?? [];
        if (log.length > 0) {
          // The whole log in one statement: an imported game may bring thousands of actions.
          await c.query(
            `INSERT INTO actions (game_id, version, seat, action, idem_key, at)
             SELECT $1, t.version, t.seat, t.action::jsonb, t.key, $6
             FROM unnest($2::int[], $3::int[], $4::text[], $5::text[]) AS t(version, seat, action, key)`,
            [
              g.id,
              log.map((_, i) => i + 1),
              log.map((a) => a.seat),
              log.map((a) => JSON.stringify(a.action)),
              log.map((a) => a.key),
              now,
            ],
          );
        }
      }),
    getGame: async (id) => {
      const r = await pool.query<GameRecordRow>('SELECT * FROM games WHERE id = $1', [id]);
      const row = r.rows[0];
      return row ? toGame(row) : null;
    },
    listGames: async (statuses, limit) => {
      const r = await pool.query<GameRecordRow>(
        'SELECT * FROM games WHERE status = ANY($1) ORDER BY created_at DESC, id LIMIT $2',
        [statuses, limit],
      );
      return r.rows.map(toGame);
    },
    seats: (id) => seats(pool, id),
    claimSeat: (id, seat, hash, name, accountId) =>
      tx(async (c): Promise<ClaimResult> => {
        const g = await c.query<{ status: GameStatus }>('SELECT status FROM games WHERE id = $1 FOR UPDATE', [
          id,
        ]);
        const game = g.rows[0];
        if (!game) return { ok: false, reason: 'no-game' };
        const row = (await seats(c, id)).find((s) => s.seat === seat);
        if (!row) return { ok: false, reason: 'no-seat' };
        if (row.kind !== 'human') return { ok: false, reason: 'bot-seat' };
        const claimed = await c.query(
          `UPDATE seats SET token_hash = $1, name = $4, account_id = $5 WHERE game_id = $2 AND seat = $3 AND kind = 'human' AND token_hash IS NULL`,
          [hash, id, seat, name ?? null, accountId ?? null],
        );
        if (claimed.rowCount !== 1) return { ok: false, reason: 'taken' };
        let status = game.status;
        const free = await c.query<{ n: string }>(
          `SELECT count(*) AS n FROM seats WHERE game_id = $1 AND kind = 'human' AND token_hash IS NULL`,
          [id],
        );
        if (status === 'open' && Number(free.rows[0]?.n) === 0) status = 'live';
        // A seat taken is activity: the game does not expire.
        await c.query('UPDATE games SET status = $1, updated_at = $2 WHERE id = $3', [
          status,
          Date.now(),
          id,
        ]);
        return { ok: true, status };
      }),
    appendAction: async (
      id,
      expected,
      a: NewAction,
      status?: GameStatus,
      deadlines?: readonly Deadline[],
      reserves?: readonly Reserve[],
    ): Promise<AppendResult> => {
      try {
        // One statement: one round trip and one commit for the version bump and the log row together
        // (or neither), which is most of an action's cost when several processes share the database.
        const r = await pool.query<{ version: number }>(APPEND, [
          id,
          expected,
          a.seat,
          JSON.stringify(a.action),
          a.key,
          Date.now(),
          status ?? null,
          deadlines ? JSON.stringify(deadlines) : null,
          reserves ? JSON.stringify(reserves) : null,
        ]);
        if (r.rows[0]) {
          // Nobody's decision is due any more: where the seats wanted notices goes with the game's end.
          if (status === 'over') await pool.query('DELETE FROM notices WHERE game_id = $1', [id]);
          return { ok: true, version: r.rows[0].version };
        }
      } catch (error) {
        // Two processes raced with the same key: the loser reports the winner's row (below).
        if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
      }
      // Nothing was written: the key is in the log already, or another action came first.
      const row = await byKey(pool, id, a.seat, a.key);
      if (row) return { ok: false, reason: 'duplicate', existing: toAction(row) };
      const g = await pool.query<{ version: number }>('SELECT version FROM games WHERE id = $1', [id]);
      return { ok: false, reason: 'stale', version: g.rows[0]?.version ?? -1 };
    },
    setDeadlines: async (id, version, deadlines, reserves) => {
      const r = await pool.query(
        'UPDATE games SET deadlines = $1, reserves = coalesce($4::jsonb, reserves) WHERE id = $2 AND version = $3',
        [JSON.stringify(deadlines), id, version, reserves ? JSON.stringify(reserves) : null],
      );
      return r.rowCount === 1;
    },
    removeOpenGames: (idleSince) =>
      tx(async (c) => {
        // Locked rows are being joined right now: they are not idle, and are left for the next sweep.
        const idle = await c.query<{ id: string }>(
          `SELECT id FROM games WHERE status = 'open' AND updated_at < $1 FOR UPDATE SKIP LOCKED`,
          [idleSince],
        );
        const ids = idle.rows.map((row) => row.id);
        if (ids.length === 0) return [];
        await c.query('DELETE FROM seat_tokens WHERE game_id = ANY($1)', [ids]);
        for (const sql of FORGET_GAMES) await c.query(sql, [ids]);
        await c.query('DELETE FROM seats WHERE game_id = ANY($1)', [ids]);
        await c.query('DELETE FROM games WHERE id = ANY($1)', [ids]);
        return ids;
      }),
    actions: async (id, after = 0) => {
      const r = await pool.query<ActionRecordRow>(
        'SELECT version, seat, action, idem_key, at FROM actions WHERE game_id = $1 AND version > $2 ORDER BY version',
        [id, after],
      );
      return r.rows.map(toAction);
    },
    ...postgresSocial(pool),
    close: () => pool.end(),
  };
}
