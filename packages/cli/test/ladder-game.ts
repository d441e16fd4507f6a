/**
 * The toy game's race, which bots can play (it has a determinize), and two bots for it: random, and
 * `exact`, which finishes the race whenever it can.
 */
import { type Bot, randomBot } from '@warboard/bots';
import type { AnyGame } from '@warboard/core';
import { makeToyGame, type RaceView } from '@warboard/core/testing';
import type { BotMaker, BotRegistry } from '../src/bot-registry.js';

export const raceWithBots: AnyGame = makeToyGame({ rules: 'race' });

const exact: BotMaker = (): Bot => ({
  name: 'exact',
  choose(view) {
    // A bot maker is any game's: this one is registered for the race only, so its views are the race's.
    const s = view as RaceView;
    return { type: 'add', amount: s.target - s.counter === 2 ? 2 : 1 };
  },
});

/** A bot registry that counts the bots it makes, to prove refused input plays no game. */
export function raceBots(): { registry: BotRegistry; made: () => number } {
  let made = 0;
  const counted =
    (maker: BotMaker): BotMaker =>
    (game) => {
      made++;
      return maker(game);
    };
  const bots = new Map<string, BotMaker>([
    ['random', counted((game) => randomBot(game))],
    ['exact', counted(exact)],
    ['hard', counted(exact)],
  ]);
  return { registry: new Map([['race', { bots }]]), made: () => made };
}
