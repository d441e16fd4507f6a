import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenBucket } from '../src/rate-limit.js';
import { DecisionTimers } from '../src/timers.js';

describe('decision clocks', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('start when a seat begins to owe, keep running while others act, restart after its own action', () => {
    const expired: number[] = [];
    const clocks = new DecisionTimers(1000, (seat) => expired.push(seat));
    clocks.owe(new Set([0, 1]));
    vi.advanceTimersByTime(600);
    clocks.acted(1); // seat 1 answered
    clocks.owe(new Set([0, 1])); // both still owe: seat 0's clock runs on, seat 1's starts again
    vi.advanceTimersByTime(400);
    expect(expired).toEqual([0]);
    vi.advanceTimersByTime(599);
    expect(expired).toEqual([0]);
    vi.advanceTimersByTime(1);
    expect(expired).toEqual([0, 1]);
  });

  it('stop for seats that no longer owe, and all at once on clear', () => {
    const expired: number[] = [];
    const clocks = new DecisionTimers(100, (seat) => expired.push(seat));
    clocks.owe(new Set([0, 1, 2]));
    clocks.owe(new Set([2]));
    vi.advanceTimersByTime(50);
    clocks.clear();
    vi.advanceTimersByTime(1000);
    expect(expired).toEqual([]);
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
