/** Where a task finds its game and bots: by id, so a job crossing to a worker thread names them only. */
import type { AnyGame } from '@warboard/core';
import type { BotRegistry } from './bot-registry.js';

export interface Registries {
  readonly games: ReadonlyMap<string, { readonly game: AnyGame }>;
  readonly bots: BotRegistry;
}
