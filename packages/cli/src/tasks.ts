/**
 * The jobs the worker pool runs, as plain data (they cross to worker threads by structured clone): a game
 * is named by id and looked up again on the other side. `runTask` plays one index of a job (a ladder or
 * lab game, a block of sim games); the in-thread path calls it, and worker threads call it or, for sim,
 * the same playSimBlock with the game imported alone, so the two cannot drift apart.
 */

import { catalog } from '@warboard/catalog';
import type { AnyGame } from '@warboard/core';
import { type BotRegistry, bots as defaultBots } from './bot-registry.js';
import type { GameRegistry } from './games.js';
import type { LabGame } from './lab/record.js';
import { type LabTask, runLabTask } from './lab/task.js';
import { type LadderGame, ladderSeed, playLadderGame, seating } from './ladder.js';
import type { Registries } from './registries.js';
import { playSimBlock, type SimTask } from './sim-block.js';
import type { TallyData } from './tally.js';

export type { SimTask } from './sim-block.js';

/** A round-robin: game i is game i mod gamesPerPair of pair ⌊i / gamesPerPair⌋. */
export interface LadderTask {
  readonly kind: 'ladder';
  readonly game: string;
  readonly seed: string;
  /** Options as given to the game's parseOptions (playMatch parses them itself). */
  readonly options: unknown;
  readonly pairs: readonly (readonly [string, string])[];
  readonly gamesPerPair: number;
  readonly players: number;
}

export type Task = SimTask | LadderTask | LabTask;

export type TaskResult<T extends Task> = T extends SimTask
  ? TallyData
  : T extends LadderTask
    ? LadderGame
    : LabGame;

export type { Registries } from './registries.js';

/** What worker threads use: they can only import the built-in games and bots. */
export const defaultRegistries: Registries = {
  games: catalog,
  bots: defaultBots,
};

/**
 * The registries for a command's game registry: the built-in ones (so worker threads may play) when
 * every game in it is the very object the workers import and the bots are the built-in ones; otherwise
 * the given ones, which keep the run in the calling thread (tests inject small fake games this way).
 */
export function registriesFor(games: GameRegistry, bots: BotRegistry = defaultBots): Registries {
  const builtIn = [...games].every(([id, entry]) => catalog.get(id)?.game === entry.game);
  return builtIn && bots === defaultBots ? defaultRegistries : { games, bots };
}

function gameOf(registries: Registries, id: string): AnyGame {
  const entry = registries.games.get(id);
  if (entry === undefined) throw new Error(`unknown game '${id}'`);
  return entry.game;
}

export function runTask<T extends Task>(task: T, index: number, registries?: Registries): TaskResult<T>;
export function runTask(
  task: Task,
  index: number,
  registries = defaultRegistries,
): TallyData | LadderGame | LabGame {
  if (task.kind === 'lab') return runLabTask(task, index, registries);
  const game = gameOf(registries, task.game);
  if (task.kind === 'sim') return playSimBlock(game, task, index);
  const pair = task.pairs[Math.floor(index / task.gamesPerPair)];
  if (pair === undefined) throw new Error(`ladder game ${index} is out of range`);
  const [a, b] = pair;
  const k = index % task.gamesPerPair;
  const makers = registries.bots.get(task.game)?.bots ?? new Map();
  return playLadderGame(
    game,
    makers,
    task.options,
    ladderSeed(task.seed, a, b, k),
    seating(a, b, k, task.players),
  );
}
