/** The WebSocket's typed errors: every refused message is answered with one, and changes nothing. */
import type { RuleError } from '@warboard/core';
import { z } from 'zod';
import { version } from './common.js';

export const errorCode = z.enum([
  'bad-json', // not JSON (or not UTF-8, or with a byte order mark)
  'not-text', // a binary frame: messages are JSON text frames
  'bad-message', // JSON, but not a message of a known shape
  'unknown-type', // a `type` this server does not know
  'too-large', // over MAX_MESSAGE_BYTES
  'rate-limited', // too many messages on this connection
  'no-hello', // an action before a successful hello
  'already-joined', // a second hello on one connection
  'unknown-game',
  'bad-token', // a token that is no seat's token in this game
  'spectator', // a spectator tried to act
  'wrong-seat', // the message names another seat than the token's
  'stale-version', // the client acted on an outdated version
  'reserved-key', // an idempotency key in one of the server's own namespaces (bot:, standing:)
  'key-reused', // an idempotency key already used by this seat for another action
  'not-started', // seats are still free
  'game-over',
  'illegal', // the rules refused the action (see `rule`)
  'chat-empty', // a chat line of blanks only
  'chat-too-long', // a chat line over MAX_CHAT_CHARS
  'chat-flood', // too many chat lines from this seat or address: wait a little
  'chat-full', // the game's chat holds as many lines as it keeps
  'bad-mute', // a mute of no seat or line, of both at once, of one's own seat or line, or of a seat in the lobby
  'handed-over', // this seat was handed to a bot: its player watches, the bot plays
  'bad-handover', // a vote for a seat that may not be handed over (not timed out twice, one's own, no vote here)
  'internal',
]);
export type ErrorCode = z.infer<typeof errorCode>;

export const errorMessage = z
  .object({
    type: z.literal('error'),
    code: errorCode,
    message: z.string(),
    version: version.optional(), // the game's current version, once joined
    key: z.string().optional(), // the action's key, for action errors
    rule: z.string().optional(), // for `illegal`: the rule behind the refusal
    // For `illegal`: the game's own refusal code (its `refusals` catalogue) and the facts it names, so a client
    // says the refusal in its reader's language rather than showing the English `message`.
    refusal: z.string().optional(),
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  })
  .readonly();
export type ErrorMessage = z.infer<typeof errorMessage>;

/** The extra fields of an error message. */
export type ErrorExtras = Partial<Pick<ErrorMessage, 'key' | 'rule' | 'refusal' | 'params'>>;

/** The fields that carry a rules refusal on the wire: its rule, its code and its facts. */
export const refusalFields = (e: RuleError): ErrorExtras => ({
  rule: e.rule,
  refusal: e.code,
  ...(e.params ? { params: e.params } : {}),
});
