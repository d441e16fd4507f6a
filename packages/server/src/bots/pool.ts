import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { GameRegistry } from '../games.js';
import type { BotRequest, BotRunner } from './bot.js';
import { chooseAction } from './choose.js';

interface Pending {
  resolve: (action: unknown) => void;
  reject: (error: Error) => void;
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

/** Bots on worker threads, requests spread round-robin; a crashed worker is replaced. */
export function workerBots(size: number, script: URL): BotRunner {
  let nextId = 0;
  let turn = 0;
  const pending = new Map<number, Pending & { worker: Worker }>();
  const workers: Worker[] = [];

  const spawn = (slot: number): Worker => {
    const worker = new Worker(script);
    worker.unref(); // an idle pool never keeps the process alive
    worker.on('message', (m: { id: number; ok: boolean; action?: unknown; error?: string }) => {
      const p = pending.get(m.id);
      if (!p) return;
      pending.delete(m.id);
      if (m.ok) p.resolve(m.action ?? null);
      else p.reject(new Error(m.error ?? 'bot failed'));
    });
    worker.on('error', (error) => {
      for (const [id, p] of pending) {
        if (p.worker === worker) {
          pending.delete(id);
          p.reject(error);
        }
      }
      if (!closed) workers[slot] = spawn(slot);
    });
    return worker;
  };

  let closed = false;
  for (let i = 0; i < size; i++) workers.push(spawn(i));

  return {
    choose(request: BotRequest) {
      const worker = workers[turn++ % workers.length];
      if (!worker || closed) return Promise.reject(new Error('bot pool closed'));
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject, worker });
        worker.postMessage({ id, request });
      });
    },
    async close() {
      closed = true;
      await Promise.all(workers.map((w) => w.terminate()));
      for (const p of pending.values()) p.reject(new Error('bot pool closed'));
      pending.clear();
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
