/**
 * Accounts over HTTP (docs/protocol.md, "Accounts"): sign up and in with a password or a passkey, sign out, the
 * seats an account holds (a guest's adopted at sign-in, a token of its own for each device), player pages and
 * leaderboards. Every refusal is typed and changes nothing; signing in answers `bad-credentials` alike for an
 * unknown name and a wrong password, after the same work, so no answer tells who has an account beyond the
 * sign-up's `name-taken`. Signing up and in is rate-limited per IP (`WARBOARD_SIGN_INS`).
 */
import { randomBytes } from 'node:crypto';
import {
  type AccountAnswer,
  type AccountGames,
  type AdoptAnswer,
  adoptBody,
  type Leaderboard,
  nameKey,
  type PasskeyOptions,
  type PlayerPage,
  passkeySignUpOptionsBody,
  passkeyVerifyBody,
  playerParams,
  ratingParams,
  type SeatTokens,
  seatTokensBody,
  signInBody,
  signUpBody,
} from '@warboard/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { invalid, refuse } from '../http-errors.js';
import { type Hub, hashToken } from '../hub.js';
import type { Limits } from '../limits.js';
import { sharedRateLimit } from '../lobby-limits.js';
import { BOT_RATINGS } from '../ratings/glicko.js';
import type { AccountRow } from '../storage/accounts.js';
import type { Storage } from '../storage/storage.js';
import { summaryOf } from '../summary.js';
import {
  authenticationOptions,
  registrationOptions,
  verifyAuthentication,
  verifyRegistration,
} from './passkeys.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { clearSession, type Refusal, type SessionResult, sessionOf, startSession } from './sessions.js';

/** Games listed on an account's own list and a player's page. */
const GAMES_LISTED = 100;
const HISTORY_POINTS = 500;

const NAME_TAKEN: Refusal = { status: 409, code: 'name-taken', message: 'this name is taken' };
const BAD_CREDENTIALS: Refusal = { status: 401, code: 'bad-credentials', message: 'wrong name or password' };
const BAD_PASSKEY: Refusal = {
  status: 401,
  code: 'bad-passkey',
  message: 'this passkey answer does not verify',
};
const BAD_CHALLENGE: Refusal = {
  status: 400,
  code: 'bad-challenge',
  message: 'unknown, used or expired challenge: ask for new options',
};

async function answerOf(storage: Storage, account: AccountRow): Promise<AccountAnswer> {
  return {
    name: account.name,
    createdAt: account.createdAt,
    password: account.passwordHash !== null,
    passkeys: (await storage.passkeys(account.id)).length,
  };
}

/** Signed in: a new session, and the previous one of this browser (if any) ended. */
async function signIn(storage: Storage, account: AccountRow, request: FastifyRequest, reply: FastifyReply) {
  const previous = await sessionOf(storage, request);
  if (previous.ok) await storage.deleteSession(previous.idHash);
  await startSession(storage, account, request, reply);
  return answerOf(storage, account);
}

/** The games of these seats with their summaries, in the order given; games no longer stored are left out. */
async function gamesOf(storage: Storage, seats: readonly { gameId: string; seat: number }[]) {
  const byGame = new Map<string, number[]>();
  for (const s of seats) byGame.set(s.gameId, [...(byGame.get(s.gameId) ?? []), s.seat]);
  const games = await Promise.all(
    [...byGame].map(async ([id, held]) => {
      const row = await storage.getGame(id);
      return row ? { summary: summaryOf(row, await storage.seats(id)), seats: held } : null;
    }),
  );
  return games.filter((g) => g !== null);
}

export function accountRoutes(
  app: FastifyInstance,
  hub: Hub,
  { storage, limits }: { storage: Storage; limits: Limits },
): void {
  const limited = { preHandler: sharedRateLimit(app, limits.signIns, limits.lobbyWindowMs) };

  /** The request's account, or the refusal already sent. */
  async function signedIn(request: FastifyRequest, reply: FastifyReply): Promise<AccountRow | null> {
    const session: SessionResult = await sessionOf(storage, request);
    if (session.ok) return session.account;
    if (session.error.code === 'bad-session') clearSession(request, reply);
    await refuse(reply, session.error);
    return null;
  }

  app.post('/api/account/signup', limited, async (request, reply) => {
    const body = signUpBody.safeParse(request.body ?? {});
    if (!body.success) return invalid(reply, body.error);
    const { name, password } = body.data;
    const account = { id: randomBytes(12).toString('base64url'), name, nameKey: nameKey(name) };
    if (await storage.accountByKey(account.nameKey)) return refuse(reply, NAME_TAKEN);
    const passwordHash = await hashPassword(password);
    if (!(await storage.createAccount({ ...account, passwordHash }))) return refuse(reply, NAME_TAKEN);
    const row = await storage.accountById(account.id);
    if (!row) return refuse(reply, { status: 500, code: 'internal', message: 'the account was not stored' });
    return reply.status(201).send(await signIn(storage, row, request, reply));
  });

  app.post('/api/account/signin', limited, async (request, reply) => {
    const body = signInBody.safeParse(request.body ?? {});
    if (!body.success) return invalid(reply, body.error);
    const account = await storage.accountByKey(nameKey(body.data.name.normalize('NFC')));
    // The hash is checked whether or not the account exists (passwords.ts): the same work, the same answer.
    if (!(await verifyPassword(body.data.password, account?.passwordHash ?? null)) || !account)
      return refuse(reply, BAD_CREDENTIALS);
    return signIn(storage, account, request, reply);
  });

  app.post('/api/account/passkey/signup/options', limited, async (request, reply) => {
    const body = passkeySignUpOptionsBody.safeParse(request.body ?? {});
    if (!body.success) return invalid(reply, body.error);
    if (await storage.accountByKey(nameKey(body.data.name))) return refuse(reply, NAME_TAKEN);
    const made = await registrationOptions(storage, request, { purpose: 'signup', name: body.data.name });
    return made satisfies PasskeyOptions;
  });

  app.post('/api/account/passkey/signup', limited, async (request, reply) => {
    const body = passkeyVerifyBody.safeParse(request.body ?? {});
    if (!body.success) return invalid(reply, body.error);
    const challenge = await storage.takeChallenge(body.data.challenge, Date.now());
    if (challenge?.purpose !== 'signup' || !challenge.name || !challenge.userHandle)
      return refuse(reply, BAD_CHALLENGE);
    const passkey = await verifyRegistration(request, challenge, body.data.response);
    if (!passkey) return refuse(reply, BAD_PASSKEY);
    // The passkey was made for this user handle: it is the new account's id.
    const account = { id: challenge.userHandle, name: challenge.name, nameKey: nameKey(challenge.name) };
    if (!(await storage.createAccount({ ...account, passwordHash: null }, passkey)))
      return refuse(reply, NAME_TAKEN); // taken meanwhile, or a credential registered already
    const row = await storage.accountById(account.id);
    if (!row) return refuse(reply, { status: 500, code: 'internal', message: 'the account was not stored' });
    return reply.status(201).send(await signIn(storage, row, request, reply));
  });

  app.post('/api/account/passkey/add/options', limited, async (request, reply) => {
    const account = await signedIn(request, reply);
    if (!account) return reply;
    return (await registrationOptions(storage, request, {
      purpose: 'add',
      account,
    })) satisfies PasskeyOptions;
  });

  app.post('/api/account/passkey/add', limited, async (request, reply) => {
    const account = await signedIn(request, reply);
    if (!account) return reply;
    const body = passkeyVerifyBody.safeParse(request.body ?? {});
    if (!body.success) return invalid(reply, body.error);
    const challenge = await storage.takeChallenge(body.data.challenge, Date.now());
    if (challenge?.purpose !== 'add' || challenge.accountId !== account.id)
      return refuse(reply, BAD_CHALLENGE);
    const passkey = await verifyRegistration(request, challenge, body.data.response);
    if (!passkey || !(await storage.addPasskey(account.id, passkey))) return refuse(reply, BAD_PASSKEY);
    return answerOf(storage, account);
  });

  app.post('/api/account/passkey/signin/options', limited, async (request) => {
    return (await authenticationOptions(storage, request)) satisfies PasskeyOptions;
  });

  app.post('/api/account/passkey/signin', limited, async (request, reply) => {
    const body = passkeyVerifyBody.safeParse(request.body ?? {});
    if (!body.success) return invalid(reply, body.error);
    const challenge = await storage.takeChallenge(body.data.challenge, Date.now());
    if (challenge?.purpose !== 'signin') return refuse(reply, BAD_CHALLENGE);
    const passkey = await verifyAuthentication(storage, request, challenge, body.data.response);
    const account = passkey ? await storage.accountById(passkey.accountId) : null;
    if (!account) return refuse(reply, BAD_PASSKEY);
    return signIn(storage, account, request, reply);
  });

  app.post('/api/account/signout', async (request, reply) => {
    const session = await sessionOf(storage, request);
    if (session.ok) await storage.deleteSession(session.idHash);
    clearSession(request, reply);
    return reply.status(204).send();
  });

  app.get('/api/account', async (request, reply) => {
    const account = await signedIn(request, reply);
    if (!account) return reply;
    return answerOf(storage, account);
  });

  /** The guest seats this browser holds join the account: all of them, or none if any is not the browser's. */
  app.post('/api/account/adopt', async (request, reply) => {
    const account = await signedIn(request, reply);
    if (!account) return reply;
    const body = adoptBody.safeParse(request.body ?? {});
    if (!body.success) return invalid(reply, body.error);
    const held = body.data.seats.map((s) => ({
      gameId: s.game,
      seat: s.seat,
      tokenHash: hashToken(s.token),
    }));
    const result = await storage.adoptSeats(account.id, account.name, held);
    if (!result.ok)
      return refuse(reply, {
        status: 403,
        code: 'not-your-seat',
        message: `seat ${result.seat} of game ${result.gameId} is not this browser's to give: nothing was adopted`,
      });
    // The rooms show the new names (each process reads its seats back).
    for (const gameId of new Set(result.adopted.map((s) => s.gameId))) {
      const room = await hub.room(gameId);
      if (room) await hub.seatsChanged(room);
    }
    const pairs = (list: readonly { gameId: string; seat: number }[]) =>
      list.map((s) => ({ game: s.gameId, seat: s.seat }));
    return { adopted: pairs(result.adopted), gone: pairs(result.gone) } satisfies AdoptAnswer;
  });

  app.get('/api/account/games', async (request, reply) => {
    const account = await signedIn(request, reply);
    if (!account) return reply;
    const games = await gamesOf(storage, await storage.accountSeats(account.id, GAMES_LISTED));
    return { games } satisfies AccountGames;
  });

  /** A token of this device's own for each of these seats of the account's (its other devices keep theirs). */
  app.post('/api/account/seats', async (request, reply) => {
    const account = await signedIn(request, reply);
    if (!account) return reply;
    const body = seatTokensBody.safeParse(request.body ?? {});
    if (!body.success) return invalid(reply, body.error);
    const mine = new Set(
      (await storage.accountSeats(account.id, 10_000)).map((s) => `${s.gameId}\0${s.seat}`),
    );
    const foreign = body.data.seats.find((s) => !mine.has(`${s.game}\0${s.seat}`));
    if (foreign)
      return refuse(reply, {
        status: 403,
        code: 'not-your-seat',
        message: `seat ${foreign.seat} of game ${foreign.game} is not this account's`,
      });
    const seats = [];
    for (const s of body.data.seats) {
      const token = randomBytes(32).toString('base64url');
      if (await storage.addSeatToken(account.id, s.game, s.seat, hashToken(token)))
        seats.push({ game: s.game, seat: s.seat, token });
    }
    return { seats } satisfies SeatTokens;
  });

  app.get('/api/players/:name', async (request, reply) => {
    const params = playerParams.safeParse(request.params);
    if (!params.success) return invalid(reply, params.error);
    const account = await storage.accountByKey(nameKey(params.data.name.normalize('NFC')));
    if (!account) return refuse(reply, { status: 404, code: 'unknown-player', message: 'no such player' });
    const [ratings, history, seats] = await Promise.all([
      storage.ratings(account.id),
      storage.ratingHistory(account.id, HISTORY_POINTS),
      storage.accountSeats(account.id, GAMES_LISTED, 'over'),
    ]);
    // An invite-only game is its players' alone: a player's page lists only the games anyone may watch.
    const games = (await gamesOf(storage, seats)).filter((g) => g.summary.access !== 'invite');
    return {
      name: account.name,
      createdAt: account.createdAt,
      ratings: ratings.map((r) => ({ game: r.game, rating: r.rating, rd: r.rd, games: r.games })),
      history: history
        .reverse()
        .map((h) => ({ game: h.game, gameId: h.gameId, rating: h.rating, rd: h.rd, at: h.at })),
      games,
    } satisfies PlayerPage;
  });

  app.get('/api/ratings/:game', async (request, reply) => {
    const params = ratingParams.safeParse(request.params);
    if (!params.success) return invalid(reply, params.error);
    const { game } = params.data;
    if (!hub.registry.has(game))
      return refuse(reply, { status: 404, code: 'unknown-game-type', message: `no game '${game}'` });
    const rows = await storage.leaderboard(game, GAMES_LISTED);
    return {
      game,
      players: rows.map((r) => ({ name: r.name, rating: r.rating, rd: r.rd, games: r.games })),
      bots: Object.entries(BOT_RATINGS).map(([bot, r]) => ({ bot, rating: r.rating, rd: r.rd })),
    } satisfies Leaderboard;
  });
}
