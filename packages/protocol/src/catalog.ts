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

const scalar = z.union([z.string(), z.number(), z.boolean()]);

/** What every option field says: its key in the options object, the rule it settles, and when it matters. */
const fieldBase = {
  key: z.string(),
  rule: z.string().min(1), // the rulebook's id for what the option settles (docs/rules/*.md, Options)
  /** Only while each named option holds one of these values (e.g. `{ ruleset: ['revised'] }`); absent: always. */
  when: z.record(z.string(), list(scalar)).readonly().optional(),
  seats: z.literal(true).optional(), // this option is the player count: one seat per player
};

/**
 * One rules option of a game, as data read off the engine's own schema: how it is entered, its limits and
 * its default. `data` options take a value the rules check in full (an objective set, deck lists, named by
 * `format`) or one of the named `values`.
 */
export const optionField = z.discriminatedUnion('kind', [
  z.object({ ...fieldBase, kind: z.literal('boolean'), default: z.boolean() }).readonly(),
  z
    .object({
      ...fieldBase,
      kind: z.literal('integer'),
      min: z.number().int(),
      max: z.number().int(),
      default: z.number().int(),
    })
    .readonly(),
  z
    .object({ ...fieldBase, kind: z.literal('enum'), values: list(z.string()), default: z.string() })
    .readonly(),
  z
    .object({
      ...fieldBase,
      kind: z.literal('data'),
      format: z.string(),
      values: list(z.string()), // the names that may stand for data (a named objective set, 'random' decks)
      default: z.unknown(),
    })
    .readonly(),
]);
export type OptionField = z.infer<typeof optionField>;
export type OptionValue = z.infer<typeof scalar>;

export const catalogGame = z
  .object({
    id: z.string(),
    rulesVersion: z.string(),
    capabilities,
    bots: list(z.string()), // the bot names a bot seat of this game may hold, the default first
    options: list(optionField), // every rules option, in the engine's order
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
