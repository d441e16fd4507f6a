import type { Game } from '../game.js';
import { randomPlayout } from '../playout.js';
import { seedRng } from '../prng.js';
import { setupFromRecord } from '../replay.js';

/**
 * A seeded random game of `game` under `rawOptions` (parseOptions' input), `steps` actions in or at its end:
 * the state then, for tests that look at a position real play reaches.
 */
export function playedState<S, A, O>(
  game: Game<S, A, unknown, O>,
  rawOptions: unknown,
  seed: string,
  steps: number,
): S {
  const start = setupFromRecord(game, rawOptions, seed);
  if (!start.ok) throw new Error(start.error.message);
  return randomPlayout(game, start.value, seedRng(`${seed}/bots`), steps).state;
}
