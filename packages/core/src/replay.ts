import type { AnyGame, Applied, Game, GameEvent, Seat } from './game.js';
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
  const initial = setupFromRecord(game, record.options, record.seed);
  return initial.ok ? foldLog(game, initial.value, record.actions) : initial;
}

/** The state before a record's first action: its options parsed, then the game set up with its seed. */
export function setupFromRecord<S, A, V, O, E extends GameEvent>(
  game: Game<S, A, V, O, E>,
  options: unknown,
  seed: string,
): Result<S, ReplayError> {
  const parsed = game.parseOptions(options);
  if (!parsed.ok) return err({ ...parsed.error, index: -1 });
  const initial = game.setup(parsed.value, seed);
  return initial.ok ? initial : err({ ...initial.error, index: -1 });
}

/**
 * The one replay fold: apply logged actions in order from `state`, handing each applied one to `onStep` (the
 * server keeps its events, a replay screen its views). The first refusal stops the fold; `index` says where
 * in `log`, and what `onStep` saw before it stands.
 */
export function foldLog<S, A, V, O, E extends GameEvent, L extends LoggedAction>(
  game: Game<S, A, V, O, E>,
  state: S,
  log: Iterable<L>,
  onStep?: (entry: L, applied: Applied<S, E>) => void,
): Result<S, ReplayError> {
  let current = state;
  let index = 0;
  for (const entry of log) {
    const next = game.apply(current, entry.seat, entry.action);
    if (!next.ok) return err({ ...next.error, index });
    current = next.value.state;
    onStep?.(entry, next.value);
    index++;
  }
  return ok(current);
}

/** Start a record for a new game. */
export const newRecord = (game: AnyGame, options: unknown, seed: string): GameRecord => ({
  game: game.id,
  rulesVersion: game.rulesVersion,
  options,
  seed,
  actions: [],
});
