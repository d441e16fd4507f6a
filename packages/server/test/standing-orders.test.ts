import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { workerScript } from '../src/bots/pool.js';
import { openSqlite } from '../src/storage/index.js';
import { Client, hello, http, newHorsemenGame, startServer, type TestServer } from './helpers.js';

async function waitOver(url: string, id: string, tries = 2000): Promise<{ version: number }> {
  for (let i = 0; i < tries; i++) {
    const s = await http('GET', `${url}/api/games/${id}`);
    if (s.body.status === 'over') return s.body;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('the game did not end');
}

describe('standing orders', () => {
  let t: TestServer;
  beforeEach(async () => {
    t = await startServer();
  });
  afterEach(async () => {
    await t.close();
  });

  it('an absent human is played by standing orders after the decision time; a bot plays the other seat', async () => {
    const { id } = await newHorsemenGame(t.url, ['human', 'bot'], { decisionMs: 50 });
    const spectator = await Client.connect(t.ws);
    await hello(spectator, id);
    const { version } = await waitOver(t.url, id);
    expect(version).toBeGreaterThan(8); // at least the eight face-down placements
    const storage = openSqlite(join(t.dir, 'warboard.sqlite'));
    const log = await storage.actions(id);
    await storage.close();
    const humans = log.filter((a) => a.seat === 0);
    expect(humans.length).toBeGreaterThan(0);
    for (const a of humans) expect(a.key).toMatch(/^standing:v\d+$/);
    for (const a of log.filter((x) => x.seat === 1)) expect(a.key).toMatch(/^bot:v\d+$/);
    // The spectator saw it all, to the end.
    const last = await spectator.waitFor((m) => m.type === 'update' && m.version === version);
    expect(last.status).toBe('over');
    await spectator.close();
  });

  it('a human who answers in time is not overruled', async () => {
    const { id, tokens } = await newHorsemenGame(t.url, ['human', 'human'], { decisionMs: 60_000 });
    const c = await Client.connect(t.ws);
    await hello(c, id, tokens[0]);
    await c.waitFor((m) => m.type === 'snapshot');
    // Nothing happens on its own within a while (bounded wait: a few event-loop rounds, no timing assertion).
    for (let i = 0; i < 20; i++) await new Promise((r) => setTimeout(r, 5));
    expect((await http('GET', `${t.url}/api/games/${id}`)).body.version).toBe(0);
    await c.close();
  });

  it('bot-only games play to the end on worker threads', async () => {
    expect(workerScript()).not.toBeNull(); // the build output exists (npm ci builds it), so bots run on workers
    await t.close();
    t = await startServer({ bots: 'workers' });
    const created = await http('POST', `${t.url}/api/games`, {
      game: 'horsemen',
      seats: [{ kind: 'bot' }, { kind: 'bot', difficulty: 'random' }],
    });
    expect(created.body.status).toBe('live');
    const { version } = await waitOver(t.url, created.body.id);
    expect(version).toBeGreaterThan(8);
  });
});
