import { type AnyGame, type Outcome, type Seat, seedRng } from '@warboard/core';
import type { Bot } from './bot.js';

export interface MatchResult {
  outcome: Outcome | null;
  actions: number;
}

/**
 * Play one game with a bot in every seat. Each bot is handed only its own seat's view and its own PRNG;
 * pending decisions of several seats are answered in seat order.
 */
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
  let state: unknown = setup.value;
  const rngs = bots.map((_, i) => seedRng(`${seed}/bot/${i}`));
  let actions = 0;
  for (; actions < maxActions; actions++) {
    const decisions = game.pendingDecisions(state);
    if (decisions.length === 0) break;
    const seat: Seat = decisions[0]!.seat;
    const bot = bots[seat];
    if (!bot) throw new Error(`no bot for seat ${seat}`);
    const action = bot.choose(game.view(state, seat), seat, rngs[seat]!);
    const r = game.apply(state, seat, action);
    if (!r.ok) throw new Error(`${bot.name} chose an illegal action: ${r.error.message}`);
    state = r.value.state;
  }
  return { outcome: game.outcome(state), actions };
}
