/**
 * What a client sends over the WebSocket. The server parses every frame with `parseClientMessage` and never
 * trusts it: every failure becomes a typed error message, never an exception.
 */
import { z } from 'zod';
import { chatName, chatText, MAX_CHAT_CHARS } from './chat.js';
import { seat, version } from './common.js';
import type { ErrorCode, ErrorMessage } from './errors.js';
import { gameId, isReservedKey, isStorableJson, opaqueId, SERVER_KEY_PREFIXES, safeText } from './text.js';

/** Largest client message accepted, in bytes; larger ones are refused with `too-large`. */
export const MAX_MESSAGE_BYTES = 16 * 1024;

const key = safeText(1, 128);

export const clientMessage = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('hello'),
      game: gameId,
      token: opaqueId(256).optional(), // absent: a spectator
      lastVersion: version.optional(), // the last version this client saw
      lastChat: version.optional(), // the last chat line this client saw (absent: the newest lines)
    })
    .strict(),
  /** Join the lobby's chat instead of a game (a connection does one or the other). */
  z.object({ type: z.literal('lobby'), lastChat: version.optional() }).strict(),
  z
    .object({
      type: z.literal('chat'),
      key, // a retry with the same key is acknowledged again, never said twice
      text: chatText,
      name: chatName.optional(), // a spectator's or lobby visitor's name; a seat speaks with its own
    })
    .strict(),
  /** A vote to hand `seat`, whose clock ran out twice in a row, to a bot (a game created with `handover: 'vote'`). */
  z.object({ type: z.literal('handover'), seat }).strict(),
  /**
   * A listener stops (or starts again) getting another seat's lines (`seat`), or the lines of whoever said line
   * `line` of the room (a spectator or lobby visitor, who has no seat); one of the two. A seat's mutes follow it
   * to every device holding it.
   */
  z
    .object({
      type: z.literal('mute'),
      seat: seat.optional(),
      line: version.min(1).optional(),
      muted: z.boolean(),
    })
    .strict(),
  z
    .object({
      type: z.literal('action'),
      key, // idempotency key: a retry with the same key is acknowledged again, never applied twice
      // Stored as it is: no string in it may hold what a database cannot keep (NUL, lone surrogates).
      action: z.unknown().refine(isStorableJson, 'no NUL or lone surrogate in any string'),
      version: version.optional(), // the version the client acted on; stale ones are refused
      seat: seat.optional(), // if given, must be the token's seat
    })
    .strict(),
  z.object({ type: z.literal('ping'), id: safeText(0, 64).optional() }).strict(),
  z
    .object({
      type: z.literal('history'),
      from: version.optional(), // steps after this version (default 0: from the start)
    })
    .strict(),
]);

export type ClientMessage = z.infer<typeof clientMessage>;
export const CLIENT_TYPES: readonly string[] = clientMessage.options.map((o) => o.shape.type.value);

export type ParsedClient = { ok: true; message: ClientMessage } | { ok: false; error: ErrorMessage };

const fail = (code: ErrorCode, message: string): ParsedClient => ({
  ok: false,
  error: { type: 'error', code, message },
});

const encoder = new TextEncoder();
// Strict UTF-8, and a byte order mark kept (so JSON.parse refuses it) rather than silently dropped.
const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** Parse one raw text frame (text, or its UTF-8 bytes). Never throws. */
export function parseClientMessage(raw: string | Uint8Array): ParsedClient {
  // A string has at least as many UTF-8 bytes as UTF-16 units: only a long one needs encoding to be sure.
  const bytes =
    typeof raw !== 'string'
      ? raw.length
      : raw.length * 3 <= MAX_MESSAGE_BYTES
        ? 0
        : encoder.encode(raw).length;
  if (bytes > MAX_MESSAGE_BYTES) return fail('too-large', `messages are at most ${MAX_MESSAGE_BYTES} bytes`);
  let json: unknown;
  try {
    json = JSON.parse(typeof raw === 'string' ? raw : decoder.decode(raw));
  } catch {
    return fail('bad-json', 'not valid JSON (UTF-8 text, without a byte order mark)');
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return fail('bad-message', 'a message is a JSON object with a "type"');
  }
  const type = (json as { type?: unknown }).type;
  if (typeof type !== 'string') return fail('bad-message', 'a message needs a string "type"');
  if (!CLIENT_TYPES.includes(type))
    return fail('unknown-type', `unknown message type (known: ${CLIENT_TYPES.join(', ')})`);
  const parsed = clientMessage.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.join('.') || '(message)';
    return fail('bad-message', `${type}: ${where}: ${issue?.message ?? 'invalid'}`);
  }
  const message = parsed.data;
  if (message.type === 'chat') {
    const text = message.text.trim();
    if (text.length === 0) return fail('chat-empty', 'a chat line needs some text');
    if (text.length > MAX_CHAT_CHARS)
      return fail('chat-too-long', `a chat line is at most ${MAX_CHAT_CHARS} characters`);
    return { ok: true, message: { ...message, text } };
  }
  if (message.type === 'action' && isReservedKey(message.key))
    return fail(
      'reserved-key',
      `keys starting with ${SERVER_KEY_PREFIXES.join(' or ')} are the server's own`,
    );
  return { ok: true, message };
}
