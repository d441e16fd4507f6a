/**
 * Random-bot simulation over the game contract: plays many seeded games and summarises them. Pure logic —
 * no printing, no game-specific code — so every game, the `sim` command and the benchmarks share it.
 */
import type { AnyGame, Game, GameEvent } from '@warboard/core';
import { gameSeeds, playOne } from './play-one.js';
import { runPool } from './pool.js';
import { type SimTask, simBlocks } from './sim-block.js';
import type { Spread } from './stats.js';
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

/** A game stopped by an engine error, with what is needed to replay it alone. */
export interface GameError {
  readonly index: number;
  readonly seed: string;
  readonly actions: number;
  readonly message: string;
}

/** How often seats with one tag value (e.g. faction = war) played and won. */
export interface TagStats {
  readonly seats: number;
  readonly wins: number;
}

export interface EventStats {
  readonly total: number;
  /** Occurrences per finished game (0 for games without it). */
  readonly perGame: Spread;
  /**
   * Counts by the values of the event's string fields (`mode`, `cause`, `objective` …): field → value →
   * count. A field that took more than MAX_FIELD_VALUES distinct values (a territory, a card id) is left
   * out as not being a category.
   */
  readonly byField?: Readonly<Record<string, Readonly<Record<string, number>>>>;
}

export interface SimSummary {
  readonly game: string;
  readonly rulesVersion: string;
  readonly seed: string;
  readonly options: unknown;
  /** Games played. */
  readonly games: number;
  /** Games stopped by an engine error (a throw, a refused legal action, a broken promise of the contract). */
  readonly errors: number;
  /** The first few errors, in game order. */
  readonly errorSamples: readonly GameError[];
  /** Games that reached an outcome; every statistic below is over these games only. */
  readonly finished: number;
  readonly draws: number;
  /** The largest table played (wins per seat has this many entries). */
  readonly seats: number;
  readonly winsPerSeat: readonly number[];
  /** tag key → tag value → seats and wins, from the game's seatTags at the end of each game. */
  readonly winsByTag: Readonly<Record<string, Readonly<Record<string, TagStats>>>>;
  /** Outcome reasons as the game names them ('higher card', 'turn limit', …). */
  readonly outcomes: Readonly<Record<string, number>>;
  /** Game length in applied actions. */
  readonly length: Spread;
  readonly events: Readonly<Record<string, EventStats>>;
  /** The only part that differs between two runs with the same seed. */
  readonly timing: {
    readonly seconds: number;
    readonly gamesPerSecond: number;
    readonly actionsPerSecond: number;
  };
}

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
