/**
 * The games Warboard knows, each registered once (its own module holds its engine, bots and benchmark rows).
 * The server, the CLI, its worker threads, the benchmarks and the lobby's `/api/catalog` all read this list.
 */
import { type BotRegistry, gameBots } from '@warboard/bots';
import type { AnyGame } from '@warboard/core';
import type { CatalogEntry } from './entry.js';
import { entry as frontline } from './frontline.js';
import { entry as horsemen } from './horsemen.js';

export const catalog: ReadonlyMap<string, CatalogEntry> = new Map(
  [horsemen, frontline].map((entry) => [entry.game.id, entry]),
);

/** Game id → game, for the server's rooms and the CLI's commands. */
export const catalogGames: ReadonlyMap<string, AnyGame> = new Map(
  [...catalog].map(([id, entry]) => [id, entry.game]),
);

/** Game id → its seatable bots, as the bots package's registry shape (a game without determinize gets none). */
export const catalogBots: BotRegistry = new Map(
  [...catalog].map(([id, entry]) => [id, gameBots(entry.game, entry.bots)]),
);
