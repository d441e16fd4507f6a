/**
 * The SQLite writer thread: runs the batches of writes the storage posts, each in one transaction on a
 * connection of its own, so a commit's fsync blocks this thread and never the server's event loop.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { connect, sqliteWrites, type Write, type WriteOutcome } from './sqlite.js';

const { file, synchronous } = workerData as { file: string; synchronous: 'full' | 'normal' };
const writeAll = sqliteWrites(connect(file, synchronous));

parentPort?.on('message', (m: { id: number; batch: Write[] }) => {
  try {
    // Errors cross threads as their message (a refusal of the rules is a result, not an error).
    const outcomes = writeAll(m.batch).map(
      (o): WriteOutcome => (o.ok ? o : { ok: false, error: new Error(String(o.error)) }),
    );
    parentPort?.postMessage({ id: m.id, outcomes });
  } catch (error) {
    parentPort?.postMessage({ id: m.id, error: String(error) });
  }
});
