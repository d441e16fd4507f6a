export * from './deck.js';
export type { CardRef, HorsemenEvent } from './events.js';
export { horsemen, legalActions } from './game.js';
export { KING_SKILLS, type KingSkill, type SkillId, skillOf } from './kings.js';
export { type HorsemenOptions, OptionsSchema, optionNotes, parseOptions } from './options.js';
export { currentPoints } from './rules.js';
export { isStuck } from './turn.js';
export * from './types.js';
export type { CardView, CellView, HorsemenView, KingInfo, PlayerView } from './view.js';
