import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cloneRng, isRngState, nextInt, nextU32, rollDie, seedRng, shuffleInPlace } from '../src/index.js';

describe('seeded PRNG', () => {
  it('is deterministic for a seed and differs between seeds', () => {
    const a = seedRng('warboard');
    const b = seedRng('warboard');
    const c = seedRng('warboard2');
    const seqA = Array.from({ length: 8 }, () => nextU32(a));
    expect(Array.from({ length: 8 }, () => nextU32(b))).toEqual(seqA);
    expect(Array.from({ length: 8 }, () => nextU32(c))).not.toEqual(seqA);
  });

  it('keeps its whole state in four words: a clone continues identically', () => {
    const a = seedRng('x');
    nextU32(a);
    const b = cloneRng(a);
    expect(nextU32(a)).toBe(nextU32(b));
    expect(JSON.parse(JSON.stringify(a))).toEqual(a);
  });

  it('keeps every state word an unsigned 32-bit integer (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(200), (seed, steps) => {
        const rng = seedRng(seed);
        for (let i = 0; i < steps; i++) nextU32(rng);
        return isRngState(rng);
      }),
    );
  });

  it('nextInt stays in range for any bound (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 2 ** 32 }), (seed, n) => {
        const rng = seedRng(seed);
        for (let i = 0; i < 5; i++) {
          const x = nextInt(rng, n);
          if (!(Number.isInteger(x) && x >= 0 && x < n)) return false;
        }
        return true;
      }),
    );
  });

  it('rolls fair dice (chi-square over 60,000 rolls)', () => {
    const rng = seedRng('dice');
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60_000; i++) counts[rollDie(rng) - 1]!++;
    const chi = counts.reduce((sum, c) => sum + (c - 10_000) ** 2 / 10_000, 0);
    expect(chi).toBeLessThan(20.5); // p ≈ 0.001 for 5 degrees of freedom
  });

  it('shuffles to a permutation (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.integer()), (seed, items) => {
        const shuffled = shuffleInPlace(seedRng(seed), [...items]);
        expect([...shuffled].sort()).toEqual([...items].sort());
      }),
    );
  });
});
