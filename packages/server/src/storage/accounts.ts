/**
 * What storage keeps of players (migration 3): accounts, their passkeys and sessions, the WebAuthn challenges
 * handed out and not yet answered, the seats each account holds and the tokens its devices hold them with, and
 * ratings. Secrets are kept only as what proves them: a password's scrypt hash, a session id's and a token's
 * SHA-256, a passkey's public key. Both backends implement it (sqlite-accounts.ts, postgres-accounts.ts).
 */
import type { Seat } from '@warboard/core';
import type { Glicko } from '../ratings/glicko.js';

export interface NewAccount {
  readonly id: string;
  readonly name: string; // as shown (NFC)
  readonly nameKey: string; // unique: protocol's nameKey(name)
  readonly passwordHash: string | null;
}

export interface AccountRow extends NewAccount {
  readonly createdAt: number;
}

export interface NewPasskey {
  readonly id: string; // the credential id, base64url
  readonly publicKey: string; // COSE public key, base64url
  readonly counter: number;
  readonly transports: readonly string[];
}

export interface PasskeyRow extends NewPasskey {
  readonly accountId: string;
  readonly createdAt: number;
}

export type ChallengePurpose = 'signup' | 'add' | 'signin';

/** A WebAuthn challenge handed out with its options, taken (once) when the browser's answer comes back. */
export interface ChallengeRow {
  readonly id: string;
  readonly challenge: string;
  readonly purpose: ChallengePurpose;
  /** signup: the name asked for; add: the account's. */
  readonly name: string | null;
  readonly accountId: string | null;
  /** signup: the WebAuthn user handle the new passkey was made for (the new account's id). */
  readonly userHandle: string | null;
  readonly expiresAt: number;
}

export interface SessionRow {
  readonly accountId: string;
  readonly createdAt: number;
  readonly expiresAt: number;
}

/** A seat a browser holds by its token, offered for adoption by the account it signed in to. */
export interface HeldSeat {
  readonly gameId: string;
  readonly seat: Seat;
  readonly tokenHash: string;
}

export type AdoptResult =
  | {
      readonly ok: true;
      readonly adopted: readonly { gameId: string; seat: Seat }[];
      /** Seats of games that are no longer stored (open games removed): nothing to adopt. */
      readonly gone: readonly { gameId: string; seat: Seat }[];
    }
  /** A token that is not its seat's, or a seat another account holds: nothing was adopted. */
  | { readonly ok: false; readonly gameId: string; readonly seat: Seat };

export interface RatingRow extends Glicko {
  readonly accountId: string;
  readonly game: string;
  readonly games: number;
  readonly updatedAt: number;
}

export interface RatingHistoryRow {
  readonly accountId: string;
  readonly gameId: string;
  readonly game: string;
  readonly rating: number;
  readonly rd: number;
  readonly at: number;
}

/** One seat of a rated game that ended: an account's (rated) or a bot's (a fixed rating), and its place. */
export type RatedEntrant =
  | { readonly account: string; readonly rank: number }
  | { readonly fixed: Glicko; readonly rank: number };

export interface RatedGame {
  readonly gameId: string;
  readonly game: string;
  readonly at: number;
  readonly entrants: readonly RatedEntrant[];
}

export interface AccountStorage {
  /** False when the name's key is taken (nothing written). */
  createAccount(account: NewAccount, passkey?: NewPasskey): Promise<boolean>;
  accountByKey(nameKey: string): Promise<AccountRow | null>;
  accountById(id: string): Promise<AccountRow | null>;
  passkey(credentialId: string): Promise<PasskeyRow | null>;
  passkeys(accountId: string): Promise<PasskeyRow[]>;
  /** False when the credential is registered already (to any account). */
  addPasskey(accountId: string, passkey: NewPasskey): Promise<boolean>;
  setPasskeyCounter(credentialId: string, counter: number): Promise<void>;
  createSession(idHash: string, accountId: string, expiresAt: number): Promise<void>;
  /** The live session of this id's hash at `now`; null when none, or it expired (then it is removed). */
  session(idHash: string, now: number): Promise<SessionRow | null>;
  deleteSession(idHash: string): Promise<void>;
  putChallenge(challenge: ChallengeRow): Promise<void>;
  /** The challenge, removed as it is read: each is answered once. Null when unknown or expired. */
  takeChallenge(id: string, now: number): Promise<ChallengeRow | null>;
  /**
   * The account takes the seats whose token hashes match (and that no other account holds), its name becoming
   * theirs; all of them or none. Seats of games no longer stored are reported `gone`.
   */
  adoptSeats(accountId: string, name: string, seats: readonly HeldSeat[]): Promise<AdoptResult>;
  /** A device's own token of a seat the account holds; false (nothing written) when it does not hold it. */
  addSeatToken(accountId: string, gameId: string, seat: Seat, tokenHash: string): Promise<boolean>;
  /** The device tokens of a game's seats. */
  seatTokens(gameId: string): Promise<{ seat: Seat; tokenHash: string }[]>;
  /** The seats an account holds, newest game first, at most `limit` games. */
  accountSeats(accountId: string, limit: number, status?: 'over'): Promise<{ gameId: string; seat: Seat }[]>;
  ratings(accountId: string): Promise<RatingRow[]>;
  ratingHistory(accountId: string, limit: number): Promise<RatingHistoryRow[]>;
  leaderboard(game: string, limit: number): Promise<(RatingRow & { readonly name: string })[]>;
  /**
   * Rate a game that ended, once: the accounts' ratings are read, updated by Glicko-2 (ratings/glicko.ts) and
   * written with their history in one transaction. Null when the game was rated already.
   */
  rateGame(game: RatedGame): Promise<RatingRow[] | null>;
}
