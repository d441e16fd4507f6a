/** Builds and starts the server: fastify + WebSocket on one port, storage, bots, rooms rebuilt from their logs. */
import websocket from '@fastify/websocket';
import { MAX_MESSAGE_BYTES } from '@warboard/protocol';
import Fastify, { type FastifyInstance } from 'fastify';
import type { BotRunner } from './bots/bot.js';
import { inlineBots, workerBots, workerScript } from './bots/pool.js';
import type { ClusterOptions } from './cluster/index.js';
import { type Fanout, localFanout } from './fanout.js';
import { type GameRegistry, games } from './games.js';
import { Hub } from './hub.js';
import { importRoutes } from './imports.js';
import { lobbyRoutes } from './lobby.js';
import { DEFAULT_RATE_LIMIT, type RateLimit } from './rate-limit.js';
import { serveSocket } from './socket.js';
import { serveWebClient } from './static.js';
import type { Storage } from './storage/storage.js';

export interface ServerOptions {
  readonly storage: Storage;
  readonly registry?: GameRegistry;
  /** 'workers' (default when the build output exists): bots on worker threads; 'inline': on the main thread. */
  readonly bots?: 'workers' | 'inline' | BotRunner;
  readonly botThreads?: number;
  readonly fanout?: Fanout;
  /** Several processes on one PostgreSQL database and one Redis (REDIS_URL): fan-out and leases through them. */
  readonly cluster?: ClusterOptions;
  readonly rateLimit?: RateLimit;
  /** pino options, or false for silence (tests). */
  readonly logger?: boolean | { level: string; stream?: { write(line: string): void } };
}

export interface WarboardServer {
  readonly app: FastifyInstance;
  readonly hub: Hub;
  /** Listen on `port` (0: any free one) and `host`; resolves to the base URL. */
  listen(port: number, host?: string): Promise<string>;
  close(): Promise<void>;
}

function botRunner(options: ServerOptions, registry: GameRegistry): BotRunner {
  if (typeof options.bots === 'object') return options.bots;
  const script = workerScript();
  if (options.bots === 'inline' || script === null) return inlineBots(registry);
  return workerBots(options.botThreads ?? 2, script);
}

export async function createServer(options: ServerOptions): Promise<WarboardServer> {
  const registry = options.registry ?? games;
  const app = Fastify({ logger: options.logger ?? { level: 'info' }, bodyLimit: 64 * 1024 });
  // Loaded only for several processes: one process alone never loads the Redis client.
  const cluster = options.cluster
    ? await (await import('./cluster/index.js')).openCluster(options.cluster, app.log)
    : null;
  const bots = botRunner(options, registry);
  const fanout = cluster?.fanout ?? options.fanout ?? localFanout();
  const hub = new Hub(registry, {
    storage: options.storage,
    bots,
    fanout,
    log: app.log,
    ...(cluster ? { leases: cluster.leases } : {}),
  });
  const limit = options.rateLimit ?? DEFAULT_RATE_LIMIT;

  // ws closes the socket on frames over maxPayload; below it, larger messages get a typed `too-large` error.
  await app.register(websocket, { options: { maxPayload: 64 * MAX_MESSAGE_BYTES } });
  app.get('/api/play', { websocket: true }, (socket) => serveSocket(socket, hub, limit, app.log));
  lobbyRoutes(app, hub);
  await importRoutes(app, hub);
  await serveWebClient(app);

  if (cluster) {
    // Several processes: each loads a game when a client asks for it, or when its lease is free (a new
    // cluster, or a process that died) and it adopts it, so no process holds every game in memory.
    cluster.leases.adoptOrphans((id) => void hub.room(id));
    app.log.info({ storage: options.storage.kind }, 'live games are adopted as their leases come free');
  } else {
    const loaded = await hub.loadLive();
    app.log.info({ games: loaded, storage: options.storage.kind }, 'games rebuilt from their logs');
  }

  return {
    app,
    hub,
    async listen(port, host = '127.0.0.1') {
      await app.listen({ port, host });
      const address = app.server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      return `http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${actual}`;
    },
    async close() {
      await app.close();
      await hub.close();
      await bots.close();
      await (cluster ? cluster.close() : fanout.close());
      await options.storage.close();
    },
  };
}
