import type { RuleError, Seat } from '@warboard/core';
import { ruleError } from '@warboard/core';
import { z } from 'zod';
import { MAPS } from './map/index.js';
import { OBJECTIVE_SETS } from './objective-sets.js';
import type { Options } from './options.js';
import { type FrontlineState, mapOf, occupiedBy, occupies } from './state.js';

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

const count = z.number().int().min(1).max(42);

/**
 * What an objective asks (FG4): the source names "main/side mission cards" (O2.1) without texts; the kinds
 * follow the 2008 objectives (risk-2008-facts §1.4) and design/frontline-gaps.md G4.
 */
export const GoalSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('territories'), count }), // occupy N territories
  z.strictObject({ kind: z.literal('cities'), count }), // occupy N cities
  z.strictObject({ kind: z.literal('continents'), count: z.number().int().min(1).max(6) }), // N whole continents
  z.strictObject({ kind: z.literal('continent'), continent: z.string().min(1).max(40) }), // this continent, whole
  z.strictObject({ kind: z.literal('conquests'), count }), // take N territories from other players in one turn
  z.strictObject({ kind: z.literal('enemy-capital') }), // occupy another player's capital
  z.strictObject({ kind: z.literal('eliminate') }), // eliminate a player this turn (FG7)
]);
export type ObjectiveKind = z.infer<typeof GoalSchema>;

export const ObjectiveSchema = z.strictObject({
  id: z.string().min(1).max(40),
  tier: z.enum(['minor', 'major']),
  goal: GoalSchema,
  /** The reward printed on the card, used with option `rewards: 'fixed'` (FG5): 2008 minor and major rewards. */
  reward: z.enum(REWARD_KINDS),
});
export type Objective = z.infer<typeof ObjectiveSchema>;

/** An objective set (FG4): the pool, and how many of each tier are laid face up at setup (O1.4). */
export const ObjectiveSetSchema = z.strictObject({
  faceUp: z.strictObject({ minor: z.number().int().min(0).max(12), major: z.number().int().min(0).max(12) }),
  pool: z.array(ObjectiveSchema).min(1).max(60),
});
export type ObjectiveSet = z.infer<typeof ObjectiveSetSchema>;

/**
 * The `objectives` option: a named set or a set written out (a designer's data file, read by the CLI or the
 * lobby, never by the engine). A refusal names the field, e.g. `objectives.pool.3.goal.count`.
 */
export function checkObjectiveSet(value: unknown, map: string): RuleError | null {
  const bad = (path: string, m: string) => ruleError('bad-option', 'FG4', `objectives${path}: ${m}`);
  if (typeof value === 'string') {
    if (OBJECTIVE_SETS[value]) return null;
    return bad('', `no objective set "${value}" (known: ${Object.keys(OBJECTIVE_SETS).join(', ')})`);
  }
  const parsed = ObjectiveSetSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = issue?.path.length ? `.${issue.path.join('.')}` : '';
    return bad(path, issue?.message ?? 'invalid');
  }
  const set = parsed.data;
  const seen = new Set<string>();
  const continents = new Set(MAPS[map]?.continents.map((c) => c.id) ?? []);
  for (const [i, o] of set.pool.entries()) {
    if (seen.has(o.id)) return bad(`.pool.${i}.id`, `"${o.id}" is used twice`);
    seen.add(o.id);
    if (o.goal.kind === 'continent' && !continents.has(o.goal.continent))
      return bad(`.pool.${i}.goal.continent`, `no continent "${o.goal.continent}" on the ${map} map`);
  }
  for (const tier of ['minor', 'major'] as const) {
    const have = set.pool.filter((o) => o.tier === tier).length;
    if (have < set.faceUp[tier])
      return bad(
        `.faceUp.${tier}`,
        `${set.faceUp[tier]} face up, but the pool has only ${have} ${tier} objectives`,
      );
  }
  return null;
}

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
