/**
 * A token bucket per WebSocket connection: `burst` messages at once, refilled at `perSecond`. HTTP routes are
 * limited per IP by @fastify/rate-limit (lobby-limits.ts); messages inside one socket are not HTTP requests,
 * so they are counted here.
 */
export interface RateLimit {
  readonly perSecond: number;
  readonly burst: number;
}

export function tokenBucket(limit: RateLimit, now: () => number = Date.now): () => boolean {
  let tokens = limit.burst;
  let last = now();
  return () => {
    const t = now();
    tokens = Math.min(limit.burst, tokens + ((t - last) / 1000) * limit.perSecond);
    last = t;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
}
