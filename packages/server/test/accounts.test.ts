/**
 * Accounts over HTTP against the real server (SQLite, and PostgreSQL when DATABASE_URL is set): sign-up and
 * sign-in with a password and with a passkey (a software authenticator whose signatures the server's WebAuthn
 * library verifies), sessions in cookies, a guest's seats joining the account, seats following the account to
 * another device. Each bad input gets its typed refusal and changes nothing.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../src/storage/index.js';
import {
  backends,
  Client,
  hello,
  httpAs,
  type Json,
  startServer,
  type TestServer,
  tempDir,
} from './helpers.js';
import { SoftAuthenticator } from './soft-authenticator.js';

/** One browser: its cookie jar (the session cookie) and the calls it makes. */
class Browser {
  cookie: string | null = null;
  lastSetCookie: string | null = null;
  constructor(private readonly base: string) {}

  async call(method: string, path: string, body?: unknown) {
    const answer = await httpAs({ cookie: this.cookie }, method, `${this.base}${path}`, body);
    if (answer.cookie !== null) this.cookie = answer.cookie.endsWith('=') ? null : answer.cookie;
    this.lastSetCookie = answer.setCookie ?? this.lastSetCookie;
    return { status: answer.status, body: answer.body };
  }
}

const unique = () => `p${Math.random().toString(36).slice(2, 10)}`;

describe.each(backends)('accounts over HTTP on $name', ({ open }) => {
  let t: TestServer;
  let storage: Storage;
  const temp = tempDir();
  beforeAll(async () => {
    storage = await open(temp.dir);
    t = await startServer({ storage, limits: { signIns: 1000 } }); // closing the server closes (and drops) it
  });
  afterAll(async () => {
    await t.close();
    temp.remove();
  });

  it('signs up with a password into an HTTP-only, SameSite=Lax session cookie, and signs in elsewhere', async () => {
    const name = unique();
    const home = new Browser(t.url);
    const made = await home.call('POST', '/api/account/signup', { name, password: 'correct horse' });
    expect(made).toMatchObject({ status: 201, body: { name, password: true, passkeys: 0 } });
    expect(home.lastSetCookie).toMatch(/^warboard_session=[A-Za-z0-9_-]{43};/);
    expect(home.lastSetCookie).toMatch(/HttpOnly/);
    expect(home.lastSetCookie).toMatch(/SameSite=Lax/);
    expect(home.lastSetCookie).not.toMatch(/Secure/); // plain HTTP: a Secure cookie would never come back
    expect((await home.call('GET', '/api/account')).body).toMatchObject({ name });
    // Another device, the name in another case.
    const phone = new Browser(t.url);
    const signedIn = await phone.call('POST', '/api/account/signin', {
      name: name.toUpperCase(),
      password: 'correct horse',
    });
    expect(signedIn).toMatchObject({ status: 200, body: { name } });
    expect(phone.cookie).not.toBe(home.cookie);
    // Signing out ends that session only.
    const oldCookie = phone.cookie;
    expect((await phone.call('POST', '/api/account/signout')).status).toBe(204);
    expect(phone.cookie).toBeNull();
    const replayed = new Browser(t.url);
    replayed.cookie = oldCookie;
    expect((await replayed.call('GET', '/api/account')).body.error.code).toBe('bad-session');
    expect((await home.call('GET', '/api/account')).status).toBe(200);
  });

  it.each([
    ['too short', 'ab'],
    ['too long', 'a'.repeat(25)],
    ['a control character', 'ada\u0007x'],
    ['a bidi override', 'ada\u202Egnp'],
    ['a bidi isolate', 'ada\u2066x'],
    ['a zero-width space', 'ad\u200Ba'],
    ['a zero-width joiner', 'ad\u200Da'],
    ['a byte order mark', '\uFEFFada'],
    ['a double space', 'ada  lovelace'],
    ['a leading space', ' ada'],
    ['a symbol', 'ada☠x'],
  ])('refuses a name with %s (400 bad-request), creating nothing', async (_why, name) => {
    const b = new Browser(t.url);
    const answer = await b.call('POST', '/api/account/signup', { name, password: 'correct horse' });
    expect(answer).toMatchObject({ status: 400, body: { error: { code: 'bad-request' } } });
    expect(answer.body.error.message).toMatch(/^name: /);
    expect(b.cookie).toBeNull();
  });

  it('keeps names unique across case, width and Unicode normalisation (409 name-taken)', async () => {
    const base = unique();
    const first = new Browser(t.url);
    expect(
      (await first.call('POST', '/api/account/signup', { name: `${base}é`, password: 'pw-12345' })).status,
    ).toBe(201);
    const fullWidth = [...base.toUpperCase()]
      .map((c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0))
      .join('');
    for (const twin of [`${base.toUpperCase()}É`, `${base}e\u0301`, `${fullWidth}é`]) {
      const b = new Browser(t.url);
      const answer = await b.call('POST', '/api/account/signup', { name: twin, password: 'pw-12345' });
      expect(answer).toMatchObject({ status: 409, body: { error: { code: 'name-taken' } } });
      expect(b.cookie).toBeNull();
    }
    // The NFC form is the one kept and shown.
    expect((await first.call('GET', '/api/account')).body.name).toBe(`${base}é`.normalize('NFC'));
  });

  it('answers an unknown name and a wrong password alike (401 bad-credentials), with no session', async () => {
    const name = unique();
    await new Browser(t.url).call('POST', '/api/account/signup', { name, password: 'right-password' });
    const wrong = new Browser(t.url);
    const unknown = new Browser(t.url);
    const a = await wrong.call('POST', '/api/account/signin', { name, password: 'wrong-password' });
    const b = await unknown.call('POST', '/api/account/signin', {
      name: unique(),
      password: 'wrong-password',
    });
    expect(a).toEqual({
      status: 401,
      body: { error: { code: 'bad-credentials', message: 'wrong name or password' } },
    });
    expect(b).toEqual(a);
    expect(wrong.cookie).toBeNull();
    expect(unknown.cookie).toBeNull();
  });

  it('refuses a forged cookie, an expired session and none at all, each typed', async () => {
    const b = new Browser(t.url);
    expect((await b.call('GET', '/api/account')).body.error.code).toBe('signed-out');
    b.cookie = 'warboard_session=forged-and-not-a-session-id-at-all-xxxxxxxxxxx';
    expect(await b.call('GET', '/api/account')).toMatchObject({
      status: 401,
      body: { error: { code: 'bad-session' } },
    });
    b.cookie = 'warboard_session=not base64url!';
    expect((await b.call('GET', '/api/account')).body.error.code).toBe('bad-session');
    // A session stored with its expiry passed.
    const name = unique();
    const owner = new Browser(t.url);
    await owner.call('POST', '/api/account/signup', { name, password: 'pw-12345' });
    const account = await storage.accountByKey(name);
    const id = 'expired-session-id-aaaaaaaaaaaaaaaaaaaaaaaaaa';
    await storage.createSession(
      createHash('sha256').update(id).digest('hex'),
      account!.id,
      Date.now() - 1000,
    );
    b.cookie = `warboard_session=${id}`;
    expect((await b.call('GET', '/api/account')).body.error.code).toBe('bad-session');
    // A join with a bad cookie is refused, not taken for a guest's (each refusal above cleared the cookie).
    b.cookie = `warboard_session=${id}`;
    const game = await new Browser(t.url).call('POST', '/api/games', {
      game: 'horsemen',
      seats: [{ kind: 'human' }, { kind: 'bot' }],
    });
    const join = await b.call('POST', `/api/games/${game.body.id}/seats/0/join`);
    expect(join).toMatchObject({ status: 401, body: { error: { code: 'bad-session' } } });
    expect((await storage.seats(game.body.id))[0]?.tokenHash).toBeNull();
  });

  it('signs up and in with a passkey, and refuses forged and replayed answers', async () => {
    const name = unique();
    const device = new Browser(t.url);
    const authenticator = new SoftAuthenticator(t.url);
    const options = await device.call('POST', '/api/account/passkey/signup/options', { name });
    expect(options.status).toBe(200);
    expect(options.body.options).toMatchObject({ rp: { id: '127.0.0.1' }, user: { name } });
    const made = await device.call('POST', '/api/account/passkey/signup', {
      challenge: options.body.challenge,
      response: authenticator.register(options.body.options),
    });
    expect(made).toMatchObject({ status: 201, body: { name, password: false, passkeys: 1 } });
    // The same challenge a second time.
    const again = await new Browser(t.url).call('POST', '/api/account/passkey/signup', {
      challenge: options.body.challenge,
      response: authenticator.register(options.body.options),
    });
    expect(again.body.error.code).toBe('bad-challenge');

    const other = new Browser(t.url);
    const signIn = async (forge: 'signature' | 'origin' | null) => {
      const o = await other.call('POST', '/api/account/passkey/signin/options', {});
      return other.call('POST', '/api/account/passkey/signin', {
        challenge: o.body.challenge,
        response: authenticator.assert(o.body.options, forge),
      });
    };
    expect(await signIn('signature')).toMatchObject({
      status: 401,
      body: { error: { code: 'bad-passkey' } },
    });
    expect(await signIn('origin')).toMatchObject({ status: 401, body: { error: { code: 'bad-passkey' } } });
    expect(other.cookie).toBeNull();
    // A credential nobody registered.
    const stranger = new SoftAuthenticator(t.url);
    const o = await other.call('POST', '/api/account/passkey/signin/options', {});
    const unknown = await other.call('POST', '/api/account/passkey/signin', {
      challenge: o.body.challenge,
      response: stranger.assert(o.body.options),
    });
    expect(unknown.body.error.code).toBe('bad-passkey');
    expect(await signIn(null)).toMatchObject({ status: 200, body: { name } });
    expect(other.cookie).not.toBeNull();
    // A password sign-in of a passkey-only account is refused like any other.
    const pw = await new Browser(t.url).call('POST', '/api/account/signin', {
      name,
      password: 'anything-at-all',
    });
    expect(pw.body.error.code).toBe('bad-credentials');
  });

  it("adopts a guest's seats at sign-in, never another's, and hands a new device tokens of its own", async () => {
    const guest = new Browser(t.url);
    const game = (
      await guest.call('POST', '/api/games', {
        game: 'horsemen',
        seats: [{ kind: 'human' }, { kind: 'human' }],
      })
    ).body;
    const mine = (await guest.call('POST', `/api/games/${game.id}/seats/0/join`, { name: 'guest' })).body;
    const theirs = (await new Browser(t.url).call('POST', `/api/games/${game.id}/seats/1/join`)).body;
    const name = unique();
    await guest.call('POST', '/api/account/signup', { name, password: 'pw-12345' });
    // Seat 1's token is another browser's, offered under seat 0's number: refused, nothing adopted.
    const forged = await guest.call('POST', '/api/account/adopt', {
      seats: [
        { game: game.id, seat: 0, token: mine.token },
        { game: game.id, seat: 1, token: mine.token },
      ],
    });
    expect(forged).toMatchObject({ status: 403, body: { error: { code: 'not-your-seat' } } });
    expect((await guest.call('GET', `/api/games/${game.id}`)).body.seats.map((s: Json) => s.name)).toEqual([
      'guest',
      null,
    ]);
    const adopted = await guest.call('POST', '/api/account/adopt', {
      seats: [
        { game: game.id, seat: 0, token: mine.token },
        { game: 'removedGameId', seat: 0, token: mine.token },
      ],
    });
    expect(adopted.body).toEqual({
      adopted: [{ game: game.id, seat: 0 }],
      gone: [{ game: 'removedGameId', seat: 0 }],
    });
    const seats = (await guest.call('GET', `/api/games/${game.id}`)).body.seats;
    expect(seats[0]).toMatchObject({ name, account: true });
    expect(seats[1].account).toBeUndefined();
    // Another account cannot take the seat, even with its token.
    const thief = new Browser(t.url);
    await thief.call('POST', '/api/account/signup', { name: unique(), password: 'pw-12345' });
    expect(
      (
        await thief.call('POST', '/api/account/adopt', {
          seats: [{ game: game.id, seat: 0, token: mine.token }],
        })
      ).body.error.code,
    ).toBe('not-your-seat');

    // Signed in on another device: the account's games, and a token of its own for the seat.
    const phone = new Browser(t.url);
    await phone.call('POST', '/api/account/signin', { name, password: 'pw-12345' });
    const games = (await phone.call('GET', '/api/account/games')).body.games;
    expect(games).toEqual([
      expect.objectContaining({ seats: [0], summary: expect.objectContaining({ id: game.id }) }),
    ]);
    expect(
      (await phone.call('POST', '/api/account/seats', { seats: [{ game: game.id, seat: 1 }] })).body.error
        .code,
    ).toBe('not-your-seat');
    const tokens = (await phone.call('POST', '/api/account/seats', { seats: [{ game: game.id, seat: 0 }] }))
      .body;
    expect(tokens.seats).toEqual([{ game: game.id, seat: 0, token: expect.any(String) }]);
    expect(tokens.seats[0].token).not.toBe(mine.token);
    // Both devices play seat 0 with their own tokens; seat 1 is still its guest's.
    for (const token of [mine.token, tokens.seats[0].token, theirs.token]) {
      const c = await Client.connect(t.ws);
      const welcome = await hello(c, game.id, token);
      expect(welcome).toMatchObject({ type: 'welcome', seat: token === theirs.token ? 1 : 0 });
      await c.close();
    }
    // Without a session, none of this.
    for (const [method, path, body] of [
      ['POST', '/api/account/adopt', { seats: [] }],
      ['GET', '/api/account/games', undefined],
      ['POST', '/api/account/seats', { seats: [{ game: game.id, seat: 0 }] }],
    ] as const)
      expect((await new Browser(t.url).call(method, path, body)).body.error.code).toBe('signed-out');
  });

  it('shows a player page and a leaderboard, and says no such player (404 unknown-player)', async () => {
    const name = unique();
    await new Browser(t.url).call('POST', '/api/account/signup', { name, password: 'pw-12345' });
    const page = await new Browser(t.url).call(
      'GET',
      `/api/players/${encodeURIComponent(name.toUpperCase())}`,
    );
    expect(page).toMatchObject({ status: 200, body: { name, ratings: [], history: [], games: [] } });
    expect((await new Browser(t.url).call('GET', '/api/players/nobody-at-all')).body.error.code).toBe(
      'unknown-player',
    );
    const board = await new Browser(t.url).call('GET', '/api/ratings/horsemen');
    expect(board.body.bots).toContainEqual({ bot: 'hard', rating: 1700, rd: 60 });
    expect((await new Browser(t.url).call('GET', '/api/ratings/chess')).status).toBe(404);
  });
});

describe('signing up and in is rate-limited per IP', () => {
  it('answers 429 rate-limited past WARBOARD_SIGN_INS attempts in the window', async () => {
    const t = await startServer({ limits: { signIns: 3 } });
    try {
      const b = new Browser(t.url);
      const codes = [];
      for (let i = 0; i < 4; i++)
        codes.push(
          (await b.call('POST', '/api/account/signin', { name: 'someone', password: 'guessing' })).status,
        );
      expect(codes).toEqual([401, 401, 401, 429]);
      const refused = await b.call('POST', '/api/account/signup', { name: unique(), password: 'pw-12345' });
      expect(refused.body.error.code).toBe('rate-limited');
      // The lobby's other routes keep their own budget.
      expect((await b.call('GET', '/api/catalog')).status).toBe(200);
    } finally {
      await t.close();
    }
  });
});
