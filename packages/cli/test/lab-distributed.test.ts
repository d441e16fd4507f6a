/**
 * The lab on BullMQ over a real Redis: a coordinator (`warboard lab --redis`) and two worker processes
 * (`warboard lab worker`), one SIGKILLed mid-run. No game may be lost, none counted twice, and the report
 * must equal a single-process run's, byte for byte. Redis is CI's (REDIS_URL, started by .ci/run) or, here,
 * a redis-server of the test's own; without either the test is skipped locally and fails in CI. The
 * coordinator stores its results in PostgreSQL when DATABASE_URL is set (CI sets it; there it is required),
 * else in its SQLite file.
 */
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openConnection } from '@warboard/server/sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bots } from '../src/bot-registry.js';
import { games } from '../src/games.js';
import { planExperiment } from '../src/lab/experiment.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'warboard-lab-distributed-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;
if (process.env.CI && (!process.env.REDIS_URL || !process.env.DATABASE_URL)) {
  throw new Error(
    'the distributed lab test needs REDIS_URL and DATABASE_URL (Redis and PostgreSQL): CI starts both (.ci/run)',
  );
}
const postgres = process.env.DATABASE_URL;
const unavailable = !process.env.REDIS_URL && !hasRedisServer;
if (unavailable) console.warn('skipped: the distributed lab test needs REDIS_URL or redis-server');

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

let redis = process.env.REDIS_URL ?? '';
beforeAll(async () => {
  if (unavailable) return;
  try {
    execFileSync(
      process.execPath,
      ['node_modules/typescript/bin/tsc', '-b', 'packages/cli/tsconfig.build.json'],
      {
        cwd: root,
        stdio: 'pipe',
      },
    );
  } catch {
    // Fall through to the existing build.
  }
  if (redis === '') {
    const port = await freePort();
    const server = spawn('redis-server', [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
    ]);
    children.push(server);
    redis = `redis://127.0.0.1:${port}`;
    for (
      let i = 0;
      i < 100 &&
      spawnSync('redis-cli', ['-p', String(port), 'ping'])
        .stdout?.toString()
        .trim() !== 'PONG';
      i++
    ) {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}, 600_000);

// A seed of this run's own: a shared Redis may hold an earlier run's finished jobs, which would be taken as
// they are (correctly) without any worker playing, and leave nothing to kill a worker in the middle of.
const seed = `distributed-${process.pid}-${Date.now()}`;
const GAMES = 150;
const experiment = (name: string) => [
  'bin/warboard.js',
  'lab',
  '--game',
  'horsemen',
  '--variant',
  'tie=both-survive',
  '--variant',
  'tie=both-die',
  '--games',
  String(GAMES),
  '--seed',
  seed,
  '--db',
  join(dir, `${name}.sqlite`),
  '--out',
  join(dir, name),
];

/** Games stored by the distributed run: in PostgreSQL when it has one (read by a child: this must be sync). */
const storedDistributed = (): number => {
  if (postgres === undefined) return stored('distributed');
  const { id } = planExperiment(games, bots, {
    game: 'horsemen',
    variants: ['tie=both-survive', 'tie=both-die'],
    bots: 'random',
    games: GAMES,
    seed,
    option: {},
  });
  const script = `const pg = require('pg');
const c = new pg.Client(process.argv[1]);
c.connect()
  .then(() => c.query('SELECT COUNT(*)::int AS n FROM lab_games WHERE experiment = $1', [process.argv[2]]))
  .then((r) => { console.log(r.rows[0].n); return c.end(); })
  .catch(() => { console.log(0); process.exit(0); });`;
  const count = spawnSync(process.execPath, ['-e', script, postgres, id], { cwd: root });
  return Number(count.stdout.toString().trim() || 0);
};

const stored = (name: string): number => {
  const file = join(dir, `${name}.sqlite`);
  if (!existsSync(file)) return 0;
  try {
    const db = openConnection(file, { readonly: true });
    try {
      return (db.prepare('SELECT COUNT(*) AS n FROM lab_games').get() as { n: number }).n;
    } finally {
      db.close();
    }
  } catch {
    return 0;
  }
};

const worker = () => {
  const child = spawn(
    process.execPath,
    ['bin/warboard.js', 'lab', 'worker', '--redis', redis, '--lock-ms', '1500'],
    {
      cwd: root,
      stdio: 'ignore',
    },
  );
  children.push(child);
  return child;
};

const exited = (child: ChildProcess): Promise<number | null> =>
  new Promise((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', resolve)));

describe.skipIf(unavailable)('warboard lab on BullMQ: two workers, one killed', () => {
  it('loses no game, counts none twice, and reports what a single process reports', async () => {
    const [a, b] = [worker(), worker()];
    const db = postgres !== undefined ? ['--db', postgres] : [];
    const coordinator = spawn(process.execPath, [...experiment('distributed'), ...db, '--redis', redis], {
      cwd: root,
      stdio: 'ignore',
    });
    children.push(coordinator);
    while (stored('distributed') < 20 && coordinator.exitCode === null)
      await new Promise((r) => setTimeout(r, 50));
    a.kill('SIGKILL');
    expect(await exited(coordinator)).toBe(0);
    b.kill('SIGTERM');
    await exited(b);
    // Every game exactly once: the store's key is (experiment, variant, game index).
    expect(storedDistributed()).toBe(2 * GAMES);

    const single = spawnSync(process.execPath, [...experiment('single'), '--workers', '1'], { cwd: root });
    expect(single.status).toBe(0);
    for (const file of ['report.json', 'report.html']) {
      expect(readFileSync(join(dir, 'distributed', file), 'utf8')).toBe(
        readFileSync(join(dir, 'single', file), 'utf8'),
      );
    }
  }, 600_000);
});
