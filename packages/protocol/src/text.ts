/**
 * What a string from a client may contain, checked at the edge before anything is stored. Both databases must
 * store exactly what was accepted: PostgreSQL refuses NUL in text and JSON (a raw database error), and its
 * driver writes a lone surrogate as U+FFFD, so two distinct keys would become one. Control characters and
 * bidirectional overrides in names let one player disguise what the others read.
 */
import { z } from 'zod';

/** NUL and every other C0/C1 control, lone surrogates, and the bidirectional embeddings, overrides and isolates. */
const UNSAFE = /[\p{Cc}\p{Cs}\u202A-\u202E\u2066-\u2069]/u;
/** Only NUL and lone surrogates: what no database column may hold (an action's strings may hold the rest). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what this looks for.
const UNSTORABLE = /[\u0000\p{Cs}]/u;

export const isSafeText = (text: string): boolean => !UNSAFE.test(text);

/** A string a person typed or a client chose (names, keys): no control, bidi-override or lone-surrogate characters. */
export const safeText = (min: number, max: number) =>
  z
    .string()
    .min(min)
    .max(max)
    .refine(isSafeText, 'no control characters, bidirectional overrides or lone surrogates');

/** Ids and tokens the server hands out are base64url; nothing else can name a game or hold a seat. */
export const opaqueId = (max: number) =>
  z.string().regex(new RegExp(`^[A-Za-z0-9_-]{1,${max}}$`), `1–${max} characters of A–Z, a–z, 0–9, _ and -`);

/** A game's id, as the lobby hands it out. */
export const gameId = opaqueId(64);

/** Whether every string of a JSON value (object keys included) can be stored as it is by either database. */
export function isStorableJson(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return !UNSTORABLE.test(value);
  if (value === null || typeof value !== 'object') return true;
  if (depth > 64) return false; // far deeper than any game's action; never recurse without end
  if (Array.isArray(value)) return value.every((v) => isStorableJson(v, depth + 1));
  return Object.entries(value).every(([k, v]) => !UNSTORABLE.test(k) && isStorableJson(v, depth + 1));
}

/**
 * Idempotency-key namespaces of the server's own actions: a bot's move (`bot:v<version>`) and a standing order
 * played when a seat's clock runs out (`standing:v<version>`). A client's key in one of them would make the
 * server's own action look like a retry of the client's, so clients may not use them.
 */
export const SERVER_KEY_PREFIXES = ['bot:', 'standing:'] as const;
export const botKey = (version: number): string => `bot:v${version}`;
export const standingKey = (version: number): string => `standing:v${version}`;
export const isReservedKey = (key: string): boolean => SERVER_KEY_PREFIXES.some((p) => key.startsWith(p));
