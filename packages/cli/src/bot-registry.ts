/**
 * The bots the ladder can seat, per game: game id → bot name → factory. The ladder reads only this map, so
 * a game's bots join the ladder by being registered here, with no change to the ladder itself.
 */
import { type Bot, horsemenHeuristic, horsemenSearch, randomBot } from '@warboard/bots';
import type { AnyGame } from '@warboard/core';
import { frontline } from '@warboard/frontline';
import { horsemen } from '@warboard/horsemen';

/** Makes a fresh bot for one game, so no state can leak from one game into the next. */
export type BotMaker = (game: AnyGame) => Bot;

export interface GameBots {
  /** Bot name → factory, in the order they are listed to users. */
  readonly bots: ReadonlyMap<string, BotMaker>;
  /** Why the game has no bots yet, when it has none. */
  readonly missing?: string;
}

export type BotRegistry = ReadonlyMap<string, GameBots>;

/**
 * Every bot plays from its seat's view and rebuilds full states from it with the game's `determinize`;
 * a game without one cannot seat any bot, not even the random one.
 */
function gameBots(game: AnyGame, makers: ReadonlyMap<string, BotMaker>): GameBots {
  if (game.determinize === undefined) {
    return {
      bots: new Map(),
      missing: `${game.id} has no bots yet: its engine does not provide determinize, which bots need to play from a seat's view`,
    };
  }
  return { bots: makers };
}

export const bots: BotRegistry = new Map<string, GameBots>([
  [
    horsemen.id,
    gameBots(
      horsemen as unknown as AnyGame,
      new Map<string, BotMaker>([
        ['random', (game) => randomBot(game)],
        ['heuristic', () => horsemenHeuristic()],
        ['easy', () => horsemenSearch('easy')],
        ['normal', () => horsemenSearch('normal')],
        ['hard', () => horsemenSearch('hard')],
      ]),
    ),
  ],
  // Frontline's heuristic and search bots need its odds calculator; until then only the random bot.
  [frontline.id, gameBots(frontline as unknown as AnyGame, new Map([['random', (game) => randomBot(game)]]))],
]);
