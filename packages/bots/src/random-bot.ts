import { type AnyGame, randomAction } from '@warboard/core';
import type { Bot } from './bot.js';
import { stateFromView } from './information.js';

/** Uniformly random legal actions; concedes only when nothing else is legal. */
export const randomBot = (game: AnyGame): Bot => ({
  name: 'random',
  choose(view, seat, rng) {
    return randomAction(game, stateFromView(game, view, seat, rng), seat, rng);
  },
});
