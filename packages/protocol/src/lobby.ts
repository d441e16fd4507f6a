/**
 * The lobby over HTTP (docs/protocol.md): what a client sends (`createGameBody`, `joinSeatBody`) and what it
 * gets back (a game's summary, the catalogue, a replay, a seat's token). Answers are schemas too, so the
 * server's tests check what it serves and the client's types cannot drift from it.
 */
import { z } from 'zod';
import {
  anyWire,
  deadlineInfo,
  type GameWire,
  gameStatus,
  list,
  outcome,
  seat,
  seatInfo,
  version,
  type WireSchemas,
} from './common.js';
import { gameId, opaqueId, safeText } from './text.js';

const DAY_MS = 24 * 3600 * 1000;

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
    /**
     * A correspondence game's reserve per player: time a decision may overrun `decisionMs` by, drawn from a
     * bank that lasts the whole game (0 or absent: none; the standing order comes at `decisionMs`).
     */
    reserveMs: z
      .number()
      .int()
      .min(0)
      .max(30 * DAY_MS)
      .optional(),
    fullReplay: z.boolean().optional(),
    // rated: its result changes its players' ratings; only signed-in players take its seats (default casual)
    rated: z.boolean().optional(),
    // invite: seats are taken with the invite link's code only, and the lobby lists the game nowhere
    access: z.enum(['open', 'invite']).optional(),
    /**
     * A seat whose clock ran out twice in a row: `bot`, a bot takes it over at once; `vote`, when every other
     * player votes for it (a `handover` message); absent, it stays its player's, played by standing orders.
     */
    handover: z.enum(['bot', 'vote']).optional(),
  })
  .strict();
export type CreateGameBody = z.infer<typeof createGameBody>;
export type SeatRequest = CreateGameBody['seats'][number];

/** The path of a game's routes (`/api/games/:id…`): ids are base64url, as the lobby hands them out. */
export const gameParams = z.object({ id: gameId });

/** `/api/games/:id/seats/:seat/…`: the seat in plain decimal digits (not " ", `0x1`, `1e1` or `01`). */
export const seatParams = z.object({
  id: gameId,
  seat: z
    .string()
    .regex(/^(0|[1-9][0-9]?)$/, 'a seat number in decimal digits')
    .transform(Number)
    .pipe(seat.max(64)),
});

/**
 * A join's request id: chosen by the client, at random, for one join and kept until it is answered. A retry
 * with the same id gets the same seat and token, so a join whose answer was lost is not a seat lost; whoever
 * knows it can take that answer, so it is as secret as the token (16–128 base64url characters).
 */
export const joinRequestId = opaqueId(128).min(16, 'a request id has at least 16 characters');

/** An invite-only game's code, part of its invite links. */
export const inviteCode = opaqueId(64);

/**
 * `POST /api/games/:id/seats/:seat/join`: the player's name, shown to the others (a signed-in player's is their
 * account's); the join's request id; an invite-only game's code.
 */
export const joinSeatBody = z
  .object({
    name: safeText(0, 200).trim().min(1).max(40).optional(),
    requestId: joinRequestId.optional(),
    invite: inviteCode.optional(),
  })
  .strict();
export type JoinSeatBody = z.infer<typeof joinSeatBody>;

/** The answer to a join: the seat's token, the only proof of holding it. */
export const joinedSeat = z.object({ game: z.string(), seat, token: z.string() }).readonly();
export type JoinedSeat = z.infer<typeof joinedSeat>;

/** `GET /api/games/:id`, each entry of `GET /api/games`, and the answer to a creation. */
export const gameSummary = z
  .object({
    id: z.string(),
    game: z.string(),
    status: gameStatus,
    version,
    seats: list(seatInfo),
    createdAt: z.number(), // ms since the epoch
    decisionMs: z.number(),
    reserveMs: z.number().optional(), // present when the game has a reserve
    imported: z.literal(true).optional(), // brought in from a record (POST /api/imports): a replay only
    // created with fullReplay: once over, its full replay is public and its players may see every card
    fullReplay: z.literal(true).optional(),
    rated: z.literal(true).optional(), // its result changes its players' ratings
    access: z.literal('invite').optional(), // invite-only: listed nowhere, seats taken with its code only
    // once over: the rematch its players started, which every one of them who asks joins
    rematch: z.object({ game: z.string(), by: seat }).readonly().optional(),
  })
  .readonly();
export type GameSummary = z.infer<typeof gameSummary>;

/** The answer to a creation: the summary, and an invite-only game's code (for its invite links). */
export const createdGame = z
  .object({ ...gameSummary.unwrap().shape, invite: inviteCode.optional() })
  .readonly();
export type CreatedGame = z.infer<typeof createdGame>;

/** `GET /api/games/:id/invite` (a player's, with their seat token): the invite-only game's code. */
export const inviteAnswer = z.object({ invite: inviteCode }).readonly();
export type InviteAnswer = z.infer<typeof inviteAnswer>;

/**
 * The `Authorization` header of a seat's own requests (the revealed replay, a rematch): `Bearer <token>`, the
 * token the join answered. Parsed to the token.
 */
export const seatAuthorization = z
  .string()
  .regex(/^Bearer [A-Za-z0-9_-]{1,256}$/, 'Bearer and a seat token')
  .transform((header) => header.slice('Bearer '.length));

/**
 * `POST /api/games/:id/rematch`: the name the asking player joins the new game with (else their old one), and
 * the request id that makes a retry get the same seat and token (as a join's).
 */
export const rematchBody = z
  .object({ name: safeText(0, 200).trim().min(1).max(40).optional(), requestId: joinRequestId.optional() })
  .strict();
export type RematchBody = z.infer<typeof rematchBody>;

/** The answer to a rematch: the new game, and the asking player's seat in it with its token. */
export const rematchAnswer = z
  .object({ game: opaqueId(64), seat, token: z.string(), summary: gameSummary })
  .readonly();
export type RematchAnswer = z.infer<typeof rematchAnswer>;

export const gameList = z.object({ games: list(gameSummary) }).readonly();
export type GameList = z.infer<typeof gameList>;

/**
 * An HTTP refusal: a 4xx status with this body. A refusal by a game's rules (`bad-options`) also names the rule and
 * the facts of its refusal (`params`, e.g. the option), so a client says it in its reader's language.
 */
export const httpError = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    rule: z.string().optional(),
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  }),
});
export type HttpError = z.infer<typeof httpError>;

/** `GET /api/games/:id/view`: a spectator's look at a game now. */
export function spectatorViewSchema<W extends GameWire>(wire: WireSchemas<W>) {
  return z
    .object({
      ...gameSummary.unwrap().shape,
      view: wire.view,
      decisions: list(wire.decision),
      deadlines: list(deadlineInfo),
      outcome: outcome.nullable(),
    })
    .readonly();
}
export type SpectatorView<W extends GameWire = GameWire> = z.infer<ReturnType<typeof spectatorViewSchema<W>>>;

/**
 * `GET /api/games/:id/replay?from&limit`: a page of a finished game's steps, each with the public view after
 * it; `start` is the public view before the page's first step (at version `from`), `next` the `from` of the
 * following page (null on the last), `total` the number of steps of the whole game.
 */
export function replaySchema<W extends GameWire>(wire: WireSchemas<W>) {
  const step = z
    .object({
      version,
      actor: seat,
      action: wire.action.optional(), // only in a full replay
      events: list(wire.event),
      view: wire.view,
    })
    .readonly();
  return z
    .object({
      ...gameSummary.unwrap().shape,
      rulesVersion: z.string(),
      outcome: outcome.nullable(),
      from: z.number().int().min(0),
      total: z.number().int().min(0),
      next: z.number().int().min(1).nullable(),
      start: wire.view,
      steps: list(step),
    })
    .readonly();
}
export const replayAnswer = replaySchema(anyWire);
export type Replay<W extends GameWire = GameWire> = z.infer<ReturnType<typeof replaySchema<W>>>;
export type ReplayStep<W extends GameWire = GameWire> = Replay<W>['steps'][number];
