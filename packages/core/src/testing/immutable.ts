import { expect } from 'vitest';
import { deepFreeze } from '../conformance.js';
import type { Game } from '../game.js';
import { randomAction } from '../playout.js';
import { seedRng } from '../prng.js';

/**
 * States are values: `apply` returns a new state and leaves its input as it was, even where the two share parts.
 * Plays one seeded random game of `game` under `options` (parseOptions' input), deep-freezing every input before
 * it is applied, so a rule that writes into it — or into a part the new state shares with it — throws (modules
 * are strict); its serialized text must not change either.
 */
export function playFrozen<S, A, O>(
  game: Game<S, A, unknown, O>,
  rawOptions: unknown,
  seed: string,
  maxSteps = 300,
): void {
  const options = game.parseOptions(rawOptions);
  if (!options.ok) throw new Error(options.error.message);
  const start = game.setup(options.value, seed);
  if (!start.ok) throw new Error(start.error.message);
  let state = start.value;
  const rng = seedRng(`immutable/${seed}`);
  for (let step = 0; step < maxSteps && game.outcome(state) === null; step++) {
    const seat = game.pendingDecisions(state)[0]!.seat;
    const action = randomAction(game, state, seat, rng);
    deepFreeze(state);
    const text = game.serialize(state);
    const next = game.apply(state, seat, action);
    expect(next.ok).toBe(true);
    expect(game.serialize(state)).toBe(text);
    if (next.ok) state = next.value.state;
  }
}
