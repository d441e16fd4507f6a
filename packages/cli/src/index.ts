export { table } from './format.js';
export { type GameEntry, type GameRegistry, games } from './games.js';
export { main } from './main.js';
export * from './measure.js';
export * from './play-one.js';
export * from './simulate.js';
export * from './stats.js';
