import { describe, expect, it } from 'vitest';
import { wilson } from '../src/wilson.js';

describe('Wilson score interval', () => {
  it('matches published values', () => {
    // 5 of 10: 0.2366 – 0.7634; 0 of 10: 0 – 0.2775 (Newcombe 1998, method 3).
    const [lo, hi] = wilson(5, 10);
    expect(lo).toBeCloseTo(0.2366, 4);
    expect(hi).toBeCloseTo(0.7634, 4);
    const [lo0, hi0] = wilson(0, 10);
    expect(lo0).toBe(0);
    expect(hi0).toBeCloseTo(0.2775, 4);
  });

  it('stays inside [0, 1] and contains the observed rate', () => {
    for (const [k, n] of [
      [0, 1],
      [1, 1],
      [399, 400],
      [400, 400],
      [3, 7],
    ] as const) {
      const [lo, hi] = wilson(k, n);
      expect(lo).toBeGreaterThanOrEqual(0);
      expect(hi).toBeLessThanOrEqual(1);
      expect(lo).toBeLessThanOrEqual(k / n);
      expect(hi).toBeGreaterThanOrEqual(k / n);
    }
  });

  it('knows nothing without trials', () => expect(wilson(0, 0)).toEqual([0, 1]));

  it('narrows as games are added', () => {
    const width = (k: number, n: number) => wilson(k, n)[1] - wilson(k, n)[0];
    expect(width(380, 400)).toBeLessThan(width(38, 40));
  });
});
