/**
 * The race game with what bots need to play it — a determinize (its view is the whole state) — and two
 * bots for it: random, and `exact`, which finishes the race whenever it can.
 */
import { type Bot, randomBot } from '@warboard/bots';
import type { AnyGame } from '@warboard/core';
import type { BotMaker, BotRegistry } from '../src/bot-registry.js';
import { type RaceState, race } from './race-game.js';

export const raceWithBots: AnyGame = {
  ...(race as unknown as AnyGame),
  determinize: (view: unknown) => structuredClone(view),
};

const exact: BotMaker = (): Bot => ({
  name: 'exact',
  choose(view) {
    const s = view as RaceState;
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
