/**
 * `@warboard/core/testing`: what the packages' tests share — never imported by their sources (check-deps.js
 * holds the line). It may use Node and the test runner, which the rest of core, being pure, may not.
 */
export { type GoldenGame, goldenReplays } from './golden.js';
export { playFrozen } from './immutable.js';
export { playedState } from './played.js';
export type { RaceAction, RaceOptions, RaceState, RaceView } from './race-rules.js';
export type { SecretsAction, SecretsEvent, SecretsState, SecretsView } from './secrets-rules.js';
export {
  makeToyGame,
  type ToyAction,
  type ToyDefect,
  type ToyGame,
  type ToyState,
  type ToyView,
} from './toy-game.js';
