/**
 * Bad configuration, as an operator might type it: `warboard start` as a real process with one bad variable
 * each time. Every one exits 2 before opening anything, with one line that names the variable and what it
 * takes, and no stack trace (before config.ts, PORT=abc and LOG_LEVEL=verbose crashed with one, and a bad
 * WARBOARD_SQLITE_SYNC or WARBOARD_LEASE_MS was silently replaced by the default).
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, readConfig } from '../../src/config.js';
import { ConfigurationError } from '../../src/index.js';
import { LIMIT_VARIABLES } from '../../src/limits.js';
import { tempDir } from '../helpers.js';

const bin = fileURLToPath(new URL('../../../../bin/warboard.js', import.meta.url));

function run(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const { DATABASE_URL: _, REDIS_URL: __, PORT: ___, ...rest } = process.env;
  const child = spawn(process.execPath, [bin, 'start'], {
    env: { ...rest, HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => {
    stdout += c.toString();
    // A server that started anyway is the failure being tested for: stop it so the test reports it.
    if (stdout.includes('running at')) child.kill('SIGKILL');
  });
  child.stderr.on('data', (c: Buffer) => {
    stderr += c.toString();
  });
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stdout, stderr })));
}

/** Each defect the issue reproduced, and a URL with a password in it, through the real process. */
const inProcess: readonly [string, string, RegExp][] = [
  ['PORT', 'abc', /^PORT="abc" is not valid: it takes a whole number from 0 to 65535$/],
  ['LOG_LEVEL', 'verbose', /^LOG_LEVEL="verbose" is not valid: it takes fatal, error, warn, info/],
  ['WARBOARD_SQLITE_SYNC', 'fast', /^WARBOARD_SQLITE_SYNC="fast" is not valid: it takes full or normal$/],
  [
    'WARBOARD_LEASE_MS',
    '5s',
    /^WARBOARD_LEASE_MS="5s" is not valid: it takes a whole number of milliseconds/,
  ],
  // The value of a URL is not echoed: it may hold a password.
  ['DATABASE_URL', 'mysql://root:secret@db/w', /^DATABASE_URL is not valid: it takes a postgres:\/\/ /],
];

/** The rest of what is refused, read by the same function the process calls. */
const refused: readonly [string, string][] = [
  ['PORT', '70000'],
  ['PORT', '0x50'],
  ['PORT', '1e3'],
  ['PORT', ' 80'],
  ['HOST', 'two words'],
  ['WARBOARD_POLL_MS', '-1'],
  ['WARBOARD_SAFETY_POLL_MS', '1.5'],
  ['WARBOARD_LEASE_MS', '0'],
  ['REDIS_URL', 'localhost:6379'],
  ['DATABASE_URL', 'not a url'],
];

// Concurrent: each case is a process start, mostly waiting on module loading.
describe.concurrent('warboard start refuses bad configuration with one line and exit code 2', () => {
  it.each(inProcess)('%s=%s', async (name, value, expected) => {
    const data = tempDir();
    try {
      const { code, stdout, stderr } = await run({ WARBOARD_DATA: data.dir, [name]: value });
      expect(stdout).toBe('');
      const lines = stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]?.replace(/^[^:]*error: /i, '')).toMatch(expected);
      expect(stderr).not.toMatch(/\n\s+at /); // no stack trace
      expect(stderr).not.toContain('secret');
      expect(code).toBe(2);
      expect(readdirSync(data.dir)).toEqual([]); // nothing was opened
    } finally {
      data.remove();
    }
  });

  it.each(refused)('refuses %s=%j', (name, value) => {
    expect(() => readConfig({ [name]: value })).toThrow(
      new RegExp(`^${name}(="[^"]*")? is not valid: it takes `),
    );
  });

  it('names every bad variable at once, and accepts the documented values', () => {
    expect(() => readConfig({ PORT: 'abc', LOG_LEVEL: 'loud' })).toThrow(ConfigurationError);
    expect(() => readConfig({ PORT: 'abc', LOG_LEVEL: 'loud' })).toThrow(/^PORT="abc".*; LOG_LEVEL="loud"/);
    const config = readConfig({
      PORT: '8080',
      LOG_LEVEL: 'warn',
      WARBOARD_SQLITE_SYNC: 'normal',
      WARBOARD_LEASE_MS: '2500',
      DATABASE_URL: 'postgresql://u:p@127.0.0.1/w',
      REDIS_URL: 'redis://127.0.0.1:6379/2',
    });
    expect(config).toMatchObject({ PORT: 8080, LOG_LEVEL: 'warn', WARBOARD_SQLITE_SYNC: 'normal' });
    expect(config.WARBOARD_LEASE_MS).toBe(2500);
    // Unset and empty both mean the default.
    expect(readConfig({ PORT: '', HOST: '' })).toMatchObject({ HOST: '0.0.0.0', WARBOARD_LEASE_MS: 5000 });
    expect(readConfig({}).PORT).toBeUndefined();
  });

  it.each(['protocol.md', 'operations.md'])('checks exactly the variables of the table in docs/%s', (doc) => {
    const text = readFileSync(fileURLToPath(new URL(`../../../../docs/${doc}`, import.meta.url)), 'utf8');
    const rows = text.split('\n').filter((line) => /^\| `[A-Z_]+`/.test(line));
    const documented = rows.flatMap((row) =>
      [...(row.split('|')[1] ?? '').matchAll(/`([A-Z_]+)`/g)].map((m) => m[1]),
    );
    // Both are checked at start: config.ts's variables, then the limits' (limits.ts), each bad value exit 2.
    // protocol.md's table lists them all; operations.md's environment table the first, and points to the other.
    const checked =
      doc === 'protocol.md' ? [...CONFIG_VARIABLES, ...Object.values(LIMIT_VARIABLES)] : CONFIG_VARIABLES;
    expect([...new Set(documented)].sort()).toEqual([...new Set(checked)].sort());
  });
});
