/** `warboard start`: the server as a program — port from PORT, storage from DATABASE_URL or ./data. */
import { resolve } from 'node:path';
import { createServer, type WarboardServer } from './server.js';
import { openStorage } from './storage/index.js';

export const DEFAULT_PORT = 3000;

export interface StartOptions {
  readonly port?: number; // default: env PORT, else 3000
  readonly host?: string; // default: env HOST, else 0.0.0.0
  readonly dataDir?: string; // default: env WARBOARD_DATA, else ./data
  readonly databaseUrl?: string; // default: env DATABASE_URL
}

export async function startFromEnv(
  options: StartOptions = {},
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ server: WarboardServer; url: string; storage: string }> {
  const chosen = options.port ?? (env.PORT !== undefined && env.PORT !== '' ? Number(env.PORT) : undefined);
  const host = options.host ?? env.HOST ?? '0.0.0.0';
  const dataDir = resolve(options.dataDir ?? env.WARBOARD_DATA ?? 'data');
  const databaseUrl = options.databaseUrl ?? env.DATABASE_URL;
  const file = resolve(dataDir, 'warboard.sqlite');
  const storage = await openStorage(databaseUrl, file, {
    synchronous: env.WARBOARD_SQLITE_SYNC === 'normal' ? 'normal' : 'full',
  });
  const server = await createServer({ storage, logger: { level: env.LOG_LEVEL ?? 'info' } });
  let url: string;
  try {
    url = await server.listen(chosen ?? DEFAULT_PORT, host);
  } catch (error) {
    // Without an explicit port, a busy 3000 is no reason to fail: take any free port (the URL is printed).
    if (chosen !== undefined || (error as { code?: string }).code !== 'EADDRINUSE') {
      await server.close();
      throw error;
    }
    url = await server.listen(0, host);
  }
  return { server, url, storage: storage.kind === 'sqlite' ? file : 'postgres' };
}
