import { deepFreeze, randomAction, seedRng } from '@warboard/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { frontline } from '../src/index.js';

/**
 * States are values: `apply` returns a new state and leaves its input as it was, even where the two share parts.
 * Every input is deep-frozen before it is applied, so a rule that writes into it — or into a part the new state
 * shares with it — throws (modules are strict), and its text must not change either.
 */
describe('apply never changes its input state', () => {
  it('along seeded random games of both rulesets, every state deep-frozen', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 8 }),
        fc.integer({ min: 2, max: 6 }),
        fc.constantFrom('revised', 'original'),
        (seed, players, ruleset) => {
          const options = frontline.parseOptions({ players, ruleset });
          if (!options.ok) throw new Error(options.error.message);
          const start = frontline.setup(options.value, seed);
          if (!start.ok) throw new Error(start.error.message);
          let state = start.value;
          const rng = seedRng(`immutable/${seed}`);
          for (let step = 0; step < 300 && !state.outcome; step++) {
            const seat = frontline.pendingDecisions(state)[0]!.seat;
            const action = randomAction(frontline, state, seat, rng);
            deepFreeze(state);
            const text = frontline.serialize(state);
            const next = frontline.apply(state, seat, action);
            expect(next.ok).toBe(true);
            expect(frontline.serialize(state)).toBe(text);
            if (next.ok) state = next.value.state;
          }
        },
      ),
      { numRuns: 5, seed: 23 },
    );
  });
});
