/**
 * Passwords kept as scrypt hashes (node:crypto): memory-hard, salted, with their parameters in the stored text
 * so they can be raised later without breaking old hashes. scrypt runs on libuv's thread pool, never on the
 * event loop. A check against no account costs the same as one against a wrong password (a hash of nothing is
 * checked instead), so neither the answer nor its time tells whether a name has an account.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

export interface ScryptCost {
  /** CPU and memory cost, a power of two: memory is 128 · N · r bytes (2^16 · 8: 64 MiB). */
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

/** 64 MiB and about a second of one core here per hash (docs/operations.md, "Accounts"). */
export const DEFAULT_COST: ScryptCost = { N: 2 ** 16, r: 8, p: 1 };
const KEY_BYTES = 32;
const SALT_BYTES = 16;
/** Stored hashes naming a larger cost than this are refused (no stored text may ask for unbounded memory). */
const MAX_N = 2 ** 20;

const memoryOf = (c: ScryptCost) => 128 * c.N * c.r + 1024 * 1024;

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, { ...cost, maxmem: memoryOf(cost) }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** `scrypt$N$r$p$salt$key`, salt and key in base64url. */
export async function hashPassword(password: string, cost: ScryptCost = DEFAULT_COST): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

function parse(stored: string): { cost: ScryptCost; salt: Buffer; key: Buffer } | null {
  const [kind, n, r, p, salt, key] = stored.split('$');
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (kind !== 'scrypt' || !salt || !key) return null;
  if (![cost.N, cost.r, cost.p].every(Number.isSafeInteger) || cost.N > MAX_N || cost.r > 32 || cost.p > 16)
    return null;
  return { cost, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
}

let nothing: Promise<string> | null = null;
/** The hash checked when there is no account's: made once, of a random password no one knows. */
const hashOfNothing = () => {
  nothing ??= hashPassword(randomBytes(32).toString('base64url'));
  return nothing;
};

/**
 * Whether `password` is the one `stored` was made of, compared in constant time. `stored` null (no such
 * account, or one without a password) checks a hash of nothing, and is never a match.
 */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parsed = parse(stored ?? (await hashOfNothing()));
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.cost);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key) && stored !== null;
}
