/**
 * Stopping and resuming `warboard lab` for real: the built CLI runs in a child process on two worker
 * threads, is killed (SIGKILL: no chance to clean up) or interrupted (SIGINT) part-way, and run again.
 * The rerun must play exactly the games that were not stored, and end with the report of a run that was
 * never stopped. The build is refreshed first when it can be, as in worker-threads.test.ts.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openConnection } from '@warboard/server/sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'warboard-lab-resume-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const PLANNED = 200;
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
  String(PLANNED / 2),
  '--seed',
  'resume',
  '--workers',
  '2',
  '--db',
  join(dir, `${name}.sqlite`),
  '--out',
  join(dir, name),
];

beforeAll(() => {
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
    // Fall through to the existing build, checked below.
  }
  if (!existsSync(`${root}packages/cli/dist/lab/run.js`))
    throw new Error('no build of the CLI: npm run build');
}, 600_000);

/** Games stored so far (the database may not exist yet, or be mid-write: then 0). */
function stored(name: string): number {
  const file = join(dir, `${name}.sqlite`);
  if (!existsSync(file)) return 0;
  try {
    const db = openConnection(file, { readonly: true, fileMustExist: true });
    try {
      return (db.prepare('SELECT count(*) AS n FROM lab_games').get() as { n: number }).n;
    } finally {
      db.close();
    }
  } catch {
    return 0;
  }
}

/** Starts the experiment and sends `signal` once at least `after` games are stored. */
function stopPartWay(name: string, signal: NodeJS.Signals, after: number) {
  const child = spawn(process.execPath, experiment(name), { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += String(chunk);
  });
  return new Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }>((resolve) => {
    const poll = setInterval(() => {
      if (stored(name) >= after) {
        clearInterval(poll);
        child.kill(signal);
      }
    }, 20);
    child.on('exit', (code, sig) => {
      clearInterval(poll);
      resolve({ code, signal: sig, stderr });
    });
  });
}

const complete = (name: string) =>
  spawnSync(process.execPath, experiment(name), { cwd: root, encoding: 'utf8' });

describe('warboard lab: stopped and resumed (built CLI, child processes)', () => {
  it('killed mid-run, then rerun: only the missing games are played, and the report equals an unbroken run', async () => {
    const unbroken = complete('unbroken');
    expect(unbroken.status).toBe(0);
    expect(stored('unbroken')).toBe(PLANNED);

    const killed = await stopPartWay('killed', 'SIGKILL', 20);
    expect(killed.signal).toBe('SIGKILL');
    const kept = stored('killed');
    expect(kept).toBeGreaterThanOrEqual(20);
    expect(kept).toBeLessThan(PLANNED); // it really was stopped part-way

    const resumed = complete('killed');
    expect(resumed.status).toBe(0);
    expect(resumed.stderr).toContain(`${kept} games already stored, ${PLANNED - kept} to play`);
    expect(stored('killed')).toBe(PLANNED);
    expect(readFileSync(join(dir, 'killed', 'report.json'), 'utf8')).toBe(
      readFileSync(join(dir, 'unbroken', 'report.json'), 'utf8'),
    );
  });

  it('Ctrl-C (SIGINT) stops between games, still writes a report of the stored games, and exits 130', async () => {
    const stopped = await stopPartWay('interrupted', 'SIGINT', 20);
    const kept = stored('interrupted');
    expect(kept).toBeLessThan(PLANNED); // it really was stopped part-way
    expect(stopped.code).toBe(130);
    expect(stopped.stderr).toContain(`stopped: ${kept} of ${PLANNED} games stored`);
    const partial = JSON.parse(readFileSync(join(dir, 'interrupted', 'report.json'), 'utf8'));
    const games = partial.analysis.variants.reduce((n: number, v: { games: number }) => n + v.games, 0);
    expect(games).toBe(kept);

    const resumed = complete('interrupted');
    expect(resumed.status).toBe(0);
    expect(resumed.stderr).toContain(`${kept} games already stored, ${PLANNED - kept} to play`);
    expect(stored('interrupted')).toBe(PLANNED);
  });
});
