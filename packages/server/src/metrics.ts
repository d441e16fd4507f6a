/**
 * Prometheus metrics at `/metrics` (prom-client), one registry per server so that several servers in one
 * process (the tests) never mix their counts. What is counted is read where it happens without the rooms
 * knowing: actions and storage errors through a wrapper around the storage, the bot queue through one around
 * the bot runner, ack latency from the socket, live games and connections when scraped.
 */
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { BotRunner } from './bots/bot.js';
import type { Storage } from './storage/storage.js';

export interface ServerMetrics {
  readonly registry: Registry;
  /** Seconds from an action being taken up on its connection to its answer. */
  observeAck(seconds: number): void;
  /** `storage` with every applied action and every failed call counted. */
  meterStorage(storage: Storage): Storage;
  /** `bots` with the requests waiting for an answer (queued or thinking) counted. */
  meterBots(bots: BotRunner): BotRunner;
}

export interface MetricSources {
  liveGames(): Promise<number>;
  connections(): number;
}

export function createMetrics(sources: MetricSources): ServerMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'warboard_process_' });
  const actions = new Counter({
    name: 'warboard_actions_applied_total',
    help: 'Actions appended to a game log (players, bots and standing orders alike)',
    registers: [registry],
  });
  const storageErrors = new Counter({
    name: 'warboard_storage_errors_total',
    help: 'Storage calls that failed, by operation',
    labelNames: ['operation'] as const,
    registers: [registry],
  });
  const ack = new Histogram({
    name: 'warboard_ack_seconds',
    help: 'From an action being taken up on its connection to its ack or refusal (the storage write included)',
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  let botsWaiting = 0;
  new Gauge({
    name: 'warboard_bot_queue',
    help: 'Bot decisions asked for and not yet answered (queued or thinking)',
    registers: [registry],
    collect() {
      this.set(botsWaiting);
    },
  });
  new Gauge({
    name: 'warboard_live_games',
    help: 'Live games loaded in this process',
    registers: [registry],
    async collect() {
      this.set(await sources.liveGames());
    },
  });
  new Gauge({
    name: 'warboard_connections',
    help: 'Open WebSocket connections',
    registers: [registry],
    collect() {
      this.set(sources.connections());
    },
  });

  return {
    registry,
    observeAck: (seconds) => ack.observe(seconds),
    meterStorage(storage) {
      // A proxy, so methods added to Storage later are counted without a change here.
      const wrapped = new Map<PropertyKey, unknown>();
      return new Proxy(storage, {
        get(target, prop, receiver) {
          const value = Reflect.get(target, prop, receiver) as unknown;
          if (typeof value !== 'function' || prop === 'close') return value;
          if (!wrapped.has(prop)) {
            const operation = String(prop);
            wrapped.set(prop, async (...args: unknown[]) => {
              try {
                const result: unknown = await (value as (...a: unknown[]) => Promise<unknown>).apply(
                  target,
                  args,
                );
                if (operation === 'appendAction' && (result as { ok?: boolean }).ok === true) actions.inc();
                return result;
              } catch (error) {
                storageErrors.inc({ operation });
                throw error;
              }
            });
          }
          return wrapped.get(prop);
        },
      });
    },
    meterBots(bots) {
      return {
        async choose(request, thinkMs) {
          botsWaiting++;
          try {
            return await bots.choose(request, thinkMs);
          } finally {
            botsWaiting--;
          }
        },
        close: () => bots.close(),
      };
    },
  };
}

/** `GET /metrics` in Prometheus's text format. Operators keep it off the public edge (docs/operations.md). */
export function metricsRoute(app: FastifyInstance, metrics: ServerMetrics): void {
  app.get('/metrics', async (_request, reply) => {
    const body = await metrics.registry.metrics();
    return reply.type(metrics.registry.contentType).send(body);
  });
}
