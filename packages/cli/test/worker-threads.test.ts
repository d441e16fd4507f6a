/**
 * Real worker threads. Workers run the built JavaScript, so these tests drive the built CLI (dist) in a
 * child process, comparing runs that differ only in --workers: both sides run the same build, so the
 * comparison holds even when dist lags behind the sources. The build is refreshed first when it can be;
 * if another package's sources do not compile at the moment, the existing build is used.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));

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
  if (!existsSync(`${root}packages/cli/dist/pool-worker.js`))
    throw new Error('no build of the CLI: npm run build');
}, 600_000);

function warboard(args: readonly string[]): {
  code: number | null;
  json: Record<string, unknown>;
  stderr: string;
} {
  const r = spawnSync(process.execPath, ['bin/warboard.js', ...args], { cwd: root, encoding: 'utf8' });
  return { code: r.status, json: r.stdout ? JSON.parse(r.stdout) : {}, stderr: r.stderr };
}

const withoutTiming = ({ timing: _t, ...rest }: Record<string, unknown>) => rest;

describe('worker threads (built CLI)', () => {
  it('sim: the same summary with 1 and 2 workers, apart from timing', () => {
    // Enough games (a second or two of one core) that the workers join the main thread, which plays
    // while they load, and that 1 and 2 threads cut the run into different blocks.
    const args = ['sim', 'horsemen', '--games', '2000', '--seed', 'threads', '--json'];
    const one = warboard([...args, '--workers', '1']);
    const two = warboard([...args, '--workers', '2']);
    expect(one.stderr).toBe('');
    expect(two.stderr).toBe('');
    expect(one.code).toBe(0);
    expect(two.code).toBe(0);
    expect(one.json.games).toBe(2000);
    expect(withoutTiming(two.json)).toEqual(withoutTiming(one.json));
  });

  it('ladder: the same results with 1 and 2 workers, apart from timing', () => {
    const args = [
      'ladder',
      '--game',
      'horsemen',
      '--bots',
      'random,heuristic',
      '--games',
      '6',
      '--seed',
      'threads',
    ];
    const one = warboard([...args, '--json', '--workers', '1']);
    const two = warboard([...args, '--json', '--workers', '2']);
    expect(one.code).toBe(0);
    expect(two.code).toBe(0);
    expect(one.json.timing).toMatchObject({ workers: 1 });
    expect(two.json.timing).toMatchObject({ workers: 2 });
    expect(one.json.games).toBe(6);
    expect(withoutTiming(two.json)).toEqual(withoutTiming(one.json));
  });
});
