import { z } from 'zod';

// The shapes of objectives and objective sets (FG4, FG5): data only, so that the named sets (objective-sets.ts),
// the options that hold one (options.ts) and the rules that read one (objectives.ts) all stand on it.

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
