/**
 * A PostgreSQL server of a test's own: a fresh cluster in a temporary folder, on a free port, that the test may
 * stop and start at will without touching the shared database of DATABASE_URL. Built from Debian's
 * postgresql package (`/usr/lib/postgresql/<version>/bin`); run as the `postgres` user when the tests run as
 * root (as in CI), since PostgreSQL refuses to run as root. Without the package the tests are skipped with a
 * message, except in CI (which installs it, see .ci/run), where a missing one fails them.
 */
import { execFile, execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './cluster-helpers.js';

function binaries(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

const asRoot = process.getuid?.() === 0;

/** Why a PostgreSQL of the test's own cannot run here (null: it can). Throws in CI instead of skipping. */
export function ownPostgresUnavailable(): string | null {
  if (binaries() !== null) return null;
  const message = 'tests with a PostgreSQL of their own need the postgresql package (/usr/lib/postgresql)';
  if (process.env.CI) throw new Error(`${message}: CI installs it (.ci/run)`);
  console.warn(`skipped: ${message}`);
  return message;
}

export class TestPostgres {
  private constructor(
    private readonly bin: string,
    readonly dir: string,
    readonly port: number,
  ) {}

  /** The database the server uses; the superuser `warboard` without a password (trust, on 127.0.0.1 only). */
  get url(): string {
    return `postgres://warboard@127.0.0.1:${this.port}/postgres`;
  }

  static async start(): Promise<TestPostgres> {
    const bin = binaries();
    if (!bin) throw new Error('PostgreSQL binaries not found');
    const dir = mkdtempSync(join(tmpdir(), 'warboard-pg-'));
    if (asRoot) {
      const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
      chmodSync(dir, 0o700);
      chownSync(dir, uid, gid);
    }
    const pg = new TestPostgres(bin, dir, await freePort());
    await pg.run('initdb', [
      '-D',
      join(dir, 'data'),
      '-U',
      'warboard',
      '--auth=trust',
      '--no-sync',
      '-E',
      'UTF8',
    ]);
    await pg.startServer();
    return pg;
  }

  /** A PostgreSQL program, as the postgres user when this is root; from / so that user may enter the folder. */
  private async run(program: string, args: readonly string[]): Promise<void> {
    const path = join(this.bin, program);
    const [command, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', path, ...args]] : [path, [...args]];
    await promisify(execFile)(command, argv, { cwd: '/' });
  }

  /** Start it again on the same data and port; resolves once it accepts connections. */
  startServer(): Promise<void> {
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
    return this.run('pg_ctl', [
      '-D',
      join(this.dir, 'data'),
      '-l',
      join(this.dir, 'log'),
      '-o',
      options,
      '-w',
      'start',
    ]);
  }

  /** Stop it as a crash would (immediate: every connection dropped, no checkpoint). */
  stopServer(): Promise<void> {
    return this.run('pg_ctl', ['-D', join(this.dir, 'data'), '-m', 'immediate', '-w', 'stop']);
  }

  /** Stop it and remove its data. */
  async remove(): Promise<void> {
    await this.stopServer().catch(() => undefined); // already stopped
    rmSync(this.dir, { recursive: true, force: true });
  }
}
