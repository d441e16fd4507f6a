/**
 * Storage for a test on each backend: a fresh store opened in a temporary folder before each test and closed,
 * with its folder removed, after it; and stores a test may close and open again (a restart).
 */
import { afterEach, beforeEach } from 'vitest';
import type { Storage } from '../src/storage/index.js';
import { backends, tempDir } from './helpers.js';

export type Backend = (typeof backends)[number];

/** Before each test of the suite, `take` a fresh store of `open`; after it, the store is closed and removed. */
export function useTempStorage(open: Backend['open'], take: (storage: Storage, dir: string) => void): void {
  let storage: Storage | undefined;
  let temp: ReturnType<typeof tempDir> | undefined;
  beforeEach(async () => {
    temp = tempDir();
    storage = await open(temp.dir);
    take(storage, temp.dir);
  });
  afterEach(async () => {
    await storage?.close();
    temp?.remove();
  });
}

/** A store a test may close and open again (a restart), in a folder of its own; `remove` takes it all away. */
export interface ReopenableStore {
  readonly dir: string;
  open(): Promise<Storage>;
  remove(): Promise<void>;
}

/** Each backend as a store to reopen: its folder, and with it its SQLite file or PostgreSQL schema (helpers.ts). */
export const reopenableBackends: readonly { name: string; make: () => Promise<ReopenableStore> }[] =
  backends.map((b) => ({
    name: b.name,
    make: async () => {
      const temp = tempDir();
      return { dir: temp.dir, open: () => b.open(temp.dir), remove: async () => temp.remove() };
    },
  }));
