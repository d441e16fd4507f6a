/**
 * The storage schema's versions, for SQLite and PostgreSQL alike: each migration is written once, in steps
 * each backend runs in its own dialect, and a database records the versions applied to it in
 * `schema_migrations`. Every start applies the ones it lacks, each in a transaction of its own with its record,
 * so a start that dies half-way resumes where it stopped. A database newer than this server is refused.
 * Every version not recorded is applied, in order, even one below the newest recorded: versions written on
 * parallel branches (3 and 4) reach a database in whichever order they were merged, so each must stand on the
 * versions below it that it names, never on one written beside it.
 *
 * Databases from before versions were recorded have no `schema_migrations` table: they count as version 0,
 * and migrations 1 and 2 (which describe the schema those releases created) are written to find their tables
 * and columns already there. Later migrations may assume exactly the schema of the version before them.
 */

/** How the two databases spell a type. */
export interface Dialect {
  readonly name: 'sqlite' | 'postgres';
  readonly json: string; // a JSON document
  readonly bigint: string; // ms since the epoch
}

export const SQLITE: Dialect = { name: 'sqlite', json: 'TEXT', bigint: 'INTEGER' };
export const POSTGRES: Dialect = { name: 'postgres', json: 'JSONB', bigint: 'BIGINT' };

export type MigrationStep =
  /** Statements to run as they are. */
  | { readonly sql: (d: Dialect) => string }
  /** A column, added unless it is there (SQLite has no `ADD COLUMN IF NOT EXISTS`). */
  | {
      readonly addColumn: {
        readonly table: string;
        readonly column: string;
        readonly type: (d: Dialect) => string;
      };
    };

export interface Migration {
  readonly version: number;
  readonly description: string;
  readonly steps: readonly MigrationStep[];
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    description: 'games, their seats and their action logs',
    steps: [
      {
        sql: (d) => `
CREATE TABLE IF NOT EXISTS games (
  id TEXT PRIMARY KEY,
  game TEXT NOT NULL,
  rules_version TEXT NOT NULL,
  options ${d.json} NOT NULL,
  seed TEXT NOT NULL,
  settings ${d.json} NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('open', 'live', 'over')),
  version INTEGER NOT NULL DEFAULT 0,
  created_at ${d.bigint} NOT NULL,
  updated_at ${d.bigint} NOT NULL
);
CREATE INDEX IF NOT EXISTS games_status ON games (status, created_at);
CREATE TABLE IF NOT EXISTS seats (
  game_id TEXT NOT NULL REFERENCES games (id),
  seat INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('human', 'bot')),
  difficulty TEXT,
  token_hash TEXT,
  PRIMARY KEY (game_id, seat)
);
CREATE TABLE IF NOT EXISTS actions (
  game_id TEXT NOT NULL REFERENCES games (id),
  version INTEGER NOT NULL,
  seat INTEGER NOT NULL,
  action ${d.json} NOT NULL,
  idem_key TEXT NOT NULL,
  at ${d.bigint} NOT NULL,
  PRIMARY KEY (game_id, version),
  UNIQUE (game_id, seat, idem_key)
);`,
      },
    ],
  },
  {
    version: 2,
    description: 'decision deadlines stored with each game; the name a player gave with each seat',
    steps: [
      { addColumn: { table: 'games', column: 'deadlines', type: (d) => `${d.json} NOT NULL DEFAULT '[]'` } },
      { addColumn: { table: 'seats', column: 'name', type: () => 'TEXT' } },
    ],
  },
  {
    version: 3,
    description:
      'accounts: players, their passkeys and sessions, the seats they hold on each device, and ratings',
    steps: [
      {
        // name_key: the name compatibility-normalised and lower-cased, unique (accounts.ts in the protocol).
        // password_hash: scrypt's, with its parameters and salt (passwords.ts); null for a passkey-only account.
        sql: (d) => `
CREATE TABLE accounts (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  name_key TEXT NOT NULL UNIQUE,
  password_hash TEXT,
  created_at ${d.bigint} NOT NULL
);
CREATE TABLE passkeys (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts (id),
  public_key TEXT NOT NULL,
  counter ${d.bigint} NOT NULL,
  transports ${d.json} NOT NULL,
  created_at ${d.bigint} NOT NULL
);
CREATE INDEX passkeys_account ON passkeys (account_id);
CREATE TABLE sessions (
  id_hash TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts (id),
  created_at ${d.bigint} NOT NULL,
  expires_at ${d.bigint} NOT NULL
);
CREATE INDEX sessions_account ON sessions (account_id);
CREATE TABLE auth_challenges (
  id TEXT PRIMARY KEY,
  challenge TEXT NOT NULL,
  purpose TEXT NOT NULL CHECK (purpose IN ('signup', 'add', 'signin')),
  name TEXT,
  account_id TEXT,
  user_handle TEXT,
  expires_at ${d.bigint} NOT NULL
);
CREATE TABLE seat_tokens (
  token_hash TEXT PRIMARY KEY,
  game_id TEXT NOT NULL REFERENCES games (id),
  seat INTEGER NOT NULL,
  account_id TEXT NOT NULL REFERENCES accounts (id),
  created_at ${d.bigint} NOT NULL
);
CREATE INDEX seat_tokens_game ON seat_tokens (game_id, seat);
CREATE TABLE ratings (
  account_id TEXT NOT NULL REFERENCES accounts (id),
  game TEXT NOT NULL,
  rating DOUBLE PRECISION NOT NULL,
  rd DOUBLE PRECISION NOT NULL,
  vol DOUBLE PRECISION NOT NULL,
  games INTEGER NOT NULL,
  updated_at ${d.bigint} NOT NULL,
  PRIMARY KEY (account_id, game)
);
CREATE INDEX ratings_board ON ratings (game, rating);
CREATE TABLE rated_games (
  game_id TEXT PRIMARY KEY REFERENCES games (id),
  at ${d.bigint} NOT NULL
);
CREATE TABLE rating_history (
  account_id TEXT NOT NULL REFERENCES accounts (id),
  game_id TEXT NOT NULL REFERENCES games (id),
  game TEXT NOT NULL,
  rating DOUBLE PRECISION NOT NULL,
  rd DOUBLE PRECISION NOT NULL,
  at ${d.bigint} NOT NULL,
  PRIMARY KEY (account_id, game_id)
);`,
      },
      // The account holding a seat (a guest's seat has none until its browser signs in).
      { addColumn: { table: 'seats', column: 'account_id', type: () => 'TEXT REFERENCES accounts (id)' } },
      { sql: () => 'CREATE INDEX seats_account ON seats (account_id)' },
    ],
  },
  {
    version: 4,
    description:
      'chat and notices: chat lines per game and the lobby, mutes, where seats want notices, reserves',
    steps: [
      {
        sql: (d) => `
CREATE TABLE IF NOT EXISTS chat (
  room TEXT NOT NULL,
  number INTEGER NOT NULL,
  channel TEXT NOT NULL CHECK (channel IN ('players', 'spectators', 'lobby')),
  seat INTEGER,
  name TEXT,
  text TEXT NOT NULL,
  idem_key TEXT NOT NULL,
  at ${d.bigint} NOT NULL,
  PRIMARY KEY (room, number),
  UNIQUE (room, idem_key)
);
CREATE TABLE IF NOT EXISTS chat_mutes (
  game_id TEXT NOT NULL REFERENCES games (id),
  seat INTEGER NOT NULL,
  muted INTEGER NOT NULL,
  PRIMARY KEY (game_id, seat, muted)
);
CREATE TABLE IF NOT EXISTS notices (
  game_id TEXT NOT NULL REFERENCES games (id),
  seat INTEGER NOT NULL,
  push ${d.json},
  email TEXT,
  updated_at ${d.bigint} NOT NULL,
  PRIMARY KEY (game_id, seat)
);`,
      },
      { addColumn: { table: 'games', column: 'reserves', type: (d) => `${d.json} NOT NULL DEFAULT '[]'` } },
    ],
  },
  {
    version: 5,
    description: 'handover votes: which players voted a timed-out seat to a bot, and at which version',
    steps: [
      {
        sql: () => `
CREATE TABLE IF NOT EXISTS handover_votes (
  game_id TEXT NOT NULL REFERENCES games (id),
  seat INTEGER NOT NULL,
  voter INTEGER NOT NULL,
  version INTEGER NOT NULL,
  PRIMARY KEY (game_id, seat, voter)
);`,
      },
    ],
  },
  {
    version: 6,
    description: 'mutes of spectators and lobby visitors: who said a line without a seat, and who muted them',
    steps: [
      // A key of the server's own for a line said without a seat (never sent to a client).
      { addColumn: { table: 'chat', column: 'speaker', type: () => 'TEXT' } },
      {
        sql: () => `
CREATE TABLE IF NOT EXISTS chat_speaker_mutes (
  room TEXT NOT NULL,
  listener TEXT NOT NULL,
  speaker TEXT NOT NULL,
  line INTEGER NOT NULL,
  PRIMARY KEY (room, listener, speaker)
);`,
      },
    ],
  },
  {
    version: 7,
    description:
      'an action costs one page of the log: its clocks written with it, no version bump of its game, no index of keys (SQLite)',
    steps: [
      // SQLite cannot drop a table constraint: the log moves to a table with the primary key alone (the index
      // a game's rows are read, versioned and, for a retried key, searched by), its rows in their old order.
      // `actions` is referenced by no other table. PostgreSQL keeps its index of keys: its WAL logs an index
      // entry, not the whole page SQLite's does, and without it a retried key would be searched for among all
      // of a long game's rows on every append (the writer's cache of keys, SQLite's answer to that, cannot
      // serve several processes).
      {
        sql: (d) =>
          d.name === 'sqlite'
            ? `
CREATE TABLE actions_log (
  game_id TEXT NOT NULL REFERENCES games (id),
  version INTEGER NOT NULL,
  seat INTEGER NOT NULL,
  action TEXT NOT NULL,
  idem_key TEXT NOT NULL,
  at INTEGER NOT NULL,
  deadlines TEXT,
  reserves TEXT,
  PRIMARY KEY (game_id, version)
);
INSERT INTO actions_log (game_id, version, seat, action, idem_key, at)
  SELECT game_id, version, seat, action, idem_key, at FROM actions ORDER BY game_id, version;
DROP TABLE actions;
ALTER TABLE actions_log RENAME TO actions;`
            : 'SELECT 1',
      },
      // The clocks (decision deadlines, reserves) after each action, written with it; null on the rows written
      // before this version and on imported logs, whose clocks are the game row's.
      { addColumn: { table: 'actions', column: 'deadlines', type: (d) => d.json } },
      { addColumn: { table: 'actions', column: 'reserves', type: (d) => d.json } },
      // A game's version is its log's last; the game row keeps the version its own clocks were written at.
      { sql: () => 'ALTER TABLE games RENAME COLUMN version TO clocks_version' },
    ],
  },
];

export const SCHEMA_VERSION = Math.max(...MIGRATIONS.map((m) => m.version));

/**
 * What the migrations ask of a database connection that nothing else uses meanwhile. The same steps run on
 * SQLite's synchronous driver and PostgreSQL's asynchronous one: the plan below asks, the backend answers.
 */
export type MigrationRequest =
  | { readonly kind: 'exec'; readonly sql: string }
  | { readonly kind: 'version' } // the newest version recorded, 0 for none
  | { readonly kind: 'recorded'; readonly version: number } // whether this version is recorded
  | { readonly kind: 'hasColumn'; readonly table: string; readonly column: string };

export interface MigrationTarget {
  readonly dialect: Dialect;
  exec(sql: string): void | Promise<void>;
  version(): number | Promise<number>;
  recorded(version: number): boolean | Promise<boolean>;
  hasColumn(table: string, column: string): boolean | Promise<boolean>;
}

/** A database whose schema is newer than this server's: an older release must not write to it. */
export class SchemaTooNew extends Error {
  override readonly name = 'SchemaTooNew';
}

export interface MigrationReport {
  readonly from: number;
  readonly to: number;
}

/** Bring the database to the newest version, one migration per transaction. */
function* plan(
  d: Dialect,
  migrations: readonly Migration[],
): Generator<MigrationRequest, MigrationReport, unknown> {
  yield {
    kind: 'exec',
    sql: `CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, description TEXT NOT NULL, applied_at ${d.bigint} NOT NULL)`,
  };
  const from = Number(yield { kind: 'version' });
  const newest = Math.max(0, ...migrations.map((m) => m.version));
  if (from > newest)
    throw new SchemaTooNew(
      `the database's schema is at version ${from}, newer than this server's ${newest}: run a newer Warboard`,
    );
  for (const m of [...migrations].sort((a, b) => a.version - b.version)) {
    if (yield { kind: 'recorded', version: m.version }) continue;
    yield { kind: 'exec', sql: 'BEGIN' };
    try {
      for (const step of m.steps) {
        if ('sql' in step) yield { kind: 'exec', sql: step.sql(d) };
        else {
          const { table, column, type } = step.addColumn;
          if (!(yield { kind: 'hasColumn', table, column }))
            yield { kind: 'exec', sql: `ALTER TABLE ${table} ADD COLUMN ${column} ${type(d)}` };
        }
      }
      const description = m.description.replaceAll("'", "''");
      yield {
        kind: 'exec',
        sql: `INSERT INTO schema_migrations (version, description, applied_at) VALUES (${m.version}, '${description}', ${Date.now()})`,
      };
      yield { kind: 'exec', sql: 'COMMIT' };
    } catch (error) {
      try {
        yield { kind: 'exec', sql: 'ROLLBACK' };
      } catch {
        // the connection is gone: nothing was committed either
      }
      throw error;
    }
  }
  return { from, to: Math.max(from, newest) };
}

/** The newest version a database records, as the column `v` (null when none is). */
export const RECORDED_VERSION = 'SELECT max(version) AS v FROM schema_migrations';
/** Whether a database records version `$1` (`?` on SQLite): a row, or none. */
export const IS_RECORDED = (d: Dialect) =>
  `SELECT 1 AS v FROM schema_migrations WHERE version = ${d.name === 'postgres' ? '$1' : '?'}`;

/** SQLite: the plan on a synchronous connection. */
export function migrateSync(db: MigrationTarget, migrations = MIGRATIONS): MigrationReport {
  const steps = plan(db.dialect, migrations);
  let next = steps.next();
  while (!next.done) {
    const request = next.value;
    let answer: unknown;
    try {
      answer = answerOf(db, request);
      if (answer instanceof Promise) throw new Error('a synchronous migration target answered a promise');
    } catch (error) {
      next = steps.throw(error);
      continue;
    }
    next = steps.next(answer);
  }
  return next.value;
}

/** PostgreSQL: the plan on an asynchronous connection. */
export async function migrateAsync(db: MigrationTarget, migrations = MIGRATIONS): Promise<MigrationReport> {
  const steps = plan(db.dialect, migrations);
  let next = steps.next();
  while (!next.done) {
    let answer: unknown;
    try {
      answer = await answerOf(db, next.value);
    } catch (error) {
      next = steps.throw(error);
      continue;
    }
    next = steps.next(answer);
  }
  return next.value;
}

function answerOf(db: MigrationTarget, r: MigrationRequest): unknown {
  if (r.kind === 'exec') return db.exec(r.sql);
  if (r.kind === 'version') return db.version();
  if (r.kind === 'recorded') return db.recorded(r.version);
  return db.hasColumn(r.table, r.column);
}
