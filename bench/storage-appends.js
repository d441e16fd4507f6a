#!/usr/bin/env node
// The storage alone: 200 live games on a fresh SQLite file (write-through, fsync per commit, the writer thread),
// each given `--rounds` actions, one action of every game at once per round (so the group commit batches 200
// appends), each with a fresh idempotency key and the clocks after it. Prints appends per second, and what the
// process wrote per append: `wchar` (every write call) and `write_bytes` (what reached the block device), from
// Linux's /proc/self/io.
//
//   npm run build && node bench/storage-appends.js [--rounds 400] [--checkout <path of another built checkout>]
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values: flags } = parseArgs({
  options: { rounds: { type: 'string', default: '400' }, checkout: { type: 'string' } },
});
const checkout = resolve(flags.checkout ?? fileURLToPath(new URL('..', import.meta.url)));
const rounds = Number(flags.rounds);
const { openSqlite } = await import(join(checkout, 'packages/server/dist/storage/index.js'));

const io = () =>
  Object.fromEntries(
    readFileSync('/proc/self/io', 'utf8')
      .trim()
      .split('\n')
      .map((line) => line.split(': '))
      .map(([k, v]) => [k, Number(v)]),
  );

const dir = mkdtempSync(join(tmpdir(), 'warboard-appends-'));
const storage = openSqlite(join(dir, 'warboard.sqlite'));
const games = Array.from({ length: 200 }, () => randomBytes(9).toString('base64url'));
await Promise.all(
  games.map((id) =>
    storage.createGame({
      id,
      game: 'horsemen',
      rulesVersion: '1',
      options: {},
      seed: 'bench',
      settings: { decisionMs: 60_000, fullReplay: false },
      status: 'live',
      seats: [],
    }),
  ),
);
const before = io();
const start = performance.now();
for (let r = 0; r < rounds; r++) {
  const results = await Promise.all(
    games.map((id) =>
      storage.appendAction(
        id,
        r,
        { seat: r % 2, action: { type: 'bet', amount: r, cards: [1, 2, 3] }, key: randomUUID() },
        undefined,
        [{ seat: (r + 1) % 2, at: Date.now() + 60_000 }],
        [],
      ),
    ),
  );
  if (!results.every((x) => x.ok)) throw new Error('an append was refused');
}
const seconds = (performance.now() - start) / 1000;
const after = io();
const n = rounds * games.length;
console.log(
  `${checkout}: ${n} appends, ${Math.round(n / seconds)}/s, per append ${Math.round((after.wchar - before.wchar) / n)} B written, ${Math.round((after.write_bytes - before.write_bytes) / n)} B to disk`,
);
await storage.close();
rmSync(dir, { recursive: true, force: true });
