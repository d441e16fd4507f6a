/** A token bucket per connection: `burst` messages at once, refilled at `perSecond`. */
export interface RateLimit {
  readonly perSecond: number;
  readonly burst: number;
}

export const DEFAULT_RATE_LIMIT: RateLimit = { perSecond: 20, burst: 60 };

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
