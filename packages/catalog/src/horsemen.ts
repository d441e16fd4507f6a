/** Four Horsemen's catalog entry: imported alone by a worker thread that plays only this game. */
import { type BotMaker, horsemenHeuristic, horsemenSearch, randomBot } from '@warboard/bots';
import { horsemen, OptionsSchema, optionNotes } from '@warboard/horsemen';
import type { CatalogEntry } from './entry.js';
import { horsemenMeasures } from './measures/horsemen.js';
import { optionFields } from './option-fields.js';

export const entry: CatalogEntry = {
  game: horsemen,
  bots: new Map<string, BotMaker>([
    ['random', (game) => randomBot(game)],
    ['heuristic', () => horsemenHeuristic()],
    ['easy', (_game, options) => horsemenSearch('easy', options)],
    ['normal', (_game, options) => horsemenSearch('normal', options)],
    ['hard', (_game, options) => horsemenSearch('hard', options)],
  ]),
  options: optionFields({ schema: OptionsSchema, notes: optionNotes }),
  measures: horsemenMeasures,
  benchOptions: [{}],
};
