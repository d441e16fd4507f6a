/**
 * Whether a record may be imported: a game this server plays, under the rules version it runs, with options
 * it accepts, whose actions all replay — through core's `replay`, the same fold every stored game is rebuilt
 * with — to a finished game. Pure: nothing is stored here.
 */
import { replay } from '@warboard/core';
import type { ImportGameBody } from '@warboard/protocol';
import type { FinishedRecord } from './game-creation.js';
import type { GameRegistry } from './games.js';
import { type HubResult, optionsRefused, fail as refuse } from './hub-results.js';

export function checkRecord(registry: GameRegistry, record: ImportGameBody): HubResult<FinishedRecord> {
  const game = registry.get(record.game);
  if (!game)
    return refuse(
      400,
      'unknown-game-type',
      `unknown game '${record.game}' (known: ${[...registry.keys()].join(', ')})`,
    );
  if (record.rulesVersion !== game.rulesVersion)
    return refuse(
      409,
      'wrong-rules-version',
      `the record uses ${game.id} rules ${record.rulesVersion}; this server plays rules ${game.rulesVersion}`,
    );
  if (record.actions.length > game.capabilities.maxActions)
    return refuse(
      413,
      'too-large',
      `${record.actions.length} actions: a game of ${game.id} ends within ${game.capabilities.maxActions}`,
    );
  const options = game.parseOptions(record.options ?? {});
  if (!options.ok) return optionsRefused(options.error);
  const actions = record.actions.map((a) => ({ seat: a.seat, action: a.action }));
  const replayed = replay(game, { ...record, options: options.value, actions });
  if (!replayed.ok) {
    const where = replayed.error.index < 0 ? 'setup' : `action ${replayed.error.index + 1}`;
    return refuse(
      422,
      'does-not-replay',
      `${where} refused: ${replayed.error.rule}: ${replayed.error.message}`,
    );
  }
  if (game.outcome(replayed.value) === null)
    return refuse(422, 'not-over', `the game is not over after its ${actions.length} actions`);
  const players = game.playerCount(replayed.value);
  if (record.bots !== undefined && record.bots.length !== players)
    return refuse(400, 'bad-seats', `this game has ${players} seats, ${record.bots.length} bots given`);
  return {
    ok: true,
    value: {
      game,
      options: options.value,
      seed: record.seed,
      actions,
      bots: Array.from({ length: players }, (_, s) => record.bots?.[s] ?? null),
    },
  };
}
