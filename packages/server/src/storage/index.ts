export { openPostgres } from './postgres.js';
export { openSqlite, type SqliteOptions } from './sqlite.js';
export type * from './storage.js';
export { LOBBY_ROOM, StorageClosedError } from './storage.js';

import { openPostgres } from './postgres.js';
import { openSqlite, type SqliteOptions } from './sqlite.js';
import type { Storage } from './storage.js';

/** PostgreSQL when a `postgres://` URL is given, otherwise the SQLite file. */
export async function openStorage(
  databaseUrl: string | undefined,
  sqliteFile: string,
  sqlite: SqliteOptions = {},
): Promise<Storage> {
  if (databaseUrl && /^postgres(ql)?:\/\//.test(databaseUrl)) return openPostgres(databaseUrl);
  return openSqlite(sqliteFile, sqlite);
}
