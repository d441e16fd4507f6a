/**
 * The games Warboard knows, by id. The server, the CLI and the benchmarks read this one registry, so
 * registering a game is one entry here (plus the package as a dependency and a tsconfig reference).
 */
import type { AnyGame } from '@warboard/core';
import { frontline } from '@warboard/frontline';
import { horsemen } from '@warboard/horsemen';

export type GameRegistry = ReadonlyMap<string, AnyGame>;

export const registry = (list: readonly AnyGame[]): GameRegistry => new Map(list.map((g) => [g.id, g]));

export const games: GameRegistry = registry([horsemen, frontline]);
