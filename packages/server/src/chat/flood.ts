/**
 * Chat floods: a token bucket per speaker (a game's seat, or an address for spectators and lobby visitors), on
 * top of the connection's own message limit, so neither many connections nor many games multiply a speaker's
 * lines. Buckets of speakers quiet for a while are forgotten, oldest first, so the map stays small.
 */
import { type RateLimit, tokenBucket } from '../rate-limit.js';

const MAX_SPEAKERS = 10_000;

export class ChatFlood {
  private readonly buckets = new Map<string, () => boolean>();

  constructor(
    private readonly limit: RateLimit,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether `speaker` may say one more line now (and, if so, it is counted). */
  allow(speaker: string): boolean {
    let bucket = this.buckets.get(speaker);
    if (bucket)
      this.buckets.delete(speaker); // re-inserted below: the map stays in order of last use
    else bucket = tokenBucket(this.limit, this.now);
    this.buckets.set(speaker, bucket);
    for (const oldest of this.buckets.keys()) {
      if (this.buckets.size <= MAX_SPEAKERS) break;
      this.buckets.delete(oldest);
    }
    return bucket();
  }
}
