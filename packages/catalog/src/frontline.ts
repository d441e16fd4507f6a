/** Frontline's catalog entry: imported alone by a worker thread that plays only this game. */
import { type BotMaker, frontlineHeuristic, frontlineSearch, randomBot } from '@warboard/bots';
import { frontline, OptionsSchema, optionNotes } from '@warboard/frontline';
import type { CatalogEntry } from './entry.js';
import { frontlineMeasures } from './measures/frontline.js';
import { optionFields } from './option-fields.js';

export const entry: CatalogEntry = {
  game: frontline,
  bots: new Map<string, BotMaker>([
    ['random', (game) => randomBot(game)],
    ['heuristic', () => frontlineHeuristic()],
    ['easy', (_game, options) => frontlineSearch('easy', options)],
    ['normal', (_game, options) => frontlineSearch('normal', options)],
    ['hard', (_game, options) => frontlineSearch('hard', options)],
  ]),
  options: optionFields({ schema: OptionsSchema, notes: optionNotes }),
  measures: frontlineMeasures,
  // One row per player count and ruleset: the cost of a turn grows with the table.
  benchOptions: [2, 3, 4, 5, 6].flatMap((players) =>
    ['revised', 'original'].map((ruleset) => ({ players, ruleset })),
  ),
};
