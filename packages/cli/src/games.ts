/**
 * The games the CLI and the benchmarks know. Registering a game is one entry here (plus the package as a
 * dependency of @warboard/cli and a reference in tsconfig.build.json); nothing else is game-specific.
 */
import type { AnyGame } from '@warboard/core';
import { frontline } from '@warboard/frontline';
import { horsemen } from '@warboard/horsemen';

export interface GameEntry {
  readonly game: AnyGame;
  /** Option sets (inputs to parseOptions) the benchmark measures side by side, e.g. one per player count. */
  readonly benchOptions: readonly Readonly<Record<string, unknown>>[];
}

export type GameRegistry = ReadonlyMap<string, GameEntry>;

const entries: readonly GameEntry[] = [
  { game: horsemen, benchOptions: [{}] },
  {
    game: frontline,
    // One row per player count and ruleset: the cost of a turn grows with the table.
    benchOptions: [2, 3, 4, 5, 6].flatMap((players) =>
      ['revised', 'original'].map((ruleset) => ({ players, ruleset })),
    ),
  },
];

export const games: GameRegistry = new Map(entries.map((entry) => [entry.game.id, entry]));
