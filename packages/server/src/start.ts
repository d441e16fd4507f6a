/** `warboard start`: the server as a program — its environment checked by config.ts, then storage and the port. */
import { resolve } from 'node:path';
import { readConfig } from './config.js';
import { ConfigurationError } from './configuration-error.js';
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

export async function startFromEnv(
  options: StartOptions = {},
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ server: WarboardServer; url: string; host: string; storage: string }> {
  const config = readConfig(env); // throws a ConfigurationError naming the bad variable
  const chosen = options.port ?? config.PORT;
  const host = options.host ?? config.HOST;
  const dataDir = resolve(options.dataDir ?? config.WARBOARD_DATA);
  const databaseUrl = options.databaseUrl ?? config.DATABASE_URL;
  const file = resolve(dataDir, 'warboard.sqlite');
  const redisUrl = options.redisUrl ?? config.REDIS_URL;
  // Several processes share games through one PostgreSQL database; an embedded SQLite file cannot be shared.
  if (redisUrl !== undefined && !databaseUrl?.startsWith('postgres')) {
    throw new ConfigurationError(
      'REDIS_URL is set but DATABASE_URL is not a postgres:// URL: several processes need one PostgreSQL database (docs/operations.md)',
    );
  }
  const limits = limitsFromEnv(env);
  if (!limits.ok) throw new ConfigurationError(limits.error);
  const storage = await openStorage(databaseUrl, file, {
    synchronous: config.WARBOARD_SQLITE_SYNC,
  });
  let server: WarboardServer;
  try {
    server = await createServer({
      storage,
      logger: { level: config.LOG_LEVEL },
      limits: limits.limits,
      notices: {
        dataDir,
        smtpUrl: config.SMTP_URL,
        smtpFrom: config.SMTP_FROM,
        publicUrl: config.WARBOARD_PUBLIC_URL,
      },
      ...(redisUrl
        ? {
            cluster: {
              redisUrl,
              databaseUrl: databaseUrl ?? '',
              leaseMs: config.WARBOARD_LEASE_MS,
              pollMs: config.WARBOARD_POLL_MS,
              safetyPollMs: config.WARBOARD_SAFETY_POLL_MS,
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
  return { server, url, host, storage: storage.kind === 'sqlite' ? file : 'postgres' };
}

export { ConfigurationError };
