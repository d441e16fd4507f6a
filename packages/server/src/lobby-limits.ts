/**
 * Per-IP rate limits of the lobby, with @fastify/rate-limit: every `/api/` HTTP route shares one budget per IP
 * and window, and creating a game has a smaller one of its own. Over it: 429, Retry-After, and the typed
 * `rate-limited` error. The WebSocket (`/api/play`) is capped by connections instead (connection-caps.ts),
 * and the web client's files are not limited.
 */
import rateLimit from '@fastify/rate-limit';
import type { HttpError } from '@warboard/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Limits } from './limits.js';

/** The route option that gives a route the game-creation budget instead of the shared one. */
export const creationRateLimit = (limits: Limits) => ({
  rateLimit: { max: limits.gamesCreated, timeWindow: limits.lobbyWindowMs },
});

const limited = (request: FastifyRequest): boolean =>
  request.url.startsWith('/api/') && !request.url.startsWith('/api/play');

/**
 * The refusal, in the protocol's error shape. The plugin throws what this returns; its status travels in a
 * property JSON leaves out, so the body is exactly `{"error":{code,message}}`.
 */
function refusal(_request: FastifyRequest, context: { after: string; max: number }): HttpError {
  const body: HttpError = {
    error: {
      code: 'rate-limited',
      message: `at most ${context.max} requests in this window; retry in ${context.after}`,
    },
  };
  Object.defineProperty(body, 'statusCode', { value: 429, enumerable: false });
  return body;
}

export async function lobbyRateLimits(app: FastifyInstance, limits: Limits): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max: limits.lobbyRequests,
    timeWindow: limits.lobbyWindowMs,
    allowList: (request) => !limited(request),
    errorResponseBuilder: refusal,
  });
}

/**
 * One budget per IP shared by several routes (signing up and in: each attempt and each passkey challenge), as
 * a pre-handler for each of them; a route's own `rateLimit` option would count each route apart. Call after
 * `lobbyRateLimits`, whose plugin makes the limiter.
 */
export function sharedRateLimit(app: FastifyInstance, max: number, windowMs: number) {
  const check = app.createRateLimit({ max, timeWindow: windowMs });
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    const after = `${result.ttlInSeconds} seconds`;
    await reply
      .status(429)
      .header('retry-after', String(result.ttlInSeconds))
      .send(refusal(request, { after, max }));
  };
}
