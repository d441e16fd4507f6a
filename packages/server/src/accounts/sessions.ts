/**
 * Sessions: a signed-in browser holds a random id in an HTTP-only, SameSite=Lax cookie (Secure over HTTPS), and
 * storage keeps only the id's SHA-256 with its account and expiry. Signing out deletes it; an expired one is
 * refused and removed. Every route that needs an account reads it here, and gets a typed refusal otherwise.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { AccountErrorCode } from '@warboard/protocol';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccountRow } from '../storage/accounts.js';
import type { Storage } from '../storage/storage.js';

export const SESSION_COOKIE = 'warboard_session';
/** How long a session lives after signing in. */
export const SESSION_MS = 30 * 24 * 3600 * 1000;

const hashOf = (id: string): string => createHash('sha256').update(id).digest('hex');

export interface Refusal {
  readonly status: number;
  readonly code: AccountErrorCode;
  readonly message: string;
}

export type SessionResult =
  | { readonly ok: true; readonly account: AccountRow; readonly idHash: string }
  | { readonly ok: false; readonly error: Refusal };

const cookieOptions = (request: FastifyRequest) =>
  ({
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    // Over plain HTTP (a LAN, the tests) a Secure cookie would never come back.
    secure: request.protocol === 'https',
  }) as const;

/** A new session for `account`, its cookie set on `reply`. */
export async function startSession(
  storage: Storage,
  account: AccountRow,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const id = randomBytes(32).toString('base64url');
  const expiresAt = Date.now() + SESSION_MS;
  await storage.createSession(hashOf(id), account.id, expiresAt);
  reply.setCookie(SESSION_COOKIE, id, { ...cookieOptions(request), maxAge: SESSION_MS / 1000 });
}

export function clearSession(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
}

/** The account of the request's session cookie, or why there is none. */
export async function sessionOf(storage: Storage, request: FastifyRequest): Promise<SessionResult> {
  const id = request.cookies[SESSION_COOKIE];
  if (id === undefined || id === '')
    return { ok: false, error: { status: 401, code: 'signed-out', message: 'sign in first' } };
  const expired: SessionResult = {
    ok: false,
    error: { status: 401, code: 'bad-session', message: 'no such session, or it expired: sign in again' },
  };
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(id)) return expired;
  const idHash = hashOf(id);
  const session = await storage.session(idHash, Date.now());
  const account = session ? await storage.accountById(session.accountId) : null;
  return account ? { ok: true, account, idHash } : expired;
}

/**
 * The signed-in account, or null for a guest (no cookie at all). A cookie that names no live session is refused,
 * not taken for a guest: what the player meant to do as themselves is not done as someone else.
 */
export async function optionalAccount(
  storage: Storage,
  request: FastifyRequest,
): Promise<{ ok: true; account: AccountRow | null } | { ok: false; error: Refusal }> {
  const session = await sessionOf(storage, request);
  if (session.ok) return { ok: true, account: session.account };
  return session.error.code === 'signed-out' ? { ok: true, account: null } : session;
}
