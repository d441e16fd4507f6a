/** What a room needs from its process: storage, bots, the fan-out (room.ts adds the hub's hook). */
import type { FastifyBaseLogger } from 'fastify';
import type { BotRunner } from './bots/bot.js';
import type { Fanout } from './fanout.js';
import type { Leases } from './leases.js';
import type { SeedSource } from './seeds.js';
import type { Storage } from './storage/storage.js';

export interface RoomServices {
  readonly storage: Storage;
  readonly bots: BotRunner;
  readonly fanout: Fanout;
  readonly log: FastifyBaseLogger;
  /**
   * Present when several processes share the database: only the lease holder runs a game's bots and clocks,
   * and a room reads back from the log what other processes wrote.
   */
  readonly leases?: Leases;
  /** The lane of the bot queue a game's bots wait in (bots.choose), fair between lanes. */
  readonly botLane?: (gameId: string) => string;
  /** New games' seeds and bots' seeds (seeds.ts); the OS's CSPRNG when absent. */
  readonly seeds?: SeedSource;
}
