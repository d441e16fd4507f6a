/** A worker thread of the pool: plays the batches of indices it is sent, one job per thread. */
import { parentPort, workerData } from 'node:worker_threads';
import type { BatchReply, BatchRequest } from './pool.js';
import type { Task } from './tasks.js';

const { task } = workerData as { task: Task };
const port = parentPort;
if (port === null) throw new Error('pool-worker must run as a worker thread');

/**
 * Loads only what the job needs before its first game: a sim worker imports its one game and the
 * sim fold, not the bots, the ladder and the lab (tasks.js), whose loading and compiling every worker
 * would pay again. Batches sent meanwhile wait in the port's queue; `ready` tells the pool that the main
 * thread may stop playing (see playWhileStarting).
 */
async function playerFor(job: Task): Promise<(index: number) => unknown> {
  if (job.kind === 'sim') {
    const [{ playSimBlock }, { loadGame }] = await Promise.all([
      import('./sim-block.js'),
      import('@warboard/catalog/load'),
    ]);
    const game = await loadGame(job.game);
    return (block) => playSimBlock(game, job, block);
  }
  const { runTask } = await import('./tasks.js');
  return (index) => runTask(job, index);
}

const play = await playerFor(task);
port.postMessage({ ready: true } satisfies BatchReply);

port.on('message', ({ indices }: BatchRequest) => {
  let reply: BatchReply;
  try {
    reply = { indices, results: indices.map(play) };
  } catch (error) {
    reply = { error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  port.postMessage(reply);
});
