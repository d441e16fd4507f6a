import { err, ok, type Result, type RuleError, ruleError } from '@warboard/core';
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

const schema = z
  .object({
    decks: z.unknown().optional(),
    startingChips: z.number().int().min(0).max(10_000).default(50),
    tie: z.enum(['both-survive', 'both-die']).default('both-survive'),
    factionScope: z.enum(['army', 'line', 'colour']).default('army'),
    links: z.enum(['adjacent-lines', 'same-line']).default('adjacent-lines'),
    kingSkills: z.boolean().default(true),
    prize: z.boolean().default(true),
    stalemateLimit: z.number().int().min(4).max(1000).default(40),
    stuck: z.enum(['surrender', 'pass', 'top-up']).default('top-up'),
    topUp: z.number().int().min(1).max(1000).default(10),
    scavengerRefund: z.enum(['per-turn', 'total']).default('total'),
    deal: z.enum(['own', 'shared']).default('own'),
  })
  .strict();

const GAP_OF: Record<string, string> = {
  startingChips: 'HG3',
  tie: 'HG5',
  factionScope: 'HG2',
  links: 'HG10',
  kingSkills: 'HG11',
  prize: 'HG13',
  stalemateLimit: 'HG14',
  stuck: 'HG4',
  topUp: 'HG4',
  scavengerRefund: 'HF4',
  deal: 'H5',
};

export function parseOptions(input: unknown): Result<HorsemenOptions, RuleError> {
  const parsed = schema.safeParse(input ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const key = String(issue?.path[0] ?? '');
    const rule = GAP_OF[key] ?? 'options';
    return err(ruleError('bad-option', rule, `option ${key || '(root)'}: ${issue?.message ?? 'invalid'}`));
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
