import type { Seat } from '@warboard/core';
import type { Options } from './options.js';
import { type FrontlineState, mapOf, occupiedBy, occupies } from './state.js';

/**
 * The objective pool (FG4), as data: 8 are drawn face up each game, 4 minor and 4 major. The source names
 * "main/side mission cards" (O2.1) without texts; the kinds follow the 2008 objectives (risk-2008-facts §1.4).
 */
export type ObjectiveKind =
  | { kind: 'territories'; count: number } // hold N occupied territories
  | { kind: 'cities'; count: number } // hold N occupied cities
  | { kind: 'continents'; count: number } // hold N whole continents
  | { kind: 'conquests'; count: number } // take N territories from other players in one turn
  | { kind: 'enemy-capital' }; // hold another player's capital

export interface Objective {
  id: string;
  tier: 'minor' | 'major';
  goal: ObjectiveKind;
  /** The reward printed on the card, used with option `rewards: 'fixed'` (FG5): 2008 minor and major rewards. */
  reward: RewardKind;
}

export const OBJECTIVES: readonly Objective[] = [
  {
    id: 'minor-territories-12',
    tier: 'minor',
    goal: { kind: 'territories', count: 12 },
    reward: 'guarantee-card',
  },
  { id: 'minor-cities-2', tier: 'minor', goal: { kind: 'cities', count: 2 }, reward: 'airfield' },
  { id: 'minor-continent', tier: 'minor', goal: { kind: 'continents', count: 1 }, reward: 'maneuver-first' },
  { id: 'minor-conquests-2', tier: 'minor', goal: { kind: 'conquests', count: 2 }, reward: 'extra-maneuver' },
  {
    id: 'minor-territories-15',
    tier: 'minor',
    goal: { kind: 'territories', count: 15 },
    reward: 'guarantee-card',
  },
  { id: 'minor-conquests-3', tier: 'minor', goal: { kind: 'conquests', count: 3 }, reward: 'extra-maneuver' },
  {
    id: 'major-territories-20',
    tier: 'major',
    goal: { kind: 'territories', count: 20 },
    reward: 'two-armies',
  },
  { id: 'major-cities-4', tier: 'major', goal: { kind: 'cities', count: 4 }, reward: 'extra-defense-die' },
  { id: 'major-continents-2', tier: 'major', goal: { kind: 'continents', count: 2 }, reward: 'airfield' },
  {
    id: 'major-conquests-5',
    tier: 'major',
    goal: { kind: 'conquests', count: 5 },
    reward: 'extra-attack-die',
  },
  { id: 'major-enemy-capital', tier: 'major', goal: { kind: 'enemy-capital' }, reward: 'extra-attack-die' },
  {
    id: 'major-territories-24',
    tier: 'major',
    goal: { kind: 'territories', count: 24 },
    reward: 'two-armies',
  },
];

export const objectiveById = (id: string): Objective | undefined => OBJECTIVES.find((o) => o.id === id);

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
  const goal = objectiveById(id)?.goal;
  if (!goal) return false;
  switch (goal.kind) {
    case 'territories':
      return occupiedBy(state, seat).length >= goal.count;
    case 'cities':
      return citiesHeld(state, seat) >= goal.count;
    case 'continents':
      return continentsHeld(state, seat).length >= goal.count;
    case 'conquests':
      return state.turn.seat === seat && state.turn.conquered.length >= goal.count;
    case 'enemy-capital':
      return state.players.some((p, s) => s !== seat && occupies(state, seat, p.capital));
  }
}

/**
 * The reward deck (FG5): one card per completed objective, kinds O10.2–O10.8, two of each. Drawn from the
 * top of a shuffled deck (O1.4, O10.1).
 */
export const REWARD_KINDS = [
  'two-armies', // O10.2: 2 extra units every draft
  'maneuver-first', // O10.3
  'airfield', // O10.4
  'extra-maneuver', // O10.5
  'guarantee-card', // O10.6: one extra territory card every turn
  'extra-attack-die', // O10.7
  'extra-defense-die', // O10.8
] as const;
export type RewardKind = (typeof REWARD_KINDS)[number];
export const REWARD_DECK: readonly RewardKind[] = REWARD_KINDS.flatMap((k) => [k, k]);

/** The reward deck a game starts with: shuffled by setup, or none when rewards are printed on the objectives. */
export const rewardDeckFor = (options: Options): readonly RewardKind[] =>
  options.rewards === 'fixed' ? [] : REWARD_DECK;

/** The reward a claim brings (FG5): the top of the reward deck, or the one printed on the objective. */
export function drawReward(state: FrontlineState, objective: string): string | undefined {
  if (state.options.rewards === 'fixed') return objectiveById(objective)?.reward;
  return state.rewardDeck.pop();
}
