/**
 * Plays the games of an experiment that are not stored yet, on the worker pool, writing each result to
 * the store as the pool hands it over (in game order). Stopping (the signal) ends the run between games;
 * what was stored stays, and the next run of the same experiment starts from there.
 */
import { runPool } from '../pool.js';
import type { Registries } from '../tasks.js';
import type { ExperimentPlan } from './experiment.js';
import { tablesOf } from './skill.js';
import type { LabStore } from './store.js';
import type { LabTask } from './task.js';

export interface RunConfig {
  readonly store: LabStore;
  readonly workers: number;
  readonly registries: Registries;
  readonly signal?: AbortSignal;
  /** Games played by this run so far, out of those it has to play. */
  readonly onProgress?: (done: number, toPlay: number) => void;
  /** Called before the first game with how many are stored already and how many are to play. */
  readonly onStart?: (stored: number, toPlay: number) => void;
}

export interface RunResult {
  /** Games the experiment asks for: variants × games per variant, and the skill matches. */
  readonly planned: number;
  /** Games found in the store before this run. */
  readonly reused: number;
  /** Games played and stored by this run. */
  readonly played: number;
  /** True when the run was stopped before every game was stored. */
  readonly stopped: boolean;
  /** Worker threads used (1: this thread). */
  readonly threads: number;
}

export async function runExperiment(plan: ExperimentPlan, config: RunConfig): Promise<RunResult> {
  const { store } = config;
  store.register(plan);
  const tables = tablesOf(plan);
  const jobs: { variant: number; index: number }[] = [];
  tables.forEach((table, v) => {
    const stored = store.games(plan.id, table.key, table.games);
    for (let index = 0; index < table.games; index++) {
      if (!stored.has(index)) jobs.push({ variant: v, index });
    }
  });
  const planned = tables.reduce((n, t) => n + t.games, 0);
  const reused = planned - jobs.length;
  config.onStart?.(reused, jobs.length);
  let played = 0;
  const task: LabTask = {
    kind: 'lab',
    game: plan.game,
    seed: plan.seed,
    variants: tables.map(({ key, options, bots }) => ({ key, options, bots })),
    jobs,
  };
  const threads =
    jobs.length === 0
      ? 0
      : await runPool({
          task,
          total: jobs.length,
          workers: config.workers,
          registries: config.registries,
          // A game takes from milliseconds to seconds: one at a time, so no worker idles at the end.
          batch: 1,
          onResult: (game, i) => {
            const job = jobs[i] as { variant: number; index: number };
            const variant = tables[job.variant] as { key: string };
            store.put(plan.id, variant.key, job.index, game);
            played++;
          },
          ...(config.onProgress ? { onProgress: config.onProgress } : {}),
          ...(config.signal ? { signal: config.signal } : {}),
        });
  return { planned, reused, played, stopped: reused + played < planned, threads };
}
