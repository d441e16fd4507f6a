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

  it('lists the registered games with their capabilities', async () => {
    const { status, body } = await http('GET', `${t.url}/api/catalog`);
    expect(status).toBe(200);
    expect(body.games.map((g: { id: string }) => g.id)).toEqual(
      expect.arrayContaining(['horsemen', 'frontline']),
    );
    expect(body.games.find((g: { id: string }) => g.id === 'horsemen').capabilities.maxPlayers).toBe(2);
  });

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
