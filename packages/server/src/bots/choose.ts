import type { BotRegistry } from '@warboard/bots';
import { catalogBots as bots } from '@warboard/catalog';
import { nextInt, seedRng } from '@warboard/core';
import type { GameRegistry } from '../games.js';
import type { BotRequest } from './bot.js';

/**
 * The bots a game's seats may hold: the registered ones, or — for a game no bot is registered for (one
 * without `determinize`, a test game) — `random`, a uniform pick among the seat's legal actions.
 */
export function seatableBots(gameId: string, registry: BotRegistry = bots): readonly string[] {
  const names = [...(registry.get(gameId)?.bots.keys() ?? [])];
  return names.length > 0 ? names : ['random'];
}

/** The bot's decision itself, pure and synchronous: runs inside a worker (or inline in tests). */
export function chooseAction(
  games: GameRegistry,
  request: BotRequest,
  registry: BotRegistry = bots,
): unknown {
  const game = games.get(request.game);
  if (!game) throw new Error(`bot: unknown game ${request.game}`);
  const rng = seedRng(request.seed);
  const maker = registry.get(request.game)?.bots.get(request.bot);
  if (maker) return maker(game).choose(request.view, request.seat, rng);
  if (request.bot === 'random' && !registry.get(request.game)?.bots.size) {
    if (request.legal.length === 0) throw new Error('bot: asked for an action with none legal');
    return request.legal[nextInt(rng, request.legal.length)];
  }
  throw new Error(`bot: no bot '${request.bot}' for ${request.game}`);
}
