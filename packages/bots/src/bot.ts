import type { RngState, Seat } from '@warboard/core';

/**
 * A bot plays one seat through the game contract and sees only that seat's view: it has no way to reach
 * the real state, so it cannot cheat. Chance inside a bot comes from its own seeded PRNG.
 */
export interface Bot<A = unknown, V = unknown> {
  readonly name: string;
  choose(view: V, seat: Seat, rng: RngState): A;
}

export type Difficulty = 'easy' | 'normal' | 'hard';
