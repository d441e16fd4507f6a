/** The embedded default: one SQLite file (WAL, synchronous FULL), created with its schema on first open. */
import { existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
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

interface GameRecordRow {
  id: string;
  game: string;
  rules_version: string;
  options: string;
  seed: string;
  settings: string;
  status: GameStatus;
  version: number;
  created_at: number;
  updated_at: number;
  deadlines: string;
  reserves: string;
}

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

const toGame = (r: GameRecordRow): GameRow => ({
  id: r.id,
  game: r.game,
  rulesVersion: r.rules_version,
  options: JSON.parse(r.options),
  seed: r.seed,
  settings: JSON.parse(r.settings),
  status: r.status,
  version: r.version,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  deadlines: JSON.parse(r.deadlines),
  reserves: JSON.parse(r.reserves),
});

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
  // A new file gets 1 KiB pages: an acknowledged action touches a few B-tree pages (the action row, its
  // indexes, the game row), and every touched page is written whole to the WAL, so small pages write about
  // half the bytes per action of SQLite's 4 KiB default (bench/README.md, "Bytes on disk"). It must be set
  // before WAL mode and the first table; on an existing file it changes nothing.
  db.pragma('page_size = 1024');
  db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${synchronous === 'normal' ? 'NORMAL' : 'FULL'}`);
  db.pragma('foreign_keys = ON');
  return db;
}

const readStatements = (db: Connection) => ({
  game: db.prepare<[string], GameRecordRow>('SELECT * FROM games WHERE id = ?'),
  seats: db.prepare<[string], SeatRecordRow>(
    'SELECT seat, kind, difficulty, token_hash, name, account_id FROM seats WHERE game_id = ? ORDER BY seat',
  ),
  byKey: db.prepare<[string, number, string], ActionRecordRow>(
    'SELECT version, seat, action, idem_key, at FROM actions WHERE game_id = ? AND seat = ? AND idem_key = ?',
  ),
  actions: db.prepare<[string, number], ActionRecordRow>(
    'SELECT version, seat, action, idem_key, at FROM actions WHERE game_id = ? AND version > ? ORDER BY version',
  ),
});

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
      `INSERT INTO games (id, game, rules_version, options, seed, settings, status, version, created_at, updated_at)
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
    bump: db.prepare(
      'UPDATE games SET version = version + 1, status = coalesce(?, status), deadlines = coalesce(?, deadlines), reserves = coalesce(?, reserves), updated_at = ? WHERE id = ? AND version = ?',
    ),
    setDeadlines: db.prepare(
      'UPDATE games SET deadlines = ?, reserves = coalesce(?, reserves) WHERE id = ? AND version = ?',
    ),
    insertAction: db.prepare(
      'INSERT INTO actions (game_id, version, seat, action, idem_key, at) VALUES (?, ?, ?, ?, ?, ?)',
    ),
  };

  const createGame = db.transaction((g: NewGame, now: number) => {
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
      q.insertAction.run(g.id, i + 1, a.seat, JSON.stringify(a.action), a.key, now);
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
      const existing = read.byKey.get(id, a.seat, a.key);
      if (existing) return { ok: false, reason: 'duplicate', existing: toAction(existing) };
      const now = Date.now();
      if (q.bump.run(status, deadlines, reserves, now, id, expected).changes !== 1) {
        return { ok: false, reason: 'stale', version: read.game.get(id)?.version ?? -1 };
      }
      q.insertAction.run(id, expected + 1, a.seat, JSON.stringify(a.action), a.key, now);
      if (status === 'over') q.forgetNotices.run(id); // nobody's decision is due any more
      return { ok: true, version: expected + 1 };
    },
  );

  const setDeadlines = db.transaction(
    (id: string, version: number, deadlines: string, reserves: string | null) =>
      q.setDeadlines.run(deadlines, reserves, id, version).changes === 1,
  );

  const removeOpen = db.transaction((idleSince: number): string[] => {
    const ids = q.idleOpen.all(idleSince).map((r) => r.id);
    for (const id of ids) {
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
          `SELECT * FROM games WHERE status IN (${marks}) ORDER BY created_at DESC, id LIMIT ?`,
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
