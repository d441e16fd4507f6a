/**
 * The protocol, both ways, as zod schemas and types (docs/protocol.md): the lobby's request bodies, the
 * WebSocket's client and server messages. Client messages are parsed with zod and never trusted; every
 * failure becomes a typed error message, never an exception.
 *
 * This module has no Node-only code (only zod, and types from core), so a browser client can import it as
 * `@warboard/server/protocol` instead of mirroring it.
 */
import type { GameEvent, Seat } from '@warboard/core';
import { z } from 'zod';

/** Largest client message accepted, in bytes; larger ones are refused with `too-large`. */
export const MAX_MESSAGE_BYTES = 16 * 1024;

const key = z.string().min(1).max(128);
const DAY_MS = 24 * 3600 * 1000;

/** Most steps one `history` answer carries; a client pages through longer games with `from`. */
export const MAX_HISTORY_STEPS = 500;

/** `POST /api/games`: which game, its options (checked by the game), seats, the decision time. */
export const createGameBody = z
  .object({
    game: z.string().min(1).max(64),
    options: z.unknown().optional(),
    seats: z
      .array(
        z.discriminatedUnion('kind', [
          z.object({ kind: z.literal('human') }).strict(),
          // the bot's name, checked against the game's seatable bots (GET /api/catalog)
          z.object({ kind: z.literal('bot'), difficulty: z.string().min(1).max(32).optional() }).strict(),
        ]),
      )
      .min(1)
      .max(16),
    decisionMs: z
      .number()
      .int()
      .min(50)
      .max(7 * DAY_MS)
      .optional(),
    fullReplay: z.boolean().optional(),
  })
  .strict();
export type CreateGameBody = z.infer<typeof createGameBody>;

/** `POST /api/games/:id/seats/:seat/join`: the player's name, shown to the others. */
export const joinSeatBody = z.object({ name: z.string().trim().min(1).max(40).optional() }).strict();
export type JoinSeatBody = z.infer<typeof joinSeatBody>;

export const clientMessage = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('hello'),
      game: z.string().min(1).max(64),
      token: z.string().min(1).max(256).optional(), // absent: a spectator
      lastVersion: z.number().int().min(0).optional(), // the last version this client saw
    })
    .strict(),
  z
    .object({
      type: z.literal('action'),
      key, // idempotency key: a retry with the same key is acknowledged again, never applied twice
      action: z.unknown(),
      version: z.number().int().min(0).optional(), // the version the client acted on; stale ones are refused
      seat: z.number().int().min(0).optional(), // if given, must be the token's seat
    })
    .strict(),
  z.object({ type: z.literal('ping'), id: z.string().max(64).optional() }).strict(),
  z
    .object({
      type: z.literal('history'),
      from: z.number().int().min(0).optional(), // steps after this version (default 0: from the start)
    })
    .strict(),
]);

export type ClientMessage = z.infer<typeof clientMessage>;
export const CLIENT_TYPES: readonly string[] = ['hello', 'action', 'ping', 'history'];

export type ErrorCode =
  | 'bad-json' // not JSON
  | 'bad-message' // JSON, but not a message of a known shape
  | 'unknown-type' // a `type` this server does not know
  | 'too-large' // over MAX_MESSAGE_BYTES
  | 'rate-limited' // too many messages on this connection
  | 'no-hello' // an action before a successful hello
  | 'already-joined' // a second hello on one connection
  | 'unknown-game'
  | 'bad-token' // a token that is no seat's token in this game
  | 'spectator' // a spectator tried to act
  | 'wrong-seat' // the message names another seat than the token's
  | 'stale-version' // the client acted on an outdated version
  | 'not-started' // seats are still free
  | 'game-over'
  | 'illegal' // the rules refused the action (see `rule`)
  | 'internal';

export interface ErrorMessage {
  readonly type: 'error';
  readonly code: ErrorCode;
  readonly message: string;
  readonly version?: number; // the game's current version, once joined
  readonly key?: string; // the action's key, for action errors
  readonly rule?: string; // for `illegal`: the rule behind the refusal
}

export interface SeatInfo {
  readonly seat: Seat;
  readonly kind: 'human' | 'bot';
  readonly difficulty: string | null;
  readonly taken: boolean;
  readonly name: string | null; // the name its player gave when joining
}

/** A seat's decision clock: at `at` (ms since the epoch, server clock) its standing order is played. */
export interface DeadlineInfo {
  readonly seat: Seat;
  readonly at: number;
}

export interface HistoryStep {
  readonly version: number;
  readonly actor: Seat;
  readonly events: readonly GameEvent[]; // only those this client may see
}

export type ServerMessage =
  | {
      readonly type: 'welcome';
      readonly game: string; // the game's id
      readonly gameType: string; // 'horsemen', 'frontline'
      readonly seat: Seat | null; // null: spectator
      readonly status: 'open' | 'live' | 'over';
      readonly seats: readonly SeatInfo[];
      readonly version: number;
      readonly decisionMs: number; // how long a seat may take over a decision
    }
  /** A seat was taken (with its player's name): sent to every client of the game. */
  | { readonly type: 'seats'; readonly version: number; readonly seats: readonly SeatInfo[] }
  /** Where the client's view stands now: sent after the welcome when a catch-up would be too long. */
  | {
      readonly type: 'snapshot';
      readonly version: number;
      readonly status: 'open' | 'live' | 'over';
      readonly view: unknown;
      readonly decisions: unknown;
      readonly deadlines: readonly DeadlineInfo[]; // clocks of human seats that owe a decision
      readonly legal: readonly unknown[]; // what this seat may do now (empty for spectators)
    }
  /**
   * One applied action, as this client may see it: who acted, the events it may see, and (live, or at the end
   * of a catch-up) its view after the action.
   */
  | {
      readonly type: 'update';
      readonly version: number;
      readonly actor: Seat;
      readonly events: readonly GameEvent[];
      readonly view?: unknown;
      readonly decisions?: unknown;
      readonly deadlines?: readonly DeadlineInfo[];
      readonly legal?: readonly unknown[];
      readonly status?: 'live' | 'over';
      readonly outcome?: unknown;
    }
  /** The steps after `from` (at most MAX_HISTORY_STEPS), with the events this client may see. */
  | {
      readonly type: 'history';
      readonly version: number;
      readonly from: number;
      readonly steps: readonly HistoryStep[];
      readonly more: boolean; // more steps follow: ask again from the last one's version
    }
  | { readonly type: 'ack'; readonly key: string; readonly version: number; readonly duplicate: boolean }
  | { readonly type: 'pong'; readonly id?: string; readonly version?: number }
  | ErrorMessage;

const seatInfo = z.object({
  seat: z.number().int(),
  kind: z.enum(['human', 'bot']),
  difficulty: z.string().nullable(),
  taken: z.boolean(),
  name: z.string().nullable(),
});
const deadlineInfo = z.object({ seat: z.number().int(), at: z.number() });
const gameEvent = z.looseObject({ type: z.string(), visibleTo: z.array(z.number().int()).optional() });
const status = z.enum(['open', 'live', 'over']);
const version = z.number().int().min(0);

/** Every message the server sends, as a schema (a client may check what it receives against it). */
export const serverMessage = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('welcome'),
    game: z.string(),
    gameType: z.string(),
    seat: z.number().int().nullable(),
    status,
    seats: z.array(seatInfo),
    version,
    decisionMs: z.number(),
  }),
  z.object({ type: z.literal('seats'), version, seats: z.array(seatInfo) }),
  z.object({
    type: z.literal('snapshot'),
    version,
    status,
    view: z.unknown(),
    decisions: z.unknown(),
    deadlines: z.array(deadlineInfo),
    legal: z.array(z.unknown()),
  }),
  z.object({
    type: z.literal('update'),
    version,
    actor: z.number().int(),
    events: z.array(gameEvent),
    view: z.unknown().optional(),
    decisions: z.unknown().optional(),
    deadlines: z.array(deadlineInfo).optional(),
    legal: z.array(z.unknown()).optional(),
    status: z.enum(['live', 'over']).optional(),
    outcome: z.unknown().optional(),
  }),
  z.object({
    type: z.literal('history'),
    version,
    from: version,
    steps: z.array(z.object({ version, actor: z.number().int(), events: z.array(gameEvent) })),
    more: z.boolean(),
  }),
  z.object({ type: z.literal('ack'), key: z.string(), version, duplicate: z.boolean() }),
  z.object({ type: z.literal('pong'), id: z.string().optional(), version: version.optional() }),
  z.object({
    type: z.literal('error'),
    code: z.string(),
    message: z.string(),
    version: version.optional(),
    key: z.string().optional(),
    rule: z.string().optional(),
  }),
]);

export type ParsedClient = { ok: true; message: ClientMessage } | { ok: false; error: ErrorMessage };

const fail = (code: ErrorCode, message: string): ParsedClient => ({
  ok: false,
  error: { type: 'error', code, message },
});

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Parse one raw frame (text, or its UTF-8 bytes). Never throws. */
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
    return fail('bad-json', 'not valid JSON');
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
  return { ok: true, message: parsed.data };
}
