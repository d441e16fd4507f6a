/**
 * The lab beyond one machine: each game still to play is a BullMQ job on Redis, played by any number of
 * `warboard lab worker --redis URL` processes, and its result written by the coordinator — the `warboard lab
 * --redis URL` run — to its store as it arrives. A job's id is its experiment, table and game index, so a
 * game is queued once however often the coordinator starts, and the store keeps the first result of a game
 * (INSERT OR IGNORE), so a game finished twice (a worker lost after finishing, its job played again) counts
 * once. A worker killed mid-game loses nothing: its job's lock lapses and BullMQ hands the job to another
 * worker. The report is built from the store in game order, so it is the same whoever played each game.
 */
import { type JobsOptions, Queue, QueueEvents, Worker } from 'bullmq';
import type { Registries } from '../tasks.js';
import type { ExperimentPlan } from './experiment.js';
import type { LabGame } from './record.js';
import type { RunResult } from './run.js';
import { tablesOf } from './skill.js';
import type { LabStore } from './store.js';
import { runLabTask } from './task.js';

/** One queue for every lab experiment: a job names everything its game depends on. */
export const LAB_QUEUE = 'warboard-lab';

/** Finished jobs stay on Redis a day, for a coordinator restarted meanwhile; after that a rerun replays them. */
const DAY_S = 24 * 3600;

/** A job: one game of one table, as plain data. */
export interface LabJobData {
  readonly game: string;
  readonly seed: string;
  readonly table: { readonly key: string; readonly options: unknown; readonly bots: readonly string[] };
  readonly index: number;
}

/** BullMQ's connection options from a redis:// URL. */
export function redisConnection(url: string) {
  const u = new URL(url);
  return {
    host: u.hostname,
    port: Number(u.port || 6379),
    ...(u.password ? { password: decodeURIComponent(u.password) } : {}),
    ...(u.pathname.length > 1 ? { db: Number(u.pathname.slice(1)) } : {}),
    // BullMQ's workers block on Redis; they must wait for it rather than fail a command.
    maxRetriesPerRequest: null,
  };
}

const jobId = (plan: ExperimentPlan, table: string, index: number) =>
  // BullMQ reserves ':' in ids; the table key may hold any text, so it is encoded.
  `${plan.id}.${Buffer.from(table).toString('base64url')}.${index}`;

/** Plays one job's game, exactly as a worker thread of the local pool plays it. */
export const playJob = (data: LabJobData, registries: Registries): LabGame =>
  runLabTask(
    {
      kind: 'lab',
      game: data.game,
      seed: data.seed,
      variants: [data.table],
      jobs: [{ variant: 0, index: data.index }],
    },
    0,
    registries,
  );

export interface DistributedConfig {
  readonly store: LabStore;
  readonly redis: string;
  readonly signal?: AbortSignal;
  readonly onStart?: (stored: number, toPlay: number) => void;
  readonly onProgress?: (done: number, toPlay: number) => void;
  /** How often the coordinator looks for results it did not hear of (a restart, a lost event). */
  readonly pollMs?: number;
}

/** Queues the games not stored yet and stores each result as it comes, until every game is stored. */
export async function runDistributed(plan: ExperimentPlan, config: DistributedConfig): Promise<RunResult> {
  const { store } = config;
  store.register(plan);
  const pending = new Map<string, { table: string; index: number }>();
  const jobs: { name: string; data: LabJobData; opts: JobsOptions }[] = [];
  let planned = 0;
  for (const table of tablesOf(plan)) {
    planned += table.games;
    const stored = store.games(plan.id, table.key, table.games);
    for (let index = 0; index < table.games; index++) {
      if (stored.has(index)) continue;
      const id = jobId(plan, table.key, index);
      pending.set(id, { table: table.key, index });
      const data = { game: plan.game, seed: plan.seed, table, index };
      jobs.push({ name: 'game', data, opts: { jobId: id, attempts: 3, removeOnComplete: { age: DAY_S } } });
    }
  }
  const toPlay = pending.size;
  const reused = planned - toPlay;
  config.onStart?.(reused, toPlay);
  if (toPlay === 0) return { planned, reused, played: 0, stopped: false, threads: 0 };
  const connection = redisConnection(config.redis);
  const queue = new Queue(LAB_QUEUE, { connection });
  const events = new QueueEvents(LAB_QUEUE, { connection });
  let played = 0;
  try {
    await events.waitUntilReady();
    const finished = new Promise<void>((resolve) => {
      let timer: NodeJS.Timeout | undefined;
      const done = () => {
        clearInterval(timer);
        resolve();
      };
      const take = (id: string, value: unknown) => {
        const at = pending.get(id);
        if (at === undefined || value === undefined || value === null) return;
        const game = (typeof value === 'string' ? JSON.parse(value) : value) as LabGame;
        store.put(plan.id, at.table, at.index, game);
        pending.delete(id);
        played++;
        config.onProgress?.(played, toPlay);
        if (pending.size === 0) done();
      };
      events.on('completed', ({ jobId: id, returnvalue }) => take(id, returnvalue));
      // Results already there (an earlier coordinator's jobs) or whose event was missed.
      const sweep = async () => {
        for (const id of [...pending.keys()]) {
          const job = await queue.getJob(id);
          if (job?.finishedOn !== undefined && job.returnvalue !== undefined) take(id, job.returnvalue);
        }
      };
      timer = setInterval(() => void sweep(), config.pollMs ?? 2000);
      config.signal?.addEventListener('abort', done, { once: true });
      void queue.addBulk(jobs).then(sweep);
    });
    await finished;
  } finally {
    await events.close();
    await queue.close();
  }
  return { planned, reused, played, stopped: pending.size > 0, threads: 0 };
}

export interface WorkerConfig {
  readonly redis: string;
  readonly registries: Registries;
  readonly concurrency?: number;
  /** How long a job stays a worker's without news before another may take it (a killed worker's games). */
  readonly lockMs?: number;
}

/** A lab worker: plays queued games until closed. */
export function startWorker(config: WorkerConfig): Worker<LabJobData, LabGame> {
  const lockDuration = config.lockMs ?? 30_000;
  return new Worker<LabJobData, LabGame>(LAB_QUEUE, async (job) => playJob(job.data, config.registries), {
    connection: redisConnection(config.redis),
    concurrency: config.concurrency ?? 1,
    lockDuration,
    stalledInterval: Math.max(500, Math.floor(lockDuration / 2)),
    maxStalledCount: 100,
  });
}
