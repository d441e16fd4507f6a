/**
 * An action is one row of the log (schema version 7): its clocks are written with it, the game's version is
 * its log's last, and a retried key is found among the game's rows. What the game row used to carry must come
 * back the same after a restart, from another process on the same PostgreSQL, and from a database migrated
 * from version 6 with its actions.
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type NewGame, openPostgres, openSqlite, type Storage } from '../src/storage/index.js';
import { IS_RECORDED, MIGRATIONS, migrateSync, RECORDED_VERSION, SQLITE } from '../src/storage/migrations.js';
import { openConnection } from '../src/storage/sqlite-connection.js';
import { freshSchema } from './cluster-helpers.js';
import { tempDir } from './helpers.js';
import { type ReopenableStore, reopenableBackends } from './temp-storage.js';

const newGame = (): NewGame => ({
  id: randomBytes(9).toString('base64url'),
  game: 'horsemen',
  rulesVersion: '1',
  options: {},
  seed: 'seed',
  settings: { decisionMs: 1000, reserveMs: 60_000, fullReplay: false },
  status: 'live',
  seats: [
    { seat: 0, kind: 'human', difficulty: null, tokenHash: 'a', name: null },
    { seat: 1, kind: 'human', difficulty: null, tokenHash: 'b', name: null },
  ],
});

describe.each(reopenableBackends)('the action log on $name', ({ make }) => {
  let store: ReopenableStore;
  const open: Storage[] = [];
  const reopen = async () => {
    const s = await store.open();
    open.push(s);
    return s;
  };
  beforeEach(async () => {
    store = await make();
  });
  afterEach(async () => {
    for (const s of open.splice(0)) await s.close().catch(() => undefined);
    await store.remove();
  });

  it('a restart keeps the version and the clocks written with the last action', async () => {
    const s = await reopen();
    const g = newGame();
    await s.createGame(g);
    await s.appendAction(
      g.id,
      0,
      { seat: 0, action: { n: 1 }, key: 'a' },
      undefined,
      [{ seat: 1, at: 10 }],
      [],
    );
    const clocks = [{ seat: 0, at: 20, reserve: 5 }];
    const reserves = [{ seat: 1, left: 40_000 }];
    await s.appendAction(g.id, 1, { seat: 1, action: { n: 2 }, key: 'b' }, undefined, clocks, reserves);
    await s.close();
    const again = await reopen();
    expect(await again.getGame(g.id)).toMatchObject({
      version: 2,
      status: 'live',
      deadlines: clocks,
      reserves,
    });
  });

  it('clocks set on their own after an action win over the action’s, and reserves not given are kept', async () => {
    const s = await reopen();
    const g = newGame();
    await s.createGame(g);
    const reserves = [{ seat: 0, left: 1_000 }];
    await s.appendAction(
      g.id,
      0,
      { seat: 0, action: {}, key: 'a' },
      undefined,
      [{ seat: 1, at: 10 }],
      reserves,
    );
    expect(await s.setDeadlines(g.id, 1, [{ seat: 1, at: 99 }])).toBe(true);
    await s.close();
    const again = await reopen();
    expect(await again.getGame(g.id)).toMatchObject({
      version: 1,
      deadlines: [{ seat: 1, at: 99 }],
      reserves,
    });
    // An action without clocks keeps the current ones; the next action's own replace them.
    await again.appendAction(g.id, 1, { seat: 1, action: {}, key: 'b' });
    expect(await again.getGame(g.id)).toMatchObject({
      version: 2,
      deadlines: [{ seat: 1, at: 99 }],
      reserves,
    });
    await again.appendAction(g.id, 2, { seat: 0, action: {}, key: 'c' }, undefined, [{ seat: 0, at: 7 }]);
    expect(await again.getGame(g.id)).toMatchObject({
      version: 3,
      deadlines: [{ seat: 0, at: 7 }],
      reserves,
    });
  });

  it('finds a retried key after a restart, with its original row, and refuses a stale version', async () => {
    const s = await reopen();
    const g = newGame();
    await s.createGame(g);
    await s.appendAction(g.id, 0, { seat: 0, action: { pick: 1 }, key: 'k' });
    await s.appendAction(g.id, 1, { seat: 1, action: { pick: 2 }, key: 'k' });
    await s.close();
    const again = await reopen();
    // The same key of seat 0, whatever the action: the logged row answers (the room refuses another action).
    expect(await again.appendAction(g.id, 2, { seat: 0, action: { pick: 9 }, key: 'k' })).toMatchObject({
      ok: false,
      reason: 'duplicate',
      existing: { version: 1, seat: 0, action: { pick: 1 } },
    });
    expect(await again.appendAction(g.id, 1, { seat: 0, action: {}, key: 'new' })).toEqual({
      ok: false,
      reason: 'stale',
      version: 2,
    });
    expect(await again.appendAction(g.id, 5, { seat: 0, action: {}, key: 'new' })).toEqual({
      ok: false,
      reason: 'stale',
      version: 2,
    });
    expect(await again.appendAction(g.id, 2, { seat: 0, action: {}, key: 'new' })).toEqual({
      ok: true,
      version: 3,
    });
    expect((await again.actions(g.id)).map((a) => a.version)).toEqual([1, 2, 3]);
  });

  it('each action moves updatedAt on, and the game row takes the status an action ends the game with', async () => {
    const s = await reopen();
    const g = newGame();
    await s.createGame(g);
    const created = (await s.getGame(g.id))?.updatedAt ?? 0;
    await new Promise((r) => setTimeout(r, 5));
    await s.appendAction(g.id, 0, { seat: 0, action: {}, key: 'a' }, 'over', [], []);
    const row = await s.getGame(g.id);
    expect(row?.updatedAt).toBeGreaterThan(created);
    expect(row).toMatchObject({ status: 'over', version: 1 });
    expect((await s.listGames(['over'], 10)).find((r) => r.id === g.id)).toMatchObject({ version: 1 });
  });

  it('two stores on one database (two processes): one append wins a version, the key is found by the other', async () => {
    const a = await reopen();
    const g = newGame();
    await a.createGame(g);
    if (a.kind !== 'postgres') return; // SQLite has one process per file
    const b = await reopen();
    const same = await Promise.all(
      [a, b].map((s) => s.appendAction(g.id, 0, { seat: 0, action: { x: 1 }, key: 'k' })),
    );
    expect(same.filter((r) => r.ok)).toEqual([{ ok: true, version: 1 }]);
    expect(same.find((r) => !r.ok)).toMatchObject({
      reason: 'duplicate',
      existing: { version: 1, key: 'k' },
    });
    const other = await Promise.all(
      [a, b].map((s, i) =>
        s.appendAction(g.id, 1, { seat: 1, action: { i }, key: `k${i}` }, undefined, [{ seat: 0, at: i }]),
      ),
    );
    expect(other.filter((r) => r.ok)).toEqual([{ ok: true, version: 2 }]);
    expect(other.find((r) => !r.ok)).toEqual({ ok: false, reason: 'stale', version: 2 });
    expect(await b.setDeadlines(g.id, 1, [])).toBe(false);
    expect((await b.getGame(g.id))?.version).toBe(2);
    expect(await a.actions(g.id)).toHaveLength(2);
  });
});

describe('the SQLite log', () => {
  let temp: ReturnType<typeof tempDir>;
  beforeEach(() => {
    temp = tempDir();
  });
  afterEach(() => temp.remove());

  it('an action writes its row alone: the game row is untouched and the log has no index but its key', async () => {
    const file = join(temp.dir, 'w.sqlite');
    const s = openSqlite(file);
    const g = newGame();
    await s.createGame(g);
    const raw = openConnection(file, { readonly: true });
    const gameRow = () => raw.prepare('SELECT * FROM games WHERE id = ?').get(g.id);
    const before = gameRow();
    await s.appendAction(g.id, 0, { seat: 0, action: {}, key: 'a' }, undefined, [{ seat: 1, at: 5 }], []);
    await s.appendAction(g.id, 1, { seat: 1, action: {}, key: 'b' }, undefined, [{ seat: 0, at: 6 }], []);
    expect(gameRow()).toEqual(before);
    const indexes = raw
      .prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'actions'")
      .all();
    expect(indexes).toEqual([{ name: 'sqlite_autoindex_actions_1' }]);
    raw.close();
    await s.close();
  });

  it('migrates a version 6 database with its actions and clocks, which play on', async () => {
    const file = join(temp.dir, 'v6.sqlite');
    const db = openConnection(file);
    const target = {
      dialect: SQLITE,
      exec: (sql: string) => void db.exec(sql),
      version: () => db.prepare<[], { v: number | null }>(RECORDED_VERSION).get()?.v ?? 0,
      recorded: (v: number) => db.prepare(IS_RECORDED(SQLITE)).get(v) !== undefined,
      hasColumn: (table: string, column: string) =>
        (db.pragma(`table_info(${table})`) as { name: string }[]).some((c) => c.name === column),
    };
    migrateSync(
      target,
      MIGRATIONS.filter((m) => m.version <= 6),
    );
    const clocks = JSON.stringify([{ seat: 1, at: 123 }]);
    const reserves = JSON.stringify([{ seat: 0, left: 500 }]);
    db.exec(`INSERT INTO games (id, game, rules_version, options, seed, settings, status, version, created_at, updated_at, deadlines, reserves)
      VALUES ('old', 'horsemen', '1', '{}', 's', '{"decisionMs":1000,"fullReplay":false}', 'live', 2, 1, 2, '${clocks}', '${reserves}')`);
    db.exec(`INSERT INTO actions (game_id, version, seat, action, idem_key, at) VALUES
      ('old', 1, 0, '{"a":1}', 'k1', 1), ('old', 2, 1, '{"a":2}', 'k2', 2)`);
    db.close();

    const s = openSqlite(file);
    expect(s.migrated).toEqual({ from: 6, to: 7 });
    expect(await s.getGame('old')).toMatchObject({
      version: 2,
      updatedAt: 2,
      deadlines: JSON.parse(clocks),
      reserves: JSON.parse(reserves),
    });
    expect((await s.actions('old')).map((a) => [a.version, a.seat, a.key, a.action])).toEqual([
      [1, 0, 'k1', { a: 1 }],
      [2, 1, 'k2', { a: 2 }],
    ]);
    expect(await s.appendAction('old', 2, { seat: 0, action: { a: 1 }, key: 'k1' })).toMatchObject({
      reason: 'duplicate',
      existing: { version: 1 },
    });
    expect(await s.appendAction('old', 1, { seat: 0, action: {}, key: 'k3' })).toMatchObject({
      reason: 'stale',
      version: 2,
    });
    expect(await s.appendAction('old', 2, { seat: 0, action: {}, key: 'k3' })).toEqual({
      ok: true,
      version: 3,
    });
    // The next action without clocks of its own keeps the migrated ones.
    expect(await s.getGame('old')).toMatchObject({ version: 3, deadlines: JSON.parse(clocks) });
    await s.close();
  });
});

describe.skipIf(!process.env.DATABASE_URL)('the PostgreSQL log', () => {
  it('keeps its index of keys: a retry is found through it, not among all of a long game’s rows', async () => {
    const schema = await freshSchema();
    const s = await openPostgres(schema.url);
    const raw = new pg.Client({ connectionString: schema.url });
    await raw.connect();
    try {
      const { rows } = await raw.query<{ indexdef: string }>(
        "SELECT indexdef FROM pg_indexes WHERE schemaname = current_schema() AND tablename = 'actions'",
      );
      expect(rows.map((r) => r.indexdef)).toContainEqual(
        expect.stringMatching(/UNIQUE INDEX .* \(game_id, seat, idem_key\)/),
      );
      const g = newGame();
      await s.createGame(g);
      await s.appendAction(g.id, 0, { seat: 0, action: { x: 1 }, key: 'k' });
      expect(await s.appendAction(g.id, 1, { seat: 0, action: { x: 1 }, key: 'k' })).toMatchObject({
        ok: false,
        reason: 'duplicate',
      });
    } finally {
      await raw.end();
      await s.close();
      await schema.drop();
    }
  });
});
