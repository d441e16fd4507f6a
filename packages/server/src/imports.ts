/**
 * `POST /api/imports`: a finished game's record brought in as a read-only replay (docs/protocol.md). The body
 * is core's GameRecord — what `warboard lab replay --json` prints — checked by import-check.ts and stored
 * whole; the answer names the client's path that opens its replay. Registered in a scope of its own: this
 * route alone reads bodies up to MAX_IMPORT_BYTES, and says so when a body is over it.
 */
import { type HttpError, type ImportedGame, importGameBody, MAX_IMPORT_BYTES } from '@warboard/protocol';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { Hub, HubError } from './hub.js';
import { checkRecord } from './import-check.js';

const send = (reply: FastifyReply, e: HubError) =>
  reply.status(e.status).send({ error: { code: e.code, message: e.message } } satisfies HttpError);

export async function importRoutes(app: FastifyInstance, hub: Hub): Promise<void> {
  await app.register(async (scope) => {
    // A record over this route's bound is told the bound; every other refusal is the server's (http-errors.ts).
    scope.setErrorHandler((error: FastifyError, _request, reply) => {
      if (error.code !== 'FST_ERR_CTP_BODY_TOO_LARGE') throw error;
      return send(reply, {
        status: 413,
        code: 'too-large',
        message: `a record is at most ${MAX_IMPORT_BYTES} bytes`,
      });
    });
    scope.post('/api/imports', { bodyLimit: MAX_IMPORT_BYTES }, async (request, reply) => {
      const body = importGameBody.safeParse(request.body);
      if (!body.success) {
        const issue = body.error.issues[0];
        const where = issue?.path.join('.') || '(body)';
        return send(reply, {
          status: 400,
          code: 'bad-record',
          message: `${where}: ${issue?.message ?? 'not a game record'}`,
        });
      }
      const checked = checkRecord(hub.registry, body.data);
      if (!checked.ok) return send(reply, checked.error);
      const stored = await hub.storeImported(checked.value);
      if (!stored.ok) return send(reply, stored.error);
      const summary = stored.value;
      return reply
        .status(201)
        .send({ id: summary.id, path: `/replay/${summary.id}`, summary } satisfies ImportedGame);
    });
  });
}
