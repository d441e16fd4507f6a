/** The lobby over HTTP: the catalogue, create, list, join, spectate and replays (docs/protocol.md). */

import { catalog } from '@warboard/catalog';
import {
  type Catalog,
  type CreatedGame,
  createGameBody,
  type GameList,
  gameParams,
  type InviteAnswer,
  type JoinedSeat,
  joinSeatBody,
  type RematchAnswer,
  rematchBody,
  type SpectatorView,
  seatAuthorization,
  seatParams,
} from '@warboard/protocol';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { optionalAccount } from './accounts/sessions.js';
import { seatableBots } from './bots/choose.js';
import { invalid, refuse } from './http-errors.js';
import type { Hub } from './hub.js';
import type { Limits } from './limits.js';
import { creationRateLimit } from './lobby-limits.js';
import type { Replays } from './replays.js';
import type { Storage } from './storage/storage.js';

const DAY_MS = 24 * 3600 * 1000;

const listQuery = z.object({
  status: z.enum(['open', 'live', 'over']).default('open'),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
const replayQuery = z.object({
  full: z.enum(['0', '1', 'true', 'false']).optional(),
  from: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).optional(), // at most `replayMaxPageSteps` are sent
  seat: z.coerce.number().int().min(0).max(64).optional(),
  reveal: z.enum(['0', '1', 'true', 'false']).optional(),
});

const yes = (flag: string | undefined) => flag === '1' || flag === 'true';

/** The seat token of a request's `Authorization: Bearer …` header: null when there is none. */
function bearer(
  header: string | undefined,
): { ok: true; token: string | null } | { ok: false; error: z.ZodError } {
  if (header === undefined) return { ok: true, token: null };
  const parsed = seatAuthorization.safeParse(header);
  return parsed.success ? { ok: true, token: parsed.data } : { ok: false, error: parsed.error };
}

/** Default decision time: a day, for games played over days; `decisionMs` at creation changes it. */
const DEFAULT_DECISION_MS = DAY_MS;

export function lobbyRoutes(
  app: FastifyInstance,
  hub: Hub,
  { limits, replays, storage }: { limits: Limits; replays: Replays; storage: Storage },
): void {
  app.get('/api/catalog', async () => {
    const games = [...hub.registry.values()].map((g) => ({
      id: g.id,
      rulesVersion: g.rulesVersion,
      capabilities: g.capabilities,
      bots: seatableBots(g.id), // the difficulties a bot seat of this game may have
      options: catalog.get(g.id)?.options ?? [], // a test's own game, not in the catalog, offers none
    }));
    // Every bot name of any game, in order of first appearance (each game's own list is in `bots`).
    return { games, difficulties: [...new Set(games.flatMap((g) => g.bots))] } satisfies Catalog;
  });

  app.post('/api/games', { config: creationRateLimit(limits) }, async (request, reply) => {
    const body = createGameBody.safeParse(request.body ?? {});
    if (!body.success) return invalid(reply, body.error);
    const { game, options, seats, decisionMs, reserveMs, fullReplay, rated, access, handover } = body.data;
    const settings = {
      decisionMs: decisionMs ?? DEFAULT_DECISION_MS,
      fullReplay: fullReplay ?? false,
      ...(rated ? { rated: true as const } : {}),
      ...(access === 'invite' ? { access } : {}),
      ...(reserveMs ? { reserveMs } : {}),
      ...(handover ? { handover } : {}),
    };
    const created = await hub.create(game, options, seats, settings, { ip: request.ip });
    if (!created.ok) return refuse(reply, created.error);
    const { summary, settings: made } = created.value;
    // The creator alone is answered the invite code; the players may ask for it again (below).
    const answer: CreatedGame = made.invite ? { ...summary, invite: made.invite } : summary;
    return reply.status(201).send(answer);
  });

  app.get('/api/games', async (request, reply) => {
    const query = listQuery.safeParse(request.query);
    if (!query.success) return invalid(reply, query.error);
    return { games: await hub.list(query.data.status, query.data.limit) } satisfies GameList;
  });

  app.get('/api/games/:id', async (request, reply) => {
    const params = gameParams.safeParse(request.params);
    if (!params.success) return invalid(reply, params.error);
    const room = await hub.room(params.data.id);
    if (!room) return refuse(reply, { status: 404, code: 'unknown-game', message: 'no such game' });
    return room.summary;
  });

  app.post('/api/games/:id/seats/:seat/join', async (request, reply) => {
    const params = seatParams.safeParse(request.params);
    if (!params.success) return invalid(reply, params.error);
    const body = joinSeatBody.safeParse(request.body ?? {});
    if (!body.success) return invalid(reply, body.error);
    // A signed-in player's seat is their account's; a guest's joins it when they sign in (accounts/routes.ts).
    const who = await optionalAccount(storage, request);
    if (!who.ok) return refuse(reply, who.error);
    const { name, requestId, invite } = body.data;
    const joined = await hub.join(params.data.id, params.data.seat, {
      name: name ?? null,
      account: who.account,
      requestId,
      invite,
    });
    if (!joined.ok) return refuse(reply, joined.error);
    return { game: params.data.id, seat: params.data.seat, token: joined.value.token } satisfies JoinedSeat;
  });

  /** An invite-only game's code, for its players (`Authorization: Bearer <seat token>`) to share its links. */
  app.get('/api/games/:id/invite', async (request, reply) => {
    const params = gameParams.safeParse(request.params);
    if (!params.success) return invalid(reply, params.error);
    const auth = bearer(request.headers.authorization);
    if (!auth.ok) return invalid(reply, auth.error);
    const room = await hub.room(params.data.id);
    if (!room) return refuse(reply, { status: 404, code: 'unknown-game', message: 'no such game' });
    const seat = auth.token === null ? null : await hub.seatOf(room, auth.token);
    if (seat === null)
      return refuse(reply, {
        status: 403,
        code: 'not-a-player',
        message: "the invite is its players' to share",
      });
    const { invite } = room.settings;
    if (invite === undefined)
      return refuse(reply, {
        status: 404,
        code: 'no-invite',
        message: 'this game is open to all: it has no invite',
      });
    return { invite } satisfies InviteAnswer;
  });

  /** Spectate over HTTP: the public view now (the WebSocket without a token streams it). */
  app.get('/api/games/:id/view', async (request, reply) => {
    const params = gameParams.safeParse(request.params);
    if (!params.success) return invalid(reply, params.error);
    const room = await hub.room(params.data.id);
    if (!room) return refuse(reply, { status: 404, code: 'unknown-game', message: 'no such game' });
    return {
      ...room.summary,
      view: room.view(null),
      decisions: room.decisions(),
      deadlines: room.clocks(),
      outcome: room.outcome(),
    } satisfies SpectatorView;
  });

  /**
   * A finished game step by step, a page at a time (`from`, `limit`). Who may see what of it (`full`, an
   * imported game's `seat`) is replay-answer.ts's. The seed is never part of it. Built on the replay thread
   * and cached (replays.ts), never on the event loop.
   */
  app.get('/api/games/:id/replay', async (request, reply) => {
    const params = gameParams.safeParse(request.params);
    const query = replayQuery.safeParse(request.query);
    if (!params.success) return invalid(reply, params.error);
    if (!query.success) return invalid(reply, query.error);
    const auth = bearer(request.headers.authorization);
    if (!auth.ok) return invalid(reply, auth.error);
    const reveal = yes(query.data.reveal);
    const wanted = { full: yes(query.data.full), seat: query.data.seat ?? null, reveal, token: auth.token };
    const page = await replays.page(params.data.id, wanted, query.data.from, query.data.limit);
    if (!page.ok) return refuse(reply, page.error);
    return reply.type('application/json; charset=utf-8').send(page.value);
  });

  /**
   * A rematch of a finished game, asked for by one of its players (`Authorization: Bearer <seat token>`): the
   * new game, and the asking player's seat in it. The hub tells every other client of the old game.
   */
  app.post('/api/games/:id/rematch', { config: creationRateLimit(limits) }, async (request, reply) => {
    const params = gameParams.safeParse(request.params);
    if (!params.success) return invalid(reply, params.error);
    const body = rematchBody.safeParse(request.body ?? {});
    if (!body.success) return invalid(reply, body.error);
    const auth = bearer(request.headers.authorization);
    if (!auth.ok) return invalid(reply, auth.error);
    if (auth.token === null)
      return refuse(reply, {
        status: 403,
        code: 'not-a-player',
        message: 'send your seat token to ask for a rematch',
      });
    const made = await hub.rematch(params.data.id, auth.token, body.data, { ip: request.ip });
    if (!made.ok) return refuse(reply, made.error);
    const { room, seat, token } = made.value;
    return reply
      .status(201)
      .send({ game: room.id, seat, token, summary: room.summary } satisfies RematchAnswer);
  });
}
