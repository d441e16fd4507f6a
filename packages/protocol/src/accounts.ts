/**
 * Accounts over HTTP (docs/protocol.md, "Accounts"): a player's name, signing up and in with a password or a
 * passkey, the seats an account holds, ratings and player pages. One schema of a player's name serves the server
 * (which refuses a bad one) and the web (which says why before it asks).
 */
import { z } from 'zod';
import { list, seat } from './common.js';
import { gameSummary } from './lobby.js';
import { gameId, opaqueId } from './text.js';

export const NAME_MIN = 3;
export const NAME_MAX = 24;

/**
 * What a name may hold: letters of any script, combining marks, digits, `_`, `.`, `-`, and single spaces between
 * them. That leaves out every control, format (zero-width, bidirectional marks, embeddings, overrides and
 * isolates), private-use, unassigned and symbol character, so no name disguises another or what is around it.
 */
const NAME_SHAPE = /^[\p{L}\p{M}\p{N}_.-]+(?: [\p{L}\p{M}\p{N}_.-]+)*$/u;

/** Code points, not UTF-16 units: a name in Chinese or with an accent counts each character once. */
const length = (text: string): number => [...text].length;

/**
 * A player's name as it is shown: NFC-normalised, then 3–24 characters of the allowed shape. The same name in
 * another case or width is the same player (`nameKey`).
 */
export const playerName = z
  .string()
  .max(200)
  .transform((text) => text.normalize('NFC'))
  .refine((text) => length(text) >= NAME_MIN && length(text) <= NAME_MAX, {
    message: `a name has ${NAME_MIN}–${NAME_MAX} characters`,
  })
  .refine((text) => NAME_SHAPE.test(text), {
    message:
      'letters, digits, _ . - and single spaces between them; no control, zero-width or bidi characters',
  });

/**
 * The key that makes names unique: compatibility-normalised (full-width `Ａｄａ` is `Ada`) and lower-cased
 * without a locale, so two names that read alike in another case or width are one.
 */
export const nameKey = (name: string): string => name.normalize('NFKC').toLowerCase();

/** A password: any text a person types, long enough to matter, short enough to hash in bounded time. */
export const PASSWORD_MIN = 8;
export const password = z.string().min(PASSWORD_MIN).max(256);

/** `POST /api/account/signup`: a new account with a password. */
export const signUpBody = z.object({ name: playerName, password }).strict();
export type SignUpBody = z.infer<typeof signUpBody>;

/** `POST /api/account/signin`: the name and password; the name is looked up by its key. */
export const signInBody = z.object({ name: z.string().max(200), password: z.string().max(256) }).strict();
export type SignInBody = z.infer<typeof signInBody>;

/** `POST /api/account/passkey/signup/options`: the name a new passkey account will have. */
export const passkeySignUpOptionsBody = z.object({ name: playerName }).strict();

/** A challenge handed out with WebAuthn options, named by its id when the browser's answer comes back. */
export const challengeId = opaqueId(64);

/**
 * The browser's answer to a WebAuthn ceremony (`@simplewebauthn/browser`'s RegistrationResponseJSON or
 * AuthenticationResponseJSON), checked in full by the server's WebAuthn library: only its outline is checked here.
 */
const webAuthnResponse = z.looseObject({ id: z.string().min(1).max(1024), type: z.literal('public-key') });

/** `POST /api/account/passkey/signup`, `…/passkey/add` and `…/passkey/signin`: the ceremony's answer. */
export const passkeyVerifyBody = z.object({ challenge: challengeId, response: webAuthnResponse }).strict();
export type PasskeyVerifyBody = z.infer<typeof passkeyVerifyBody>;

/** WebAuthn options as the server's library makes them, handed to the browser's library as they are. */
export const passkeyOptions = z
  .object({
    challenge: challengeId,
    options: z.custom<object>((value) => typeof value === 'object' && value !== null),
  })
  .readonly();
export type PasskeyOptions = z.infer<typeof passkeyOptions>;

/** `GET /api/account` and the answer to every sign-up and sign-in. */
export const accountAnswer = z
  .object({
    name: z.string(),
    createdAt: z.number(),
    password: z.boolean(), // whether a password signs it in
    passkeys: z.number().int().min(0), // how many passkeys sign it in
  })
  .readonly();
export type AccountAnswer = z.infer<typeof accountAnswer>;

/** A seat a browser holds with its token, offered to the account it signed in to (`POST /api/account/adopt`). */
export const heldSeatClaim = z.object({ game: gameId, seat, token: opaqueId(256) }).strict();

/** `POST /api/account/adopt`: the guest seats this browser holds, to join the account. */
export const adoptBody = z.object({ seats: z.array(heldSeatClaim).max(200) }).strict();
export type AdoptBody = z.infer<typeof adoptBody>;

/** The answer: the seats now the account's, and those of games that are gone (removed while open). */
export const adoptAnswer = z
  .object({
    adopted: list(z.object({ game: z.string(), seat }).readonly()),
    gone: list(z.object({ game: z.string(), seat }).readonly()),
  })
  .readonly();
export type AdoptAnswer = z.infer<typeof adoptAnswer>;

/** One game of the account's, with the seats it holds there (`GET /api/account/games`). */
export const accountGame = z.object({ summary: gameSummary, seats: list(seat) }).readonly();
export const accountGames = z.object({ games: list(accountGame) }).readonly();
export type AccountGames = z.infer<typeof accountGames>;

/** `POST /api/account/seats`: seats of the account's that this device wants a token of its own for. */
export const seatTokensBody = z
  .object({
    seats: z
      .array(z.object({ game: gameId, seat }).strict())
      .min(1)
      .max(200),
  })
  .strict();
export type SeatTokensBody = z.infer<typeof seatTokensBody>;

/** The answer: a token per seat, kept by this device like a join's (each device has its own). */
export const seatTokens = z
  .object({ seats: list(z.object({ game: z.string(), seat, token: z.string() }).readonly()) })
  .readonly();
export type SeatTokens = z.infer<typeof seatTokens>;

/** A player's Glicko-2 rating in one game: `rating` ± `rd` (rating deviation), after `games` rated games. */
export const ratingInfo = z
  .object({
    game: z.string(),
    rating: z.number(),
    rd: z.number(),
    games: z.number().int().min(0),
  })
  .readonly();
export type RatingInfo = z.infer<typeof ratingInfo>;

/** A point of a rating's history: the rating after one rated game (`gameId`) ended at `at`. */
export const ratingPoint = z
  .object({ game: z.string(), gameId: z.string(), rating: z.number(), rd: z.number(), at: z.number() })
  .readonly();
export type RatingPoint = z.infer<typeof ratingPoint>;

/** `GET /api/players/:name`: a player's page. */
export const playerPage = z
  .object({
    name: z.string(),
    createdAt: z.number(),
    ratings: list(ratingInfo),
    history: list(ratingPoint), // oldest first
    games: list(accountGame), // finished games, newest first
  })
  .readonly();
export type PlayerPage = z.infer<typeof playerPage>;

/** `GET /api/ratings/:game`: the leaderboard of one game, highest rating first. */
export const leaderboard = z
  .object({
    game: z.string(),
    players: list(z.object({ name: z.string(), rating: z.number(), rd: z.number(), games: z.number() })),
    bots: list(z.object({ bot: z.string(), rating: z.number(), rd: z.number() }).readonly()),
  })
  .readonly();
export type Leaderboard = z.infer<typeof leaderboard>;

/** `/api/players/:name`: any text in the path; the server looks it up by its key. */
export const playerParams = z.object({ name: z.string().min(1).max(200) });
/** `/api/ratings/:game`. */
export const ratingParams = z.object({ game: z.string().min(1).max(64) });

/**
 * The typed refusals of the account routes, beyond the lobby's (`bad-request`, `rate-limited`, …). Signing in
 * says `bad-credentials` whether the name is unknown or the password wrong, so it never tells who has an account.
 */
export const accountErrorCode = z.enum([
  'name-taken', // sign-up: the name, or one that differs only in case or width, is someone's
  'bad-credentials', // sign-in: no such name, or not its password (the same answer for both)
  'bad-passkey', // a passkey answer that does not verify: forged, for another challenge, or unknown
  'bad-challenge', // the challenge is unknown, used already or expired
  'signed-out', // the route needs a session: there is no session cookie
  'bad-session', // the session cookie names no live session: forged, signed out or expired
  'not-your-seat', // a seat token that is not that seat's, or a seat held by another account
  'account-required', // a rated game's seat is taken by a signed-in player only
  'same-account', // one account may hold only one seat of a rated game
  'invite-required', // an invite-only game's seat is taken with the invite link's code only
  'bad-invite', // a code that is not this game's invite
  'unknown-player',
]);
export type AccountErrorCode = z.infer<typeof accountErrorCode>;
