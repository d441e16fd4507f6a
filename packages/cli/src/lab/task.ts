/**
 * The lab's job for the worker pool, as plain data: the games still to play, each a variant and a game
 * index. Worker threads look the game and bots up again by name and play with the game's measurer.
 */
import type { Registries } from '../registries.js';
import { labSeed } from './experiment.js';
import { measuresFor } from './measures/index.js';
import { playLabGame } from './play.js';
import type { LabGame } from './record.js';

export interface LabTask {
  readonly kind: 'lab';
  readonly game: string;
  readonly seed: string;
  /** Each table's key (its seed part), parsed options and the bot in each seat. */
  readonly variants: readonly {
    readonly key: string;
    readonly options: unknown;
    readonly bots: readonly string[];
  }[];
  /** Pool index i plays game `jobs[i].index` of variant `jobs[i].variant`. */
  readonly jobs: readonly { readonly variant: number; readonly index: number }[];
}

export function runLabTask(task: LabTask, i: number, registries: Registries): LabGame {
  const job = task.jobs[i];
  const variant = job === undefined ? undefined : task.variants[job.variant];
  const game = registries.games.get(task.game)?.game;
  if (job === undefined || variant === undefined || game === undefined) {
    throw new Error(`lab job ${i} is out of range`);
  }
  const makers = registries.bots.get(task.game)?.bots;
  const bots = variant.bots.map((name) => {
    const make = makers?.get(name);
    if (make === undefined) throw new Error(`no bot '${name}' for ${task.game}`);
    return make(game);
  });
  return playLabGame(
    game,
    bots,
    variant.options,
    labSeed(task.seed, variant.key, job.index),
    measuresFor(task.game).measurer(),
  );
}
