/**
 * Liveness and readiness for load balancers and orchestrators. `/api/health` says the process answers and
 * checks nothing else, so a slow database never gets a live process killed; `/api/ready` says whether it can
 * serve games now: its database answers and, with several processes, Redis is connected.
 */
import type { FastifyInstance } from 'fastify';
import type { Storage } from './storage/storage.js';

/** How long the database may take to answer the readiness probe before the process counts as not ready. */
const PROBE_MS = 2000;
/** A game id that no game can have (ids are base64url), so the probe is one indexed read that finds nothing. */
const PROBE_ID = '~ready';

export interface Readiness {
  readonly storage: Storage;
  /** Whether Redis is connected, when several processes share games; absent for one process alone. */
  readonly redisConnected?: () => boolean;
}

async function databaseAnswers(storage: Storage): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), PROBE_MS);
  });
  try {
    return await Promise.race([storage.getGame(PROBE_ID).then(() => true), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export function healthRoutes(app: FastifyInstance, readiness: Readiness): void {
  app.get('/api/health', async () => ({ ok: true }));

  app.get('/api/ready', async (_request, reply) => {
    const database = await databaseAnswers(readiness.storage);
    const redis = readiness.redisConnected ? readiness.redisConnected() : undefined;
    if (!database || redis === false) {
      const down = [!database ? 'the database' : null, redis === false ? 'Redis' : null].filter(Boolean);
      return reply.status(503).send({
        error: { code: 'not-ready', message: `${down.join(' and ')} did not answer` },
      });
    }
    return { ok: true, storage: readiness.storage.kind, ...(redis !== undefined ? { redis } : {}) };
  });
}
