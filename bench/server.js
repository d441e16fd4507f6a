#!/usr/bin/env node
// Load benchmark of the game server: N concurrent Four Horsemen games, two real WebSocket clients each on
// loopback, every client answering the legal actions it is offered at once. Reports acknowledged actions per
// second and the action round trip (send → ack, after the durable write) at p50/p99, beside the floor: a bare
// `ws` echo server answering the same number of clients with one message in flight each.
// The server runs in its own process (`warboard start`, SQLite with write-through in a temporary folder).
// With --cluster it runs on PostgreSQL (DATABASE_URL, in a schema of its own) and Redis (REDIS_URL, or a
// redis-server started here) as one process and then as two, the clients' connections and lobby calls
// spread round-robin over the processes as a round-robin proxy would: the rows stand side by side.
//
//   npm run build && node bench/server.js [--games 200] [--seconds 10] [--sync full|normal] [--json] [--cpu-prof <dir>]
//   npm run build && DATABASE_URL=postgres://… node bench/server.js --cluster [--games 200] [--seconds 10]
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { echoRow, keepGames, measure, serverNodeFlags, summary, warboardGame } from './load-kit.js';

const { values: flags } = parseArgs({
  options: {
    games: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '10' },
    sync: { type: 'string', default: 'full' }, // SQLite: 'full' (fsync per action) or 'normal'
    json: { type: 'boolean', default: false },
    cluster: { type: 'boolean', default: false }, // PostgreSQL + Redis, one process and then two
    // CPU profiles of the Warboard server processes, written into this folder when they stop.
    'cpu-prof': { type: 'string' },
  },
});
const GAMES = Number(flags.games);
const SECONDS = Number(flags.seconds);
const bin = fileURLToPath(new URL('../bin/warboard.js', import.meta.url));

function startChild(args, env, pattern) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const m = pattern.exec(out);
      if (m) resolve({ child, url: m[1] });
    });
    child.once('exit', (code) => reject(new Error(`child exited ${code}: ${out}`)));
  });
}

/**
 * Warboard: GAMES games, 2 clients each, playing random legal actions (never a surrender) for SECONDS, on
 * `processes` server processes started with `env` (each new connection and lobby call goes to the next
 * process in turn).
 */
async function warboard(name, processes = 1, extraEnv = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'warboard-bench-'));
  const { DATABASE_URL: _, REDIS_URL: __, ...env } = process.env;
  const started = await Promise.all(
    Array.from({ length: processes }, () =>
      startChild(
        [...serverNodeFlags(flags['cpu-prof']), bin, 'start'],
        {
          ...env,
          PORT: '0',
          HOST: '127.0.0.1',
          WARBOARD_DATA: dir,
          LOG_LEVEL: 'warn',
          WARBOARD_SQLITE_SYNC: flags.sync,
          // One load generator creates every game: its per-client limits are lifted (docs/operations.md).
          WARBOARD_LOBBY_REQUESTS: '1000000000',
          WARBOARD_GAMES_CREATED: '1000000000',
          WARBOARD_OPEN_GAMES_PER_IP: '1000000000',
          WARBOARD_CONNECTIONS_PER_IP: '1000000',
          ...extraEnv,
        },
        /running at (http:\/\/\S+)/,
      ),
    ),
  );
  let turn = 0;
  const next = () => started[turn++ % started.length].url; // the round-robin
  const sockets = [];
  const pids = started.map(({ child }) => child.pid);
  const { stats, seconds, writes, cpu } = await measure(
    SECONDS,
    async (stats) => {
      const client = {
        lobbyUrl: next,
        socketUrl: () => `${next().replace('http', 'ws')}/api/play`,
        body: { game: 'horsemen', seats: [{ kind: 'human' }, { kind: 'human' }], decisionMs: 600_000 },
        pick: (legal) => {
          const playing = legal.filter((a) => a.type !== 'surrender');
          const pool = playing.length > 0 ? playing : legal;
          return pool[Math.floor(Math.random() * pool.length)];
        },
        stats,
        sockets,
      };
      await keepGames(GAMES, stats, (onOver) => warboardGame(client, onOver));
      return async () => {
        for (const s of sockets) s.terminate();
        await Promise.all(
          started.map(({ child }) => {
            child.kill('SIGTERM');
            return new Promise((r) => child.once('exit', r));
          }),
        );
        rmSync(dir, { recursive: true, force: true });
      };
    },
    pids,
  );
  return {
    ...summary(name, stats.acked, seconds, stats.rtts),
    ...writes,
    ...cpu,
    finishedGames: stats.finishedGames,
    failedGames: stats.failedGames,
  };
}

/** A fresh PostgreSQL schema for one run (so no earlier game is rebuilt), dropped afterwards. */
async function withSchema(run) {
  const { default: pg } = await import('pg');
  const base = process.env.DATABASE_URL;
  const schema = `wb_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  try {
    return await run(url.toString());
  } finally {
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
  }
}

/** REDIS_URL, or a redis-server of the benchmark's own on a free port. */
async function withRedis(run) {
  if (process.env.REDIS_URL) return run(process.env.REDIS_URL);
  const found = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).stdout.trim();
  if (!found) throw new Error('--cluster needs REDIS_URL or redis-server (Debian package redis-server)');
  const port = 20000 + Math.floor(Math.random() * 20000);
  const child = spawn(
    found,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (out.includes('Ready to accept connections')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited ${code}: ${out}`)));
  });
  try {
    return await run(`redis://127.0.0.1:${port}`);
  } finally {
    child.kill('SIGTERM');
  }
}

/** The same load on PostgreSQL + Redis with one process, then two. */
async function clusterRows() {
  if (!/^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '')) {
    throw new Error('--cluster needs DATABASE_URL=postgres://…');
  }
  return withRedis(async (redisUrl) => {
    const rows = [];
    for (const processes of [1, 2]) {
      rows.push(
        await withSchema((databaseUrl) =>
          warboard(`warboard, ${processes} process${processes > 1 ? 'es' : ''} (PG+Redis)`, processes, {
            DATABASE_URL: databaseUrl,
            REDIS_URL: redisUrl,
          }),
        ),
      );
    }
    return rows;
  });
}

const rows = [
  await echoRow(GAMES, SECONDS, startChild),
  ...(flags.cluster
    ? await clusterRows()
    : [await warboard(`warboard (${GAMES} games, SQLite ${flags.sync})`)]),
];
process.exitCode = 0;
if (flags.json) console.log(JSON.stringify({ games: GAMES, seconds: SECONDS, rows }, null, 2));
else {
  console.log(`${GAMES} concurrent games, ${SECONDS} s each\n`);
  console.log(
    'row                                   msgs/s    p50 ms    p99 ms  written/action  to disk/action  server CPU/action  clients CPU/action',
  );
  const bytes = (n) => (n === undefined ? '' : `${(n / 1024).toFixed(1)} KB`);
  const micros = (n) => (n == null ? '' : `${n} µs`);
  for (const r of rows) {
    console.log(
      `${r.name.padEnd(36)}${String(r.perSecond).padStart(8)}${r.p50ms.toFixed(2).padStart(10)}${r.p99ms.toFixed(2).padStart(10)}${bytes(r.wcharPerAction).padStart(16)}${bytes(r.diskBytesPerAction).padStart(16)}${micros(r.serverCpuMicrosPerAction).padStart(19)}${micros(r.clientsCpuMicrosPerAction).padStart(20)}`,
    );
  }
  const [floor, ours, two] = rows;
  console.log(
    `\nwarboard p99 / echo p99: ${(ours.p99ms / floor.p99ms).toFixed(1)}×   (target at 200 games: ≤ 5×)`,
  );
  if (two) {
    console.log(
      `2 processes / 1 process: ${(two.perSecond / ours.perSecond).toFixed(2)}× actions/s, ${(two.p99ms / ours.p99ms).toFixed(2)}× p99`,
    );
  }
}
