/** Battle odds for the web client's "odds before you attack" and for the bots (docs/odds.md). */
export {
  clearOddsCache,
  END_STATES,
  type EndState,
  type ExactOdds,
  exactOdds,
  type Fraction,
  MAX_DIVISIONS,
  type Odds,
  odds,
  type Survivors,
} from './exact.js';
export { engagementFromFacts } from './from-facts.js';
export { monteCarlo, type Sampled } from './monte-carlo.js';
export {
  type BattleKind,
  checkEngagement,
  type DamagedPolicy,
  DEFAULT_SIDE_POLICY,
  type Engagement,
  type EngagementInput,
  engagement,
  type Force,
  type ForwardPolicy,
  formatForce,
  frontMax,
  NEVER_STOP,
  parseForce,
  type SidePolicy,
  type StopPolicy,
} from './spec.js';
