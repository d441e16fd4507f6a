import type { AnyGame, Game, GameEvent, Seat } from './game.js';
import { err, ok, type Result } from './result.js';
import { type RuleError, ruleError } from './rule-error.js';

/** One applied action, as written to a game's log. */
export interface LoggedAction {
  readonly seat: Seat;
  readonly action: unknown;
}

/** Everything needed to rebuild a game exactly: `(rulesVersion, options, seed, actions)`. */
export interface GameRecord {
  readonly game: string;
  readonly rulesVersion: string;
  readonly options: unknown;
  readonly seed: string;
  readonly actions: readonly LoggedAction[];
}

export interface ReplayError extends RuleError {
  readonly index: number; // which action failed; -1 for setup
}

/** Rebuild the state a record describes, refusing a record of another game or rules version. */
export function replay<S, A, V, O, E extends GameEvent>(
  game: Game<S, A, V, O, E>,
  record: GameRecord,
): Result<S, ReplayError> {
  if (record.game !== game.id) {
    return err({ ...ruleError('wrong-game', 'replay', `record is for ${record.game}`), index: -1 });
  }
  if (record.rulesVersion !== game.rulesVersion) {
    return err({
      ...ruleError(
        'rules-version',
        'replay',
        `record uses rules ${record.rulesVersion}, this engine ${game.rulesVersion}`,
      ),
      index: -1,
    });
  }
  const options = game.parseOptions(record.options);
  if (!options.ok) return err({ ...options.error, index: -1 });
  const initial = game.setup(options.value, record.seed);
  if (!initial.ok) return err({ ...initial.error, index: -1 });
  let state = initial.value;
  for (const [index, { seat, action }] of record.actions.entries()) {
    const next = game.apply(state, seat, action);
    if (!next.ok) return err({ ...next.error, index });
    state = next.value.state;
  }
  return ok(state);
}

/** Start a record for a new game. */
export const newRecord = (game: AnyGame, options: unknown, seed: string): GameRecord => ({
  game: game.id,
  rulesVersion: game.rulesVersion,
  options,
  seed,
  actions: [],
});
