import { ok, type Result, type RuleError, ruleError } from '@warboard/core';
import { z } from 'zod';

/**
 * Game options, validated with defaults filled in. Each option is either a ruleset switch (FG0) or a gap
 * reading that changes play and is as plausible as our default (design/frontline-gaps.md).
 */
export const OptionsSchema = z.strictObject({
  /** FG0: 'revised' (R-rules over the O-rules they leave alone) or 'original' (O-rules alone). */
  ruleset: z.enum(['revised', 'original']).default('revised'),
  players: z.number().int().min(2).max(6).default(4),
  map: z.enum(['classic']).default('classic'),
  /** FG20: rounds after which the game ends and is scored (FG6 option). Always on, so every game is finite. */
  turnLimit: z.number().int().min(1).max(150).default(150),
  /** FG20: actions the player on turn may take in one turn before only ending moves remain. */
  stepsPerTurn: z.number().int().min(20).max(1000).default(400),
  /** FG9: armored-division pieces per player (O5.4, R2.1: armor needs a piece in reserve). */
  armorPieces: z.number().int().min(0).max(30).default(12),
  /** FG8: a territory card spent in the draft is worth 1 unit, or the 2008 star table for the stars spent. */
  cardValue: z.enum(['one-per-card', 'star-table']).default('one-per-card'),
  /** FG8: +1 unit for every capital held (any player's), or for your own capital only (2008 review reading). */
  capitalBonus: z.enum(['every-capital', 'own-capital']).default('every-capital'),
  /** FG7: the eliminator also takes the eliminated player's objectives (2008 FAQ). */
  takeObjectives: z.boolean().default(false),
  /** FG5: a claimed objective draws the top reward card, or brings the reward printed on it (2008 Command Room). */
  rewards: z.enum(['shuffled', 'fixed']).default('shuffled'),
  /**
   * FG6: three objectives and your own capital win at once at your claim step, or only if you still hold them
   * when your next turn begins — after every other player has had a turn to take your capital back.
   */
  victory: z.enum(['claim-step', 'next-turn']).default('claim-step'),
  /**
   * O11.2 「建立在任何一塊領土上」: a city is built on any territory at all — the text says "any territory", not "any
   * territory of your own" (己方) as the airdrop rule O6.5 does — or only on one you occupy (FG11, the 2008 reading).
   */
  citySites: z.enum(['any-territory', 'own-territory']).default('any-territory'),
  /**
   * O11.3 「若佔領了首都」 has no subject: the capital moves once others have taken it — another player holds it, or
   * others' invaders stand in it while nobody does — or at any time, also while you still hold it (FG11).
   */
  capitalMove: z.enum(['when-lost', 'any-time']).default('when-lost'),
  /**
   * R5.5 (revised only): rear-assaulting armor keeps its +1 (`attacker-keeps`: R5.15 takes the bonus from the
   * assaulted side alone, 「被「從後突襲」的一方…扣去已加的骰子點目」, as O8.13 does), or scores it only head-on
   * (`head-on-only`: the literal R5.5, 「在「正面交鋒」的情況下」).
   */
  rearAssaultBonus: z.enum(['attacker-keeps', 'head-on-only']).default('attacker-keeps'),
});

export type Options = z.infer<typeof OptionsSchema>;
export type Ruleset = Options['ruleset'];

export function parseOptions(input: unknown): Result<Options, RuleError> {
  const parsed = OptionsSchema.safeParse(input ?? {});
  if (parsed.success) return ok(parsed.data);
  const issue = parsed.error.issues[0];
  const path = issue?.path.join('.') ?? '';
  return { ok: false, error: ruleError('bad-option', 'options', `${path}: ${issue?.message ?? 'invalid'}`) };
}
