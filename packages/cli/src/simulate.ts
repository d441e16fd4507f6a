/**
 * Random-bot simulation over the game contract: plays many seeded games and summarises them. Pure logic —
 * no printing, no game-specific code — so every game, the `sim` command and the benchmarks share it.
 */
import type { AnyGame, Game, GameEvent } from '@warboard/core';
import { gameSeeds, playOne } from './play-one.js';
import { runPool } from './pool.js';
import { type SimTask, simBlocks } from './sim-block.js';
import type { SimSummary } from './sim-summary.js';
import { Tally } from './tally.js';
import type { Registries } from './tasks.js';

export interface SimulateConfig<O> {
  readonly games: number;
  readonly seed: string;
  /** Options already validated by the game's parseOptions. */
  readonly options: O;
  /** Called after each game with the number of games played so far. */
  readonly onProgress?: (done: number, total: number) => void;
  /** Milliseconds; injectable so tests never depend on the clock. */
  readonly now?: () => number;
}

export type { EventStats, GameError, SimSummary, TagStats } from './sim-summary.js';

/** Play `games` seeded random-bot games of `game` and summarise them, in this thread. */
export function simulate<S, A, V, O, E extends GameEvent>(
  game: Game<S, A, V, O, E>,
  config: SimulateConfig<O>,
): SimSummary {
  const now = config.now ?? (() => performance.now());
  const started = now();
  const tally = new Tally();
  for (let index = 0; index < config.games; index++) {
    const seeds = gameSeeds(config.seed, index);
    tally.add(playOne(game, config.options, seeds), index, seeds.setup);
    config.onProgress?.(index + 1, config.games);
  }
  return summarise(game, config, tally, (now() - started) / 1000);
}

export interface PoolSimulateConfig extends SimulateConfig<unknown> {
  /** Worker threads; 1 plays in this thread. */
  readonly workers: number;
  /** Where the game is found; anything but the built-in registries plays in this thread. */
  readonly registries: Registries;
}

/**
 * The same games and the same summary as `simulate`, played on worker threads in blocks (sim-block.ts).
 * Block tallies are exact and merged in game order, so only `timing` depends on the worker count.
 */
export async function simulateOnPool(game: AnyGame, config: PoolSimulateConfig): Promise<SimSummary> {
  const now = config.now ?? (() => performance.now());
  const started = now();
  const tally = new Tally();
  const threads = Math.min(config.workers, config.games);
  const task: SimTask = {
    kind: 'sim',
    game: game.id,
    seed: config.seed,
    options: config.options,
    games: config.games,
    blocks: simBlocks(config.games, threads),
  };
  await runPool({
    task,
    total: task.blocks.length,
    workers: config.workers,
    registries: config.registries,
    // Blocks are already sized for the threads: one at a time, two in flight per worker.
    batch: 1,
    // A block is at most 1% of the run: short enough for this thread to play while the workers load.
    playWhileStarting: true,
    onResult: (block) => {
      tally.merge(block);
      config.onProgress?.(tally.games, config.games);
    },
  });
  return summarise(game, config, tally, (now() - started) / 1000);
}

function summarise(
  game: { readonly id: string; readonly rulesVersion: string },
  config: SimulateConfig<unknown>,
  tally: Tally,
  seconds: number,
): SimSummary {
  return {
    game: game.id,
    rulesVersion: game.rulesVersion,
    seed: config.seed,
    options: config.options,
    ...tally.counts(),
    timing: {
      seconds,
      gamesPerSecond: seconds > 0 ? tally.games / seconds : 0,
      actionsPerSecond: seconds > 0 ? tally.actions / seconds : 0,
    },
  };
}
