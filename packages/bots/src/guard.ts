import { type AnyGame, nextInt, type RngState, type Seat } from '@warboard/core';
import type { Bot } from './bot.js';

/** What went wrong with a bot's choice, for the caller's log. */
export interface BotFailure {
  readonly bot: string;
  readonly seat: Seat;
  /** 'threw': the bot raised an error; 'illegal': it answered an action its seat may not take. */
  readonly kind: 'threw' | 'illegal';
  readonly message: string;
  /** Who answered instead: the fallback bot's name, or 'standing-order'. */
  readonly answeredBy: string;
}

/**
 * A bot that never breaks a game: when `bot` throws or answers an action that is not legal for its seat (checked
 * in a state rebuilt from the view, where the seat's legal actions are the same, as the conformance suite
 * checks), `fallback` answers instead, or else the game's standing order, and
 * `onFailure` hears about it. The guard sees only the view, like the bot it wraps.
 */
export function guardBot(
  game: AnyGame,
  bot: Bot,
  onFailure: (failure: BotFailure) => void,
  fallback?: Bot,
): Bot {
  const legal = (view: unknown, seat: Seat, rng: RngState, action: unknown): boolean => {
    if (!game.determinize) return true; // nothing to check against: the game itself will refuse a bad action
    return game.apply(game.determinize(view, seat, rng), seat, action).ok;
  };
  const standing = (view: unknown, seat: Seat, rng: RngState): unknown => {
    const state = game.determinize!(view, seat, rng);
    const order = game.standingOrder(state, seat);
    if (order !== null) return order;
    const actions = game.legalActions(state, seat);
    return actions[nextInt(rng, Math.max(1, actions.length))];
  };
  return {
    name: bot.name,
    choose(view, seat, rng) {
      let failure: Omit<BotFailure, 'answeredBy'>;
      try {
        const action = bot.choose(view, seat, rng);
        if (legal(view, seat, rng, action)) return action;
        failure = { bot: bot.name, seat, kind: 'illegal', message: `chose ${JSON.stringify(action)}` };
      } catch (error) {
        failure = {
          bot: bot.name,
          seat,
          kind: 'threw',
          message: error instanceof Error ? error.message : String(error),
        };
      }
      if (fallback) {
        try {
          const action = fallback.choose(view, seat, rng);
          if (legal(view, seat, rng, action)) {
            onFailure({ ...failure, answeredBy: fallback.name });
            return action;
          }
        } catch {
          // the fallback failed too: the standing order answers
        }
      }
      onFailure({ ...failure, answeredBy: 'standing-order' });
      return standing(view, seat, rng);
    },
  };
}
