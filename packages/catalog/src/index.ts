export * from './catalog.js';
export type { CatalogEntry } from './entry.js';
export { catalogIds, loadGame } from './load.js';
export * from './measures/measure.js';
export { type OptionSchema, optionFields } from './option-fields.js';
