/**
 * Fan-out across processes through Redis pub/sub: one channel per game, each message only the new version
 * (and which process wrote it). A process that hears of a version it lacks reads the missing actions from
 * the database, so Redis carries notices and never the game: a lost message costs latency, never an action.
 *
 * Pub/sub delivers nothing to a subscriber that is away, so the database is also polled for the versions of
 * the games this process follows: every `pollMs` while Redis is unreachable (play goes on, a little slower),
 * once its channels are subscribed again after it comes back (what was published meanwhile is gone), and every
 * `safetyPollMs` anyway. A notice this process could not publish (its publishing connection was away) is kept,
 * the newest version per game, and published as soon as that connection is back: the other processes may
 * already be listening again and polling no more, so without it they would not hear of the move until the
 * safety poll.
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
  // A subscribed connection can do nothing else, so publishing needs a second one. That one queues nothing
  // while Redis is away: its notices wait in `unsent`, only the newest per game, until it is back. Channels
  // are subscribed again by `resubscribe`, which knows when that is done (ioredis's own would not say).
  const sub = new Redis(options.url, {
    retryStrategy: retry,
    maxRetriesPerRequest: null,
    lazyConnect: true,
    autoResubscribe: false,
  });
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
    void resubscribe();
  });
  /**
   * Listen again on every game's channel, then poll: a notice published before the subscription took effect
   * is lost, but the version it announced was committed before it, so the poll that follows finds it.
   */
  async function resubscribe(): Promise<void> {
    const channels = [...listeners.keys()].map((game) => PREFIX + game);
    try {
      if (channels.length > 0) await sub.subscribe(...channels);
    } catch {
      return; // the connection went away again: its next 'ready' subscribes and polls
    }
    await poll();
  }
  sub.on('close', () => {
    if (up && !closed) options.log.warn({}, 'Redis unreachable: following games by polling the database');
    up = false;
  });
  // Errors are reported by the close/ready transitions above; without a listener ioredis prints each retry.
  sub.on('error', () => undefined);
  pub.on('error', () => undefined);

  // Notices not yet published because `pub` was away: the newest version of each game.
  const unsent = new Map<string, number>();
  const keep = (game: string, version: number) => unsent.set(game, Math.max(unsent.get(game) ?? 0, version));
  function send(game: string, version: number): void {
    if (pub.status !== 'ready') {
      keep(game, version);
      return;
    }
    pub.publish(PREFIX + game, `${origin}:${version}`).catch(() => keep(game, version));
  }
  pub.on('ready', () => {
    const pending = [...unsent];
    unsent.clear();
    for (const [game, version] of pending) send(game, version);
  });

  let polling: Promise<void> | null = null;
  let again = false;
  /** Read the followed games' versions; a call made while a read is under way reads once more after it. */
  function poll(): Promise<void> {
    if (polling) {
      again = true;
      return polling;
    }
    lastPoll = Date.now();
    const games = [...listeners.keys()];
    polling = (games.length === 0 ? Promise.resolve(new Map()) : options.versions(games))
      .then((versions) => {
        for (const [game, version] of versions) hear(game, version);
      })
      .catch((error: unknown) => options.log.warn({ error: String(error) }, 'versions not polled'))
      .finally(() => {
        polling = null;
        if (again && !closed) {
          again = false;
          void poll();
        }
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
      send(game, version);
    },
    subscribe(game, listener) {
      let set = listeners.get(game);
      if (!set) {
        set = new Set();
        listeners.set(game, set);
        // While Redis is away this waits for the connection; after a reconnect `resubscribe` covers it too.
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
