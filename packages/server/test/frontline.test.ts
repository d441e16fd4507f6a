import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, hello, http, startServer, type TestServer } from './helpers.js';

describe('Frontline on the server', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startServer();
  });
  afterAll(async () => {
    await t.close();
  });

  it('hosts a three-player game: a human on standing orders and two bots play on', async () => {
    const created = await http('POST', `${t.url}/api/games`, {
      game: 'frontline',
      options: { players: 3 },
      seats: [{ kind: 'human' }, { kind: 'bot' }, { kind: 'bot' }],
      decisionMs: 50,
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    const joined = await http('POST', `${t.url}/api/games/${id}/seats/0/join`);
    const c = await Client.connect(t.ws);
    await hello(c, id, joined.body.token);
    const snap = await c.waitFor((m) => m.type === 'snapshot');
    expect(snap.view).toBeDefined();
    // Bounded wait for progress: at least 30 actions applied, or the game over.
    let version = 0;
    for (let i = 0; i < 1000 && version < 30; i++) {
      const s = await http('GET', `${t.url}/api/games/${id}`);
      version = s.body.status === 'over' ? Number.POSITIVE_INFINITY : s.body.version;
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(version).toBeGreaterThanOrEqual(30);
    const updates = c.messages.filter((m) => m.type === 'update');
    expect(updates.length).toBeGreaterThan(0);
    // Every view is seat 0's: its own hand shown, the others' hidden.
    expect(c.views.length).toBeGreaterThan(1);
    for (const { view } of c.views) {
      expect(view.viewer).toBe(0);
      expect(view.players.slice(1).every((p: { hand: unknown }) => p.hand === null)).toBe(true);
    }
    await c.close();
  });
});
