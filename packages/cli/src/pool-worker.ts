/** A worker thread of the pool: plays the batches of game indices it is sent, one job per thread. */
import { parentPort, workerData } from 'node:worker_threads';
import type { BatchReply, BatchRequest } from './pool.js';
import { runTask, type Task } from './tasks.js';

const { task } = workerData as { task: Task };
const port = parentPort;
if (port === null) throw new Error('pool-worker must run as a worker thread');

port.on('message', ({ indices }: BatchRequest) => {
  let reply: BatchReply;
  try {
    reply = { indices, results: indices.map((index) => runTask(task, index)) };
  } catch (error) {
    reply = { error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  port.postMessage(reply);
});
