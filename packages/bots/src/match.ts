import { type AnyGame, type Driver, type Outcome, playLoop, seedRng } from '@warboard/core';
import type { Bot } from './bot.js';

export interface MatchResult {
  outcome: Outcome | null;
  actions: number;
}

/** A seat that acted without a bot in the match's list. */
export class NoBotError extends Error {}

/**
 * Bots in every seat as a driver of core's game loop. Each bot is handed only its own seat's view and its own
 * PRNG, seeded `<seed>/bot/<seat>`; pending decisions of several seats are answered in seat order.
 */
export function botDriver(game: AnyGame, bots: readonly Bot[], seed: string): Driver<unknown, unknown> {
  const rngs = bots.map((_, i) => seedRng(`${seed}/bot/${i}`));
  return {
    pickSeat: (decisions) => decisions[0]!.seat,
    choose: (state, seat) => {
      const bot = bots[seat];
      const rng = rngs[seat];
      if (bot === undefined || rng === undefined) throw new NoBotError(`no bot for seat ${seat}`);
      return bot.choose(game.view(state, seat), seat, rng);
    },
  };
}

/** Play one game with a bot in every seat (see `botDriver`); throws on an illegal move or a failing bot. */
export function playMatch(
  game: AnyGame,
  bots: readonly Bot[],
  options: unknown,
  seed: string,
  maxActions = game.capabilities.maxActions,
): MatchResult {
  const parsed = game.parseOptions(options);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const setup = game.setup(parsed.value, seed);
  if (!setup.ok) throw new Error(setup.error.message);
  const end = playLoop(game, setup.value, botDriver(game, bots, seed), { maxActions });
  if (end.kind === 'threw') throw end.error;
  if (end.kind === 'refused') {
    const name = bots[end.seat]?.name;
    throw new Error(`${name} chose an illegal action: ${end.error.message}`);
  }
  return { outcome: game.outcome(end.state), actions: end.actions };
}
