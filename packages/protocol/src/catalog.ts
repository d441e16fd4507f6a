/** `GET /api/catalog`: the games this server plays, what each can do, its bots and its options. */
import { z } from 'zod';
import { list } from './common.js';

export const capabilities = z
  .object({
    minPlayers: z.number().int(),
    maxPlayers: z.number().int(),
    chance: z.boolean(),
    hiddenInformation: z.boolean(),
    simultaneousDecisions: z.boolean(),
    outOfTurnDecisions: z.boolean(),
    atWillActions: z.boolean().optional(),
    canDraw: z.boolean(),
    maxActions: z.number().int(),
  })
  .readonly();

export const catalogGame = z
  .object({
    id: z.string(),
    rulesVersion: z.string(),
    capabilities,
    bots: list(z.string()), // the bot names a bot seat of this game may hold, the default first
  })
  .readonly();
export type CatalogGame = z.infer<typeof catalogGame>;

export const catalog = z
  .object({
    games: list(catalogGame),
    difficulties: list(z.string()), // every bot name of any game, in order of first appearance
  })
  .readonly();
export type Catalog = z.infer<typeof catalog>;
