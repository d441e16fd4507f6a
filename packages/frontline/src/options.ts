import { type OptionNote, ok, optionRefused, type Result, type RuleError } from '@warboard/core';
import { z } from 'zod';
import { ObjectiveSetSchema } from './objective-set.js';
import { checkObjectiveSet, OBJECTIVE_SETS } from './objective-sets.js';

/**
 * Each option's rule id and when it matters, registered on the option where it is declared (the rulebook's
 * options table, docs/rules/frontline.md §13, names the same ids); the catalog reads them with the schema.
 */
export const optionNotes = z.registry<OptionNote>();
const note = optionNotes;

/** FG0: the rulesets, the default (revised) first. */
const RULESETS = ['revised', 'original'] as const;

/** O1: the player count when none is given (the lobby's and the CLI's table of four). */
const DEFAULT_PLAYERS = 4;

const SET_NAMES = Object.keys(OBJECTIVE_SETS) as [string, ...string[]];

/**
 * Game options, validated with defaults filled in. Each option is either a ruleset switch (FG0) or a gap
 * reading that changes play and is as plausible as our default (design/frontline-gaps.md).
 */
const fields = {
  /** FG0: 'revised' (R-rules over the O-rules they leave alone) or 'original' (O-rules alone). */
  ruleset: z.enum(RULESETS).default(RULESETS[0]).register(note, { rule: 'FG0' }),
  /** O1: two to six players, each with a capital; a table has a seat for each. */
  players: z
    .number()
    .int()
    .min(2)
    .max(6)
    .default(DEFAULT_PLAYERS)
    .register(note, { rule: 'O1', seats: true }),
  /** FG1: the board (§1 of the rulebook). */
  map: z.enum(['classic']).default('classic').register(note, { rule: 'FG1' }),
  /** FG20: rounds after which the game ends and is scored (FG6 option). Always on, so every game is finite. */
  turnLimit: z.number().int().min(1).max(150).default(150).register(note, { rule: 'FG20' }),
  /** FG20: actions the player on turn may take in one turn before only ending moves remain. */
  stepsPerTurn: z.number().int().min(20).max(1000).default(400).register(note, { rule: 'FG20' }),
  /** FG9: armored-division pieces per player (O5.4, R2.1: armor needs a piece in reserve). */
  armorPieces: z.number().int().min(0).max(30).default(12).register(note, { rule: 'FG9' }),
  /** FG8: a territory card spent in the draft is worth 1 unit, or the 2008 star table for the stars spent. */
  cardValue: z.enum(['one-per-card', 'star-table']).default('one-per-card').register(note, { rule: 'FG8' }),
  /** FG8: +1 unit for every capital held (any player's), or for your own capital only (2008 review reading). */
  capitalBonus: z
    .enum(['every-capital', 'own-capital'])
    .default('every-capital')
    .register(note, { rule: 'FG8' }),
  /** FG7: the eliminator also takes the eliminated player's objectives (2008 FAQ). */
  takeObjectives: z.boolean().default(false).register(note, { rule: 'FG7' }),
  /** FG5: a claimed objective draws the top reward card, or brings the reward printed on it (2008 Command Room). */
  rewards: z.enum(['shuffled', 'fixed']).default('shuffled').register(note, { rule: 'FG5' }),
  /**
   * FG6: three objectives and your own capital win at once at your claim step, or only if you still hold them
   * when your next turn begins — after every other player has had a turn to take your capital back.
   */
  victory: z.enum(['claim-step', 'next-turn']).default('claim-step').register(note, { rule: 'FG6' }),
  /**
   * O11.2 「建立在任何一塊領土上」: a city is built on any territory at all — the text says "any territory", not "any
   * territory of your own" (己方) as the airdrop rule O6.5 does — or only on one you occupy (FG11, the 2008 reading).
   */
  citySites: z
    .enum(['any-territory', 'own-territory'])
    .default('any-territory')
    .register(note, { rule: 'O11.2' }),
  /**
   * O11.3 「若佔領了首都」 has no subject: the capital moves once others have taken it — another player holds it, or
   * others' invaders stand in it while nobody does — or at any time, also while you still hold it (FG11).
   */
  capitalMove: z.enum(['when-lost', 'any-time']).default('when-lost').register(note, { rule: 'O11.3' }),
  /**
   * R5.5 (revised only): rear-assaulting armor keeps its +1 (`attacker-keeps`: R5.15 takes the bonus from the
   * assaulted side alone, 「被「從後突襲」的一方…扣去已加的骰子點目」, as O8.13 does), or scores it only head-on
   * (`head-on-only`: the literal R5.5, 「在「正面交鋒」的情況下」).
   */
  rearAssaultBonus: z
    .enum(['attacker-keeps', 'head-on-only'])
    .default('attacker-keeps')
    .register(note, { rule: 'R5.5', when: { ruleset: ['revised'] } }),
  /**
   * FG4: the objective pool and how many of each tier lie face up — a named set (`designer`, `long-war`) or a set
   * written out as data (objective-set.ts, ObjectiveSetSchema; checked in full by parseOptions).
   */
  objectives: z
    .union([z.enum(SET_NAMES), ObjectiveSetSchema])
    .default('designer')
    .register(note, { rule: 'FG4', data: 'objective-set' }),
  /** FG4 claim rule: objectives one claim step (O3.1) may take — the designer's text says every one met (8). */
  claimsPerStep: z.number().int().min(1).max(8).default(8).register(note, { rule: 'FG4' }),
  /**
   * FG4 claim rule: objectives of one kind nest (`all`: meeting "15 territories" claims "12" in the same step too)
   * or one step takes at most one of each kind (`one`).
   */
  sameKindPerStep: z.enum(['all', 'one']).default('all').register(note, { rule: 'FG4' }),
  /**
   * FG3 first-turn knob: in round 1 the k-th player in turn order (k = 0 for the first) drafts k × this many extra
   * units, so later seats catch up on the land the first seats took before them.
   */
  firstDraftCatchUp: z.number().int().min(0).max(6).default(0).register(note, { rule: 'FG3' }),
  /** FG3 first-turn knob (Risk 2008 practice): the k-th player in turn order starts with k × this many territory cards. */
  startingCards: z.number().int().min(0).max(3).default(0).register(note, { rule: 'FG3' }),
  /**
   * FG3 first-turn knob: the order in which capitals are drawn (O1.2) — by seat before turn order is rolled
   * (`seat`), or after it, last player first (`late-first`), so the late seats draw first among the free land.
   */
  capitalPicks: z.enum(['seat', 'late-first']).default('seat').register(note, { rule: 'FG3' }),
  /**
   * O11.1 「抽領土咭」 draws a card per territory newly occupied (`per-territory`, the designer's rule). For an
   * expedition into empty land (FG3, ours): one card a turn however many (`one-per-turn`), or none (`none`);
   * territories taken from other players always draw one each.
   */
  expeditionCards: z
    .enum(['per-territory', 'one-per-turn', 'none'])
    .default('per-territory')
    .register(note, { rule: 'O11.1' }),
};

/** What a preset's bundle may depend on: the table it is set for. */
export interface Table {
  readonly players: number;
  readonly ruleset: (typeof RULESETS)[number];
}

/**
 * Presets (issue 19): named bundles of the objective, first-turn and victory options, each given the table (a
 * catch-up that evens out one player count, or one ruleset, overcorrects another). `long-war` is the default since
 * rules version 7 (Warboard decision, FG3/FG4/FG6, chosen by the lab: docs/lab.md, "Frontline balance");
 * `designer` keeps the rules exactly as the designer's text gives them, with the objective set Warboard played
 * before. An option given explicitly wins over its preset; the preset is kept in the options, so a game says what it
 * was set up from.
 */
export const PRESETS = {
  designer: () => ({}),
  'long-war': (table: Table) => ({
    objectives: 'long-war',
    claimsPerStep: 1,
    sameKindPerStep: 'one',
    expeditionCards: 'one-per-turn',
    victory: 'next-turn',
    firstDraftCatchUp: longWarCatchUp(table),
  }),
} as const satisfies Record<string, (table: Table) => Partial<Record<keyof typeof fields, unknown>>>;
export type Preset = keyof typeof PRESETS;
const PRESET_NAMES = Object.keys(PRESETS) as [Preset, ...Preset[]];
export const DEFAULT_PRESET: Preset = 'long-war';

/**
 * FG3, the long-war catch-up: units a step of the turn order in round 1, by ruleset and player count. Found by the
 * lab (docs/lab.md, "Frontline balance") over 1,000 heuristic games a count; 80–150 games of the normal bot a count
 * agree but at six players, where its first player leads by a hair and a second step fails the heuristic bot's
 * 1,000 games (12.7%), so six keep one (see there). One step for every count left the first player ahead at two, three and four players (58%, 39%, 30% against a
 * fair 50%, 33%, 25%); these steps bring every turn position within 3 points of a fair share. The original rules (at most two divisions a front line, O7.2)
 * overturn an early lead more slowly: at five and six players they need two steps where the revised need one.
 */
export const LONG_WAR_CATCH_UP: Readonly<Record<Table['ruleset'], Readonly<Record<number, number>>>> = {
  revised: { 2: 3, 3: 2, 4: 2, 5: 1, 6: 1 },
  original: { 2: 3, 3: 2, 4: 2, 5: 2, 6: 2 },
};

export function longWarCatchUp({ players, ruleset }: Table): number {
  return LONG_WAR_CATCH_UP[ruleset][players] ?? 1;
}

export const OptionsSchema = z.strictObject({
  /** Issue 19: the bundle the other options start from (PRESETS). */
  preset: z.enum(PRESET_NAMES).default(DEFAULT_PRESET).register(note, { rule: 'FG3' }),
  ...fields,
});

export type Options = z.infer<typeof OptionsSchema>;
export type Ruleset = Options['ruleset'];

/** The rule a refused option settles, by its key; `options` for the whole object (an unknown key, not an object). */
function ruleOf(key: PropertyKey | undefined): string {
  const field =
    typeof key === 'string' && Object.hasOwn(OptionsSchema.shape, key)
      ? OptionsSchema.shape[key as keyof Options]
      : undefined;
  return (field && optionNotes.get(field)?.rule) ?? 'options';
}

const refused = (error: RuleError): Result<Options, RuleError> => ({ ok: false, error });

export function parseOptions(input: unknown): Result<Options, RuleError> {
  const raw = (input ?? {}) as Record<string, unknown>;
  const preset = typeof raw === 'object' && raw.preset !== undefined ? raw.preset : DEFAULT_PRESET;
  const table: Table = {
    players:
      typeof raw === 'object' && Number.isInteger(raw.players) ? (raw.players as number) : DEFAULT_PLAYERS,
    ruleset: RULESETS.find((r) => typeof raw === 'object' && raw.ruleset === r) ?? RULESETS[0],
  };
  const base: Record<string, unknown> =
    typeof preset === 'string' && Object.hasOwn(PRESETS, preset) ? PRESETS[preset as Preset](table) : {};
  // The objective set first, on its own, so that a malformed one is refused naming its field (objectives.pool.3…).
  const objectives = typeof raw === 'object' ? (raw.objectives ?? base.objectives) : undefined;
  const badSet =
    objectives === undefined ? null : checkObjectiveSet(objectives, String(raw.map ?? 'classic'));
  if (badSet) return refused(badSet);
  const parsed = OptionsSchema.safeParse(typeof raw === 'object' ? { ...base, ...raw } : raw);
  if (parsed.success) return ok(parsed.data);
  const issue = parsed.error.issues[0];
  const path = issue?.path.join('.') ?? '';
  return refused(
    optionRefused(ruleOf(issue?.path[0]), path || '(root)', `${path}: ${issue?.message ?? 'invalid'}`),
  );
}
