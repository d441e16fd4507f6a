/**
 * Versions written side by side (3, the accounts', and 4, chat and notices) reach a database in either order:
 * the runner applies every version the database has not recorded, in order, even one below the newest it has.
 */
import { describe, expect, it } from 'vitest';
import {
  IS_RECORDED,
  type Migration,
  migrateSync,
  RECORDED_VERSION,
  SQLITE,
} from '../src/storage/migrations.js';
import { openConnection } from '../src/storage/sqlite-connection.js';

const table = (version: number, name: string): Migration => ({
  version,
  description: name,
  steps: [{ sql: () => `CREATE TABLE ${name} (id INTEGER PRIMARY KEY)` }],
});

describe('migrations applied in order, gaps filled', () => {
  it('a database at version 4 without 3 gets 3 when a release brings it, and each version once', () => {
    const db = openConnection(':memory:');
    const target = {
      dialect: SQLITE,
      exec: (sql: string) => void db.exec(sql),
      version: () => db.prepare<[], { v: number | null }>(RECORDED_VERSION).get()?.v ?? 0,
      recorded: (v: number) => db.prepare(IS_RECORDED(SQLITE)).get(v) !== undefined,
      hasColumn: () => false,
    };
    const one = table(1, 'first');
    const four = table(4, 'chat_like');
    expect(migrateSync(target, [one, four])).toEqual({ from: 0, to: 4 });
    expect(migrateSync(target, [one, table(3, 'accounts_like'), four])).toEqual({ from: 4, to: 4 });
    const recorded = db.prepare('SELECT version FROM schema_migrations ORDER BY version').all();
    expect(recorded).toEqual([{ version: 1 }, { version: 3 }, { version: 4 }]);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'accounts_like'").get()).toBeDefined();
    // Nothing left to apply: the same list again changes nothing (each CREATE TABLE would fail a second time).
    expect(() => migrateSync(target, [one, table(3, 'accounts_like'), four])).not.toThrow();
    db.close();
  });
});
