/** `warboard start`: the server as a program — port from PORT, storage from DATABASE_URL or ./data. */
import { resolve } from 'node:path';
import { limitsFromEnv } from './limits.js';
import { createServer, type WarboardServer } from './server.js';
import { openStorage } from './storage/index.js';

const DEFAULT_PORT = 3000;

export interface StartOptions {
  readonly port?: number; // default: env PORT, else 3000
  readonly host?: string; // default: env HOST, else 0.0.0.0
  readonly dataDir?: string; // default: env WARBOARD_DATA, else ./data
  readonly databaseUrl?: string; // default: env DATABASE_URL
  readonly redisUrl?: string; // default: env REDIS_URL; several processes share games through it
}

/** A positive whole number of milliseconds from the environment, or the default. */
const millis = (value: string | undefined, fallback: number): number => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isSafeInteger(n) && n > 0 ? n : fallback;
};

export async function startFromEnv(
  options: StartOptions = {},
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ server: WarboardServer; url: string; storage: string }> {
  const chosen = options.port ?? (env.PORT !== undefined && env.PORT !== '' ? Number(env.PORT) : undefined);
  const host = options.host ?? env.HOST ?? '0.0.0.0';
  const dataDir = resolve(options.dataDir ?? env.WARBOARD_DATA ?? 'data');
  const databaseUrl = options.databaseUrl ?? env.DATABASE_URL;
  const file = resolve(dataDir, 'warboard.sqlite');
  const redisUrl = options.redisUrl ?? (env.REDIS_URL || undefined);
  // Several processes share games through one PostgreSQL database; an embedded SQLite file cannot be shared.
  if (redisUrl !== undefined && !databaseUrl?.startsWith('postgres')) {
    throw new ConfigurationError(
      'REDIS_URL is set but DATABASE_URL is not a postgres:// URL: several processes need one PostgreSQL database (docs/operations.md)',
    );
  }
  const limits = limitsFromEnv(env);
  if (!limits.ok) throw new ConfigurationError(limits.error);
  const storage = await openStorage(databaseUrl, file, {
    synchronous: env.WARBOARD_SQLITE_SYNC === 'normal' ? 'normal' : 'full',
  });
  let server: WarboardServer;
  try {
    server = await createServer({
      storage,
      logger: { level: env.LOG_LEVEL ?? 'info' },
      limits: limits.limits,
      ...(redisUrl
        ? {
            cluster: {
              redisUrl,
              databaseUrl: databaseUrl ?? '',
              leaseMs: millis(env.WARBOARD_LEASE_MS, 5000),
              pollMs: millis(env.WARBOARD_POLL_MS, 1000),
              safetyPollMs: millis(env.WARBOARD_SAFETY_POLL_MS, 10_000),
            },
          }
        : {}),
    });
  } catch (error) {
    await storage.close();
    throw error;
  }
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

/** A server configuration that cannot work, found before anything is opened; the CLI prints it as one line. */
export class ConfigurationError extends Error {
  override readonly name = 'ConfigurationError';
}
