/**
 * Fan-out across processes through Redis pub/sub: one channel per game, each message only the new version
 * (and which process wrote it). A process that hears of a version it lacks reads the missing actions from
 * the database, so Redis carries notices and never the game: a lost message costs latency, never an action.
 *
 * Pub/sub delivers nothing to a subscriber that is away, so the database is also polled for the versions of
 * the games this process follows: every `pollMs` while Redis is unreachable (play goes on, a little slower),
 * once right after it comes back (what was published meanwhile is gone), and every `safetyPollMs` anyway.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Fanout } from '../fanout.js';

export interface FanoutLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

export interface RedisFanoutOptions {
  readonly url: string;
  /** The current versions of these games, from the database. */
  readonly versions: (games: readonly string[]) => Promise<ReadonlyMap<string, number>>;
  /** How often to poll the database while Redis is unreachable. */
  readonly pollMs: number;
  /** How often to poll it while Redis is up, in case a notice went missing. */
  readonly safetyPollMs: number;
  readonly log: FanoutLog;
}

const PREFIX = 'warboard:game:';

export interface RedisFanout extends Fanout {
  /** Whether notices flow through Redis now (false: the database is being polled instead). */
  readonly connected: boolean;
}

export function redisFanout(options: RedisFanoutOptions): RedisFanout {
  const origin = randomBytes(6).toString('base64url'); // this process, so it skips its own messages
  const listeners = new Map<string, Set<(version: number) => void>>();
  const retry = (times: number) => Math.min(50 * times, 1000);
  // A subscribed connection can do nothing else, so publishing needs a second one. Neither queues commands
  // while Redis is away: a notice published then is pointless later (the poll has covered it).
  const sub = new Redis(options.url, { retryStrategy: retry, maxRetriesPerRequest: null, lazyConnect: true });
  const pub = new Redis(options.url, {
    retryStrategy: retry,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    lazyConnect: true,
  });
  let up = false;
  let wasUp = false;
  let closed = false;
  let lastPoll = Date.now();

  const hear = (game: string, version: number) => {
    for (const listener of listeners.get(game) ?? []) listener(version);
  };

  sub.on('message', (channel: string, message: string) => {
    const at = message.indexOf(':');
    if (!channel.startsWith(PREFIX) || at < 0 || message.slice(0, at) === origin) return;
    const version = Number(message.slice(at + 1));
    if (Number.isSafeInteger(version)) hear(channel.slice(PREFIX.length), version);
  });
  sub.on('ready', () => {
    if (wasUp) options.log.info({}, 'Redis reachable again: fan-out through it');
    up = true;
    wasUp = true;
    // Whatever was published while this connection was away; and once more a moment later, for what was
    // published while the channels were being subscribed again.
    void poll();
    setTimeout(() => void poll(), 500).unref?.();
  });
  sub.on('close', () => {
    if (up && !closed) options.log.warn({}, 'Redis unreachable: following games by polling the database');
    up = false;
  });
  // Errors are reported by the close/ready transitions above; without a listener ioredis prints each retry.
  sub.on('error', () => undefined);
  pub.on('error', () => undefined);

  let polling: Promise<void> | null = null;
  function poll(): Promise<void> {
    if (polling) return polling;
    lastPoll = Date.now();
    const games = [...listeners.keys()];
    polling = (games.length === 0 ? Promise.resolve(new Map()) : options.versions(games))
      .then((versions) => {
        for (const [game, version] of versions) hear(game, version);
      })
      .catch((error: unknown) => options.log.warn({ error: String(error) }, 'versions not polled'))
      .finally(() => {
        polling = null;
      });
    return polling;
  }

  let timer: NodeJS.Timeout | null = null;
  const tick = () => {
    if (closed) return;
    const due = up ? options.safetyPollMs : options.pollMs;
    if (Date.now() - lastPoll >= due) void poll();
    timer = setTimeout(tick, Math.min(options.pollMs, options.safetyPollMs));
    timer.unref?.();
  };
  tick();
  // Connect in the background: a process starts (and serves, by polling) even while Redis is down.
  sub.connect().catch(() => undefined);
  pub.connect().catch(() => undefined);

  return {
    get connected() {
      return up;
    },
    publish(game, version) {
      hear(game, version); // this process's own rooms at once, as the local fan-out does
      if (pub.status !== 'ready') return;
      pub.publish(PREFIX + game, `${origin}:${version}`).catch(() => undefined);
    },
    subscribe(game, listener) {
      let set = listeners.get(game);
      if (!set) {
        set = new Set();
        listeners.set(game, set);
        // ioredis subscribes again by itself after a reconnect; while away this waits for the connection.
        sub.subscribe(PREFIX + game).catch(() => undefined);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0 && listeners.get(game) === set) {
          listeners.delete(game);
          sub.unsubscribe(PREFIX + game).catch(() => undefined);
        }
      };
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      listeners.clear();
      await polling;
      sub.disconnect();
      pub.disconnect();
    },
  };
}
