/**
 * The shape of a bot registry: game id → bot name → factory. Which bots each game seats is registered once, in
 * the game's entry of packages/catalog; the ladder, the lab and the server's bot seats read that one map.
 */
import type { AnyGame } from '@warboard/core';
import type { Bot } from './bot.js';

/** What a caller may hand a bot it makes: a time cap for search bots, from the caller's own clock. */
export interface BotOptions {
  /** True once the move's time is up: a search bot then stops early and plays its best so far. */
  readonly timeUp?: () => boolean;
}

/**
 * Makes a fresh bot for one game, so no state can leak from one game into the next. Without options (the
 * ladder, tests) every bot is deterministic given its seed.
 */
export type BotMaker = (game: AnyGame, options?: BotOptions) => Bot;

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
export function gameBots(game: AnyGame, makers: ReadonlyMap<string, BotMaker>): GameBots {
  if (game.determinize === undefined) {
    return {
      bots: new Map(),
      missing: `${game.id} has no bots yet: its engine does not provide determinize, which bots need to play from a seat's view`,
    };
  }
  return { bots: makers };
}
