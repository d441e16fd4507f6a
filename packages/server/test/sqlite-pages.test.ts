/** The page size of the SQLite store: 1 KiB for a new file, an old file's own size kept (sqlite.ts, connect). */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { connect } from '../src/storage/sqlite.js';
import { openConnection } from '../src/storage/sqlite-connection.js';

const dirs: string[] = [];
const tempFile = () => {
  const dir = mkdtempSync(join(tmpdir(), 'warboard-pages-'));
  dirs.push(dir);
  return join(dir, 'warboard.db');
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('SQLite page size', () => {
  it('gives a new database 1 KiB pages, in WAL mode', () => {
    const db = connect(tempFile());
    db.exec('CREATE TABLE t (x INTEGER)');
    expect(db.pragma('page_size', { simple: true })).toBe(1024);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    db.close();
  });

  it('keeps the page size of a database made before, and its rows', () => {
    const file = tempFile();
    const old = openConnection(file); // SQLite's default pages, as files made before
    old.pragma('journal_mode = WAL');
    old.exec('CREATE TABLE t (x INTEGER); INSERT INTO t VALUES (7)');
    const before = old.pragma('page_size', { simple: true });
    old.close();
    expect(before).toBe(4096);
    const db = connect(file);
    expect(db.pragma('page_size', { simple: true })).toBe(4096);
    expect(db.prepare('SELECT x FROM t').get()).toEqual({ x: 7 });
    db.close();
  });
});
