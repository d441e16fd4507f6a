import type { Decision, Game, GameEvent, Outcome, Seat } from './game.js';
import { type Driver, playLoop } from './loop.js';
import { nextInt, type RngState } from './prng.js';
import type { LoggedAction } from './replay.js';

/** Which seat acts next when several owe a decision: any of them, uniformly (every interleaving is legal). */
export function pickActingSeat<S>(
  game: Game<S, unknown, unknown, unknown>,
  state: S,
  rng: RngState,
): Seat | null {
  const decisions = game.pendingDecisions(state);
  return decisions.length === 0 ? null : uniformSeat(decisions, rng);
}

const uniformSeat = (decisions: readonly Decision[], rng: RngState): Seat => {
  const seats = [...new Set(decisions.map((d) => d.seat))];
  return seats[nextInt(rng, seats.length)] as Seat;
};

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

/** Core's random bot as a loop driver: any owing seat, then any legal action, uniformly, from one PRNG. */
export function randomDriver<S, A>(game: Game<S, A, unknown, unknown>, rng: RngState): Driver<S, A> {
  return {
    pickSeat: (decisions) => uniformSeat(decisions, rng),
    choose: (state, seat) => randomAction(game, state, seat, rng),
  };
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
  const actions: LoggedAction[] = [];
  const end = playLoop(game, start, randomDriver(game, rng), {
    maxActions: maxSteps,
    onStep: ({ seat, action }) => actions.push({ seat, action }),
  });
  if (end.kind === 'threw') throw end.error;
  if (end.kind === 'refused') {
    throw new Error(`legal action refused: ${end.error.rule} ${end.error.message}`);
  }
  return { state: end.state, actions, outcome: game.outcome(end.state) };
}
