/**
 * Storage for a test on each backend: a fresh store opened in a temporary folder before each test and closed,
 * with its folder removed, after it; and the backends with PostgreSQL in a schema of its own, for suites that
 * sweep the whole database (idle open games) and so must see only their own rows.
 */
import { join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { openPostgres, openSqlite, type Storage } from '../src/storage/index.js';
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

/** A store a test may close and open again (a restart), in a folder of its own; `remove` takes it all away. */
export interface ReopenableStore {
  readonly dir: string;
  open(): Promise<Storage>;
  remove(): Promise<void>;
}

/**
 * SQLite in a file, and PostgreSQL in a schema of its own: a test that leaves games live (clocks running) on the
 * shared database would have every later server on it play them.
 */
export const reopenableBackends: readonly { name: string; make: () => Promise<ReopenableStore> }[] = [
  {
    name: 'sqlite',
    make: async () => {
      const temp = tempDir();
      return {
        dir: temp.dir,
        open: async () => openSqlite(join(temp.dir, 'test.sqlite')),
        remove: async () => temp.remove(),
      };
    },
  },
  ...(process.env.DATABASE_URL
    ? [
        {
          name: 'postgres',
          make: async (): Promise<ReopenableStore> => {
            const temp = tempDir();
            const schema = await freshSchema();
            return {
              dir: temp.dir,
              open: () => openPostgres(schema.url),
              remove: async () => {
                await schema.drop();
                temp.remove();
              },
            };
          },
        },
      ]
    : []),
];
