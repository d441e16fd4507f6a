/**
 * Plays the games of a job (indices 0 … total−1) on worker threads and hands their results back in index
 * order, so everything folded from them — a summary, a ladder — is the same for any number of workers.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { defaultRegistries, type Registries, runTask, type Task, type TaskResult } from './tasks.js';

/** What the pool sends a worker: the games to play; and what it answers (first `ready`, once loaded). */
export interface BatchRequest {
  readonly indices: readonly number[];
}
export type BatchReply =
  | { readonly ready: true }
  | { readonly indices: readonly number[]; readonly results: readonly unknown[] }
  | { readonly error: string };

export interface PoolConfig<T extends Task> {
  readonly task: T;
  readonly total: number;
  /** Worker threads wanted; 1 plays every game in this thread. */
  readonly workers: number;
  /** Called once per game, in index order. */
  readonly onResult: (result: TaskResult<T>, index: number) => void;
  /** Called as games finish (in any order) with how many are done. */
  readonly onProgress?: (done: number, total: number) => void;
  /** Games handed to a worker at a time; default: small enough that workers finish together. */
  readonly batch?: number;
  /**
   * Play in this thread too until the first worker is ready, one index at a time: first the indices not
   * yet queued for a worker, then those queued for workers still loading, so the time the workers spend
   * loading is not lost and a run shorter than that never waits for them. Only for jobs whose every
   * index is short (sim blocks), since this thread answers the workers between indices.
   */
  readonly playWhileStarting?: boolean;
  /**
   * Games and bots for games played in this thread. Worker threads can only import the built-in ones, so
   * any other registry (tests inject small fake games) keeps the whole run in this thread.
   */
  readonly registries?: Registries;
  /** The worker script; default: the built one beside this module. null plays in this thread. */
  readonly script?: URL | null;
  /**
   * Stops the run early: no further game is started, games under way are abandoned, and the run resolves
   * normally, having reported every game finished before the first one missing.
   */
  readonly signal?: AbortSignal;
}

/**
 * The compiled worker beside this module, or null. Workers run the built JavaScript (dist), as the CLI
 * does. Under vitest this module is loaded from its TypeScript source and has no compiled sibling, so
 * games run in the calling thread instead: the ordinary tests then exercise the sources they were
 * written against and never depend on whether, or how recently, dist was built. Results do not depend
 * on the worker count, so nothing else changes; real threads are tested through the built CLI.
 */
export function builtWorker(): URL | null {
  const url = new URL('./pool-worker.js', import.meta.url);
  return import.meta.url.endsWith('.js') && existsSync(fileURLToPath(url)) ? url : null;
}

/** Releases results in index order, holding back those that arrive before their predecessors. */
export class InOrder<R> {
  private next = 0;
  private readonly waiting = new Map<number, R>();

  constructor(private readonly emit: (result: R, index: number) => void) {}

  put(index: number, result: R): void {
    this.waiting.set(index, result);
    while (this.waiting.has(this.next)) {
      const ready = this.waiting.get(this.next) as R;
      this.waiting.delete(this.next);
      this.emit(ready, this.next++);
    }
  }

  /** Results received but not yet released (waiting for an earlier index). */
  get held(): number {
    return this.waiting.size;
  }
}

/** About sixteen batches per worker: few messages, yet no worker idles long at the end of a run. */
export const defaultBatch = (total: number, threads: number): number =>
  Math.min(64, Math.max(1, Math.ceil(total / (threads * 16))));

/** Batches handed to each worker ahead of its results. */
const IN_FLIGHT = 2;

/** Play every game of the job; resolves with the number of threads that played them (1: this thread). */
export async function runPool<T extends Task>(config: PoolConfig<T>): Promise<number> {
  const registries = config.registries ?? defaultRegistries;
  const script = config.script === undefined ? builtWorker() : config.script;
  const threads = Math.min(config.workers, config.total);
  if (threads <= 1 || script === null || registries !== defaultRegistries) {
    for (let index = 0; index < config.total && config.signal?.aborted !== true; index++) {
      config.onResult(runTask(config.task, index, registries), index);
      config.onProgress?.(index + 1, config.total);
      // Let a stop request (SIGINT) be heard between games; nobody can ask without a signal.
      if (config.signal !== undefined) await new Promise((resolve) => setImmediate(resolve));
    }
    return 1;
  }
  await onThreads(config, script, threads, registries);
  return threads;
}

function onThreads<T extends Task>(
  config: PoolConfig<T>,
  script: URL,
  threads: number,
  registries: Registries,
): Promise<void> {
  const { task, total } = config;
  const batch = config.batch ?? defaultBatch(total, threads);
  const order = new InOrder<TaskResult<T>>(config.onResult);
  const workers: Worker[] = [];
  let next = 0;
  let done = 0;
  let anyReady = false;
  let settled = false;

  return new Promise<void>((resolve, reject) => {
    const finish = (error?: unknown) => {
      if (settled) return;
      settled = true;
      void Promise.all(workers.map((w) => w.terminate())).then(() =>
        error === undefined ? resolve() : reject(error),
      );
    };
    if (config.signal?.aborted === true) return resolve();
    config.signal?.addEventListener('abort', () => finish(), { once: true });
    // An index can be played twice (see playHere): the first result counts; both are the same.
    const got = new Uint8Array(total);
    const received = (index: number, result: TaskResult<T>) => {
      if (got[index] === 1) return;
      got[index] = 1;
      order.put(index, result);
      done++;
    };
    const queued: number[] = []; // indices sent to a worker before any was ready
    const feed = (worker: Worker) => {
      if (next >= total) return;
      const indices = Array.from({ length: Math.min(batch, total - next) }, (_, i) => next + i);
      next += indices.length;
      if (!anyReady) queued.push(...indices);
      worker.postMessage({ indices } satisfies BatchRequest);
    };
    for (let t = 0; t < threads; t++) {
      // Every worker starts loading at once, each with its first batches waiting in its queue.
      const worker = new Worker(script, { workerData: { task } });
      worker.on('message', (reply: BatchReply) => {
        if (settled) return;
        if ('error' in reply) return finish(new Error(`worker: ${reply.error}`));
        if ('ready' in reply) {
          anyReady = true;
          return;
        }
        try {
          reply.results.forEach((result, i) => {
            received(reply.indices[i] as number, result as TaskResult<T>);
          });
          config.onProgress?.(done, total);
        } catch (error) {
          return finish(error);
        }
        if (done === total) finish();
        else feed(worker); // no-op once every game is handed out
      });
      worker.on('error', (error) => finish(error));
      worker.on('exit', (code) => finish(new Error(`worker exited early (code ${code})`)));
      workers.push(worker);
      // Two batches in flight, queued while the worker loads: it starts the moment it is ready, and
      // starts its next batch while the main thread, which may be slow to wake on a busy machine (or
      // busy with a game of its own), is still receiving the last one.
      for (let b = 0; b < IN_FLIGHT; b++) feed(worker);
    }
    if (config.playWhileStarting !== true) return;
    // This thread has the game loaded already: it plays while the workers load theirs, and stops for
    // good once one is ready (from then on the workers have the cores). Between indices it lets the
    // workers' messages in.
    const playHere = () => {
      if (settled || anyReady) return;
      // The indices no worker has yet, then those waiting in the queue of a worker still loading: a run
      // shorter than a worker's start-up ends without it (its later results for them are dropped).
      const index = next < total ? next++ : queued.find((i) => got[i] === 0);
      if (index === undefined) return;
      try {
        received(index, runTask(task, index, registries));
        config.onProgress?.(done, total);
      } catch (error) {
        return finish(error);
      }
      if (done === total) return finish();
      setImmediate(playHere);
    };
    setImmediate(playHere);
  });
}
