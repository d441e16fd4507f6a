import { playFrozen } from '@warboard/core/testing';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { frontline } from '../src/index.js';

/** States are values: `apply` leaves its input as it was (core's playFrozen deep-freezes every input). */
describe('apply never changes its input state', () => {
  it('along seeded random games of both rulesets, every state deep-frozen', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 8 }),
        fc.integer({ min: 2, max: 6 }),
        fc.constantFrom('revised', 'original'),
        (seed, players, ruleset) => playFrozen(frontline, { players, ruleset }, seed),
      ),
      { numRuns: 5, seed: 23 },
    );
  });
});
