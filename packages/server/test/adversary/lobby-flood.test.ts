/**
 * Floods of lobby requests from one client: per-IP rate limits on every route (429, Retry-After, the typed
 * `rate-limited` error), quotas on open games and on games of bots only, and the expiry of open games nobody
 * joins. The server keeps serving other clients, and a refused request changes nothing.
 */
import { request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { openPostgres } from '../../src/storage/index.js';
import { freshSchema } from '../cluster-helpers.js';
import { http, type Json, startServer, type TestServer } from '../helpers.js';

/** POST `body` to `url` from another loopback address: another client, as the server sees it. */
function httpFrom(localAddress: string, url: string, body: unknown): Promise<{ status: number; body: Json }> {
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method: 'POST',
      localAddress,
      headers: { 'content-type': 'application/json' },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => {
        text += chunk.toString('utf8');
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
    });
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

/** Wait until `done()` holds, checking every 20 ms. */
async function until(done: () => Promise<boolean>): Promise<void> {
  while (!(await done())) await new Promise((resolve) => setTimeout(resolve, 50));
}

const twoHumans = { game: 'horsemen', seats: [{ kind: 'human' }, { kind: 'human' }] };
const twoBots = { game: 'horsemen', seats: [{ kind: 'bot' }, { kind: 'bot' }], decisionMs: 86_400_000 };

describe('lobby floods', () => {
  let t: TestServer | null = null;
  afterEach(async () => {
    await t?.close();
    t = null;
  });

  it('limits every lobby route per IP: 429 with Retry-After and the typed error', async () => {
    t = await startServer({ limits: { lobbyRequests: 30, lobbyWindowMs: 60_000 } });
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        http('GET', i % 2 ? `${t!.url}/api/catalog` : `${t!.url}/api/games`),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(30);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(30);
    for (const a of refused) {
      expect(Object.keys(a.body)).toEqual(['error']);
      expect(a.body.error.code).toBe('rate-limited');
      expect(typeof a.body.error.message).toBe('string');
    }
    const one = await fetch(`${t.url}/api/games/nope`);
    expect(one.status).toBe(429);
    expect(Number(one.headers.get('retry-after'))).toBeGreaterThan(0);
    // The web client's files are not lobby routes.
    expect((await fetch(`${t.url}/`)).status).not.toBe(429);
  });

  it('limits game creation apart, so a creation flood stores no game past the limit', async () => {
    t = await startServer({ limits: { gamesCreated: 5, openGamesPerIp: 1000 } });
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => http('POST', `${t!.url}/api/games`, twoHumans)),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 429).every((a) => a.body.error.code === 'rate-limited')).toBe(
      true,
    );
    expect((await http('GET', `${t.url}/api/games?status=open&limit=500`)).body.games).toHaveLength(5);
    // Other routes have their own budget: reading goes on.
    expect((await http('GET', `${t.url}/api/catalog`)).status).toBe(200);
  });

  it('caps open games per IP; a game that goes live frees its place', async () => {
    t = await startServer({ limits: { openGamesPerIp: 3 } });
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await http('POST', `${t.url}/api/games`, twoHumans)).body.id);
    const over = await http('POST', `${t.url}/api/games`, twoHumans);
    expect(over.status).toBe(429);
    expect(over.body).toEqual({
      error: { code: 'quota-exceeded', message: 'at most 3 open games per client' },
    });
    for (const seat of [0, 1]) await http('POST', `${t.url}/api/games/${ids[0]}/seats/${seat}/join`);
    expect((await http('POST', `${t.url}/api/games`, twoHumans)).status).toBe(201);
    expect((await http('GET', `${t.url}/api/games?status=open`)).body.games).toHaveLength(3);
  });

  it('caps live games of bots only per IP and in all', async () => {
    // Bots that think for ever: their games stay live.
    t = await startServer({
      limits: { botGamesPerIp: 2, botGames: 3 },
      bots: { choose: () => new Promise(() => undefined), close: async () => undefined },
    });
    const mine = [];
    for (let i = 0; i < 3; i++) mine.push(await http('POST', `${t.url}/api/games`, twoBots));
    expect(mine.map((a) => a.status)).toEqual([201, 201, 429]);
    expect(mine[2]!.body).toEqual({
      error: { code: 'quota-exceeded', message: 'at most 2 live games of bots only per client' },
    });
    // Another client has its own quota, under the server's total.
    const theirs = [];
    for (let i = 0; i < 2; i++) theirs.push(await httpFrom('127.0.0.2', `${t.url}/api/games`, twoBots));
    expect(theirs.map((a) => a.status)).toEqual([201, 429]);
    expect(theirs[1]!.body.error.message).toBe('the server runs at most 3 games of bots only');
    // A game with a human seat is no bot game: still allowed.
    expect((await http('POST', `${t.url}/api/games`, twoHumans)).status).toBe(201);
  });

  // PostgreSQL runs in a schema of its own: the sweep removes every idle open game of the database it sees,
  // and the other suites' games are not this test's to remove.
  for (const backend of ['sqlite', ...(process.env.DATABASE_URL ? ['postgres'] : [])]) {
    it(`removes open games nobody joined within the time-out, and keeps the ones that went live (${backend})`, async () => {
      const isolated = backend === 'postgres' ? await freshSchema() : null;
      try {
        t = await startServer({
          limits: { openGameTtlMs: 300 },
          ...(isolated ? { storage: await openPostgres(isolated.url) } : {}),
        });
        const abandoned = (await http('POST', `${t.url}/api/games`, twoHumans)).body.id;
        const played = (await http('POST', `${t.url}/api/games`, twoHumans)).body.id;
        for (const seat of [0, 1]) await http('POST', `${t.url}/api/games/${played}/seats/${seat}/join`);
        await until(async () => (await http('GET', `${t!.url}/api/games/${abandoned}`)).status === 404);
        expect((await http('GET', `${t.url}/api/games/${abandoned}`)).body.error.code).toBe('unknown-game');
        expect((await http('POST', `${t.url}/api/games/${abandoned}/seats/0/join`)).status).toBe(404);
        expect((await http('GET', `${t.url}/api/games?status=open`)).body.games).toEqual([]);
        expect((await http('GET', `${t.url}/api/games/${played}`)).body.status).toBe('live');
      } finally {
        await t?.close();
        t = null;
        await isolated?.drop();
      }
    });
  }
});
