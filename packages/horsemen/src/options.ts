import { err, ok, type Result, type RuleError, ruleError } from '@warboard/core';
import { z } from 'zod';
import { type DeckPair, validateDeckPair } from './deck.js';

/**
 * Rules options. Every reading of the source that changes play and is as plausible as our default is a
 * named option here (docs/rules/horsemen.md says which gap each settles).
 */
export interface HorsemenOptions {
  /** Both players' decks, or 'random': two distinct random factions per player, one small and one big king. */
  decks: 'random' | [DeckPair, DeckPair];
  startingChips: number; // HG3: chips in each fund pool at the start
  tie: 'both-survive' | 'both-die'; // HG5
  factionScope: 'army' | 'line'; // HG2
  links: 'adjacent-lines' | 'same-line'; // HG10
  kingSkills: boolean; // HG11
  prize: boolean; // HG13
  stalemateLimit: number; // HG14: actions in a row without a death before the game is drawn
}

const schema = z
  .object({
    decks: z.unknown().optional(),
    startingChips: z.number().int().min(0).max(10_000).default(50),
    tie: z.enum(['both-survive', 'both-die']).default('both-survive'),
    factionScope: z.enum(['army', 'line']).default('army'),
    links: z.enum(['adjacent-lines', 'same-line']).default('adjacent-lines'),
    kingSkills: z.boolean().default(true),
    prize: z.boolean().default(true),
    stalemateLimit: z.number().int().min(4).max(1000).default(40),
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
