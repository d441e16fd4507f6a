import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { GameRegistry } from '../games.js';
import { type BotRequest, type BotRunner, BotTimeout } from './bot.js';
import { chooseAction } from './choose.js';

interface Job {
  readonly id: number;
  readonly request: BotRequest;
  readonly thinkMs: number;
  readonly resolve: (action: unknown) => void;
  readonly reject: (error: Error) => void;
}

/**
 * Requests waiting for a thread, one FIFO lane per key (a game's creator), served round-robin: a lane with
 * thirty waiting requests delays another lane's next one by at most one request of its own, not thirty.
 */
export class FairQueue<T> {
  private readonly lanes = new Map<string, T[]>(); // in turn order: the lane served next comes first

  get size(): number {
    let n = 0;
    for (const lane of this.lanes.values()) n += lane.length;
    return n;
  }

  push(lane: string, item: T): void {
    const waiting = this.lanes.get(lane);
    if (waiting) waiting.push(item);
    else this.lanes.set(lane, [item]);
  }

  /** The next item in turn; its lane goes to the back of the turn order. */
  shift(): T | undefined {
    for (const [key, waiting] of this.lanes) {
      const item = waiting.shift();
      this.lanes.delete(key);
      if (waiting.length > 0) this.lanes.set(key, waiting);
      if (item !== undefined) return item;
    }
    return undefined;
  }

  drain(): T[] {
    const all = [...this.lanes.values()].flat();
    this.lanes.clear();
    return all;
  }
}

/**
 * The compiled worker script. Run from sources (tests), this module has no .js sibling, so it uses the
 * package's build output; null when neither exists.
 */
export function workerScript(): URL | null {
  for (const candidate of ['./worker.js', '../../dist/bots/worker.js']) {
    const url = new URL(candidate, import.meta.url);
    if (existsSync(fileURLToPath(url))) return url;
  }
  return null;
}

/**
 * Bots on worker threads, each thinking about one request at a time: at most `size` bots think at once, and
 * the others wait in a queue fair between lanes (`choose`'s third argument: a game's creator), so one client's
 * many bot games cannot crowd out another game's bot. A bot's time starts when a thread takes it up. A bot
 * past its time is given up (its seat falls back to the standing order) and its thread is replaced.
 */
export function workerBots(size: number, script: URL): BotRunner {
  let nextId = 0;
  let closed = false;
  const queue = new FairQueue<Job>();
  const workers: Worker[] = [];
  const running: ({ job: Job; timer: NodeJS.Timeout } | null)[] = [];

  /** The job a thread was working on is over (answered, failed, given up): the thread takes the next one. */
  const finish = (slot: number): Job | null => {
    const current = running[slot];
    if (!current) return null;
    clearTimeout(current.timer);
    running[slot] = null;
    return current.job;
  };

  const dispatch = (): void => {
    for (let slot = 0; slot < workers.length && !closed; slot++) {
      if (running[slot]) continue;
      const job = queue.shift();
      if (!job) return;
      const timer = setTimeout(() => {
        if (running[slot]?.job !== job) return;
        finish(slot);
        job.reject(new BotTimeout(job.thinkMs));
        replace(slot);
      }, job.thinkMs);
      timer.unref?.();
      running[slot] = { job, timer };
      workers[slot]?.postMessage({ id: job.id, request: job.request });
    }
  };

  const spawn = (slot: number): Worker => {
    const worker = new Worker(script);
    worker.unref(); // an idle pool never keeps the process alive
    worker.on('message', (m: { id: number; ok: boolean; action?: unknown; error?: string }) => {
      if (workers[slot] !== worker || running[slot]?.job.id !== m.id) return;
      const job = finish(slot);
      if (m.ok) job?.resolve(m.action ?? null);
      else job?.reject(new Error(m.error ?? 'bot failed'));
      dispatch();
    });
    worker.on('error', (error) => {
      if (workers[slot] !== worker) return;
      finish(slot)?.reject(error);
      if (!closed) {
        workers[slot] = spawn(slot);
        dispatch();
      }
    });
    return worker;
  };

  /** Stop a thread that is stuck and start a fresh one in its slot. */
  const replace = (slot: number): void => {
    const stuck = workers[slot];
    if (closed) return;
    workers[slot] = spawn(slot);
    void stuck?.terminate();
    dispatch();
  };

  for (let i = 0; i < size; i++) {
    workers.push(spawn(i));
    running.push(null);
  }

  return {
    choose(request, thinkMs, lane = '') {
      if (closed || workers.length === 0) return Promise.reject(new Error('bot pool closed'));
      return new Promise((resolve, reject) => {
        queue.push(lane, { id: nextId++, request, thinkMs, resolve, reject });
        dispatch();
      });
    },
    async close() {
      closed = true;
      const stopped = new Error('bot pool closed');
      for (let slot = 0; slot < running.length; slot++) finish(slot)?.reject(stopped);
      for (const job of queue.drain()) job.reject(stopped);
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}

/** Bots on the calling thread, for tests of other things and for hosts without the build output. */
export function inlineBots(registry: GameRegistry): BotRunner {
  return {
    choose: async (request) => {
      await new Promise((resolve) => setImmediate(resolve)); // answer later, as a worker would
      return chooseAction(registry, request);
    },
    close: async () => undefined,
  };
}
