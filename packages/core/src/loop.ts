/**
 * The one game loop: ask who owes a decision, let a driver choose a seat and an action, apply it, repeat until
 * the game ends or its action bound is reached. Random playouts, the CLI's simulations, the bots' matches, the
 * ladder and the lab all play through it, so they cannot drift apart; each only says how seats and actions are
 * chosen and what it keeps of each step. Every way a game can stop is returned as data.
 */
import type { Decision, Game, GameEvent, Outcome, Seat } from './game.js';
import type { RuleError } from './rule-error.js';

/** How a loop chooses: which of the seats owing a decision acts, and what it plays. */
export interface Driver<S, A> {
  /** `decisions` is never empty. */
  pickSeat(decisions: readonly Decision[], state: S): Seat;
  choose(state: S, seat: Seat): A;
}

/** One applied action: the state before and after it, and the events it emitted. */
export interface LoopStep<S, A, E extends GameEvent> {
  readonly before: S;
  readonly seat: Seat;
  readonly action: A;
  readonly state: S;
  readonly events: readonly E[];
}

/** Why the loop stopped, with the state it stopped on and the number of actions applied by then. */
export type LoopEnd<S, A> = { readonly state: S; readonly actions: number } & (
  | { readonly kind: 'over'; readonly outcome: Outcome | null } // no decision pending (outcome null: a broken game)
  | { readonly kind: 'limit'; readonly limit: number } // decisions still pending after `limit` actions
  | { readonly kind: 'refused'; readonly seat: Seat; readonly action: A; readonly error: RuleError }
  | { readonly kind: 'threw'; readonly error: unknown } // the engine or the driver threw
);

export interface LoopOptions<S, A, E extends GameEvent> {
  /** Default: the game's own bound, `capabilities.maxActions`. */
  readonly maxActions?: number;
  readonly onStep?: (step: LoopStep<S, A, E>) => void;
}

export function playLoop<S, A, V, O, E extends GameEvent>(
  game: Game<S, A, V, O, E>,
  start: S,
  driver: Driver<S, A>,
  options: LoopOptions<S, A, E> = {},
): LoopEnd<S, A> {
  const limit = options.maxActions ?? game.capabilities.maxActions;
  let state = start;
  let actions = 0;
  try {
    for (;;) {
      const decisions = game.pendingDecisions(state);
      if (decisions.length === 0) return { kind: 'over', state, actions, outcome: game.outcome(state) };
      if (actions >= limit) return { kind: 'limit', state, actions, limit };
      const seat = driver.pickSeat(decisions, state);
      const action = driver.choose(state, seat);
      const applied = game.apply(state, seat, action);
      if (!applied.ok) return { kind: 'refused', state, actions, seat, action, error: applied.error };
      const before = state;
      state = applied.value.state;
      actions++;
      options.onStep?.({ before, seat, action, state, events: applied.value.events });
    }
  } catch (error) {
    return { kind: 'threw', state, actions, error };
  }
}

/** A refusal as the CLI and the lab print it: code, rule id, message. */
export const describeRuleError = (e: RuleError): string => `${e.code} (${e.rule}) ${e.message}`;
