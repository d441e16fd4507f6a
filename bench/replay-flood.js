#!/usr/bin/env node
// Replays under load (issue 20): a server in a child process holds one finished Frontline game of two random
// bots; twenty clients ask for its whole replay at once while a spectator pings over the WebSocket every
// 10 ms. Prints the replay's size, the slowest ping while the twenty are answered (how long every other
// client waited), and how many builds the server ran. Once with replays built on the event loop (`inline`),
// once on the replay thread (`thread`, the server's own), both cached. The game is played once and each mode
// serves a copy of the same database file, so both answer the very same replay.
//   node bench/replay-flood.js [--steps-per-turn N] [inline|thread ...]
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
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
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { 'steps-per-turn': { type: 'string', default: '120' } },
  });
  const modes = positionals.length > 0 ? positionals : ['inline', 'thread'];
  const played = await playOne(Number(values['steps-per-turn']));
  const rows = [];
  for (const mode of modes) rows.push(await run(mode, played));
  rmSync(played.dir, { recursive: true, force: true });
  console.table(rows);
}

/** A server on a copy of `from` (a folder holding warboard.sqlite), or on an empty one. */
async function serve(mode, from) {
  const dir = mkdtempSync(join(tmpdir(), 'warboard-replay-'));
  if (from) cpSync(from, dir, { recursive: true });
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--serve', mode, dir], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const url = await new Promise((resolve) => child.once('message', (m) => resolve(m.url)));
  const stop = async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    return dir;
  };
  return { child, url, stop };
}

/** Plays one Frontline game of two random bots to its end; its folder and id. */
async function playOne(stepsPerTurn) {
  const { url, stop } = await serve('thread');
  const game = await fetch(`${url}/api/games`, {
    method: 'POST',
    body: JSON.stringify({
      game: 'frontline',
      options: { players: 2, turnLimit: 12, stepsPerTurn },
      seats: [{ kind: 'bot' }, { kind: 'bot' }],
      decisionMs: 60_000,
    }),
    headers: { 'content-type': 'application/json' },
  }).then((r) => r.json());
  let summary;
  do {
    await new Promise((r) => setTimeout(r, 200));
    summary = await (await fetch(`${url}/api/games/${game.id}`)).json();
    if (process.env.DEBUG) console.error(summary.status, summary.version);
  } while (summary.status !== 'over');
  return { dir: await stop(), id: game.id, steps: summary.version };
}

async function run(mode, played) {
  const { child, url, stop } = await serve(mode, played.dir);
  const game = { id: played.id };

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
  rmSync(await stop(), { recursive: true, force: true });
  return {
    mode,
    steps: played.steps,
    replayMB: (bodies[0].length / 1024 / 1024).toFixed(2),
    builds,
    'twenty answered (ms)': Math.round(allMs),
    'slowest ping meanwhile (ms)': Math.round(slowest),
  };
}
