/** The games the CLI and the benchmarks know, with the option sets the benchmark measures: the catalog's. */
import { catalog } from '@warboard/catalog';
import type { AnyGame } from '@warboard/core';

export interface GameEntry {
  readonly game: AnyGame;
  /** Option sets (inputs to parseOptions) the benchmark measures side by side, e.g. one per player count. */
  readonly benchOptions: readonly Readonly<Record<string, unknown>>[];
}

export type GameRegistry = ReadonlyMap<string, GameEntry>;

export const games: GameRegistry = catalog;
