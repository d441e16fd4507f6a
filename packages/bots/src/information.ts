import type { AnyGame, Game, GameEvent, RngState, Seat } from '@warboard/core';

/**
 * A full state consistent with `view` for a bot to think with. Games with hidden information provide
 * `determinize`; without it, a bot cannot play the game from a view.
 */
export function stateFromView<S>(
  game: Game<S, unknown, unknown, unknown, GameEvent>,
  view: unknown,
  seat: Seat,
  rng: RngState,
): S {
  if (!game.determinize) throw new Error(`${game.id} cannot rebuild a state from a view (no determinize)`);
  return game.determinize(view, seat, rng);
}

/** The legal actions `seat` has, seen from its view (they do not depend on what it cannot see). */
export function legalFromView(game: AnyGame, view: unknown, seat: Seat, rng: RngState): unknown[] {
  return [...game.legalActions(stateFromView(game, view, seat, rng), seat)];
}
