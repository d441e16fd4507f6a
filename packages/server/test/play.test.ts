import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { autoPlay, Client, hello, http, newHorsemenGame, startServer, type TestServer } from './helpers.js';

describe('playing Four Horsemen over WebSocket', () => {
  let t: TestServer;
  beforeEach(async () => {
    t = await startServer();
  });
  afterEach(async () => {
    await t.close();
  });

  it('plays a whole game between two scripted humans; every message carries the version', async () => {
    const { id, tokens } = await newHorsemenGame(t.url);
    const clients = await Promise.all([Client.connect(t.ws), Client.connect(t.ws)]);
    const players = clients.map((c, seat) => autoPlay(c, `play/${seat}`));
    for (const [seat, c] of clients.entries()) {
      const welcome = await hello(c, id, tokens[seat]);
      expect(welcome).toMatchObject({ type: 'welcome', seat, status: 'live' });
    }
    const ends = await Promise.all(players.map((p) => p.done));
    expect(ends[0]).toBe(ends[1]);
    const summary = await http('GET', `${t.url}/api/games/${id}`);
    expect(summary.body).toMatchObject({ status: 'over', version: ends[0] });
    for (const c of clients) {
      for (const m of c.messages) expect(typeof m.version, JSON.stringify(m).slice(0, 200)).toBe('number');
      // After the first snapshot, every later version arrives once, in order.
      const first = c.messages.find((m) => m.type === 'snapshot').version;
      const versions = c.messages.filter((m) => m.type === 'update').map((m) => m.version);
      expect(versions).toEqual(versions.map((_, i) => first + i + 1));
    }
    await Promise.all(clients.map((c) => c.close()));
  });
});
