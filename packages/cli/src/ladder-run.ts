/** A whole ladder run: the round-robin played on the worker pool and summarised. */
import type { AnyGame } from '@warboard/core';
import { type LadderCounts, LadderTally, pairsOf } from './ladder.js';
import { runPool } from './pool.js';
import type { Registries } from './tasks.js';

export interface LadderConfig {
  /** Bot names, each registered for the game; at least two. */
  readonly bots: readonly string[];
  readonly gamesPerPair: number;
  readonly seed: string;
  /** Options as given to the game's parseOptions. */
  readonly options: unknown;
  readonly players: number;
  readonly workers: number;
  readonly registries: Registries;
  readonly onProgress?: (done: number, total: number) => void;
  /** Stops the ladder early; the summary then covers the games finished so far. */
  readonly signal?: AbortSignal;
  /** Milliseconds; injectable so tests never depend on the clock. */
  readonly now?: () => number;
}

export interface LadderSummary extends LadderCounts {
  readonly game: string;
  readonly rulesVersion: string;
  readonly seed: string;
  readonly options: unknown;
  readonly players: number;
  readonly gamesPerPair: number;
  readonly bots: readonly string[];
  /** Games the ladder was asked for; `games` is fewer when it was stopped early. */
  readonly plannedGames: number;
  readonly stopped: boolean;
  /** The win rate of a bot as strong as the field it sits alone against: 1 / players. */
  readonly evenShare: number;
  /** How draws are counted: apart, never as wins (so a win rate is wins / games). */
  readonly drawRule: 'separate';
  /** The only part that differs between two runs with the same seed. */
  readonly timing: { readonly seconds: number; readonly gamesPerSecond: number; readonly workers: number };
}

export async function runLadder(game: AnyGame, config: LadderConfig): Promise<LadderSummary> {
  const now = config.now ?? (() => performance.now());
  const started = now();
  const pairs = pairsOf(config.bots);
  const tally = new LadderTally(pairs, config.gamesPerPair, config.seed);
  const workers = await runPool({
    task: {
      kind: 'ladder',
      game: game.id,
      seed: config.seed,
      options: config.options,
      pairs,
      gamesPerPair: config.gamesPerPair,
      players: config.players,
    },
    total: pairs.length * config.gamesPerPair,
    workers: config.workers,
    registries: config.registries,
    // A ladder game takes from milliseconds to seconds: hand them out one at a time, so the progress bar
    // moves and no worker sits idle at the end while another works through a batch.
    batch: 1,
    onResult: (played, index) => tally.add(played, index),
    ...(config.onProgress ? { onProgress: config.onProgress } : {}),
    ...(config.signal ? { signal: config.signal } : {}),
  });
  const seconds = (now() - started) / 1000;
  const counts = tally.counts();
  return {
    game: game.id,
    rulesVersion: game.rulesVersion,
    seed: config.seed,
    options: config.options,
    players: config.players,
    gamesPerPair: config.gamesPerPair,
    bots: [...config.bots],
    plannedGames: pairs.length * config.gamesPerPair,
    stopped: counts.games < pairs.length * config.gamesPerPair,
    evenShare: 1 / config.players,
    drawRule: 'separate',
    ...counts,
    timing: { seconds, gamesPerSecond: seconds > 0 ? counts.games / seconds : 0, workers },
  };
}
