/**
 * PostgreSQL behind the same interface (`DATABASE_URL=postgres://…`). Versions are checked optimistically (an
 * action is inserted as version `expected + 1` only while `expected` is the log's last, and the log's primary
 * key refuses a second row of one version), so several server processes can share one database safely.
 */
import pg from 'pg';
import { headOf } from './log-head.js';
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
  clocks_version: number;
  created_at: string; // BIGINT comes back as a string
  updated_at: string;
  deadlines: Deadline[];
  reserves: Reserve[];
  // The log's last row (log-head.ts), null for a game without actions.
  last_version: number | null;
  last_at: string | null;
  last_deadlines: Deadline[] | null;
  last_reserves: Reserve[] | null;
}

/** A game row with its log's last row beside it (log-head.ts). */
const GAME_SELECT = `
SELECT g.*, l.version AS last_version, l.at AS last_at, l.deadlines AS last_deadlines, l.reserves AS last_reserves
FROM games g LEFT JOIN LATERAL (
  SELECT version, at, deadlines, reserves FROM actions a WHERE a.game_id = g.id ORDER BY version DESC LIMIT 1
) l ON true`;

/** A game's version, as SQL on its row `g`: its log's last, or the one its clocks were written at. */
export const GAME_VERSION =
  'greatest(g.clocks_version, coalesce((SELECT max(a.version) FROM actions a WHERE a.game_id = g.id), 0))';

interface ActionRecordRow {
  version: number;
  seat: number;
  action: unknown;
  idem_key: string;
  at: string;
}

const toGame = (r: GameRecordRow): GameRow => {
  const head = headOf({
    clocksVersion: r.clocks_version,
    updatedAt: Number(r.updated_at),
    deadlines: r.deadlines,
    reserves: r.reserves,
    lastVersion: r.last_version,
    lastAt: r.last_at === null ? null : Number(r.last_at),
    lastDeadlines: r.last_deadlines,
    lastReserves: r.last_reserves,
  });
  return {
    id: r.id,
    game: r.game,
    rulesVersion: r.rules_version,
    options: r.options,
    seed: r.seed,
    settings: r.settings,
    status: r.status,
    version: head.version,
    createdAt: Number(r.created_at),
    updatedAt: head.updatedAt,
    deadlines: head.deadlines,
    reserves: head.reserves,
  };
};

const toAction = (r: ActionRecordRow): ActionRow => ({
  version: r.version,
  seat: r.seat,
  action: r.action,
  key: r.idem_key,
  at: Number(r.at),
});

const UNIQUE_VIOLATION = '23505';

/**
 * Append the action as version `expected + 1` with the clocks after it (those given, or the game's current ones)
 * while `expected` is the game's version and its key is not in the game's log; a concurrent append of the same
 * version waits on the primary key and then fails (a unique violation). The game row is written only when its
 * status changes, and a game that ends forgets where its seats wanted notices, in the same statement.
 */
const APPEND = `
WITH head AS (
  SELECT g.status, g.clocks_version, g.deadlines, g.reserves,
         l.version AS last_version, l.deadlines AS last_deadlines, l.reserves AS last_reserves
  FROM games g LEFT JOIN LATERAL (
    SELECT version, deadlines, reserves FROM actions a WHERE a.game_id = g.id ORDER BY version DESC LIMIT 1
  ) l ON true
  WHERE g.id = $1::text
), appended AS (
  INSERT INTO actions (game_id, version, seat, action, idem_key, at, deadlines, reserves)
  SELECT $1::text, $2::int + 1, $3::int, $4::jsonb, $5::text, $6::bigint,
    coalesce($8::jsonb, CASE WHEN coalesce(last_version, 0) > clocks_version AND last_deadlines IS NOT NULL
      THEN last_deadlines ELSE deadlines END),
    coalesce($9::jsonb, CASE WHEN coalesce(last_version, 0) > clocks_version AND last_reserves IS NOT NULL
      THEN last_reserves ELSE reserves END)
  FROM head
  WHERE greatest(clocks_version, coalesce(last_version, 0)) = $2::int
    AND NOT EXISTS (SELECT 1 FROM actions WHERE game_id = $1::text AND seat = $3::int AND idem_key = $5::text)
  RETURNING version
), ended AS (
  UPDATE games SET status = $7::text, updated_at = $6::bigint
  WHERE id = $1::text AND $7::text IS NOT NULL AND status <> $7::text AND EXISTS (SELECT 1 FROM appended)
), forgotten AS (
  DELETE FROM notices WHERE game_id = $1::text AND $7::text = 'over' AND EXISTS (SELECT 1 FROM appended)
)
SELECT version FROM appended`;

/**
 * Replace the clocks, if the game is still at version $3, recording that version with them; reserves not given
 * are the game's current ones (the last action's, when it is newer than the row's).
 */
const SET_CLOCKS = `
UPDATE games g SET deadlines = $1::jsonb,
  reserves = coalesce($4::jsonb,
    (SELECT a.reserves FROM actions a WHERE a.game_id = g.id AND a.version = $3::int AND a.version > g.clocks_version),
    g.reserves),
  clocks_version = $3::int
WHERE g.id = $2::text AND ${GAME_VERSION} = $3::int`;

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
          `INSERT INTO games (id, game, rules_version, options, seed, settings, status, clocks_version, created_at, updated_at)
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
      const r = await pool.query<GameRecordRow>(`${GAME_SELECT} WHERE g.id = $1`, [id]);
      const row = r.rows[0];
      return row ? toGame(row) : null;
    },
    listGames: async (statuses, limit) => {
      const r = await pool.query<GameRecordRow>(
        `${GAME_SELECT} WHERE g.status = ANY($1) ORDER BY g.created_at DESC, g.id LIMIT $2`,
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
        // One statement: one round trip and one commit for the version check, the log row and, at the end,
        // the game's status (or none of them), which is most of an action's cost when several processes share
        // the database.
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
        if (r.rows[0]) return { ok: true, version: r.rows[0].version };
      } catch (error) {
        // Two processes raced with the same key: the loser reports the winner's row (below).
        if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
      }
      // Nothing was written: the key is in the log already, or another action came first.
      const row = await byKey(pool, id, a.seat, a.key);
      if (row) return { ok: false, reason: 'duplicate', existing: toAction(row) };
      const g = await pool.query<{ version: number }>(
        `SELECT ${GAME_VERSION} AS version FROM games g WHERE g.id = $1`,
        [id],
      );
      return { ok: false, reason: 'stale', version: g.rows[0]?.version ?? -1 };
    },
    setDeadlines: async (id, version, deadlines, reserves) => {
      const r = await pool.query(SET_CLOCKS, [
        JSON.stringify(deadlines),
        id,
        version,
        reserves ? JSON.stringify(reserves) : null,
      ]);
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
