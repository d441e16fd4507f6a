/**
 * `warboard lab worker --redis URL`: plays the lab's queued games (lab/distributed.ts) until stopped. Start
 * any number, on any machines that reach the Redis; the coordinator (`warboard lab --redis URL`) stores
 * their results.
 */
import type { Command } from 'commander';
import type { BotRegistry } from '../bot-registry.js';
import type { GameRegistry } from '../games.js';
import type { Io } from '../io.js';
import { startWorker } from '../lab/distributed.js';
import { positiveInt } from '../option-input.js';
import { registriesFor } from '../tasks.js';

interface WorkerFlags {
  readonly redis: string;
  readonly concurrency: number;
  readonly lockMs: number;
}

export function registerLabWorker(
  lab: Command,
  io: Io,
  registry: GameRegistry,
  botRegistry: BotRegistry,
): void {
  lab
    .command('worker')
    .description("play the lab's queued games from Redis until stopped (SIGINT or SIGTERM)")
    .requiredOption('--redis <url>', 'the Redis the coordinator queues games on, e.g. redis://127.0.0.1:6379')
    .option('--concurrency <n>', 'games played at once', positiveInt, 1)
    .option(
      '--lock-ms <ms>',
      "how long a silent worker's game stays its own before another takes it",
      positiveInt,
      30_000,
    )
    .action(async (flags: WorkerFlags) => {
      const worker = startWorker({
        redis: flags.redis,
        registries: registriesFor(registry, botRegistry),
        concurrency: flags.concurrency,
        lockMs: flags.lockMs,
      });
      await worker.waitUntilReady();
      io.stderr.write(`lab worker ready on ${flags.redis}\n`);
      await new Promise<void>((resolve) => {
        const stop = () => resolve();
        process.once('SIGINT', stop);
        process.once('SIGTERM', stop);
      });
      await worker.close();
    });
}
