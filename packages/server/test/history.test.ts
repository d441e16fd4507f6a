/**
 * A seat's event history beyond the catch-up: the `history` message answers the steps after any version,
 * each with only the events that client may see, a page at a time.
 */
import { makeToyGame } from '@warboard/core/testing';
import { horsemen } from '@warboard/horsemen';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../src/games.js';
import { MAX_CATCH_UP } from '../src/room.js';
import { autoPlay, Client, hello, http, type Json, startServer, type TestServer } from './helpers.js';

const toy = makeToyGame({ rules: 'secrets' });

describe('the history message', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startServer({ registry: registry([horsemen, toy]) });
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives a seat every step after a version with its own private events, a spectator none', async () => {
    const created = await http('POST', `${t.url}/api/games`, {
      game: 'toy',
      options: { turns: 100 },
      seats: [{ kind: 'human' }, { kind: 'bot' }],
    });
    const id = created.body.id;
    const token = (await http('POST', `${t.url}/api/games/${id}/seats/0/join`, { name: 'Ada' })).body.token;
    const seat = await Client.connect(t.ws);
    const play = autoPlay(seat, 'history', () => false);
    await hello(seat, id, token);
    const end = await play.done;
    expect(end).toBe(100);

    // A client that comes back knowing nothing gets a snapshot, and then asks for the whole story.
    const again = await Client.connect(t.ws);
    const welcome = await hello(again, id, token);
    expect(welcome.seats[0].name).toBe('Ada');
    again.send({ type: 'history' });
    const all: Json = await again.waitFor((m) => m.type === 'history');
    expect(all).toMatchObject({ version: end, from: 0, more: false });
    expect(all.steps.map((s: Json) => s.version)).toEqual(Array.from({ length: end }, (_, i) => i + 1));
    expect(all.steps.length).toBeGreaterThanOrEqual(MAX_CATCH_UP);
    const events = all.steps.flatMap((s: Json) => s.events);
    const secrets = events.filter((e: Json) => e.secret !== undefined);
    expect(secrets.length).toBeGreaterThan(0);
    expect(secrets.every((e: Json) => e.seat === 0)).toBe(true); // its own draws only

    // From a later version, only what follows; a spectator gets the public events.
    again.send({ type: 'history', from: 60 });
    const tail: Json = await again.waitFor((m) => m.type === 'history' && m.from === 60);
    expect(tail.steps.map((s: Json) => s.version)[0]).toBe(61);
    expect(tail.steps).toHaveLength(40);
    const spectator = await Client.connect(t.ws);
    await hello(spectator, id);
    spectator.send({ type: 'history' });
    const open: Json = await spectator.waitFor((m) => m.type === 'history');
    expect(open.steps).toHaveLength(end);
    expect(JSON.stringify(open)).not.toMatch(/secret\d/);
    await Promise.all([seat, again, spectator].map((c) => c.close()));
  });

  it('needs a hello first', async () => {
    const c = await Client.connect(t.ws);
    c.send({ type: 'history' });
    expect(await c.waitFor((m) => m.type === 'error')).toMatchObject({ code: 'no-hello' });
    await c.close();
  });
});
