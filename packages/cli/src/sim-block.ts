/**
 * `warboard sim` as worker-pool work: the games of a run cut into consecutive blocks, each played and
 * folded into a tally where it is played, so a worker thread sends one small tally per block rather than
 * a result per game, and the main thread merges a few hundred tallies rather than folding every game.
 * Tallies are exact sums (see tally.ts), so the summary is the same however the games are cut.
 */
import type { AnyGame } from '@warboard/core';
import { gameSeeds, playOne } from './play-one.js';
import { Tally, type TallyData } from './tally.js';

/** Random-bot games of `warboard sim`: game i is seeded from `seed` and i; pool index b plays block b. */
export interface SimTask {
  readonly kind: 'sim';
  readonly game: string;
  readonly seed: string;
  /** Options as returned by the game's parseOptions. */
  readonly options: unknown;
  /** Games in the run. */
  readonly games: number;
  /** The first game of each block, ascending from 0 (see simBlocks). */
  readonly blocks: readonly number[];
}

/** No block holds more than this share of a run's games, so the progress bar moves at least this often. */
const MAX_BLOCK_SHARE = 1 / 100;
/** Blocks per thread over what is left: they shrink as the run nears its end, so threads finish together. */
const BLOCKS_PER_THREAD = 8;

/**
 * Where the blocks of a run of `games` games on `threads` threads start. Guided: a block is an eighth of
 * a thread's share of the games still to hand out (at most 1% of the run), so early blocks are large
 * (few messages) and the last ones a single game (no thread waits long for another at the end).
 */
export function simBlocks(games: number, threads: number): number[] {
  const largest = Math.max(1, Math.ceil(games * MAX_BLOCK_SHARE));
  const starts: number[] = [];
  for (let start = 0; start < games; ) {
    starts.push(start);
    const guided = Math.ceil((games - start) / (Math.max(1, threads) * BLOCKS_PER_THREAD));
    start += Math.max(1, Math.min(largest, guided));
  }
  return starts;
}

/** Play block `block` of a sim run and fold its games, in game order. */
export function playSimBlock(game: AnyGame, task: SimTask, block: number): TallyData {
  const first = task.blocks[block];
  if (first === undefined) throw new Error(`sim block ${block} is out of range`);
  const end = task.blocks[block + 1] ?? task.games;
  const tally = new Tally();
  for (let index = first; index < end; index++) {
    const seeds = gameSeeds(task.seed, index);
    tally.add(playOne(game, task.options, seeds), index, seeds.setup);
  }
  return tally.data;
}
