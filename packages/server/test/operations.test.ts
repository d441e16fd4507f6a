/**
 * What an operator and a load balancer see, on a real server over real sockets: liveness and readiness
 * (a closed database and a cut Redis make it not ready), Prometheus metrics that count a real game's actions,
 * security headers on every answer, and the client's files sent compressed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import { brotliCompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { SHUTDOWN_CLOSE_CODE } from '../src/shutdown.js';
import { openPostgres, openSqlite } from '../src/storage/index.js';
import { CutLink, clusterUnavailable, freshSchema, sharedRedis } from './cluster-helpers.js';
import { http, joinEverySeat, newHorsemenGame, startServer, type TestServer, tempDir } from './helpers.js';

/** The raw answer: status, headers and body bytes as sent (no decoding). */
const raw = (url: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (c: Buffer) => chunks.push(c));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    }).on('error', reject);
  });

/** One sample's value from Prometheus's text format. */
const sample = (text: string, name: string): number => {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  if (line === undefined) throw new Error(`no sample ${name} in the metrics`);
  return Number(line.split(' ')[1]);
};

describe('operations', () => {
  const servers: TestServer[] = [];
  const cleanups: (() => void | Promise<void>)[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => s.close().catch(() => undefined)));
    for (const c of cleanups.splice(0)) await c();
  });
  const start = async (options: Parameters<typeof startServer>[0] = {}) => {
    const server = await startServer(options);
    servers.push(server);
    return server;
  };

  it('is alive and ready on SQLite; not ready (503, typed) once its database is gone, while still alive', async () => {
    const dir = tempDir();
    cleanups.push(dir.remove);
    const storage = openSqlite(join(dir.dir, 'w.sqlite'));
    const t = await start({ storage, dir: dir.dir });
    expect(await http('GET', `${t.url}/api/health`)).toEqual({ status: 200, body: { ok: true } });
    expect(await http('GET', `${t.url}/api/ready`)).toEqual({
      status: 200,
      body: { ok: true, storage: 'sqlite' },
    });
    await storage.close(); // the database file's connection is gone: every query now fails
    const ready = await http('GET', `${t.url}/api/ready`);
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ error: { code: 'not-ready', message: 'the database did not answer' } });
    expect((await http('GET', `${t.url}/api/health`)).status).toBe(200);
  });

  it('counts a real game: actions applied, ack latency, live games, connections', async () => {
    const t = await start();
    const game = await newHorsemenGame(t.url);
    const { clients, snapshots, actor } = await joinEverySeat(t.ws, game);
    const a = clients[actor]!;
    const offer = snapshots[actor];
    const from = a.messages.length;
    a.send({ type: 'action', key: 'k1', version: offer.version, action: offer.legal[0] });
    await a.waitFor((m) => m.type === 'ack' && m.key === 'k1', from);
    a.send({ type: 'action', key: 'k1', version: offer.version, action: offer.legal[0] }); // a duplicate
    await a.waitFor((m) => m.type === 'ack' && m.duplicate === true, from);

    const metrics = await raw(`${t.url}/metrics`);
    expect(metrics.status).toBe(200);
    expect(String(metrics.headers['content-type'])).toMatch(/^text\/plain/);
    const text = metrics.body.toString();
    expect(sample(text, 'warboard_actions_applied_total')).toBe(1); // the duplicate applied nothing
    expect(sample(text, 'warboard_ack_seconds_count')).toBe(2);
    expect(sample(text, 'warboard_live_games')).toBe(1);
    expect(sample(text, 'warboard_connections')).toBe(2);
    expect(sample(text, 'warboard_bot_queue')).toBe(0);
    expect(text).toContain('# TYPE warboard_storage_errors_total counter');
    expect(text).toContain('warboard_process_'); // the process's own (memory, event loop)
    await Promise.all(clients.map((c) => c.close()));
    await expect
      .poll(async () => sample((await raw(`${t.url}/metrics`)).body.toString(), 'warboard_connections'))
      .toBe(0);
  });

  it('counts failed storage calls by operation', async () => {
    const dir = tempDir();
    cleanups.push(dir.remove);
    const storage = openSqlite(join(dir.dir, 'w.sqlite'));
    const t = await start({ storage, dir: dir.dir });
    await storage.close();
    // Reads fail at once on a closed database (a write would wait on the closed writer).
    const read = await http('GET', `${t.url}/api/games/abcdefghijklmnop`);
    expect(read.status).toBeGreaterThanOrEqual(500);
    const metrics = await raw(`${t.url}/metrics`);
    expect(metrics.status).toBe(200); // a game whose load failed does not break the scrape
    expect(sample(metrics.body.toString(), 'warboard_storage_errors_total{operation="getGame"}')).toBe(1);
  });

  it('sends security headers and a same-origin Content-Security-Policy on pages and API alike', async () => {
    const t = await start();
    for (const path of ['/api/health', '/api/catalog', '/']) {
      const { headers } = await raw(`${t.url}${path}`);
      const csp = String(headers['content-security-policy']);
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).toContain("script-src-attr 'none'");
      expect(csp, path).toContain("object-src 'none'");
      expect(csp, path).toContain("frame-ancestors 'self'");
      expect(csp, path).not.toContain('upgrade-insecure-requests'); // plain-HTTP deployments keep working
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['x-frame-options'], path).toBe('SAMEORIGIN');
      expect(headers['referrer-policy'], path).toBe('no-referrer');
    }
  });

  it("sends the build's brotli or gzip copy to a browser that accepts it, and the file itself otherwise", async () => {
    const dist = tempDir();
    cleanups.push(dist.remove);
    const body = `console.log(${JSON.stringify('warboard '.repeat(500))});\n`;
    mkdirSync(join(dist.dir, 'assets'));
    writeFileSync(join(dist.dir, 'index.html'), '<!doctype html><title>Warboard</title>');
    writeFileSync(join(dist.dir, 'assets', 'main-abc.js'), body);
    writeFileSync(join(dist.dir, 'assets', 'main-abc.js.br'), brotliCompressSync(body));
    const { gzipSync } = await import('node:zlib');
    writeFileSync(join(dist.dir, 'assets', 'main-abc.js.gz'), gzipSync(body));
    const previous = process.env.WARBOARD_WEB_DIST;
    process.env.WARBOARD_WEB_DIST = dist.dir;
    cleanups.push(() => {
      if (previous === undefined) delete process.env.WARBOARD_WEB_DIST;
      else process.env.WARBOARD_WEB_DIST = previous;
    });
    const t = await start();
    const asset = `${t.url}/assets/main-abc.js`;
    const br = await raw(asset, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.body.length).toBeLessThan(body.length / 10);
    const gz = await raw(asset, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(body);
    const plain = await raw(asset, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(body);
  });

  it('closes every socket with 1001 and the resume hint when closed, after answering what it had read', async () => {
    const t = await startServer();
    const game = await newHorsemenGame(t.url);
    const { clients, snapshots, actor } = await joinEverySeat(t.ws, game);
    const a = clients[actor]!;
    const offer = snapshots[actor];
    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      a.socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
    a.send({ type: 'action', key: 'last', version: offer.version, action: offer.legal[0] });
    await a.waitFor((m) => m.type === 'ack' && m.key === 'last');
    await t.close();
    expect(await closed).toEqual({ code: SHUTDOWN_CLOSE_CODE, reason: expect.stringMatching(/lastVersion/) });
  });
});

const skipCluster = process.env.DATABASE_URL ? clusterUnavailable() : 'no DATABASE_URL';
describe.skipIf(skipCluster !== null)('readiness with several processes', () => {
  it('is not ready while Redis is cut off, and ready again once it is back', async () => {
    const redis = await sharedRedis();
    const schema = await freshSchema();
    const link = await CutLink.to(Number(new URL(redis.url).port || 6379));
    const db = new URL(redis.url).pathname; // the same Redis database as the shared one
    let t: TestServer | null = null;
    try {
      t = await startServer({
        storage: await openPostgres(schema.url),
        cluster: {
          redisUrl: `${link.url}${db}`,
          databaseUrl: schema.url,
          leaseMs: 1000,
          pollMs: 200,
          safetyPollMs: 600_000,
        },
      });
      const url = t.url;
      await expect.poll(async () => (await http('GET', `${url}/api/ready`)).status).toBe(200);
      expect((await http('GET', `${url}/api/ready`)).body).toEqual({
        ok: true,
        storage: 'postgres',
        redis: true,
      });
      await link.cut();
      await expect.poll(async () => (await http('GET', `${url}/api/ready`)).status).toBe(503);
      expect((await http('GET', `${url}/api/ready`)).body.error).toEqual({
        code: 'not-ready',
        message: 'Redis did not answer',
      });
      expect((await http('GET', `${url}/api/health`)).status).toBe(200);
      await link.restore();
      await expect.poll(async () => (await http('GET', `${url}/api/ready`)).status).toBe(200);
    } finally {
      await t?.close();
      await link.cut();
      await redis.stop();
      await schema.drop();
    }
  });
});
