import { playFrozen } from '@warboard/core/testing';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { horsemen } from '../src/index.js';

/** States are values: `apply` leaves its input as it was (core's playFrozen deep-freezes every input). */
describe('apply never changes its input state', () => {
  it('along seeded random games, every state deep-frozen', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 8 }), (seed) => playFrozen(horsemen, {}, seed)),
      { numRuns: 5, seed: 23 },
    );
  });
});
