import { catalog } from '@warboard/catalog';
import { catalog as catalogAnswer } from '@warboard/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { http, newHorsemenGame, startServer, type TestServer } from './helpers.js';

describe('the lobby over HTTP', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startServer();
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the registered games with their capabilities, bots and every rules option as data', async () => {
    const { status, body } = await http('GET', `${t.url}/api/catalog`);
    expect(status).toBe(200);
    const answer = catalogAnswer.parse(body);
    expect(answer.games.map((g) => g.id)).toEqual(expect.arrayContaining(['horsemen', 'frontline']));
    const game = (id: string) => answer.games.find((g) => g.id === id);
    expect(game('horsemen')?.capabilities.maxPlayers).toBe(2);
    // The catalog's fields as they are, for every game: nothing is lost or added on the way.
    for (const g of answer.games) expect(g.options, g.id).toEqual(catalog.get(g.id)?.options);
    const frontline = game('frontline')?.options ?? [];
    expect(frontline.find((f) => f.key === 'victory')).toEqual({
      key: 'victory',
      rule: 'FG6',
      kind: 'enum',
      values: ['claim-step', 'next-turn'],
      default: 'claim-step',
    });
    expect(frontline.find((f) => f.key === 'map')).toMatchObject({ kind: 'enum', values: ['classic'] });
    expect(frontline.find((f) => f.key === 'rewards')).toMatchObject({ rule: 'FG5', default: 'shuffled' });
    expect(game('horsemen')?.options.find((f) => f.key === 'stalemateLimit')).toMatchObject({
      kind: 'integer',
      min: 4,
      max: 1000,
      default: 40,
    });
  });

  it.each([
    ['frontline', { players: 2, victory: 'sometime' }, 2, 'FG6: victory:', 'victory'],
    ['frontline', { players: 2, map: 'europe' }, 2, 'FG1: map:', 'map'],
    ['frontline', { players: 7 }, 7, 'O1: players:', 'players'],
    ['frontline', { players: 2, objectives: { pool: [{ kind: 'x' }] } }, 2, 'FG4: objectives', 'objectives'],
    ['horsemen', { stuck: 'wait' }, 2, 'HG4: option stuck:', 'stuck'],
    ['horsemen', { stalemateLimit: 1001 }, 2, 'HG14: option stalemateLimit:', 'stalemateLimit'],
  ])(
    'refuses a bad %s option %j with a typed error naming the option and its rule',
    async (game, options, n, says, option) => {
      const seats = Array.from({ length: n }, () => ({ kind: 'human' }));
      const response = await http('POST', `${t.url}/api/games`, { game, options, seats });
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('bad-options');
      expect(response.body.error.message.startsWith(says), response.body.error.message).toBe(true);
      // The rule and the option as fields, so a client says them in its own language (docs/protocol.md).
      expect(response.body.error.rule).toBe(says.split(':')[0]);
      expect(String(response.body.error.params?.option).split('.')[0]).toBe(option);
    },
  );

  it.each([
    [{ game: 'chess', seats: [{ kind: 'human' }] }, 400, 'unknown-game-type'],
    [{ game: 'horsemen', seats: [{ kind: 'human' }] }, 400, 'bad-seats'],
    [
      { game: 'horsemen', options: { startingChips: -1 }, seats: [{ kind: 'human' }, { kind: 'human' }] },
      400,
      'bad-options',
    ],
    [
      { game: 'horsemen', options: { colour: 'red' }, seats: [{ kind: 'human' }, { kind: 'human' }] },
      400,
      'bad-options',
    ],
    [{ game: 'horsemen', seats: [{ kind: 'alien' }, { kind: 'human' }] }, 400, 'bad-request'],
    [
      { game: 'horsemen', seats: [{ kind: 'bot', difficulty: 'godlike' }, { kind: 'human' }] },
      400,
      'bad-difficulty',
    ],
    [{ game: 'horsemen', seats: [{ kind: 'human' }, { kind: 'human' }], decisionMs: 1 }, 400, 'bad-request'],
    [{ game: 'horsemen', seats: [{ kind: 'human' }, { kind: 'human' }], seed: 'mine' }, 400, 'bad-request'],
    ['not an object', 400, 'bad-request'],
  ])('refuses a bad game creation %j with %i %s', async (body, status, code) => {
    const response = await http('POST', `${t.url}/api/games`, body);
    expect(response.status).toBe(status);
    expect(response.body.error.code).toBe(code);
  });

  it('creates a game with validated options, lists it while seats are free, and hands out one token per seat', async () => {
    const created = await http('POST', `${t.url}/api/games`, {
      game: 'horsemen',
      options: { startingChips: 60 },
      seats: [{ kind: 'human' }, { kind: 'bot', difficulty: 'random' }],
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect(id).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(created.body).toMatchObject({ game: 'horsemen', status: 'open', version: 0 });
    expect(JSON.stringify(created.body)).not.toMatch(/seed/);
    const open = await http('GET', `${t.url}/api/games?status=open`);
    expect(open.body.games.map((g: { id: string }) => g.id)).toContain(id);

    expect((await http('POST', `${t.url}/api/games/${id}/seats/1/join`)).body.error.code).toBe(
      'seat-bot-seat',
    );
    expect((await http('POST', `${t.url}/api/games/${id}/seats/7/join`)).body.error.code).toBe(
      'seat-no-seat',
    );
    expect((await http('POST', `${t.url}/api/games/nope/seats/0/join`)).status).toBe(404);
    const joined = await http('POST', `${t.url}/api/games/${id}/seats/0/join`);
    expect(joined.status).toBe(200);
    expect(joined.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes
    const again = await http('POST', `${t.url}/api/games/${id}/seats/0/join`);
    expect(again).toMatchObject({ status: 409, body: { error: { code: 'seat-taken' } } });

    const summary = await http('GET', `${t.url}/api/games/${id}`);
    expect(summary.body.status).toBe('live');
    const stillOpen = await http('GET', `${t.url}/api/games?status=open`);
    expect(stillOpen.body.games.map((g: { id: string }) => g.id)).not.toContain(id);
  });

  it('shows spectators the public view, and publishes replays only once a game is over', async () => {
    const { id } = await newHorsemenGame(t.url);
    const view = await http('GET', `${t.url}/api/games/${id}/view`);
    expect(view.status).toBe(200);
    expect(view.body.view.seat).toBeNull();
    expect(view.body.view.hand).toEqual([]);
    expect(view.body.view.options.decks).toBeUndefined();
    const replay = await http('GET', `${t.url}/api/games/${id}/replay`);
    expect(replay).toMatchObject({ status: 409, body: { error: { code: 'not-over' } } });
    expect((await http('GET', `${t.url}/api/games/nope/view`)).status).toBe(404);
    expect((await http('GET', `${t.url}/api/games?status=weird`)).status).toBe(400);
  });
});
