/** The pieces every message and answer is built of: seats, clocks, events, decisions, outcomes. */
import type { Decision, GameEvent } from '@warboard/core';
import { z } from 'zod';

/** A list as it crosses the wire; read-only, so the server can send the arrays it keeps. */
export const list = <T extends z.ZodType>(item: T) => z.array(item).readonly();

export const seat = z.number().int().min(0);
export const version = z.number().int().min(0);
export const gameStatus = z.enum(['open', 'live', 'over']);
export type GameStatus = z.infer<typeof gameStatus>;

export const seatInfo = z
  .object({
    seat,
    kind: z.enum(['human', 'bot']),
    difficulty: z.string().nullable(),
    taken: z.boolean(),
    name: z.string().nullable(), // the name its player gave when joining, or their account's
    account: z.literal(true).optional(), // `name` is an account's: its page is /players/<name>
  })
  .readonly();
export type SeatInfo = z.infer<typeof seatInfo>;

/**
 * A seat's decision clock: its decision's own time ends at `at` (ms since the epoch, server clock); then its
 * `reserve` (a correspondence game's bank of time, in ms) runs, and at `at + reserve` its standing order is
 * played. Without a reserve the standing order comes at `at`.
 */
export const deadlineInfo = z.object({ seat, at: z.number(), reserve: z.number().optional() }).readonly();
export type DeadlineInfo = z.infer<typeof deadlineInfo>;

/** The reserve a seat has left (ms), in a game with a reserve; a seat that owes counts it from its `at`. */
export const reserveInfo = z.object({ seat, left: z.number() }).readonly();
export type ReserveInfo = z.infer<typeof reserveInfo>;

const decisionShape = z.looseObject({ seat, kind: z.string() });
/** Someone owes the game an answer (core's Decision; a game may say more, as Frontline does). */
export const decision = z.custom<Decision>((value) => decisionShape.safeParse(value).success);

/** How a game ended (core's Outcome). */
export const outcome = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('win'), winners: list(seat), reason: z.string() }).readonly(),
  z.object({ kind: z.literal('draw'), reason: z.string() }).readonly(),
]);

/** An event as a client reads it: core's event with whatever fields its game gives it. */
export type WireEvent = GameEvent & { readonly [field: string]: unknown };
const eventShape = z.looseObject({ type: z.string(), visibleTo: list(seat).optional() });
// Checked by shape, typed as core's event (zod's optional field would also admit an explicit undefined).
export const gameEvent = z.custom<GameEvent>((value) => eventShape.safeParse(value).success);

/**
 * What one game puts on the wire: its view, its actions, its events, its decisions. Schemas and types are generic over them,
 * so a screen that knows its game reads typed views, legal actions and events without casting; the defaults
 * are what any client may assume of any game.
 */
export interface GameWire {
  readonly view: unknown;
  readonly action: unknown;
  readonly event: GameEvent;
  readonly decision: Decision;
}

/** What a client that reads event fields by name assumes of any game. */
export interface OpenWire extends GameWire {
  readonly event: WireEvent;
}

/** The schemas of one game's wire types; `anyWire` accepts any game's (`GameWire` itself is any game's). */
export interface WireSchemas<W extends GameWire> {
  readonly view: z.ZodType<W['view']>;
  readonly action: z.ZodType<W['action']>;
  readonly event: z.ZodType<W['event']>;
  readonly decision: z.ZodType<W['decision']>;
}
export const anyWire: WireSchemas<GameWire> = {
  view: z.unknown(),
  action: z.unknown(),
  event: gameEvent,
  decision,
};
