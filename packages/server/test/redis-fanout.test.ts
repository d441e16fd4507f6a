/**
 * Fan-out through a real Redis when one process alone loses it. Two fan-outs share a Redis: `a` reaches it
 * through a link the test cuts and restores, `b` directly. The database is a map of versions. Neither polls
 * on a timer here (both intervals are ten minutes), so what `b` hears comes from Redis or from the one poll
 * after a reconnect, and a notice that goes missing is never heard.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { type RedisFanout, redisFanout } from '../src/cluster/index.js';
import { CutLink, clusterUnavailable, TestRedis } from './cluster-helpers.js';

const unavailable = clusterUnavailable();
const NEVER = 600_000;
const quiet = { warn: () => undefined, info: () => undefined };

describe.skipIf(unavailable !== null)(
  `Redis fan-out across a lost connection${unavailable ? ` (skipped: ${unavailable})` : ''}`,
  () => {
    const open: { close(): Promise<void> | Promise<unknown> }[] = [];
    let redis: TestRedis | null = null;
    afterEach(async () => {
      await Promise.all(open.splice(0).map((x) => x.close()));
      await redis?.stop();
    });

    /** Redis, a link to it, the database, and a fan-out on each side. */
    async function setup() {
      redis = await TestRedis.start();
      const link = await CutLink.to(redis.port);
      const database = new Map<string, number>();
      const fanout = (url: string) => {
        const f = redisFanout({
          url,
          versions: async (games) => new Map(games.map((g) => [g, database.get(g) ?? 0])),
          pollMs: NEVER,
          safetyPollMs: NEVER,
          log: quiet,
        });
        open.push(f);
        return f;
      };
      const a = fanout(link.url);
      const b = fanout(redis.url);
      open.push({ close: () => link.cut() });
      return { link, database, a, b };
    }

    const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));

    /** `game` moves to `version` on `writer`: committed to the database first, then announced. */
    const commit = (database: Map<string, number>, writer: RedisFanout, game: string, version: number) => {
      database.set(game, version);
      writer.publish(game, version);
    };

    /**
     * `reader` follows game 'g' and hears what `writer` commits; resolves with what it has heard once version 1
     * has gone through Redis (both connected, the channel subscribed).
     */
    async function following(database: Map<string, number>, writer: RedisFanout, reader: RedisFanout) {
      const heard: number[] = [];
      reader.subscribe('g', (v) => heard.push(v));
      await expect.poll(() => writer.connected && reader.connected).toBe(true);
      await expect
        .poll(() => {
          commit(database, writer, 'g', 1);
          return heard.includes(1);
        })
        .toBe(true);
      return heard;
    }

    it('publishes what a process committed while it could not reach Redis once it can again', async () => {
      const { link, database, a, b } = await setup();
      const heard = await following(database, a, b);

      await settle(); // past any poll that follows b's connection
      await link.cut();
      await expect.poll(() => a.connected).toBe(false);
      commit(database, a, 'g', 2);
      commit(database, a, 'g', 3);
      // `b` kept Redis all along, so nothing makes it poll: only the kept notice, sent on reconnection, tells it.
      await link.restore();
      await expect.poll(() => heard.at(-1)).toBe(3);
      expect(b.connected).toBe(true);
    });

    it('listens on its games again after a reconnection and polls for what it missed meanwhile', async () => {
      const { link, database, a, b } = await setup();
      // Here `a` is the one that follows the game and loses Redis; `b` writes.
      const heard = await following(database, b, a);

      await link.cut();
      await expect.poll(() => a.connected).toBe(false);
      commit(database, b, 'g', 2); // published while `a` was away: gone from Redis, found by the poll
      await link.restore();
      await expect.poll(() => heard.at(-1)).toBe(2);
      // And the channel is listened to again: a later move arrives through Redis, with no poll to find it.
      commit(database, b, 'g', 3);
      await expect.poll(() => heard.at(-1)).toBe(3);
    });
  },
);
