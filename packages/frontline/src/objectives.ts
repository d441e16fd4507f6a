import type { Seat } from '@warboard/core';
import { type Objective, type ObjectiveSet, REWARD_DECK, type RewardKind } from './objective-set.js';
import { OBJECTIVE_SETS } from './objective-sets.js';
import type { Options } from './options.js';
import { type FrontlineState, mapOf, occupiedBy, occupies } from './state.js';

/** The objective set a game plays with (options validated by parseOptions). */
export const objectiveSetOf = (options: Pick<Options, 'objectives'>): ObjectiveSet =>
  typeof options.objectives === 'string'
    ? (OBJECTIVE_SETS[options.objectives] ?? { faceUp: { minor: 0, major: 0 }, pool: [] })
    : options.objectives;

export const objectiveById = (options: Pick<Options, 'objectives'>, id: string): Objective | undefined =>
  objectiveSetOf(options).pool.find((o) => o.id === id);

/** Whole continents `seat` occupies (every territory holds one of its infantry divisions). */
export function continentsHeld(state: FrontlineState, seat: Seat): string[] {
  return mapOf(state)
    .continents.filter((c) => c.territories.every((t) => occupies(state, seat, t)))
    .map((c) => c.id);
}

export function citiesHeld(state: FrontlineState, seat: Seat): number {
  return occupiedBy(state, seat).filter((t) => state.territories[t]?.city).length;
}

/** Is objective `id` met by `seat` now, at its claim step (O3.1)? */
export function meets(state: FrontlineState, seat: Seat, id: string): boolean {
  const goal = objectiveById(state.options, id)?.goal;
  if (!goal) return false;
  switch (goal.kind) {
    case 'territories':
      return occupiedBy(state, seat).length >= goal.count;
    case 'cities':
      return citiesHeld(state, seat) >= goal.count;
    case 'continents':
      return continentsHeld(state, seat).length >= goal.count;
    case 'continent':
      return continentsHeld(state, seat).includes(goal.continent);
    case 'conquests':
      return state.turn.seat === seat && state.turn.conquered.length >= goal.count;
    case 'enemy-capital':
      return state.players.some((p, s) => s !== seat && occupies(state, seat, p.capital));
    case 'eliminate':
      return state.turn.seat === seat && (state.turn.eliminated?.length ?? 0) > 0;
  }
}

/** The reward deck a game starts with: shuffled by setup, or none when rewards are printed on the objectives. */
export const rewardDeckFor = (options: Options): readonly RewardKind[] =>
  options.rewards === 'fixed' ? [] : REWARD_DECK;

/** The reward a claim brings (FG5): the top of the reward deck, or the one printed on the objective. */
export function drawReward(state: FrontlineState, objective: string): string | undefined {
  if (state.options.rewards === 'fixed') return objectiveById(state.options, objective)?.reward;
  return state.rewardDeck.pop();
}
