import { randomAction, seedRng } from '@warboard/core';
import type { GameRegistry } from '../games.js';
import type { BotRequest } from './bot.js';

/** The bot's decision itself, pure and synchronous: runs inside a worker (or inline in tests). */
export function chooseAction(registry: GameRegistry, request: BotRequest): unknown {
  const game = registry.get(request.game);
  if (!game) throw new Error(`bot: unknown game ${request.game}`);
  const state = game.parse(request.state);
  if (!state.ok) throw new Error(`bot: cannot parse state: ${state.error.message}`);
  if (game.legalActions(state.value, request.seat).length === 0) return null;
  return randomAction(game, state.value, request.seat, seedRng(request.seed));
}
