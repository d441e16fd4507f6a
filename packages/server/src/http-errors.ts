/**
 * Every HTTP refusal in the one documented shape, `{"error":{"code","message"}}` (docs/protocol.md), whoever
 * refuses: a route, fastify's body parser (bad JSON, a `__proto__` key, 413, 415), its router (unknown routes,
 * bad URLs, 414) or Node's HTTP parser (431, 400). A server fault answers 500 `internal` and never shows the
 * fault itself (a raw database error names tables and values): that goes to the log.
 */
import type { Socket } from 'node:net';
import type { HttpError } from '@warboard/protocol';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';

interface Refusal {
  readonly status: number;
  readonly code: string;
  readonly message: string;
  readonly rule?: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

const errorBody = (code: string, message: string): HttpError => ({ error: { code, message } });

/** A route's typed refusal; a rules refusal keeps its rule and facts. */
export const refuse = (reply: FastifyReply, e: Refusal) =>
  reply.status(e.status).send({
    error: {
      code: e.code,
      message: e.message,
      ...(e.rule ? { rule: e.rule } : {}),
      ...(e.params ? { params: e.params } : {}),
    },
  } satisfies HttpError);

/** A body, query or path that does not fit its schema: `400 bad-request`, the message naming the field. */
export function invalid(
  reply: FastifyReply,
  error: { readonly issues: readonly { path: PropertyKey[]; message: string }[] },
) {
  const issue = error.issues[0];
  const where = issue?.path.map(String).join('.') || '(body)';
  return refuse(reply, {
    status: 400,
    code: 'bad-request',
    message: `${where}: ${issue?.message ?? 'invalid'}`,
  });
}

/** Refusals by the error code of whoever raised them: [that code, status, our code, message]. */
type Row = readonly [raised: string, status: number, code: string, message: string];
const byCode = (rows: readonly Row[]): ReadonlyMap<string, Refusal> =>
  new Map(rows.map(([raised, status, code, message]) => [raised, { status, code, message }]));

/** Fastify's own error codes. */
const FRAMEWORK = byCode([
  ['FST_ERR_CTP_INVALID_JSON_BODY', 400, 'bad-json', 'the body is not valid JSON'],
  ['FST_ERR_CTP_EMPTY_JSON_BODY', 400, 'bad-json', 'a JSON content-type with an empty body'],
  ['FST_ERR_CTP_BODY_TOO_LARGE', 413, 'too-large', 'the body is too large'],
  ['FST_ERR_CTP_INVALID_CONTENT_LENGTH', 400, 'bad-request', 'a wrong content-length'],
  ['FST_ERR_CTP_INVALID_MEDIA_TYPE', 415, 'unsupported-media-type', 'bodies are application/json'],
  ['FST_ERR_BAD_URL', 400, 'bad-url', 'the URL is not valid'],
  ['FST_ERR_MAX_PARAM_LENGTH', 414, 'uri-too-long', 'a path parameter is too long'],
]);

/** Node's HTTP parser's error codes; any other is a bad request. */
const PARSER = byCode([
  ['HPE_HEADER_OVERFLOW', 431, 'headers-too-large', 'the request line and headers are over 16 KiB'],
  ['ERR_HTTP_REQUEST_TIMEOUT', 408, 'timeout', 'the request took too long to arrive'],
]);
const BAD_REQUEST: Refusal = { status: 400, code: 'bad-request', message: 'not a valid HTTP request' };

/** What to answer for an error thrown while handling a request. */
function refusalOf(error: FastifyError): Refusal {
  // A refusal thrown already in the protocol's shape (the rate limiter's, lobby-limits.ts) keeps its code.
  const typed = (error as { error?: { code?: unknown; message?: unknown } }).error;
  if (typed && typeof typed.code === 'string' && typeof typed.message === 'string')
    return { status: error.statusCode ?? 400, code: typed.code, message: typed.message };
  const known = error.code ? FRAMEWORK.get(error.code) : undefined;
  if (known) return known;
  // secure-json-parse refuses `__proto__` and `constructor.prototype` keys (prototype poisoning) as a SyntaxError.
  if (error instanceof SyntaxError || /prototype property/.test(error.message))
    return { status: 400, code: 'bad-json', message: 'the body is not valid JSON, or has a __proto__ key' };
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return { status, code: 'bad-request', message: error.message };
  return { status: 500, code: 'internal', message: 'the server could not handle this request' };
}

function sendRefusal(request: FastifyRequest, reply: FastifyReply, error: FastifyError): FastifyReply {
  const refusal = refusalOf(error);
  if (refusal.status >= 500) request.log.error({ error: String(error), url: request.url }, 'request failed');
  return reply.status(refusal.status).send(errorBody(refusal.code, refusal.message));
}

/** `app.setErrorHandler`: errors thrown by routes and by fastify's parsing of a request. */
export const typedErrorHandler = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) =>
  sendRefusal(request, reply, error);

/** The answer to a route that does not exist (the web client's fallback uses it for /api paths). */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const path = request.url.split('?')[0] ?? '/';
  return reply.status(404).send(errorBody('not-found', `no route ${request.method} ${path.slice(0, 200)}`));
}

/** `/api/play` asked for without a WebSocket upgrade. */
export const upgradeRequired = (_request: FastifyRequest, reply: FastifyReply): FastifyReply =>
  reply
    .status(426)
    .header('upgrade', 'websocket')
    .send(errorBody('upgrade-required', '/api/play is a WebSocket: connect with an upgrade'));

/** Node's HTTP parser refusals (before fastify sees a request), written on the socket in the same shape. */
function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  const { status, code, message } = (error.code && PARSER.get(error.code)) || BAD_REQUEST;
  const body = JSON.stringify(errorBody(code, message));
  socket.end(
    `HTTP/1.1 ${status} ${code}\r\nconnection: close\r\ncontent-type: application/json; charset=utf-8\r\n` +
      `content-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

/** Fastify's options for refusals it answers before any handler runs. */
export const typedFrameworkErrors: Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'> = {
  frameworkErrors: (error, request, reply) => {
    sendRefusal(request, reply, error);
  },
  clientErrorHandler,
};
