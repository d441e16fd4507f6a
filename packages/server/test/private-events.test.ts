import { makeToyGame } from '@warboard/core/testing';
import { horsemen } from '@warboard/horsemen';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../src/games.js';
import { autoPlay, Client, hello, http, startServer, type TestServer } from './helpers.js';

const toy = makeToyGame({ rules: 'secrets' });

describe('events with visibleTo', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startServer({ registry: registry([horsemen, toy]) });
  });
  afterAll(async () => {
    await t.close();
  });

  it('reach only the seats they name; replays are public unless the game allows the full one', async () => {
    const created = await http('POST', `${t.url}/api/games`, {
      game: 'toy',
      options: { turns: 40 },
      seats: [{ kind: 'human' }, { kind: 'human' }],
      fullReplay: true,
    });
    const id = created.body.id;
    const tokens = [0, 1].map(
      async (seat) => (await http('POST', `${t.url}/api/games/${id}/seats/${seat}/join`)).body.token,
    );
    const seats = [await Client.connect(t.ws), await Client.connect(t.ws)];
    const spectator = await Client.connect(t.ws);
    const plays = seats.map((c, seat) => autoPlay(c, `toy/${seat}`));
    for (const [seat, c] of seats.entries()) await hello(c, id, await tokens[seat]!);
    await hello(spectator, id);
    const end = await plays[0]!.done;
    await spectator.waitFor((m) => m.type === 'update' && m.version === end);

    const secretsOf = (c: Client) =>
      new Set(c.frames.flatMap((f) => f.toString().match(/secret\d+x/g) ?? []));
    const full = await http('GET', `${t.url}/api/games/${id}/replay?full=1`);
    const drawn = (seat: number) =>
      new Set(
        full.body.steps.flatMap((s: { actor: number; events: { secret?: string }[] }) =>
          s.actor === seat ? s.events.flatMap((e) => (e.secret ? [e.secret] : [])) : [],
        ),
      );
    const [mine0, mine1] = [drawn(0), drawn(1)];
    expect(mine0.size + mine1.size).toBeGreaterThan(0);
    const got0 = secretsOf(seats[0]!);
    const got1 = secretsOf(seats[1]!);
    expect([...got0].filter((x) => mine1.has(x))).toEqual([]);
    expect([...got1].filter((x) => mine0.has(x))).toEqual([]);
    expect(got0).toEqual(mine0); // a seat does see its own secrets
    expect(secretsOf(spectator).size).toBe(0);
    const publicReplay = await http('GET', `${t.url}/api/games/${id}/replay`);
    expect(JSON.stringify(publicReplay.body)).not.toMatch(/secret\d+x/);
    expect(publicReplay.body.steps).toHaveLength(end);
    expect(publicReplay.body.steps[0].action).toBeUndefined();
    await Promise.all([...seats, spectator].map((c) => c.close()));
  });

  it('refuses the full replay of a game created without it', async () => {
    const created = await http('POST', `${t.url}/api/games`, {
      game: 'toy',
      options: { turns: 3 },
      seats: [{ kind: 'bot' }, { kind: 'bot' }],
    });
    for (let i = 0; i < 500; i++) {
      if ((await http('GET', `${t.url}/api/games/${created.body.id}`)).body.status === 'over') break;
      await new Promise((r) => setTimeout(r, 10));
    }
    const full = await http('GET', `${t.url}/api/games/${created.body.id}/replay?full=1`);
    expect(full).toMatchObject({ status: 403, body: { error: { code: 'no-full-replay' } } });
    expect((await http('GET', `${t.url}/api/games/${created.body.id}/replay`)).status).toBe(200);
  });
});
