import type { Game, GameEvent, Outcome, Seat } from './game.js';
import { nextInt, type RngState } from './prng.js';
import type { LoggedAction } from './replay.js';

/** Which seat acts next when several owe a decision: any of them, uniformly (every interleaving is legal). */
export function pickActingSeat<S>(
  game: Game<S, unknown, unknown, unknown>,
  state: S,
  rng: RngState,
): Seat | null {
  const decisions = game.pendingDecisions(state);
  if (decisions.length === 0) return null;
  const seats = [...new Set(decisions.map((d) => d.seat))];
  return seats[nextInt(rng, seats.length)] ?? null;
}

/** A uniformly random legal action of `seat`, conceding only when nothing else is legal. */
export function randomAction<S, A>(
  game: Game<S, A, unknown, unknown>,
  state: S,
  seat: Seat,
  rng: RngState,
): A {
  const legal = game.legalActions(state, seat);
  const playing = legal.filter((a) => !game.isConcession(a));
  const pool = playing.length > 0 ? playing : legal;
  return pool[nextInt(rng, pool.length)] as A;
}

export interface PlayoutResult<S> {
  readonly state: S;
  readonly actions: readonly LoggedAction[];
  readonly outcome: Outcome | null; // null when the step limit stopped the game first
}

/**
 * Play uniformly random legal actions from `state` until the game ends or `maxSteps` actions were applied.
 * The driver's own `rng` chooses; the game's PRNG (in the state) decides chance as always.
 */
export function randomPlayout<S, A, V, O, E extends GameEvent>(
  game: Game<S, A, V, O, E>,
  start: S,
  rng: RngState,
  maxSteps = game.capabilities.maxActions,
): PlayoutResult<S> {
  let state = start;
  const actions: LoggedAction[] = [];
  for (let step = 0; step < maxSteps; step++) {
    const seat = pickActingSeat(game, state, rng);
    if (seat === null) break;
    const action = randomAction(game, state, seat, rng);
    const next = game.apply(state, seat, action);
    if (!next.ok) throw new Error(`legal action refused: ${next.error.rule} ${next.error.message}`);
    actions.push({ seat, action });
    state = next.value.state;
  }
  return { state, actions, outcome: game.outcome(state) };
}
