/**
 * Chat in a game and in the lobby (docs/protocol.md). Each line is numbered in its room (a game, or the lobby)
 * and delivered like the game's steps: live as it is said, and, on a new connection, every line after the
 * client's `lastChat`. A game has two channels: its players' (read by everyone watching) and its spectators'
 * (read by spectators, and by the players only once the game is over, so nobody whispers moves to a player).
 */
import { z } from 'zod';
import { list, seat, version } from './common.js';
import { safeText } from './text.js';

/** Longest line, in characters (UTF-16 units); a longer one is refused with `chat-too-long`. */
export const MAX_CHAT_CHARS = 500;
/** Most lines one `chat` message carries on a (re)connection: the newest ones. */
export const MAX_CHAT_CATCH_UP = 200;

export const chatChannel = z.enum(['players', 'spectators', 'lobby']);
export type ChatChannel = z.infer<typeof chatChannel>;

/** A name a spectator or a lobby visitor gives with a line (a player's line carries its seat's name). */
export const chatName = safeText(0, 200).trim().min(1).max(40);

export const chatLine = z
  .object({
    number: version.min(1), // 1, 2, … in its room; a client may see gaps (lines of a channel it does not read)
    channel: chatChannel,
    seat: seat.nullable(), // the speaking seat (players' channel), null otherwise
    name: z.string().nullable(),
    text: z.string(),
    at: z.number(), // ms since the epoch, server clock
  })
  .readonly();
export type ChatLine = z.infer<typeof chatLine>;

/** A line as said: checked for length with a typed error (`chat-too-long`, `chat-empty`), not a schema's. */
export const chatText = safeText(0, 4 * MAX_CHAT_CHARS);

/** Lines for this client: the catch-up after `lastChat` (with the seats it muted), or one line as it is said. */
export const chatMessage = z
  .object({
    type: z.literal('chat'),
    version: version.optional(), // the game's version, in a game (as every message there carries)
    lines: list(chatLine),
    muted: list(seat).optional(), // the seats whose lines this listener does not get (on a (re)connection)
    // One line of each spectator or lobby visitor this listener muted (`mute` with `line`): unmuted by it again.
    mutedLines: list(version.min(1)).optional(),
  })
  .readonly();

export const chatAck = z
  .object({
    type: z.literal('chat-ack'),
    version: version.optional(),
    key: z.string(),
    number: version.min(1),
    duplicate: z.boolean(),
  })
  .readonly();

/** The seats (and, by one line of each, the spectators or lobby visitors) this listener muted, after a `mute`. */
export const mutedMessage = z
  .object({
    type: z.literal('muted'),
    version: version.optional(),
    seats: list(seat),
    lines: list(version.min(1)).optional(),
  })
  .readonly();
