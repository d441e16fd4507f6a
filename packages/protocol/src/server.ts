/**
 * What the server sends over the WebSocket. `serverMessageSchema(wire)` builds the schema for one game's view,
 * action and event types; `serverMessage` accepts any game's, and `ServerMessage<W>` is the type either way.
 */
import { z } from 'zod';
import { chatAck, chatMessage, mutedMessage } from './chat.js';
import {
  anyWire,
  deadlineInfo,
  type GameWire,
  gameStatus,
  list,
  outcome,
  reserveInfo,
  seat,
  seatInfo,
  version,
  type WireSchemas,
} from './common.js';
import { errorMessage } from './errors.js';

const patchPath = list(z.union([z.string(), z.number().int().min(0)]));
const viewPatch = z
  .object({
    base: version,
    ops: list(z.union([z.tuple([patchPath]), z.tuple([patchPath, z.unknown()])]).readonly()),
  })
  .readonly();

/** Most steps one `history` answer carries; a client pages through longer games with `from`. */
export const MAX_HISTORY_STEPS = 500;

export function serverMessageSchema<W extends GameWire>(wire: WireSchemas<W>) {
  const events = list(wire.event);
  return z.discriminatedUnion('type', [
    z
      .object({
        type: z.literal('welcome'),
        game: z.string(), // the game's id
        gameType: z.string(), // 'horsemen', 'frontline'
        seat: seat.nullable(), // null: spectator
        status: gameStatus,
        seats: list(seatInfo),
        version,
        decisionMs: z.number(), // how long a seat may take over a decision
        reserveMs: z.number().optional(), // a correspondence game's reserve per player, when it has one
        now: z.number().optional(), // the server's clock as it sent this: clocks count down from it
      })
      .readonly(),
    /** A seat was taken (with its player's name): sent to every client of the game. */
    z.object({ type: z.literal('seats'), version, seats: list(seatInfo) }).readonly(),
    /** Where the client's view stands now: sent after the welcome when a catch-up would be too long. */
    z
      .object({
        type: z.literal('snapshot'),
        version,
        status: gameStatus,
        view: wire.view,
        decisions: list(wire.decision),
        deadlines: list(deadlineInfo), // clocks of human seats that owe a decision
        reserves: list(reserveInfo).optional(), // every human seat's reserve, in a game with one
        now: z.number().optional(), // the server's clock as it sent this
        legal: list(wire.action), // what this seat may do now (empty for spectators)
      })
      .readonly(),
    /**
     * One applied action, as this client may see it: who acted, the events it may see, and (live, or at the end
     * of a catch-up) its view after the action: whole, or as its changes from the view this seat was sent
     * before (live, when the client holds that view).
     */
    z
      .object({
        type: z.literal('update'),
        version,
        actor: seat,
        events,
        view: wire.view.optional(),
        viewPatch: viewPatch.optional(), // the view as its changes from the last one sent (view-patch.ts)
        decisions: list(wire.decision).optional(),
        deadlines: list(deadlineInfo).optional(),
        reserves: list(reserveInfo).optional(),
        now: z.number().optional(),
        legal: list(wire.action).optional(),
        status: z.enum(['live', 'over']).optional(),
        outcome: outcome.optional(),
      })
      .readonly(),
    /** The steps after `from` (at most MAX_HISTORY_STEPS), with the events this client may see. */
    z
      .object({
        type: z.literal('history'),
        version,
        from: version,
        steps: list(z.object({ version, actor: seat, events }).readonly()),
        more: z.boolean(), // more steps follow: ask again from the last one's version
      })
      .readonly(),
    /**
     * The game is over and a player asked for a rematch (POST /api/games/:id/rematch): `game` is the new one,
     * same seats and options, seat for seat; sent to every client of the old game.
     */
    z.object({ type: z.literal('rematch'), version, game: z.string(), by: seat }).readonly(),
    z.object({ type: z.literal('ack'), key: z.string(), version, duplicate: z.boolean() }).readonly(),
    chatMessage,
    chatAck,
    mutedMessage,
    /**
     * `seat`'s clock ran out twice in a row and the game hands a seat over by vote: the players who voted so
     * far, and those whose votes it needs. Sent when it happens, on each vote, and on a (re)connection.
     */
    z
      .object({ type: z.literal('handover'), version, seat, votes: list(seat), needed: list(seat) })
      .readonly(),
    z.object({ type: z.literal('pong'), id: z.string().optional(), version: version.optional() }).readonly(),
    errorMessage,
  ]);
}

/** Every message the server sends, for any game (a client may check what it receives against it). */
export const serverMessage = serverMessageSchema(anyWire);

export type ServerMessage<W extends GameWire = GameWire> = z.infer<ReturnType<typeof serverMessageSchema<W>>>;
export type HistoryStep<W extends GameWire = GameWire> = Extract<
  ServerMessage<W>,
  { type: 'history' }
>['steps'][number];
