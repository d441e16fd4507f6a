export * from './bot.js';
export { frontlineHeuristic } from './frontline/bots.js';
export { evaluateFrontline } from './frontline/evaluate.js';
export {
  FRONTLINE_BUDGET,
  type FrontlineSearchConfig,
  frontlineMcts,
  frontlineSearch,
} from './frontline/search.js';
export { type BotFailure, guardBot } from './guard.js';
export { HORSEMEN_BUDGET, horsemenHeuristic, horsemenSearch } from './horsemen/bots.js';
export { evaluateHorsemen } from './horsemen/evaluate.js';
export { legalFromView, stateFromView } from './information.js';
export { ismcts, type SearchConfig } from './ismcts.js';
export { botDriver, type MatchResult, NoBotError, playMatch } from './match.js';
export { randomBot } from './random-bot.js';
export {
  type BotMaker,
  type BotOptions,
  type BotRegistry,
  type GameBots,
  gameBots,
} from './registry.js';
