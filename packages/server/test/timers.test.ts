import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenBucket } from '../src/rate-limit.js';
import { type Clocks, DecisionTimers, expiresAt, nextClocks } from '../src/timers.js';

const none: Clocks = { deadlines: [], reserves: [] };
const realTime = { decisionMs: 1000 };
const nextDeadlines = (
  previous: Clocks['deadlines'],
  owing: Set<number>,
  actor: number | null,
  now: number,
) => nextClocks({ deadlines: previous, reserves: [] }, owing, actor, now, realTime).deadlines;

describe('decision clocks', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 10_000 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('start when a seat begins to owe, keep running while others act, restart after its own action', () => {
    const start = nextDeadlines([], new Set([0, 1]), null, 10_000);
    expect(start).toEqual([
      { seat: 0, at: 11_000 },
      { seat: 1, at: 11_000 },
    ]);
    // Seat 1 acts 600 ms later and both still owe: seat 0's clock runs on, seat 1's starts again.
    expect(nextDeadlines(start, new Set([0, 1]), 1, 10_600)).toEqual([
      { seat: 0, at: 11_000 },
      { seat: 1, at: 11_600 },
    ]);
    // A seat that no longer owes has no clock; one that begins to owe gets a full one.
    expect(nextDeadlines(start, new Set([2]), 0, 10_600)).toEqual([{ seat: 2, at: 11_600 }]);
  });

  it('with a reserve: a decision that overruns its own time draws on it, and what it drew is gone for good', () => {
    const corr = { decisionMs: 1000, reserveMs: 5000 };
    const start = nextClocks(none, new Set([0]), null, 10_000, corr);
    expect(start.deadlines).toEqual([{ seat: 0, at: 11_000, reserve: 5000 }]);
    expect(expiresAt(start.deadlines[0]!)).toBe(16_000); // the standing order waits for the reserve too
    // Seat 0 answers 3 s late: 2 s of its reserve are spent; seat 1 begins to owe with a whole one.
    const next = nextClocks(start, new Set([1]), 0, 13_000, corr);
    expect(next).toEqual({
      deadlines: [{ seat: 1, at: 14_000, reserve: 5000 }],
      reserves: [{ seat: 0, left: 3000 }],
    });
    // Seat 0's next decision starts with what it has left; an answer in time spends nothing.
    const again = nextClocks(next, new Set([0]), 1, 13_500, corr);
    expect(again.deadlines).toEqual([{ seat: 0, at: 14_500, reserve: 3000 }]);
    expect(nextClocks(again, new Set([1]), 0, 14_000, corr).reserves).toContainEqual({ seat: 0, left: 3000 });
    // A standing order played once both ran out leaves nothing, never less.
    expect(nextClocks(again, new Set([1]), 0, 99_000, corr).reserves).toContainEqual({ seat: 0, left: 0 });
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

describe('a decision timer that fires early', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is set again for the rest: the wall clock the deadline is written in never reads before it', () => {
    // The timer's own clock runs a millisecond ahead of the wall clock: it fires at 9,999 by the wall.
    let wall = 9_000;
    const expired: { seat: number; at: number }[] = [];
    const clocks = new DecisionTimers(
      (seat) => expired.push({ seat, at: wall }),
      () => wall,
    );
    clocks.set([{ seat: 0, at: 10_000 }]);
    wall = 9_999;
    vi.advanceTimersByTime(1_000);
    expect(expired).toEqual([]);
    wall = 10_000;
    vi.advanceTimersByTime(1);
    expect(expired).toEqual([{ seat: 0, at: 10_000 }]);
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
