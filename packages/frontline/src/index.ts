export { ActionSchema } from './action-table.js';
export * from './actions.js';
export {
  assaultFacts,
  attackFacts,
  type BattleFacts,
  battleFacts,
  counterFacts,
  landingFacts,
  repelFacts,
  type SideFacts,
} from './battle-facts.js';
export type { DecisionKind, FrontlineDecision } from './decisions.js';
export { determinize } from './determinize.js';
export * from './dice.js';
// The engine's gate on an action already well-formed, without reading it off the wire as `apply` does (bots judge
// their own candidates with it).
export { check as checkAction } from './engine.js';
export type * from './events.js';
export { frontline } from './game.js';
export * from './map/index.js';
export * from './objective-set.js';
export * from './objective-sets.js';
export * from './objectives.js';
export * from './odds/index.js';
export * from './options.js';
export { type FrontlineRefusal, type FrontlineRefusalCode, frontlineRefusals } from './refusals.js';
export { strongestForward } from './standing.js';
export * from './state.js';
export { OFFERS_AT_WILL } from './trades.js';
export { draftCount, type NearVictory, nearVictory, WIN_OBJECTIVES } from './turn.js';
export type { FrontlineView } from './view.js';
