/**
 * Storage for a test on each backend: a fresh store opened in a temporary folder before each test and closed,
 * with its folder removed, after it; and the backends with PostgreSQL in a schema of its own, for suites that
 * sweep the whole database (idle open games) and so must see only their own rows.
 */
import { afterEach, beforeEach } from 'vitest';
import { openPostgres, type Storage } from '../src/storage/index.js';
import { freshSchema } from './cluster-helpers.js';
import { backends, tempDir } from './helpers.js';

export type Backend = (typeof backends)[number];

/** SQLite, and PostgreSQL in a schema of its own that closing the store drops. */
export const isolatedBackends: readonly Backend[] = backends.map((b) =>
  b.name !== 'postgres'
    ? b
    : {
        name: b.name,
        open: async () => {
          const schema = await freshSchema();
          const storage = await openPostgres(schema.url);
          const close = async () => {
            await storage.close();
            await schema.drop();
          };
          return { ...storage, close };
        },
      },
);

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
