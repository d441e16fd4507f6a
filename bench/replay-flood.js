#!/usr/bin/env node
// Replays under load (issue 20): a server in a child process holds one finished Frontline game of two random
// bots; twenty clients ask for its whole replay at once while a spectator pings over the WebSocket every
// 10 ms. Prints the replay's size, the slowest ping while the twenty are answered (how long every other
// client waited), and how many builds the server ran. Once with replays built on the event loop (`inline`,
// as the server did before), once on the replay thread with its cache (`thread`, the server now).
//   node bench/replay-flood.js [inline|thread ...]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';

if (process.argv[2] === '--serve') {
  // The server: the catalog's own games build replays on the replay thread; the same games in a registry
  // of their own make the server build them inline.
  const { createServer, games, openSqlite, registry } = await import('@warboard/server');
  const mode = process.argv[3];
  const server = await createServer({
    storage: openSqlite(join(process.argv[4], 'warboard.sqlite'), { synchronous: 'normal' }),
    registry: mode === 'inline' ? registry([...games.values()]) : games,
    bots: 'inline',
    logger: false,
    limits: { lobbyRequests: 1e9, replayMaxPageSteps: 100_000 },
  });
  const url = await server.listen(0);
  process.on('message', (m) => {
    if (m === 'builds') process.send?.({ builds: server.replays.builds });
  });
  process.send?.({ url });
} else {
  const modes = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['inline', 'thread'];
  const rows = [];
  for (const mode of modes) rows.push(await run(mode));
  console.table(rows);
}

async function run(mode) {
  const dir = mkdtempSync(join(tmpdir(), 'warboard-replay-'));
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--serve', mode, dir], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const url = await new Promise((resolve) => child.once('message', (m) => resolve(m.url)));
  const post = (path, body) =>
    fetch(`${url}${path}`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    }).then((r) => r.json());
  const game = await post('/api/games', {
    game: 'frontline',
    options: { players: 2, turnLimit: 12, stepsPerTurn: 120 },
    seats: [{ kind: 'bot' }, { kind: 'bot' }],
    decisionMs: 60_000,
  });
  let summary;
  do {
    await new Promise((r) => setTimeout(r, 200));
    summary = await (await fetch(`${url}/api/games/${game.id}`)).json();
    if (process.env.DEBUG) console.error(summary.status, summary.version);
  } while (summary.status !== 'over');

  const spectator = new WebSocket(`${url.replace('http', 'ws')}/api/play`);
  await new Promise((r) => spectator.once('open', r));
  spectator.send(JSON.stringify({ type: 'hello', game: game.id }));
  const sent = new Map();
  let slowest = 0;
  spectator.on('message', (data) => {
    const m = JSON.parse(String(data));
    if (m.type !== 'pong') return;
    slowest = Math.max(slowest, performance.now() - sent.get(m.id));
  });
  let n = 0;
  const pinger = setInterval(() => {
    const id = String(n++);
    sent.set(id, performance.now());
    spectator.send(JSON.stringify({ type: 'ping', id }));
  }, 10);
  await new Promise((r) => setTimeout(r, 300));
  slowest = 0; // from here on: while the twenty are answered
  const start = performance.now();
  const bodies = await Promise.all(
    Array.from({ length: 20 }, () =>
      fetch(`${url}/api/games/${game.id}/replay?limit=100000`).then((r) => r.text()),
    ),
  );
  const allMs = performance.now() - start;
  await new Promise((r) => setTimeout(r, 100));
  clearInterval(pinger);
  spectator.close();
  child.send('builds');
  const { builds } = await new Promise((resolve) =>
    child.on('message', (m) => m.builds !== undefined && resolve(m)),
  );
  child.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
  return {
    mode,
    steps: summary.version,
    replayMB: (bodies[0].length / 1024 / 1024).toFixed(2),
    builds,
    'twenty answered (ms)': Math.round(allMs),
    'slowest ping meanwhile (ms)': Math.round(slowest),
  };
}
