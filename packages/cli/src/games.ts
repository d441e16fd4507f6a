/**
 * The games the CLI and the benchmarks know: the server's registry (@warboard/server), each with the option
 * sets the benchmark measures. Registering a game happens there; only benchmark rows are added here.
 */
import type { AnyGame } from '@warboard/core';
import { games as registered } from '@warboard/server';

export interface GameEntry {
  readonly game: AnyGame;
  /** Option sets (inputs to parseOptions) the benchmark measures side by side, e.g. one per player count. */
  readonly benchOptions: readonly Readonly<Record<string, unknown>>[];
}

export type GameRegistry = ReadonlyMap<string, GameEntry>;

const benchOptions: Readonly<Record<string, readonly Readonly<Record<string, unknown>>[]>> = {
  horsemen: [{}],
  // One row per player count and ruleset: the cost of a turn grows with the table.
  frontline: [2, 3, 4, 5, 6].flatMap((players) =>
    ['revised', 'original'].map((ruleset) => ({ players, ruleset })),
  ),
};

export const games: GameRegistry = new Map(
  [...registered.values()].map((game) => [game.id, { game, benchOptions: benchOptions[game.id] ?? [{}] }]),
);
