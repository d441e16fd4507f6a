/**
 * The SQLite writer thread: runs the batches of writes the storage posts, each in one transaction on a
 * connection of its own, so a commit's fsync blocks this thread and never the server's event loop. Asked to
 * close, it closes its connection and lets the thread end by itself (never terminated with the file open).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { connect, sqliteWrites, type Write, type WriteOutcome } from './sqlite.js';

const { file, synchronous } = workerData as { file: string; synchronous: 'full' | 'normal' };
const db = connect(file, synchronous);
const writeAll = sqliteWrites(db);

parentPort?.on('message', (m: { id: number; batch: Write[] } | { close: true }) => {
  if ('close' in m) {
    db.close();
    parentPort?.close(); // nothing else keeps the thread: it ends
    return;
  }
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
