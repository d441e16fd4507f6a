/** The embedded default: one SQLite file (WAL, synchronous FULL), created with its schema on first open. */
import { existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { headOf } from './log-head.js';
import {
  IS_RECORDED,
  type MigrationReport,
  type MigrationTarget,
  migrateSync,
  RECORDED_VERSION,
  SQLITE,
} from './migrations.js';
import { type AccountWrite, sqliteAccounts, sqliteAccountWrites } from './sqlite-accounts.js';
import { type Connection, openConnection } from './sqlite-connection.js';
import { FORGET_GAME, type SocialWrite, socialReads, socialWrites } from './sqlite-social.js';
import type {
  ActionRow,
  AppendResult,
  ClaimResult,
  GameRow,
  GameStatus,
  NewAction,
  NewGame,
  SeatRow,
  Storage,
} from './storage.js';
import { StorageClosedError } from './storage.js';

/** What decides a game's version and clocks: its row's and its log's last row's (log-head.ts). */
interface HeadRecordRow {
  status: GameStatus;
  clocks_version: number;
  updated_at: number;
  deadlines: string;
  reserves: string;
  last_version: number | null;
  last_at: number | null;
  last_deadlines: string | null;
  last_reserves: string | null;
}

interface GameRecordRow extends HeadRecordRow {
  id: string;
  game: string;
  rules_version: string;
  options: string;
  seed: string;
  settings: string;
  created_at: number;
}

/**
 * A game row with its log's last row beside it (the primary key's last entry for the game). `HEAD_COLUMNS` is
 * what `HeadRecordRow` names.
 */
const HEAD_COLUMNS =
  'g.status, g.clocks_version, g.updated_at, g.deadlines, g.reserves, l.version AS last_version, l.at AS last_at, l.deadlines AS last_deadlines, l.reserves AS last_reserves';
const WITH_LAST = `games g LEFT JOIN actions l ON l.game_id = g.id
  AND l.version = (SELECT max(version) FROM actions WHERE game_id = g.id)`;
const GAME_SELECT = `SELECT g.id, g.game, g.rules_version, g.options, g.seed, g.settings, g.created_at, ${HEAD_COLUMNS} FROM ${WITH_LAST}`;

const headOfRow = (r: HeadRecordRow) =>
  headOf({
    clocksVersion: r.clocks_version,
    updatedAt: r.updated_at,
    deadlines: r.deadlines,
    reserves: r.reserves,
    lastVersion: r.last_version,
    lastAt: r.last_at,
    lastDeadlines: r.last_deadlines,
    lastReserves: r.last_reserves,
  });

interface ActionRecordRow {
  version: number;
  seat: number;
  action: string;
  idem_key: string;
  at: number;
}

interface SeatRecordRow {
  seat: number;
  kind: 'human' | 'bot';
  difficulty: string | null;
  token_hash: string | null;
  name: string | null;
  account_id: string | null;
}

const toGame = (r: GameRecordRow): GameRow => {
  const head = headOfRow(r);
  return {
    id: r.id,
    game: r.game,
    rulesVersion: r.rules_version,
    options: JSON.parse(r.options),
    seed: r.seed,
    settings: JSON.parse(r.settings),
    status: r.status,
    version: head.version,
    createdAt: r.created_at,
    updatedAt: head.updatedAt,
    deadlines: JSON.parse(head.deadlines),
    reserves: JSON.parse(head.reserves),
  };
};

const toAction = (r: ActionRecordRow): ActionRow => ({
  version: r.version,
  seat: r.seat,
  action: JSON.parse(r.action),
  key: r.idem_key,
  at: r.at,
});

const toSeat = (r: SeatRecordRow): SeatRow => ({
  seat: r.seat,
  kind: r.kind,
  difficulty: r.difficulty,
  tokenHash: r.token_hash,
  name: r.name,
  accountId: r.account_id,
});

/** The migrations on the main connection, before the writer thread opens its own. */
const migrationTarget = (db: Connection): MigrationTarget => ({
  dialect: SQLITE,
  exec: (sql) => {
    db.exec(sql);
  },
  version: () => db.prepare<[], { v: number | null }>(RECORDED_VERSION).get()?.v ?? 0,
  recorded: (version) => db.prepare<[number], { v: number }>(IS_RECORDED(SQLITE)).get(version) !== undefined,
  hasColumn: (table, column) =>
    (db.pragma(`table_info(${table})`) as { name: string }[]).some((c) => c.name === column),
});

export interface SqliteOptions {
  /**
   * 'full' (default): every commit is fsynced before the ack, so not even a power cut loses an acknowledged
   * action. 'normal': commits reach the OS before the ack (a killed process loses nothing) and the disk at
   * checkpoints — much faster on slow disks, but a power cut may lose the last acknowledged actions.
   */
  readonly synchronous?: 'full' | 'normal';
  /**
   * 'thread' (default when the build output has it): writes run on a worker thread with its own connection,
   * so a commit's fsync never blocks the event loop. 'inline': on the calling thread.
   */
  readonly writer?: 'thread' | 'inline';
}

/** One connection to the file, with the pragmas every connection needs (the writer thread opens its own). */
export function connect(file: string, synchronous: 'full' | 'normal' = 'full'): Connection {
  const db = openConnection(file);
  // A new file gets 1 KiB pages: an acknowledged action touches about one B-tree page (its game's leaf of the
  // log's primary key; its row goes to the log's last leaf with the batch's other rows), and every touched
  // page is written whole to the WAL, so small pages write a fraction of the bytes of SQLite's 4 KiB default
  // (bench/README.md, "one row per action"). It must be set before WAL mode and the first table; on an existing
  // file it changes nothing.
  db.pragma('page_size = 1024');
  db.pragma('journal_mode = WAL');
  // A checkpoint every 4,000 WAL pages (4 MiB) rather than 1,000: it copies each page once however many
  // commits wrote it since the last, and a game's leaf is written by each of its actions, so fewer
  // checkpoints write fewer pages (each a whole 4 KiB block of the file) per action. Commits are as durable.
  db.pragma('wal_autocheckpoint = 4000');
  db.pragma(`synchronous = ${synchronous === 'normal' ? 'NORMAL' : 'FULL'}`);
  db.pragma('foreign_keys = ON');
  return db;
}

const readStatements = (db: Connection) => ({
  game: db.prepare<[string], GameRecordRow>(`${GAME_SELECT} WHERE g.id = ?`),
  head: db.prepare<[string], HeadRecordRow>(`SELECT ${HEAD_COLUMNS} FROM ${WITH_LAST} WHERE g.id = ?`),
  seats: db.prepare<[string], SeatRecordRow>(
    'SELECT seat, kind, difficulty, token_hash, name, account_id FROM seats WHERE game_id = ? ORDER BY seat',
  ),
  // No index of keys (it would be a page more written per action): the game's rows, through the primary key.
  byKey: db.prepare<[string, number, string], ActionRecordRow>(
    'SELECT version, seat, action, idem_key, at FROM actions WHERE game_id = ? AND seat = ? AND idem_key = ?',
  ),
  actions: db.prepare<[string, number], ActionRecordRow>(
    'SELECT version, seat, action, idem_key, at FROM actions WHERE game_id = ? AND version > ? ORDER BY version',
  ),
});

/** How many games' logged keys the writer keeps in memory (`LoggedKeys`): the least recently used go first. */
const KEYS_KEPT = 2000;

/**
 * The idempotency keys in each game's log, as `seat:key`, for the games the writer appended to lately: what
 * spares an append the search of its game's rows (one read per row, as the log has no index of keys) but for
 * a retry. A game's set is read whole from its log at its first append, then gains every key appended, so it
 * holds every key of the log, and perhaps one more whose transaction was then rolled back: a key it lacks is
 * surely not logged, and one it has is looked for in the log. Only the writer writes actions (one connection),
 * so nothing else can add a key behind it; a game written any other way (created, removed) is forgotten.
 */
class LoggedKeys {
  private readonly games = new Map<string, Set<string>>(); // in order of use, the oldest first

  constructor(private readonly load: (game: string) => Iterable<string>) {}

  /** Whether `seat:key` may be in the game's log (false: surely not). */
  has(game: string, seat: number, key: string): boolean {
    return this.keysOf(game).has(`${seat}:${key}`);
  }

  add(game: string, seat: number, key: string): void {
    this.keysOf(game).add(`${seat}:${key}`);
  }

  forget(game: string): void {
    this.games.delete(game);
  }

  private keysOf(game: string): Set<string> {
    let keys = this.games.get(game);
    if (keys)
      this.games.delete(game); // moved to the newest end
    else keys = new Set(this.load(game));
    this.games.set(game, keys);
    for (const oldest of this.games.keys()) {
      if (this.games.size <= KEYS_KEPT) break;
      this.games.delete(oldest);
    }
    return keys;
  }
}

/** One write, as it crosses to the writer thread: plain data. */
export type Write =
  | { readonly op: 'createGame'; readonly args: [NewGame, number] }
  | { readonly op: 'claimSeat'; readonly args: [string, number, string, string | null, string | null] }
  | {
      readonly op: 'append';
      readonly args: [string, number, NewAction, GameStatus | null, string | null, string | null];
    }
  | { readonly op: 'setDeadlines'; readonly args: [string, number, string, string | null] }
  | { readonly op: 'removeOpen'; readonly args: [number] }
  | { readonly op: 'account'; readonly args: [AccountWrite] }
  | SocialWrite;

export type WriteOutcome = { ok: true; result: unknown } | { ok: false; error: unknown };

/**
 * Every write of the storage as transaction functions of one connection, and `writeAll`, which runs a batch
 * of them in one transaction — each in a savepoint of its own, so a refused or failing one spoils no other —
 * with one commit (one fsync) for all.
 */
export function sqliteWrites(db: Connection): (batch: readonly Write[]) => WriteOutcome[] {
  const read = readStatements(db);
  const account = sqliteAccountWrites(db);
  const q = {
    insertGame: db.prepare(
      `INSERT INTO games (id, game, rules_version, options, seed, settings, status, clocks_version, created_at, updated_at)
       VALUES (@id, @game, @rulesVersion, @options, @seed, @settings, @status, @version, @now, @now)`,
    ),
    insertSeat: db.prepare(
      'INSERT INTO seats (game_id, seat, kind, difficulty, token_hash, name) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    claim: db.prepare(
      `UPDATE seats SET token_hash = ?, name = ?, account_id = ? WHERE game_id = ? AND seat = ? AND kind = 'human' AND token_hash IS NULL`,
    ),
    freeSeats: db.prepare<[string], { n: number }>(
      `SELECT count(*) AS n FROM seats WHERE game_id = ? AND kind = 'human' AND token_hash IS NULL`,
    ),
    setStatus: db.prepare('UPDATE games SET status = ?, updated_at = ? WHERE id = ?'),
    idleOpen: db.prepare<[number], { id: string }>(
      `SELECT id FROM games WHERE status = 'open' AND updated_at < ?`,
    ),
    deleteSeats: db.prepare('DELETE FROM seats WHERE game_id = ?'),
    deleteSeatTokens: db.prepare('DELETE FROM seat_tokens WHERE game_id = ?'),
    forgetAll: FORGET_GAME.all.map((sql) => db.prepare(sql)),
    forgetNotices: db.prepare(FORGET_GAME.notices),
    deleteGame: db.prepare(`DELETE FROM games WHERE id = ? AND status = 'open'`),
    setClocks: db.prepare('UPDATE games SET deadlines = ?, reserves = ?, clocks_version = ? WHERE id = ?'),
    insertAction: db.prepare(
      'INSERT INTO actions (game_id, version, seat, action, idem_key, at, deadlines, reserves) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    ),
    keys: db.prepare<[string], { seat: number; idem_key: string }>(
      'SELECT seat, idem_key FROM actions WHERE game_id = ?',
    ),
  };
  const logged = new LoggedKeys((id) => q.keys.all(id).map((r) => `${r.seat}:${r.idem_key}`));

  const createGame = db.transaction((g: NewGame, now: number) => {
    logged.forget(g.id);
    q.insertGame.run({
      id: g.id,
      game: g.game,
      rulesVersion: g.rulesVersion,
      options: JSON.stringify(g.options),
      seed: g.seed,
      settings: JSON.stringify(g.settings),
      status: g.status,
      version: g.log?.length ?? 0,
      now,
    });
    for (const s of g.seats) q.insertSeat.run(g.id, s.seat, s.kind, s.difficulty, s.tokenHash, s.name);
    for (const [i, a] of (g.log ?? []).entries())
      q.insertAction.run(g.id, i + 1, a.seat, JSON.stringify(a.action), a.key, now, null, null);
  });

  const claimSeat = db.transaction(
    (id: string, seat: number, hash: string, name: string | null, accountId: string | null): ClaimResult => {
      const game = read.game.get(id);
      if (!game) return { ok: false, reason: 'no-game' };
      const row = read.seats.all(id).find((s) => s.seat === seat);
      if (!row) return { ok: false, reason: 'no-seat' };
      if (row.kind !== 'human') return { ok: false, reason: 'bot-seat' };
      if (q.claim.run(hash, name, accountId, id, seat).changes !== 1) return { ok: false, reason: 'taken' };
      let status = game.status;
      if (status === 'open' && q.freeSeats.get(id)?.n === 0) status = 'live';
      q.setStatus.run(status, Date.now(), id); // a seat taken is activity: the game does not expire
      return { ok: true, status };
    },
  );

  const append = db.transaction(
    (
      id: string,
      expected: number,
      a: NewAction,
      status: GameStatus | null,
      deadlines: string | null,
      reserves: string | null,
    ): AppendResult => {
      const existing = logged.has(id, a.seat, a.key) ? read.byKey.get(id, a.seat, a.key) : undefined;
      if (existing) return { ok: false, reason: 'duplicate', existing: toAction(existing) };
      const game = read.head.get(id);
      if (!game) return { ok: false, reason: 'stale', version: -1 };
      const head = headOfRow(game);
      if (head.version !== expected) return { ok: false, reason: 'stale', version: head.version };
      // The action and the clocks after it, one row (the primary key would refuse a second version
      // `expected + 1`; the writer's transaction makes the check above and the insert one step). The game row
      // is written only when its status changes.
      const now = Date.now();
      const json = JSON.stringify(a.action);
      q.insertAction.run(
        id,
        expected + 1,
        a.seat,
        json,
        a.key,
        now,
        deadlines ?? head.deadlines,
        reserves ?? head.reserves,
      );
      logged.add(id, a.seat, a.key);
      if (status !== null && status !== game.status) q.setStatus.run(status, now, id);
      if (status === 'over') {
        q.forgetNotices.run(id); // nobody's decision is due any more
        logged.forget(id);
      }
      return { ok: true, version: expected + 1 };
    },
  );

  const setDeadlines = db.transaction(
    (id: string, version: number, deadlines: string, reserves: string | null): boolean => {
      const game = read.head.get(id);
      if (!game) return false;
      const head = headOfRow(game);
      if (head.version !== version) return false;
      q.setClocks.run(deadlines, reserves ?? head.reserves, version, id);
      return true;
    },
  );

  const removeOpen = db.transaction((idleSince: number): string[] => {
    const ids = q.idleOpen.all(idleSince).map((r) => r.id);
    for (const id of ids) {
      logged.forget(id);
      q.deleteSeatTokens.run(id);
      for (const forget of q.forgetAll) forget.run(id);
      q.deleteSeats.run(id);
      q.deleteGame.run(id);
    }
    return ids;
  });

  const social = socialWrites(db);
  const one = (w: Write): unknown => {
    switch (w.op) {
      case 'createGame':
        return createGame(...w.args);
      case 'claimSeat':
        return claimSeat(...w.args);
      case 'append':
        return append(...w.args);
      case 'setDeadlines':
        return setDeadlines(...w.args);
      case 'removeOpen':
        return removeOpen(...w.args);
      case 'account':
        return account(...w.args);
      default:
        return social(w);
    }
  };
  return db.transaction((batch: readonly Write[]) =>
    batch.map((w): WriteOutcome => {
      try {
        return { ok: true, result: one(w) }; // a nested transaction: a savepoint of its own
      } catch (error) {
        return { ok: false, error };
      }
    }),
  );
}

/** Runs batches of writes: on a thread of its own, or on the calling one. */
interface Writer {
  run(batch: readonly Write[]): Promise<WriteOutcome[]>;
  close(): Promise<void>;
}

/**
 * The compiled writer thread. Run from sources (tests), this module has no .js sibling, so it uses the
 * package's build output; null when neither exists.
 */
function writerScript(): URL | null {
  for (const candidate of ['./sqlite-writer.js', '../../dist/storage/sqlite-writer.js']) {
    const url = new URL(candidate, import.meta.url);
    if (existsSync(fileURLToPath(url))) return url;
  }
  return null;
}

/** The writer on a worker thread with its own connection: a commit's fsync never blocks the event loop. */
function threadWriter(script: URL, file: string, synchronous: 'full' | 'normal'): Writer {
  const worker = new Worker(script, { workerData: { file, synchronous } });
  worker.unref(); // pending writes are never acknowledged without it; nothing else needs it alive
  let nextId = 0;
  let stopped: StorageClosedError | null = null;
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  const pending = new Map<number, { resolve: (o: WriteOutcome[]) => void; reject: (e: Error) => void }>();
  const failAll = (error: Error) => {
    for (const p of pending.values()) p.reject(error);
    pending.clear();
  };
  worker.on('message', (m: { id: number; outcomes?: WriteOutcome[]; error?: string }) => {
    const p = pending.get(m.id);
    if (!p) return;
    pending.delete(m.id);
    if (m.outcomes) p.resolve(m.outcomes);
    else p.reject(new Error(m.error ?? 'the SQLite writer failed'));
  });
  worker.on('error', (error) => failAll(error));
  worker.on('exit', () => {
    stopped ??= new StorageClosedError('the SQLite writer thread stopped');
    failAll(stopped);
  });
  return {
    run: (batch) =>
      stopped
        ? Promise.reject(stopped)
        : new Promise((resolve, reject) => {
            const id = nextId++;
            pending.set(id, { resolve, reject });
            worker.postMessage({ id, batch });
          }),
    close: async () => {
      if (!stopped) {
        stopped = new StorageClosedError('the SQLite writer is closed');
        worker.ref(); // the process waits for the thread to close its connection and end
        worker.postMessage({ close: true }); // after every batch already posted: those are written first
      }
      await exited;
    },
  };
}

function inlineWriter(db: Connection): Writer {
  const writeAll = sqliteWrites(db);
  return { run: async (batch) => writeAll(batch), close: async () => undefined };
}

const jsonOrNull = (value: unknown): string | null => (value === undefined ? null : JSON.stringify(value));

export function openSqlite(
  file: string,
  options: SqliteOptions = {},
): Storage & { readonly migrated: MigrationReport } {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const synchronous = options.synchronous ?? 'full';
  const db = connect(file, synchronous);
  let migrated: MigrationReport;
  try {
    migrated = migrateSync(migrationTarget(db));
  } catch (error) {
    db.close();
    throw error;
  }
  const read = readStatements(db);
  const socialRead = socialReads(db);
  const script = file === ':memory:' || options.writer === 'inline' ? null : writerScript();
  const writer = script ? threadWriter(script, file, synchronous) : inlineWriter(db);

  /**
   * Group commit: the writes asked for while a batch was being written (appends — at most one per game,
   * since each room applies its actions one at a time — seats taken, new games, clocks) go together in the
   * next batch, one transaction and one fsync for all. Each promise resolves only after its batch is
   * committed: an action is still acknowledged only once it is durable.
   */
  const waiting: { write: Write; resolve: (r: never) => void; reject: (e: unknown) => void }[] = [];
  let writing: Promise<void> | null = null;
  const pump = (): void => {
    if (writing || waiting.length === 0) return;
    const batch = waiting.splice(0);
    writing = writer.run(batch.map((w) => w.write)).then(
      (outcomes) => {
        for (const [i, w] of batch.entries()) {
          const o = outcomes[i];
          if (o?.ok) w.resolve(o.result as never);
          else w.reject(o ? o.error : new Error('no outcome for a write'));
        }
      },
      (error: unknown) => {
        for (const w of batch) w.reject(error);
      },
    );
    void writing.then(() => {
      writing = null;
      pump();
    });
  };
  let closed = false;
  const soon = <T>(write: Write) =>
    new Promise<T>((resolve, reject) => {
      if (closed) return reject(new StorageClosedError(`${write.op} after close`));
      waiting.push({ write, resolve: resolve as (r: never) => void, reject });
      if (waiting.length === 1 && !writing) setImmediate(pump);
    });

  return {
    ...sqliteAccounts(db, <T>(w: AccountWrite) => soon<T>({ op: 'account', args: [w] })),
    kind: 'sqlite',
    migrated,
    createGame: (g) => soon({ op: 'createGame', args: [g, Date.now()] }),
    getGame: async (id) => {
      const row = read.game.get(id);
      return row ? toGame(row) : null;
    },
    listGames: async (statuses, limit) => {
      if (statuses.length === 0) return [];
      const marks = statuses.map(() => '?').join(', ');
      const rows = db
        .prepare<unknown[], GameRecordRow>(
          `${GAME_SELECT} WHERE g.status IN (${marks}) ORDER BY g.created_at DESC, g.id LIMIT ?`,
        )
        .all(...statuses, limit);
      return rows.map(toGame);
    },
    seats: async (id) => read.seats.all(id).map(toSeat),
    claimSeat: (id, seat, hash, name, accountId) =>
      soon({ op: 'claimSeat', args: [id, seat, hash, name ?? null, accountId ?? null] }),
    appendAction: (id, expected, action, status, deadlines, reserves) =>
      soon({
        op: 'append',
        args: [id, expected, action, status ?? null, jsonOrNull(deadlines), jsonOrNull(reserves)],
      }),
    setDeadlines: (id, version, deadlines, reserves) =>
      soon({ op: 'setDeadlines', args: [id, version, JSON.stringify(deadlines), jsonOrNull(reserves)] }),
    appendChat: (line, keep) => soon({ op: 'appendChat', args: [line, keep, Date.now()] }),
    chat: async (room, after, limit) => socialRead.chat(room, after, limit),
    mutes: async (game) => socialRead.mutes(game),
    chatLine: async (room, number) => socialRead.chatLine(room, number),
    speakerMutes: async (room, listener) => socialRead.speakerMutes(room, listener),
    setSpeakerMute: (room, listener, mute, on) =>
      soon({ op: 'setSpeakerMute', args: [room, listener, mute, on] }),
    setMute: (game, seat, muted, on) => soon({ op: 'setMute', args: [game, seat, muted, on] }),
    notices: async (game) => socialRead.notices(game),
    setNotices: (game, notice) => soon({ op: 'setNotices', args: [game, notice, Date.now()] }),
    handSeatToBot: (game, seat, difficulty) => soon({ op: 'handSeatToBot', args: [game, seat, difficulty] }),
    recordRematch: (game, link, gone) => soon({ op: 'recordRematch', args: [game, link, gone ?? null] }),
    handoverVotes: async (game) => socialRead.handoverVotes(game),
    voteHandover: (game, vote) => soon({ op: 'voteHandover', args: [game, vote] }),
    removeOpenGames: (idleSince) => soon({ op: 'removeOpen', args: [idleSince] }),
    actions: async (id, after = 0) => read.actions.all(id, after).map(toAction),
    close: async () => {
      closed = true;
      // Writes already asked for are written, never dropped.
      while (writing || waiting.length > 0) {
        pump();
        await writing;
      }
      await writer.close();
      db.close();
    },
  };
}
