/**
 * The games a server plays, by id: the catalog's (packages/catalog registers each game once); a test may hand
 * the server its own registry.
 */
import { catalogGames } from '@warboard/catalog';
import type { AnyGame } from '@warboard/core';

export type GameRegistry = ReadonlyMap<string, AnyGame>;

export const registry = (list: readonly AnyGame[]): GameRegistry => new Map(list.map((g) => [g.id, g]));

export const games: GameRegistry = catalogGames;
