/**
 * `POST /api/imports`: a finished game's record brought in as a read-only replay (docs/protocol.md). The body
 * is core's GameRecord — what `warboard lab replay --json` prints — checked by import-check.ts and stored
 * whole; the answer names the client's path that opens its replay. Registered in a scope of its own: this
 * route alone reads bodies up to MAX_IMPORT_BYTES, and its refusals of a body are typed like every other.
 */
import { type HttpError, type ImportedGame, importGameBody, MAX_IMPORT_BYTES } from '@warboard/protocol';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { Hub, HubError } from './hub.js';
import { checkRecord } from './import-check.js';

const send = (reply: FastifyReply, e: HubError) =>
  reply.status(e.status).send({ error: { code: e.code, message: e.message } } satisfies HttpError);

/** Fastify's refusals of a body (too big, not JSON, not JSON at all), as typed errors. */
function bodyError(error: FastifyError): HubError {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, code: 'too-large', message: `a record is at most ${MAX_IMPORT_BYTES} bytes` };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, code: 'bad-json', message: `the body is not JSON: ${error.message}` };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, code: 'bad-media-type', message: 'send the record as application/json' };
    default:
      return { status: 500, code: 'internal', message: 'the record could not be imported' };
  }
}

export async function importRoutes(app: FastifyInstance, hub: Hub): Promise<void> {
  await app.register(async (scope) => {
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      const typed = bodyError(error);
      if (typed.status >= 500) request.log.error({ error: String(error) }, 'import failed');
      return send(reply, typed);
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
      const { summary } = stored.value;
      return reply
        .status(201)
        .send({ id: summary.id, path: `/replay/${summary.id}`, summary } satisfies ImportedGame);
    });
  });
}
