/**
 * Rated games, invite-only games and joins that are retried, against the real server: a rated game between two
 * accounts played to its end changes both ratings exactly as the glicko2 package computes them (a game against
 * a bot, from the bot's fixed rating); an invite-only game is listed nowhere and seated only with its code; a
 * join or rematch retried with its request id gets the same seat and token.
 */
import { makeToyGame } from '@warboard/core/testing';
import { horsemen } from '@warboard/horsemen';
import { Glicko2 } from 'glicko2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../src/games.js';
import { BOT_RATINGS, GLICKO_SETTINGS } from '../src/ratings/glicko.js';
import { autoPlay, Client, hello, http, httpAs, type Json, startServer, type TestServer } from './helpers.js';

const toy = makeToyGame({ rules: 'secrets' });

/** A request with this session cookie (or none), and optionally a seat token. */
const as = (cookie: string | null, method: string, url: string, body?: unknown, token?: string) =>
  httpAs({ cookie, token: token ?? null }, method, url, body);

const requestId = () => `req-${crypto.randomUUID()}`;

describe('rated games, invites and retried joins', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startServer({ registry: registry([horsemen, toy]) });
  });
  afterAll(async () => {
    await t.close();
  });

  async function signUp(): Promise<{ name: string; cookie: string }> {
    const name = `r${Math.random().toString(36).slice(2, 10)}`;
    const made = await as(null, 'POST', `${t.url}/api/account/signup`, { name, password: 'pw-12345' });
    expect(made.status).toBe(201);
    return { name, cookie: made.cookie as string };
  }

  /** Play a joined game out over WebSockets; resolves to its final version. */
  async function playOut(id: string, tokens: readonly string[]): Promise<number> {
    const clients = await Promise.all(tokens.map(() => Client.connect(t.ws)));
    const plays = clients.map((c, seat) => autoPlay(c, `rated/${seat}`));
    for (const [seat, c] of clients.entries()) await hello(c, id, tokens[seat]!);
    const end = await plays[0]!.done;
    await Promise.all(clients.map((c) => c.close()));
    return end;
  }

  /** A player's page once its ratings show `games` rated games (written when the game settles). */
  async function ratedPage(name: string, games: number): Promise<Json> {
    for (;;) {
      const page = await http('GET', `${t.url}/api/players/${name}`);
      if (page.body.ratings.some((r: Json) => r.games === games)) return page.body;
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  it('changes both players’ ratings exactly as glicko2 computes them when a rated game ends', async () => {
    const [ada, bo] = [await signUp(), await signUp()];
    const created = await as(ada.cookie, 'POST', `${t.url}/api/games`, {
      game: 'toy',
      options: { turns: 6 },
      seats: [{ kind: 'human' }, { kind: 'human' }],
      rated: true,
    });
    expect(created.body).toMatchObject({ status: 'open', rated: true });
    const id = created.body.id;
    // A guest may not sit in a rated game, nor one account in two of its seats.
    const guest = await as(null, 'POST', `${t.url}/api/games/${id}/seats/1/join`);
    expect(guest).toMatchObject({ status: 403, body: { error: { code: 'account-required' } } });
    const a = await as(ada.cookie, 'POST', `${t.url}/api/games/${id}/seats/0/join`);
    const twice = await as(ada.cookie, 'POST', `${t.url}/api/games/${id}/seats/1/join`);
    expect(twice).toMatchObject({ status: 409, body: { error: { code: 'same-account' } } });
    const b = await as(bo.cookie, 'POST', `${t.url}/api/games/${id}/seats/1/join`);
    const seats = (await http('GET', `${t.url}/api/games/${id}`)).body.seats;
    expect(seats.map((s: Json) => [s.name, s.account])).toEqual([
      [ada.name, true],
      [bo.name, true],
    ]);

    await playOut(id, [a.body.token, b.body.token]);
    const outcome = (await http('GET', `${t.url}/api/games/${id}/view`)).body.outcome;
    const [pageA, pageB] = [await ratedPage(ada.name, 1), await ratedPage(bo.name, 1)];
    const system = new Glicko2(GLICKO_SETTINGS);
    const pa = system.makePlayer(1500, 350, 0.06);
    const pb = system.makePlayer(1500, 350, 0.06);
    const score = outcome.kind === 'draw' ? 0.5 : outcome.winners.includes(0) ? 1 : 0;
    system.updateRatings([[pa, pb, score]]);
    expect(pageA.ratings).toEqual([{ game: 'toy', rating: pa.getRating(), rd: pa.getRd(), games: 1 }]);
    expect(pageB.ratings).toEqual([{ game: 'toy', rating: pb.getRating(), rd: pb.getRd(), games: 1 }]);
    expect(pageA.history).toEqual([expect.objectContaining({ gameId: id, rating: pa.getRating() })]);
    expect(pageA.games.map((g: Json) => g.summary.id)).toEqual([id]);
    const board = (await http('GET', `${t.url}/api/ratings/toy`)).body.players.map((p: Json) => p.name);
    expect(new Set(board)).toEqual(new Set([ada.name, bo.name]));

    // The rematch, asked for twice with one request id (its answer lost): one seat, one token, rated too.
    const rid = requestId();
    const first = await as(
      null,
      'POST',
      `${t.url}/api/games/${id}/rematch`,
      { requestId: rid },
      a.body.token,
    );
    const retry = await as(
      null,
      'POST',
      `${t.url}/api/games/${id}/rematch`,
      { requestId: rid },
      a.body.token,
    );
    expect(first.status).toBe(201);
    expect(retry).toMatchObject({
      status: 201,
      body: { game: first.body.game, seat: 0, token: first.body.token },
    });
    expect(first.body.summary).toMatchObject({ rated: true });
    expect(first.body.summary.seats[0]).toMatchObject({ name: ada.name, account: true });
    // Without the request id, a second ask is refused: the account holds its seat of the rated rematch already.
    const again = await as(null, 'POST', `${t.url}/api/games/${id}/rematch`, {}, a.body.token);
    expect(again.body.error.code).toBe('same-account');
  });

  it('rates a game against a bot from the bot’s fixed rating, which stays as it is', async () => {
    const cy = await signUp();
    const created = await as(cy.cookie, 'POST', `${t.url}/api/games`, {
      game: 'toy',
      options: { turns: 6 },
      seats: [{ kind: 'human' }, { kind: 'bot' }],
      rated: true,
    });
    const id = created.body.id;
    const joined = await as(cy.cookie, 'POST', `${t.url}/api/games/${id}/seats/0/join`);
    const client = await Client.connect(t.ws);
    const play = autoPlay(client, 'rated/bot');
    await hello(client, id, joined.body.token);
    await play.done;
    await client.close();
    const outcome = (await http('GET', `${t.url}/api/games/${id}/view`)).body.outcome;
    const page = await ratedPage(cy.name, 1);
    const system = new Glicko2(GLICKO_SETTINGS);
    const me = system.makePlayer(1500, 350, 0.06);
    const bot = BOT_RATINGS.random!;
    const them = system.makePlayer(bot.rating, bot.rd, bot.vol);
    system.updateRatings([[me, them, outcome.kind === 'draw' ? 0.5 : outcome.winners.includes(0) ? 1 : 0]]);
    expect(page.ratings).toEqual([{ game: 'toy', rating: me.getRating(), rd: me.getRd(), games: 1 }]);
  });

  it('keeps an invite-only game out of every list, and seats only those with its code', async () => {
    const created = await http('POST', `${t.url}/api/games`, {
      game: 'toy',
      seats: [{ kind: 'human' }, { kind: 'human' }],
      access: 'invite',
    });
    expect(created.body).toMatchObject({
      access: 'invite',
      invite: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/),
    });
    const { id, invite } = created.body;
    const open = await http('POST', `${t.url}/api/games`, {
      game: 'toy',
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    const listed = (await http('GET', `${t.url}/api/games?status=open`)).body.games.map((g: Json) => g.id);
    expect(listed).toContain(open.body.id);
    expect(listed).not.toContain(id);
    expect((await http('GET', `${t.url}/api/games/${id}`)).body.invite).toBeUndefined(); // the summary never has it

    const join = (seat: number, body?: unknown) =>
      http('POST', `${t.url}/api/games/${id}/seats/${seat}/join`, body);
    expect(await join(0)).toMatchObject({ status: 403, body: { error: { code: 'invite-required' } } });
    expect(await join(0, { invite: `${invite}x` })).toMatchObject({
      status: 403,
      body: { error: { code: 'bad-invite' } },
    });
    expect((await http('GET', `${t.url}/api/games/${id}`)).body.seats[0].taken).toBe(false);
    const seated = await join(0, { invite });
    expect(seated.status).toBe(200);
    // Its players may ask for the code again (to share its links); nobody else.
    expect(
      (await as(null, 'GET', `${t.url}/api/games/${id}/invite`, undefined, seated.body.token)).body,
    ).toEqual({
      invite,
    });
    expect((await as(null, 'GET', `${t.url}/api/games/${id}/invite`)).body.error.code).toBe('not-a-player');
    expect((await as(null, 'GET', `${t.url}/api/games/${open.body.id}/invite`)).body.error.code).toBe(
      'not-a-player',
    );
    await join(1, { invite });
    expect(
      (await http('GET', `${t.url}/api/games?status=live`)).body.games.map((g: Json) => g.id),
    ).not.toContain(id);
  });

  it('answers a retried join with the same seat and token, and anyone else with seat-taken', async () => {
    const created = await http('POST', `${t.url}/api/games`, {
      game: 'toy',
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    const id = created.body.id;
    const rid = requestId();
    const join = (body: unknown) => http('POST', `${t.url}/api/games/${id}/seats/0/join`, body);
    const first = await join({ requestId: rid });
    const retry = await join({ requestId: rid });
    expect(first.status).toBe(200);
    expect(retry).toEqual(first);
    // The same id for another seat is another seat's token.
    const other = await http('POST', `${t.url}/api/games/${id}/seats/1/join`, { requestId: rid });
    expect(other.body.token).not.toBe(first.body.token);
    expect((await join({ requestId: requestId() })).body.error.code).toBe('seat-taken');
    expect((await join({})).body.error.code).toBe('seat-taken');
    expect(await join({ requestId: 'short' })).toMatchObject({
      status: 400,
      body: { error: { code: 'bad-request' } },
    });
    // The token works: the seat is the retried join's.
    const c = await Client.connect(t.ws);
    expect(await hello(c, id, retry.body.token)).toMatchObject({ type: 'welcome', seat: 0 });
    await c.close();
  });
});
