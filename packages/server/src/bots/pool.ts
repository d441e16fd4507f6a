import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { GameRegistry } from '../games.js';
import { type BotRequest, type BotRunner, BotTimeout } from './bot.js';
import { chooseAction } from './choose.js';

interface Pending {
  readonly request: BotRequest;
  readonly resolve: (action: unknown) => void;
  readonly reject: (error: Error) => void;
  readonly timer: NodeJS.Timeout;
  slot: number;
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
 * Bots on worker threads. Each request goes to the thread with the fewest waiting, so a thread stuck in a
 * long search gets no more work. A bot past its time is given up (its seat falls back to the standing
 * order) and its thread is replaced; the other requests that were waiting on that thread move to the new one.
 */
export function workerBots(size: number, script: URL): BotRunner {
  let nextId = 0;
  let closed = false;
  const pending = new Map<number, Pending>();
  const workers: Worker[] = [];

  const waitingOn = (slot: number) => [...pending.values()].filter((p) => p.slot === slot).length;

  const spawn = (slot: number): Worker => {
    const worker = new Worker(script);
    worker.unref(); // an idle pool never keeps the process alive
    worker.on('message', (m: { id: number; ok: boolean; action?: unknown; error?: string }) => {
      const p = pending.get(m.id);
      if (!p) return;
      pending.delete(m.id);
      clearTimeout(p.timer);
      if (m.ok) p.resolve(m.action ?? null);
      else p.reject(new Error(m.error ?? 'bot failed'));
    });
    worker.on('error', (error) => {
      if (workers[slot] !== worker) return;
      for (const [id, p] of pending) {
        if (p.slot === slot) {
          pending.delete(id);
          clearTimeout(p.timer);
          p.reject(error);
        }
      }
      if (!closed) workers[slot] = spawn(slot);
    });
    return worker;
  };

  /** Stop a thread that is stuck and start a fresh one in its slot, with the requests it still owed. */
  const replace = (slot: number): void => {
    const stuck = workers[slot];
    workers[slot] = spawn(slot);
    void stuck?.terminate();
    for (const [id, p] of pending)
      if (p.slot === slot) workers[slot]?.postMessage({ id, request: p.request });
  };

  for (let i = 0; i < size; i++) workers.push(spawn(i));

  return {
    choose(request, thinkMs) {
      if (closed || workers.length === 0) return Promise.reject(new Error('bot pool closed'));
      let slot = 0;
      for (let i = 1; i < workers.length; i++) if (waitingOn(i) < waitingOn(slot)) slot = i;
      const id = nextId++;
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          const p = pending.get(id);
          if (!p) return;
          pending.delete(id);
          p.reject(new BotTimeout(thinkMs));
          if (!closed) replace(p.slot);
        }, thinkMs);
        timer.unref?.();
        pending.set(id, { request, resolve, reject, timer, slot });
        workers[slot]?.postMessage({ id, request });
      });
    },
    async close() {
      closed = true;
      for (const p of pending.values()) {
        clearTimeout(p.timer);
        p.reject(new Error('bot pool closed'));
      }
      pending.clear();
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
