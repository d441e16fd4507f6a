import {
  err,
  type OptionNote,
  ok,
  optionRefused,
  type Result,
  type RuleError,
  ruleError,
} from '@warboard/core';
import { z } from 'zod';
import { type DeckPair, validateDeckPair } from './deck.js';

/**
 * Rules options. Every reading of the source that changes play and is as plausible as our default is a
 * named option here (docs/rules/horsemen.md says which gap each settles and the Chinese it rests on).
 */
export interface HorsemenOptions {
  /** Both players' decks, or 'random': two distinct random factions per player, one small and one big king. */
  decks: 'random' | [DeckPair, DeckPair];
  startingChips: number; // HG3: chips in each fund pool at the start
  tie: 'both-survive' | 'both-die'; // HG5
  /**
   * HG2 「以王牌判定勢力，同或異勢力下觸發增益或減益」: whose clauses a card follows.
   * 'army': the controller's king's faction; 'line': the card's colour against the line it stands on;
   * 'colour': the card's own colour's clauses, "same" when its colour is its controller's king's.
   */
  factionScope: 'army' | 'line' | 'colour';
  links: 'adjacent-lines' | 'same-line'; // HG10
  kingSkills: boolean; // HG11
  prize: boolean; // HG13
  stalemateLimit: number; // HG14: actions in a row without a death before the game is drawn
  /**
   * HG4 (H7 「資金池:…可於遊戲中變動」, H10): a player who can neither flip nor pay for a move or compare.
   * 'surrender': must surrender; 'pass': may pass the turn (the stalemate rule, HG14, ends a locked game);
   * 'top-up': may take, as the turn's action, chips from the bank into the fund pool (see `topUp`).
   */
  stuck: 'surrender' | 'pass' | 'top-up';
  /** HG4 under `stuck: 'top-up'`: the chips one top-up brings into the fund pool. */
  topUp: number;
  /**
   * HF4 「每回合遞增至該卡點數為上限」: what the card's points cap. 'per-turn': each turn's refund (1, 2, 3 …,
   * never more than the points); 'total': the chips taken back over one stay on the Death line.
   */
  scavengerRefund: 'per-turn' | 'total';
  /**
   * H5 「首先進行洗牌，雙方派發八張手牌」: 'own': each player shuffles their own 24 cards and deals from them;
   * 'shared': one shuffle of all 48, both hands and one pile dealt from it.
   */
  deal: 'own' | 'shared';
}

/**
 * Each option's rule id and when it matters, registered on the option where it is declared (the rulebook's
 * options table, docs/rules/horsemen.md, names the same ids); the catalog reads them with the schema.
 */
export const optionNotes = z.registry<OptionNote>();
const note = optionNotes;

export const OptionsSchema = z
  .object({
    // 'random' or two deck pairs, checked in full by validateDeckPair below so that a refusal names the card.
    decks: z
      .union([z.literal('random'), z.unknown()])
      .default('random')
      .register(note, { rule: 'H3', data: 'deck-pairs' }),
    startingChips: z.number().int().min(0).max(10_000).default(50).register(note, { rule: 'HG3' }),
    tie: z.enum(['both-survive', 'both-die']).default('both-survive').register(note, { rule: 'HG5' }),
    factionScope: z.enum(['army', 'line', 'colour']).default('army').register(note, { rule: 'HG2' }),
    links: z.enum(['adjacent-lines', 'same-line']).default('adjacent-lines').register(note, { rule: 'HG10' }),
    kingSkills: z.boolean().default(true).register(note, { rule: 'HG11' }),
    prize: z.boolean().default(true).register(note, { rule: 'HG13' }),
    stalemateLimit: z.number().int().min(4).max(1000).default(40).register(note, { rule: 'HG14' }),
    stuck: z.enum(['surrender', 'pass', 'top-up']).default('top-up').register(note, { rule: 'HG4' }),
    topUp: z
      .number()
      .int()
      .min(1)
      .max(1000)
      // 20, not 10: with the hard bot in both seats it brings the first player's share to 50% (docs/lab.md).
      .default(20)
      .register(note, { rule: 'HG4', when: { stuck: ['top-up'] } }),
    scavengerRefund: z.enum(['per-turn', 'total']).default('total').register(note, { rule: 'HF4' }),
    deal: z.enum(['own', 'shared']).default('own').register(note, { rule: 'H5' }),
  })
  .strict();

/** The rule a refused option settles, by its key; `options` for the whole object (an unknown key, not an object). */
function ruleOf(key: string): string {
  const field = Object.hasOwn(OptionsSchema.shape, key)
    ? OptionsSchema.shape[key as keyof typeof OptionsSchema.shape]
    : undefined;
  return (field && optionNotes.get(field)?.rule) ?? 'options';
}

export function parseOptions(input: unknown): Result<HorsemenOptions, RuleError> {
  const parsed = OptionsSchema.safeParse(input ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const key = String(issue?.path[0] ?? '');
    return err(
      optionRefused(
        ruleOf(key),
        key || '(root)',
        `option ${key || '(root)'}: ${issue?.message ?? 'invalid'}`,
      ),
    );
  }
  const { decks, ...rest } = parsed.data;
  if (decks === undefined || decks === 'random') return ok({ ...rest, decks: 'random' });
  if (!Array.isArray(decks) || decks.length !== 2) {
    return err(ruleError('bad-deck', 'H1', 'decks: two players, each with two decks'));
  }
  const seat0 = validateDeckPair(decks[0], 'decks[0]');
  if (!seat0.ok) return seat0;
  const seat1 = validateDeckPair(decks[1], 'decks[1]');
  if (!seat1.ok) return seat1;
  return ok({ ...rest, decks: [seat0.value, seat1.value] });
}
