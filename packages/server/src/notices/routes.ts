/**
 * Where a seat wants its notices (docs/protocol.md): `GET /api/notices` offers the VAPID public key and says
 * whether e-mail is sent; `GET` and `PUT /api/games/:id/seats/:seat/notices`, with the seat's own token, read and
 * change its push subscription and e-mail address (a field left out is kept, null removes it). Another seat's token, or none, changes nothing (403).
 */
import {
  type HttpError,
  type NoticesAnswer,
  type NoticesOffer,
  noticesBody,
  seatAuthorization,
  seatParams,
} from '@warboard/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Hub } from '../hub.js';
import type { Room } from '../room.js';
import type { NoticeRow, Storage } from '../storage/storage.js';
import { refusedEndpoint } from './endpoints.js';
import type { Notifier } from './notifier.js';

const refuse = (reply: FastifyReply, status: number, code: string, message: string) =>
  reply.status(status).send({ error: { code, message } } satisfies HttpError);

const answerOf = (row: NoticeRow | undefined): NoticesAnswer => ({ push: !!row?.push, email: !!row?.email });

export function noticeRoutes(app: FastifyInstance, hub: Hub, storage: Storage, notifier: Notifier): void {
  app.get('/api/notices', async () => {
    return { vapidPublicKey: notifier.keys.publicKey, email: notifier.email } satisfies NoticesOffer;
  });

  /** The room and seat of a request made with that seat's own token, or the refusal already sent. */
  async function ownSeat(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<{ room: Room; seat: number } | null> {
    const params = seatParams.safeParse(request.params);
    if (!params.success) {
      await refuse(reply, 400, 'bad-request', params.error.issues[0]?.message ?? 'bad seat');
      return null;
    }
    const room = await hub.room(params.data.id);
    if (!room) {
      await refuse(reply, 404, 'unknown-game', 'no such game');
      return null;
    }
    const auth = seatAuthorization.safeParse(request.headers.authorization ?? '');
    // hub.seatOf: a seat's own token, or one an account's device holds for it (accounts/).
    const seat = auth.success ? await hub.seatOf(room, auth.data) : null;
    if (seat === null || seat !== params.data.seat) {
      await refuse(reply, 403, 'not-your-seat', "send this seat's own token: a seat chooses its own notices");
      return null;
    }
    return { room, seat };
  }

  app.get('/api/games/:id/seats/:seat/notices', async (request, reply) => {
    const own = await ownSeat(request, reply);
    if (!own) return reply;
    return answerOf((await storage.notices(own.room.id)).find((n) => n.seat === own.seat));
  });

  app.put('/api/games/:id/seats/:seat/notices', async (request, reply) => {
    const own = await ownSeat(request, reply);
    if (!own) return reply;
    const body = noticesBody.safeParse(request.body ?? {});
    if (!body.success) {
      const issue = body.error.issues[0];
      return refuse(
        reply,
        400,
        'bad-request',
        `${issue?.path.join('.') || '(body)'}: ${issue?.message ?? ''}`,
      );
    }
    if (own.room.status === 'over')
      return refuse(reply, 409, 'game-over', 'the game is over: nothing more is due');
    // A field left out keeps what is stored; null removes it.
    const stored = (await storage.notices(own.room.id)).find((n) => n.seat === own.seat);
    const push = body.data.push === undefined ? (stored?.push ?? null) : body.data.push;
    const email = body.data.email === undefined ? (stored?.email ?? null) : body.data.email;
    if (email !== null && !notifier.email)
      return refuse(reply, 400, 'email-off', 'this server sends no e-mail (it has no SMTP_URL)');
    const refused = push ? refusedEndpoint(push.endpoint, notifier.pushEndpoints) : null;
    if (refused) return refuse(reply, 400, 'bad-endpoint', refused);
    const row: NoticeRow = { seat: own.seat, push, email };
    await storage.setNotices(own.room.id, row);
    return answerOf(row);
  });
}
