/**
 * The end of a game (docs/protocol.md): the revealed replay, every hidden card shown to the game's players
 * once it is over and only if it was created with fullReplay; and the rematch, a new game of the same seats
 * and options that every client of the old game is told of, and which the old game keeps a link to (on both
 * storage backends, across a restart). Each refusal is a typed error.
 */
import { makeToyGame } from '@warboard/core/testing';
import { horsemen } from '@warboard/horsemen';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../src/games.js';
import { autoPlay, Client, hello, http, type Json, startServer, type TestServer } from './helpers.js';
import { reopenableBackends } from './temp-storage.js';

const toy = makeToyGame({ rules: 'secrets' });

/** A request with a seat's token as `Authorization: Bearer …` (or any header given as is). */
async function asSeat(
  method: string,
  url: string,
  authorization: string | null,
  body?: unknown,
): Promise<{ status: number; body: Json }> {
  const response = await fetch(url, {
    method,
    headers: {
      ...(authorization ? { authorization } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

const SECRET = /secret\d+x/g;

describe('the end of a game', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startServer({ registry: registry([horsemen, toy]) });
  });
  afterAll(async () => {
    await t.close();
  });

  /** A toy game of two human seats, joined, with a connection each (not playing yet). */
  async function toyGame(fullReplay: boolean, seats = ['human', 'human'] as const) {
    const created = await http('POST', `${t.url}/api/games`, {
      game: 'toy',
      options: { turns: 8 },
      seats: seats.map((kind) => ({ kind })),
      fullReplay,
    });
    const id: string = created.body.id;
    const tokens: string[] = [];
    for (const seat of [0, 1])
      tokens.push((await http('POST', `${t.url}/api/games/${id}/seats/${seat}/join`)).body.token);
    const clients = [await Client.connect(t.ws), await Client.connect(t.ws)];
    return { id, tokens, clients };
  }

  async function playOut(game: Awaited<ReturnType<typeof toyGame>>): Promise<number> {
    const plays = game.clients.map((c, seat) => autoPlay(c, `end/${seat}`));
    for (const [seat, c] of game.clients.entries()) await hello(c, game.id, game.tokens[seat]!);
    return plays[0]!.done;
  }

  it('shows every hidden card to the players once the game is over, and only to them', async () => {
    const game = await toyGame(true);
    const revealed = (authorization: string | null) =>
      asSeat('GET', `${t.url}/api/games/${game.id}/replay?reveal=1`, authorization);
    // Before the end: nobody, not even a player.
    expect(await revealed(`Bearer ${game.tokens[0]}`)).toMatchObject({
      status: 409,
      body: { error: { code: 'not-over' } },
    });
    const end = await playOut(game);
    const full = await http('GET', `${t.url}/api/games/${game.id}/replay?full=1`);
    const drawn = new Set<string>(JSON.stringify(full.body).match(SECRET) ?? []);
    expect(drawn.size).toBeGreaterThan(0);

    for (const token of game.tokens) {
      const answer = await revealed(`Bearer ${token}`);
      expect(answer.status).toBe(200);
      expect(answer.body.steps).toHaveLength(end);
      const last = answer.body.steps.at(-1);
      // Every seat's secrets in the one view, and every action.
      expect(new Set(last.view.mine)).toEqual(drawn);
      expect(last.action).toBeDefined();
      expect(JSON.stringify(answer.body)).not.toContain('seed');
    }
    // A spectator, someone else's token, a malformed header: refused, each with its code.
    expect(await revealed(null)).toMatchObject({ status: 403, body: { error: { code: 'not-a-player' } } });
    expect(await revealed('Bearer someoneElsesToken0000000000000000000000000')).toMatchObject({
      status: 403,
      body: { error: { code: 'not-a-player' } },
    });
    expect(await revealed(`Basic ${game.tokens[0]}`)).toMatchObject({
      status: 400,
      body: { error: { code: 'bad-request' } },
    });
    // A spectator still has the public replay, with no secret in it.
    const open = await http('GET', `${t.url}/api/games/${game.id}/replay`);
    expect(open.status).toBe(200);
    expect(JSON.stringify(open.body)).not.toMatch(SECRET);
    expect(open.body.fullReplay).toBe(true);
    await Promise.all(game.clients.map((c) => c.close()));
  });

  it('keeps the cards hidden when the game was created without fullReplay', async () => {
    const game = await toyGame(false);
    await playOut(game);
    const answer = await asSeat(
      'GET',
      `${t.url}/api/games/${game.id}/replay?reveal=1`,
      `Bearer ${game.tokens[0]}`,
    );
    expect(answer).toMatchObject({ status: 403, body: { error: { code: 'no-full-replay' } } });
    await Promise.all(game.clients.map((c) => c.close()));
  });

  it('makes a rematch of the same seats and options, tells every client of the old game, bots staying bots', async () => {
    const game = await toyGame(true, ['human', 'bot'] as never);
    // `toyGame` joined seat 1 too: a bot seat refuses it, so only seat 0 holds a token.
    const rematch = (authorization: string | null) =>
      asSeat('POST', `${t.url}/api/games/${game.id}/rematch`, authorization, {});
    const play = autoPlay(game.clients[0]!, 'rematch/0');
    await hello(game.clients[0]!, game.id, game.tokens[0]!);
    const spectator = await Client.connect(t.ws);
    await hello(spectator, game.id);
    expect(await rematch(`Bearer ${game.tokens[0]}`)).toMatchObject({
      status: 409,
      body: { error: { code: 'not-over' } },
    });
    await play.done;

    expect(await rematch(null)).toMatchObject({ status: 403, body: { error: { code: 'not-a-player' } } });
    expect(await rematch('Bearer notAPlayerOfThisGame0000000000000000000000')).toMatchObject({
      status: 403,
      body: { error: { code: 'not-a-player' } },
    });
    const from = spectator.messages.length;
    const made = await rematch(`Bearer ${game.tokens[0]}`);
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ seat: 0, summary: { game: 'toy', status: 'live', fullReplay: true } });
    expect(made.body.summary.seats).toMatchObject([
      { seat: 0, kind: 'human', taken: true },
      { seat: 1, kind: 'bot', difficulty: 'random', taken: true },
    ]);
    expect(made.body.game).not.toBe(game.id);
    // Everyone watching the old game is told where the rematch is.
    const told = await spectator.waitFor((m) => m.type === 'rematch', from);
    expect(told).toMatchObject({ game: made.body.game, by: 0 });
    // The new token holds seat 0 of the new game; the same options (8 turns) play out there.
    const next = await Client.connect(t.ws);
    const nextPlay = autoPlay(next, 'rematch/next');
    expect(await hello(next, made.body.game, made.body.token)).toMatchObject({ type: 'welcome', seat: 0 });
    expect(await nextPlay.done).toBe(8);
    // Asking again: the seat is taken already (the first answer holds its token).
    expect(await rematch(`Bearer ${game.tokens[0]}`)).toMatchObject({
      status: 409,
      body: { error: { code: 'seat-taken' } },
    });
    await Promise.all([...game.clients, spectator, next].map((c) => c.close()));
  });

  it('seats each player who asks in the same rematch', async () => {
    const game = await toyGame(false);
    await playOut(game);
    const ask = (seat: number) =>
      asSeat('POST', `${t.url}/api/games/${game.id}/rematch`, `Bearer ${game.tokens[seat]}`, {});
    const first = await ask(1);
    expect(first).toMatchObject({ status: 201, body: { seat: 1, summary: { status: 'open' } } });
    expect(await game.clients[0]!.waitFor((m) => m.type === 'rematch')).toMatchObject({
      game: first.body.game,
      by: 1,
    });
    const second = await ask(0);
    expect(second).toMatchObject({
      status: 201,
      body: { game: first.body.game, seat: 0, summary: { status: 'live' } },
    });
    await Promise.all(game.clients.map((c) => c.close()));
  });
});

/** A toy game of two human seats played to its end on `t`: its id, and a rematch asked for by a seat's token. */
async function finishedToyGame(t: TestServer, tag: string) {
  const created = await http('POST', `${t.url}/api/games`, {
    game: 'toy',
    options: { turns: 8 },
    seats: [{ kind: 'human' }, { kind: 'human' }],
  });
  const id: string = created.body.id;
  const tokens: string[] = [];
  for (const seat of [0, 1])
    tokens.push((await http('POST', `${t.url}/api/games/${id}/seats/${seat}/join`)).body.token);
  const clients = [await Client.connect(t.ws), await Client.connect(t.ws)];
  const plays = clients.map((c, seat) => autoPlay(c, `${tag}/${seat}`));
  for (const [seat, c] of clients.entries()) await hello(c, id, tokens[seat]!);
  await plays[0]!.done;
  await Promise.all(clients.map((c) => c.close()));
  return { id, tokens };
}

/**
 * Both backends, PostgreSQL in a schema of its own: these tests restart the server, and one sweeps the expired
 * open games of the whole database, which must hold only its own.
 */
describe.each(reopenableBackends)('a rematch kept in the finished game on $name', ({ make }) => {
  const rematchOf = (t: TestServer, id: string, token: string) =>
    asSeat('POST', `${t.url}/api/games/${id}/rematch`, `Bearer ${token}`, {});
  const reg = registry([horsemen, toy]);

  it('links the old game to its rematch, so a player who asks after a restart joins it, and its summary names it', async () => {
    const store = await make();
    let t = await startServer({ registry: reg, dir: store.dir, storage: await store.open() });
    try {
      const { id, tokens } = await finishedToyGame(t, 'link');
      expect((await http('GET', `${t.url}/api/games/${id}`)).body.rematch).toBeUndefined();

      const first = await rematchOf(t, id, tokens[1]!);
      expect(first.status).toBe(201);
      const link = { game: first.body.game, by: 1 };
      // Named at once by the loaded game's summary, and kept in its stored settings.
      expect((await http('GET', `${t.url}/api/games/${id}`)).body.rematch).toEqual(link);

      // A restart forgets every rematch asked for in memory: the stored link still leads to the same game.
      await t.close();
      t = await startServer({ registry: reg, dir: store.dir, storage: await store.open() });
      expect((await http('GET', `${t.url}/api/games/${id}`)).body.rematch).toEqual(link);
      const second = await rematchOf(t, id, tokens[0]!);
      expect(second).toMatchObject({
        status: 201,
        body: { game: first.body.game, seat: 0, summary: { status: 'live' } },
      });
      expect((await http('GET', `${t.url}/api/games/${id}`)).body.rematch).toEqual(link);
      // The rematch itself links to nothing until it, too, is over.
      expect((await http('GET', `${t.url}/api/games/${first.body.game}`)).body.rematch).toBeUndefined();
    } finally {
      await t.close();
      await store.remove();
    }
  });

  it('gives the link of a rematch that expired unjoined to the next rematch asked for', async () => {
    const store = await make();
    let t = await startServer({ registry: reg, dir: store.dir, storage: await store.open() });
    try {
      const { id, tokens } = await finishedToyGame(t, 'gone');
      const first = (await rematchOf(t, id, tokens[1]!)).body.game;
      await t.close();
      // Seat 0's player never came: the open rematch expires while the server is down.
      const cleaner = await store.open();
      expect(await cleaner.removeOpenGames(Date.now() + 1)).toContain(first);
      t = await startServer({ registry: reg, dir: store.dir, storage: cleaner });
      const second = await rematchOf(t, id, tokens[0]!);
      expect(second).toMatchObject({ status: 201, body: { seat: 0 } });
      expect(second.body.game).not.toBe(first);
      expect((await http('GET', `${t.url}/api/games/${id}`)).body.rematch).toEqual({
        game: second.body.game,
        by: 0,
      });
    } finally {
      await t.close();
      await store.remove();
    }
  });
});
