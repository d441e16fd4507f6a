export * from './catalog.js';
export type { CatalogEntry } from './entry.js';
export { catalogIds, loadGame } from './load.js';
