export * from './canonical.js';
export * from './conformance.js';
export * from './game.js';
export * from './playout.js';
export * from './prng.js';
export * from './replay.js';
export * from './result.js';
export * from './rule-error.js';
