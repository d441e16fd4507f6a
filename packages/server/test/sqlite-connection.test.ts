/**
 * better-sqlite3 on Node 24 aborts the process when V8 collects one of its Database or Statement objects
 * outside a Node context (sqlite-connection.ts says why). These check the cure on any Node: nothing of a
 * connection opened by `openConnection` is ever collectable, closed or not — while the same objects of a plain
 * better-sqlite3 connection are (the control, which shows the collection really ran).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { openConnection } from '../src/storage/sqlite-connection.js';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** Opens a connection, prepares and runs throw-away statements, closes it; WeakRefs to all it made. */
function throwAway(open: (file: string) => Database.Database): WeakRef<object>[] {
  const db = open(':memory:');
  db.exec('CREATE TABLE t (x INTEGER)');
  db.pragma('foreign_keys = ON');
  const refs: WeakRef<object>[] = [new WeakRef(db)];
  for (let i = 0; i < 3; i++) {
    const statement = db.prepare('INSERT INTO t VALUES (?)');
    statement.run(i);
    refs.push(new WeakRef(statement));
  }
  db.close();
  return refs;
}

/** Collects until the control's objects are gone (a WeakRef holds its target to the end of the current job). */
async function collect(refs: readonly WeakRef<object>[]): Promise<void> {
  for (let round = 0; round < 10 && refs.some((r) => r.deref() !== undefined); round++) {
    await new Promise((resolve) => setImmediate(resolve));
    gc();
  }
}

describe('openConnection: nothing of a connection is left to the garbage collector', () => {
  it('keeps every connection and statement reachable after close, where plain better-sqlite3 lets them go', async () => {
    const plain = throwAway((file) => new Database(file));
    const kept = throwAway(openConnection);
    await collect(plain);
    expect(plain.filter((r) => r.deref() !== undefined)).toHaveLength(0);
    expect(kept.filter((r) => r.deref() === undefined)).toHaveLength(0);
  });

  it('prepares one statement per SQL text, pragmas included, and they still work', () => {
    const db = openConnection(':memory:');
    db.exec('CREATE TABLE t (x INTEGER)');
    expect(db.prepare('SELECT count(*) AS n FROM t')).toBe(db.prepare('SELECT count(*) AS n FROM t'));
    db.prepare('INSERT INTO t VALUES (?)').run(1);
    db.prepare('INSERT INTO t VALUES (?)').run(2);
    expect(db.prepare('SELECT count(*) AS n FROM t').get()).toEqual({ n: 2 });
    expect(db.pragma('foreign_keys = ON')).toEqual([]);
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.pragma('table_info(t)')).toMatchObject([{ name: 'x', type: 'INTEGER' }]);
    expect(db.pragma('user_version', { simple: true })).toBe(0);
    db.close();
  });
});

/** Every TypeScript and JavaScript source of the repository's own code (no dependencies, no build output). */
function* sources(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sources(path);
    else if (/\.(ts|tsx|js|mjs)$/.test(name)) yield path;
  }
}

it('no code but sqlite-connection.ts (and this test) opens better-sqlite3 itself', () => {
  const root = fileURLToPath(new URL('../../../', import.meta.url));
  const allowed = new Set([
    'packages/server/src/storage/sqlite-connection.ts',
    'packages/server/test/sqlite-connection.test.ts',
  ]);
  const opening = /(import|from|require\()\s*['"]better-sqlite3['"]/;
  const found = ['packages', 'bench', 'scripts', 'test', 'bin']
    .flatMap((dir) => [...sources(join(root, dir))])
    .map((path) => relative(root, path))
    .filter((path) => !allowed.has(path) && opening.test(readFileSync(join(root, path), 'utf8')));
  expect(found).toEqual([]);
});
