/** Builds and starts the server: fastify + WebSocket on one port, storage, bots, rooms rebuilt from their logs. */
import cookie from '@fastify/cookie';
import websocket from '@fastify/websocket';
import { MAX_MESSAGE_BYTES } from '@warboard/protocol';
import Fastify, { type FastifyInstance } from 'fastify';
import { accountRoutes } from './accounts/routes.js';
import type { BotRunner } from './bots/bot.js';
import { inlineBots, workerBots, workerScript } from './bots/pool.js';
import { Chats } from './chat/chats.js';
import type { ClusterOptions } from './cluster/index.js';
import { ConnectionCaps } from './connection-caps.js';
import { type Fanout, localFanout } from './fanout.js';
import { type GameRegistry, games } from './games.js';
import { Handovers } from './handover.js';
import { healthRoutes } from './health.js';
import { sendNotFound, typedErrorHandler, typedFrameworkErrors, upgradeRequired } from './http-errors.js';
import { Hub } from './hub.js';
import { importRoutes } from './imports.js';
import { DEFAULT_LIMITS, type Limits } from './limits.js';
import { lobbyRoutes } from './lobby.js';
import { lobbyRateLimits } from './lobby-limits.js';
import { createMetrics, metricsRoute } from './metrics.js';
import { type NoticeOptions, Notifier } from './notices/notifier.js';
import { noticeRoutes } from './notices/routes.js';
import type { RateLimit } from './rate-limit.js';
import { Replays } from './replays.js';
import { securityHeaders } from './security.js';
import type { SeedSource } from './seeds.js';
import { Connections, SHUTDOWN_CLOSE_CODE, SHUTDOWN_CLOSE_REASON } from './shutdown.js';
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
  /** Messages per WebSocket connection (default: `limits.messagesPerSecond` and `limits.messageBurst`). */
  readonly rateLimit?: RateLimit;
  /** What clients may take (limits.ts); each one left out has its default. */
  readonly limits?: Partial<Limits>;
  /** "Your decision is due" notices by Web Push (and e-mail with an SMTP URL); without, none are offered. */
  readonly notices?: NoticeOptions;
  /** pino options, or false for silence (tests). */
  readonly logger?: boolean | { level: string; stream?: { write(line: string): void } };
  /** Games' and bots' seeds (seeds.ts): the OS's CSPRNG unless a test fixes them to replay a game exactly. */
  readonly seeds?: SeedSource;
}

export interface WarboardServer {
  readonly app: FastifyInstance;
  readonly hub: Hub;
  readonly replays: Replays;
  /** WebSocket connections open now. */
  readonly connections: () => number;
  /** Listen on `port` (0: any free one) and `host`; resolves to the base URL. */
  listen(port: number, host?: string): Promise<string>;
  close(): Promise<void>;
}

function botRunner(options: ServerOptions, registry: GameRegistry, limits: Limits): BotRunner {
  if (typeof options.bots === 'object') return options.bots;
  const script = workerScript();
  if (options.bots === 'inline' || script === null) return inlineBots(registry);
  return workerBots(options.botThreads ?? limits.botThreads, script);
}

export async function createServer(options: ServerOptions): Promise<WarboardServer> {
  const registry = options.registry ?? games;
  const app = Fastify({
    logger: options.logger ?? { level: 'info' },
    bodyLimit: 64 * 1024,
    ...typedFrameworkErrors,
  });
  app.setErrorHandler(typedErrorHandler);
  // Loaded only for several processes: one process alone never loads the Redis client.
  const cluster = options.cluster
    ? await (await import('./cluster/index.js')).openCluster(options.cluster, app.log)
    : null;
  const limits: Limits = { ...DEFAULT_LIMITS, ...options.limits };
  const connections = new Connections();
  const metrics = createMetrics({
    liveGames: () => hub.liveCount(),
    connections: () => connections.size,
  });
  const storage = metrics.meterStorage(options.storage);
  const bots = metrics.meterBots(botRunner(options, registry, limits));
  const fanout = cluster?.fanout ?? options.fanout ?? localFanout();
  const notifier = options.notices ? new Notifier(options.notices, storage, app.log) : null;
  const handovers = new Handovers(() => hub, storage, app.log);
  const hub = new Hub(
    registry,
    {
      storage,
      bots,
      fanout,
      log: app.log,
      ...(cluster ? { leases: cluster.leases } : {}),
      ...(options.seeds ? { seeds: options.seeds } : {}),
      ...(notifier ? { due: notifier.due.bind(notifier) } : {}),
      timedOut: (game: string, seat: number) => handovers.timedOut(game, seat),
    },
    limits,
  );
  const chats = new Chats({ storage, fanout, log: app.log }, limits);
  const socketLimits = {
    messages: options.rateLimit ?? { perSecond: limits.messagesPerSecond, burst: limits.messageBurst },
    sendBufferBytes: limits.sendBufferBytes,
    helloTimeoutMs: limits.helloTimeoutMs,
    pingIntervalMs: limits.pingIntervalMs,
  };
  const caps = new ConnectionCaps(limits.connectionsPerIp, limits.connections);

  await securityHeaders(app);
  await lobbyRateLimits(app, limits);
  await app.register(cookie); // the session cookie (accounts/sessions.ts); unsigned: its id is random and hashed
  // ws closes the socket on frames over maxPayload; below it, larger messages get a typed `too-large` error.
  await app.register(websocket, {
    options: { maxPayload: 64 * MAX_MESSAGE_BYTES },
    // Sockets still open when fastify closes (none after a graceful close) get "going away" too, not 1005.
    preClose(done) {
      const sockets = this.websocketServer;
      for (const client of sockets.clients) client.close(SHUTDOWN_CLOSE_CODE, SHUTDOWN_CLOSE_REASON);
      sockets.close();
      done();
    },
  });
  const hooks = {
    accepting: () => connections.accepting,
    answered: (seconds: number) => metrics.observeAck(seconds),
  };
  app.route({
    method: 'GET',
    url: '/api/play',
    handler: upgradeRequired, // the same path over plain HTTP
    // Before the upgrade: a connection over the caps costs one HTTP answer, never a socket.
    preValidation: async (request, reply) => {
      const release = caps.take(request.ip);
      if (!release) {
        return reply
          .status(429)
          .header('retry-after', '10')
          .send({ error: { code: 'connection-limit', message: 'too many connections' } });
      }
      request.raw.socket.once('close', release);
    },
    wsHandler: (socket, request) =>
      connections.add(
        socket,
        serveSocket(socket, hub, socketLimits, app.log, {
          ...hooks,
          chat: { chats, ip: request.ip },
          handovers,
        }),
      ),
  });
  healthRoutes(app, {
    storage,
    ...(cluster ? { redisConnected: () => cluster.fanout.connected } : {}),
  });
  metricsRoute(app, metrics);
  const replays = new Replays(storage, registry, limits);
  lobbyRoutes(app, hub, { limits, replays, storage });
  accountRoutes(app, hub, { storage, limits });
  await importRoutes(app, hub);
  if (notifier) noticeRoutes(app, hub, storage, notifier);
  // Unknown routes: the web client's fallback answers them when it is served, else the typed 404 alone.
  if (!(await serveWebClient(app))) app.setNotFoundHandler(sendNotFound);

  if (cluster) {
    // Several processes: each loads a game when a client asks for it, or when its lease is free (a new
    // cluster, or a process that died) and it adopts it, so no process holds every game in memory.
    cluster.leases.adoptOrphans((id) => hub.room(id)); // a load that fails is offered again
    app.log.info({ storage: options.storage.kind }, 'live games are adopted as their leases come free');
  } else {
    const loaded = await hub.loadLive();
    app.log.info({ games: loaded, storage: options.storage.kind }, 'games rebuilt from their logs');
  }

  return {
    app,
    hub,
    replays,
    connections: () => caps.open,
    async listen(port, host = '127.0.0.1') {
      await app.listen({ port, host });
      const address = app.server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      return `http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${actual}`;
    },
    async close() {
      // Every message already read is answered (its action written and acked, or refused) before any
      // socket closes; the clients then resume elsewhere or here after the restart.
      await connections.drain();
      await hub.close();
      chats.close();
      await replays.close();
      await connections.closeAll();
      await app.close();
      await bots.close();
      await notifier?.idle;
      notifier?.close();
      await (cluster ? cluster.close() : fanout.close());
      await options.storage.close();
    },
  };
}
