/**
 * Who may take a seat, and with which token: an invite-only game's seats only with its code, a rated game's only
 * by a signed-in player holding no other seat of it. A join with a request id gets a token made from it, so the
 * retry of a join whose answer was lost finds the seat holding that very token and gets the same answer.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Seat } from '@warboard/core';
import type { AccountErrorCode } from '@warboard/protocol';
import type { GameSettings, SeatRow } from '../storage/storage.js';

/** Who asks for a seat. */
export interface Joiner {
  /** The name a guest gives (a signed-in player's is their account's). */
  readonly name?: string | null | undefined;
  readonly account?: { readonly id: string; readonly name: string } | null;
  /** The client's id of this join (protocol: joinRequestId). */
  readonly requestId?: string | undefined;
  /** An invite-only game's code, from its invite link. */
  readonly invite?: string | undefined;
}

export interface JoinRefusal {
  readonly status: number;
  readonly code: AccountErrorCode;
  readonly message: string;
}

const sameText = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** Why `who` may not take a seat of a game with these settings and seats, or null: they may. */
export function joinRefusal(
  settings: GameSettings,
  seats: readonly SeatRow[],
  who: Joiner,
): JoinRefusal | null {
  if (settings.access === 'invite' && settings.invite !== undefined) {
    if (who.invite === undefined)
      return {
        status: 403,
        code: 'invite-required',
        message: 'this game is invite-only: open its invite link',
      };
    if (!sameText(who.invite, settings.invite))
      return { status: 403, code: 'bad-invite', message: "this is not the game's invite code" };
  }
  if (settings.rated) {
    if (!who.account)
      return {
        status: 403,
        code: 'account-required',
        message: 'a rated game is played by signed-in players',
      };
    const id = who.account.id;
    if (seats.some((s) => s.accountId === id))
      return { status: 409, code: 'same-account', message: 'you hold a seat of this rated game already' };
  }
  return null;
}

/**
 * The seat token of a join: made from its request id (bound to the game and seat, so one id gives different
 * tokens elsewhere), else 32 random bytes. Either way the server keeps only its SHA-256.
 */
export function seatToken(gameId: string, seat: Seat, requestId: string | undefined): string {
  if (requestId === undefined) return randomBytes(32).toString('base64url');
  return createHash('sha256')
    .update(`warboard seat token\0${gameId}\0${seat}\0${requestId}`)
    .digest('base64url');
}
