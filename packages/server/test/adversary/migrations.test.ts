/**
 * The storage schema has versions, and every start brings a database up to the newest. A database made by
 * the releases before versions existed (the DDL in test/fixtures/legacy-schema.*.sql, exactly as they created
 * it; and an older one still, without the deadlines and names columns) holds a live game with its log: the
 * server starts on it, records the versions, and the game is there as it was and plays on. A database newer
 * than the server is refused rather than written to.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnyGame } from '@warboard/core';
import { horsemen } from '@warboard/horsemen';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashToken } from '../../src/hub.js';
import { openPostgres, openSqlite, type Storage } from '../../src/storage/index.js';
import { MIGRATIONS, SCHEMA_VERSION, SchemaTooNew } from '../../src/storage/migrations.js';
import { openConnection } from '../../src/storage/sqlite-connection.js';
import { freshSchema } from '../cluster-helpers.js';
import { Client, hello, type Json, startServer, tempDir } from '../helpers.js';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8');

interface LegacyGame {
  readonly id: string;
  readonly tokens: readonly string[];
  readonly hashes: readonly string[];
  readonly version: number;
  readonly sql: readonly string[];
}

/** Statements that fill a legacy database with a live game two human seats have played `steps` actions of. */
function legacyGame(steps: number): LegacyGame {
  const game = horsemen as unknown as AnyGame;
  const options = game.parseOptions({});
  if (!options.ok) throw new Error('options refused');
  const seed = 'legacy-seed';
  const setup = game.setup(options.value, seed);
  if (!setup.ok) throw new Error('setup refused');
  let state = setup.value;
  const actions: { seat: number; action: unknown }[] = [];
  for (let i = 0; i < steps; i++) {
    const seat = game.pendingDecisions(state)[0]?.seat;
    if (seat === undefined) break;
    const action = game.legalActions(state, seat).find((a) => !horsemen.isConcession(a as never));
    const applied = game.apply(state, seat, action);
    if (!applied.ok) throw new Error('a legal action refused');
    state = applied.value.state;
    actions.push({ seat, action });
  }
  const id = 'legacy-game-1';
  const q = (v: unknown) => `'${String(v).replaceAll("'", "''")}'`;
  const now = 1_700_000_000_000;
  const tokens = ['legacy-token-0', 'legacy-token-1'];
  const hashes = tokens.map(hashToken);
  return {
    id,
    tokens,
    hashes,
    version: actions.length,
    sql: [
      `INSERT INTO games (id, game, rules_version, options, seed, settings, status, version, created_at, updated_at)
       VALUES (${q(id)}, 'horsemen', ${q(game.rulesVersion)}, ${q(JSON.stringify(options.value))}, ${q(seed)},
       ${q(JSON.stringify({ decisionMs: 3_600_000, fullReplay: false }))}, 'live', ${actions.length}, ${now}, ${now})`,
      ...hashes.map(
        (hash, seat) =>
          `INSERT INTO seats (game_id, seat, kind, difficulty, token_hash) VALUES (${q(id)}, ${seat}, 'human', NULL, ${q(hash)})`,
      ),
      ...actions.map(
        (a, i) =>
          `INSERT INTO actions (game_id, version, seat, action, idem_key, at)
           VALUES (${q(id)}, ${i + 1}, ${a.seat}, ${q(JSON.stringify(a.action))}, ${q(`old-v${i}`)}, ${now + i})`,
      ),
    ],
  };
}

/** A backend: make a legacy database from statements, and open it as the server does. */
interface Legacy {
  readonly name: string;
  create(statements: readonly string[]): Promise<void>;
  open(): Promise<Storage>;
  recorded(): Promise<number[]>;
  cleanup(): Promise<void>;
}

function sqliteLegacy(): Legacy {
  const temp = tempDir();
  const file = join(temp.dir, 'warboard.sqlite');
  return {
    name: 'sqlite',
    create: async (statements) => {
      const db = openConnection(file);
      for (const s of statements) db.exec(s);
      db.close();
    },
    open: async () => openSqlite(file),
    recorded: async () => {
      const db = openConnection(file, { readonly: true });
      const rows = db.prepare('SELECT version FROM schema_migrations ORDER BY version').all() as Json[];
      db.close();
      return rows.map((r) => r.version);
    },
    cleanup: async () => temp.remove(),
  };
}

async function postgresLegacy(): Promise<Legacy> {
  const schema = await freshSchema();
  const query = async (sql: string) => {
    const c = new pg.Client({ connectionString: schema.url });
    await c.connect();
    try {
      return await c.query(sql);
    } finally {
      await c.end();
    }
  };
  return {
    name: 'postgres',
    create: async (statements) => {
      for (const s of statements) await query(s);
    },
    open: () => openPostgres(schema.url),
    recorded: async () =>
      (await query('SELECT version FROM schema_migrations ORDER BY version')).rows.map((r) => r.version),
    cleanup: () => schema.drop(),
  };
}

const backends: { name: string; make: () => Promise<Legacy>; ddl: string }[] = [
  { name: 'sqlite', make: async () => sqliteLegacy(), ddl: fixture('legacy-schema.sqlite.sql') },
  ...(process.env.DATABASE_URL
    ? [{ name: 'postgres', make: postgresLegacy, ddl: fixture('legacy-schema.postgres.sql') }]
    : []),
];

/** The release before deadlines and names: today's legacy schema without those two columns. */
const FIRST_RELEASE = ['ALTER TABLE games DROP COLUMN deadlines', 'ALTER TABLE seats DROP COLUMN name'];

describe.each(backends)('schema migrations on $name', ({ make, ddl }) => {
  let legacy: Legacy;
  beforeEach(async () => {
    legacy = await make();
  });
  afterEach(() => legacy.cleanup());

  it.each([
    ['the unversioned schema of today', []],
    ['the first release, before deadlines and names', FIRST_RELEASE],
  ])('upgrades %s with its games intact, and they play on', async (_, older) => {
    const game = legacyGame(6);
    await legacy.create([ddl, ...older, ...game.sql]);

    const storage = await legacy.open();
    expect((storage as Storage & { migrated: Json }).migrated).toEqual({ from: 0, to: SCHEMA_VERSION });
    expect(await legacy.recorded()).toEqual(MIGRATIONS.map((m) => m.version));
    const row = await storage.getGame(game.id);
    expect(row).toMatchObject({ status: 'live', version: game.version, deadlines: [] });
    expect((await storage.seats(game.id)).map((s) => [s.tokenHash, s.name])).toEqual(
      game.hashes.map((h) => [h, null]),
    );
    expect((await storage.actions(game.id)).map((a) => a.key)).toEqual(
      Array.from({ length: game.version }, (_, i) => `old-v${i}`),
    );

    // The server rebuilds the game from its log, its seats' tokens still hold them, and it plays on.
    const t = await startServer({ storage });
    try {
      const snapshots: Json[] = [];
      for (const [seat, token] of game.tokens.entries()) {
        const client = await Client.connect(t.ws);
        expect(await hello(client, game.id, token)).toMatchObject({
          seat,
          status: 'live',
          version: game.version,
        });
        snapshots.push(Object.assign(await client.waitFor((m) => m.type === 'snapshot'), { client }));
      }
      const owing = snapshots.find((m) => m.legal.length > 0);
      owing.client.send({
        type: 'action',
        key: 'after-upgrade',
        version: game.version,
        action: owing.legal[0],
      });
      expect(await owing.client.waitFor((m: Json) => m.type === 'ack' || m.type === 'error')).toMatchObject({
        type: 'ack',
        version: game.version + 1,
      });
      for (const m of snapshots) await m.client.close();
    } finally {
      await t.close();
    }

    // A second start finds nothing to do.
    const again = await legacy.open();
    expect((again as Storage & { migrated: Json }).migrated).toEqual({
      from: SCHEMA_VERSION,
      to: SCHEMA_VERSION,
    });
    expect(await legacy.recorded()).toEqual(MIGRATIONS.map((m) => m.version));
    await again.close();
  });

  it('refuses a database whose schema is newer than this server', async () => {
    await legacy.create([
      ddl,
      `CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, description TEXT NOT NULL, applied_at BIGINT NOT NULL)`,
      `INSERT INTO schema_migrations VALUES (${SCHEMA_VERSION + 1}, 'from the future', 0)`,
    ]);
    await expect(legacy.open()).rejects.toThrow(SchemaTooNew);
  });
});
