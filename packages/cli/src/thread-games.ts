/**
 * The games a worker thread can play: the games of the server's registry (see games.ts), imported straight
 * from their packages. Importing @warboard/server would load its web stack and database drivers into
 * every worker — a third of a second of CPU each, paid again on every run. A test keeps this list equal
 * to the server's.
 */
import type { AnyGame } from '@warboard/core';
import { frontline } from '@warboard/frontline';
import { horsemen } from '@warboard/horsemen';

export const threadGames: ReadonlyMap<string, AnyGame> = new Map(
  [horsemen as unknown as AnyGame, frontline as unknown as AnyGame].map((game) => [game.id, game]),
);
