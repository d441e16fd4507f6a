import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenBucket } from '../src/rate-limit.js';
import { DecisionTimers, nextDeadlines } from '../src/timers.js';

describe('decision clocks', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 10_000 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('start when a seat begins to owe, keep running while others act, restart after its own action', () => {
    const start = nextDeadlines([], new Set([0, 1]), null, 10_000, 1000);
    expect(start).toEqual([
      { seat: 0, at: 11_000 },
      { seat: 1, at: 11_000 },
    ]);
    // Seat 1 acts 600 ms later and both still owe: seat 0's clock runs on, seat 1's starts again.
    expect(nextDeadlines(start, new Set([0, 1]), 1, 10_600, 1000)).toEqual([
      { seat: 0, at: 11_000 },
      { seat: 1, at: 11_600 },
    ]);
    // A seat that no longer owes has no clock; one that begins to owe gets a full one.
    expect(nextDeadlines(start, new Set([2]), 0, 10_600, 1000)).toEqual([{ seat: 2, at: 11_600 }]);
  });

  it('fire at their deadlines, at once for one already past (a restart after it), and stop on clear', () => {
    const expired: number[] = [];
    const clocks = new DecisionTimers((seat) => expired.push(seat));
    clocks.set([
      { seat: 0, at: 9_000 },
      { seat: 1, at: 10_500 },
      { seat: 2, at: 12_000 },
    ]);
    vi.advanceTimersByTime(0);
    expect(expired).toEqual([0]);
    vi.advanceTimersByTime(499);
    expect(expired).toEqual([0]);
    vi.advanceTimersByTime(1);
    expect(expired).toEqual([0, 1]);
    clocks.set([{ seat: 2, at: 13_000 }]); // a moved deadline replaces the old one
    vi.advanceTimersByTime(1_600);
    expect(expired).toEqual([0, 1]);
    clocks.clear();
    vi.advanceTimersByTime(10_000);
    expect(expired).toEqual([0, 1]);
  });
});

describe('the rate limit', () => {
  it('allows a burst, then refills at the given rate', () => {
    let now = 0;
    const allow = tokenBucket({ perSecond: 10, burst: 3 }, () => now);
    expect([allow(), allow(), allow(), allow()]).toEqual([true, true, true, false]);
    now += 100; // one token back
    expect([allow(), allow()]).toEqual([true, false]);
    now += 10_000; // never more than the burst
    expect([allow(), allow(), allow(), allow()]).toEqual([true, true, true, false]);
  });
});
