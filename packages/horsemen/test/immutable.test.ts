import { deepFreeze, randomAction, seedRng } from '@warboard/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { horsemen } from '../src/index.js';

/**
 * States are values: `apply` returns a new state and leaves its input as it was, even where the two share parts.
 * Every input is deep-frozen before it is applied, so a rule that writes into it — or into a part the new state
 * shares with it — throws (modules are strict), and its text must not change either.
 */
describe('apply never changes its input state', () => {
  it('along seeded random games, every state deep-frozen', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 8 }), (seed) => {
        const options = horsemen.parseOptions({});
        if (!options.ok) throw new Error(options.error.message);
        const start = horsemen.setup(options.value, seed);
        if (!start.ok) throw new Error(start.error.message);
        let state = start.value;
        const rng = seedRng(`immutable/${seed}`);
        for (let step = 0; step < 300 && horsemen.outcome(state) === null; step++) {
          const seat = horsemen.pendingDecisions(state)[0]!.seat;
          const action = randomAction(horsemen, state, seat, rng);
          deepFreeze(state);
          const text = horsemen.serialize(state);
          const next = horsemen.apply(state, seat, action);
          expect(next.ok).toBe(true);
          expect(horsemen.serialize(state)).toBe(text);
          if (next.ok) state = next.value.state;
        }
      }),
      { numRuns: 5, seed: 23 },
    );
  });
});
