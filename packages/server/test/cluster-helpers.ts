/**
 * What the multi-process tests need: a real PostgreSQL (DATABASE_URL) in a schema of their own, so games of
 * other test files never reach these servers, and a real Redis: the shared one of REDIS_URL, or (for the
 * tests that stop it) a redis-server of the test's own on a free port. Without them the tests are skipped with a message, except in
 * CI (which installs both, see .ci/run), where a missing one fails them.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { connect, createServer as netServer, type Server, type Socket } from 'node:net';
import pg from 'pg';

const redisBinary = (): string | null => {
  try {
    return execFileSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
};

/** Why the multi-process tests cannot run here (null: they can). Throws in CI instead of skipping. */
export function clusterUnavailable(): string | null {
  const missing = [
    ...(process.env.DATABASE_URL ? [] : ['DATABASE_URL (a PostgreSQL database)']),
    ...(redisBinary() ? [] : ['redis-server (Debian package redis-server)']),
    // CI also starts a shared Redis (REDIS_URL); locally the tests make do with their own.
    ...(process.env.CI && !process.env.REDIS_URL ? ['REDIS_URL (a Redis server)'] : []),
  ];
  if (missing.length === 0) return null;
  const message = `multi-process server tests need ${missing.join(' and ')}`;
  if (process.env.CI) throw new Error(`${message}: CI installs both (.ci/run)`);
  console.warn(`skipped: ${message}`);
  return message;
}

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = netServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });

/** A redis-server of this test's own on a free port, without persistence; stop and start it at will. */
export class TestRedis {
  private child: ChildProcess | null = null;

  private constructor(readonly port: number) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  static async start(): Promise<TestRedis> {
    const redis = new TestRedis(await freePort());
    await redis.start();
    return redis;
  }

  start(): Promise<void> {
    const binary = redisBinary();
    if (!binary) throw new Error('redis-server not found');
    const child = spawn(
      binary,
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    this.child = child;
    return new Promise((resolve, reject) => {
      let out = '';
      child.stdout?.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('Ready to accept connections')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${out}`)));
    });
  }

  /** Stop it (SIGKILL: as abrupt as a crash) and wait until it is gone. */
  stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  }
}

/** The shared Redis of REDIS_URL (CI starts one), or one of this test's own. */
export async function sharedRedis(): Promise<{ url: string; stop: () => Promise<void> }> {
  const url = process.env.REDIS_URL;
  if (url) return { url, stop: async () => undefined };
  return TestRedis.start();
}

/** A fresh PostgreSQL schema in DATABASE_URL's database; the URL points every connection at it. */
export async function freshSchema(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.DATABASE_URL as string;
  const schema = `wb_cluster_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await c.end();
    },
  };
}

/**
 * A TCP relay between one process and Redis that the test can cut and restore, so that process alone loses
 * Redis while the others keep it (as when one machine's network fails).
 */
export class CutLink {
  private readonly sockets = new Set<Socket>();
  private server: Server | null = null;

  private constructor(
    readonly port: number,
    private readonly target: number,
  ) {}

  /** A relay on a free port to Redis on `target`. */
  static async to(target: number): Promise<CutLink> {
    const link = new CutLink(await freePort(), target);
    await link.restore();
    return link;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Accept connections again and relay them. */
  restore(): Promise<void> {
    const server = netServer((client) => {
      const upstream = connect(this.target, '127.0.0.1');
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    this.server = server;
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
  }

  /** Drop every relayed connection and refuse new ones until `restore`. */
  cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }
}
