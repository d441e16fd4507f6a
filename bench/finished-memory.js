#!/usr/bin/env node
// Memory after many finished games (issue 23: "memory flat after 10,000 finished games"). One server in this
// process on SQLite; games of a one-move race (bench/race-game.js, started one step from the end) between two
// random bots, created over HTTP in batches and played to their end. After each checkpoint: a full GC, then
// the heap in use and the rooms held in memory.
//   node --expose-gc bench/finished-memory.js [games=10000] [finishedRoomsKept=100]
// finishedRoomsKept=0 keeps none; a huge one (1e9) keeps every finished room, as the server did before.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ok } from '@warboard/core';
import { createServer, openSqlite, registry } from '@warboard/server';
import { raceGame, TARGET } from './race-game.js';

if (typeof globalThis.gc !== 'function') {
  console.error('run with node --expose-gc');
  process.exit(2);
}
const games = Number(process.argv[2] ?? 10_000);
const kept = Number(process.argv[3] ?? 100);
const sprint = { ...raceGame, id: 'sprint', setup: () => ok({ total: TARGET - 1, toMove: 0, winner: null }) };

const dir = mkdtempSync(join(tmpdir(), 'warboard-memory-'));
const storage = openSqlite(join(dir, 'warboard.sqlite'), { synchronous: 'normal' });
const lifted = 1e9;
const server = await createServer({
  storage,
  registry: registry([sprint]),
  bots: 'inline',
  logger: false,
  limits: {
    finishedRoomsKept: kept,
    lobbyRequests: lifted,
    gamesCreated: lifted,
    botGamesPerIp: lifted,
    botGames: lifted,
  },
});
const url = await server.listen(0);
const body = JSON.stringify({ game: 'sprint', seats: [{ kind: 'bot' }, { kind: 'bot' }] });
const create = () =>
  fetch(`${url}/api/games`, { method: 'POST', body, headers: { 'content-type': 'application/json' } }).then(
    (r) => r.json(),
  );

const mb = (n) => (n / 1024 / 1024).toFixed(1);
const checkpoints = new Set([1000, games]);
const rows = [];
let done = 0;
while (done < games) {
  const batch = Math.min(200, games - done);
  await Promise.all(Array.from({ length: batch }, create));
  done += batch;
  // Every game of the batch ends on its bot's one move.
  while ((await storage.listGames(['live'], 1)).length > 0) await new Promise((r) => setTimeout(r, 10));
  if (checkpoints.has(done)) {
    await new Promise((r) => setTimeout(r, 50)); // the last rooms settle
    globalThis.gc();
    const heap = process.memoryUsage().heapUsed;
    rows.push({ finished: done, rooms: server.hub.size, heapMB: mb(heap) });
  }
}
console.log(`finishedRoomsKept=${kept}`);
console.table(rows);
await server.close();
rmSync(dir, { recursive: true, force: true });
