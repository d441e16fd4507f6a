import { err, ok, type Result, type RuleError, ruleError } from '@warboard/core';
import { FACTIONS, type Faction, isKingValue, type KingValue, SOLDIER_VALUES } from './factions.js';

/**
 * A deck (H3, HG1): eleven soldiers — each value 1–5 and 7–11 once, plus one more of the owner's choice —
 * and one king (6 small, 12 big) whose colour is the deck's faction. Decks are data: players build,
 * save and load them; everything here validates rather than trusts.
 */
export interface Deck {
  faction: Faction;
  king: KingValue;
  soldiers: number[]; // eleven printed values, sorted
}

/** Each player brings two decks (H3): 24 cards. */
export type DeckPair = [Deck, Deck];

export function validateDeck(input: unknown, where = 'deck'): Result<Deck, RuleError> {
  const bad = (message: string) => err(ruleError('bad-deck', 'H3', `${where}: ${message}`));
  if (typeof input !== 'object' || input === null) return bad('expected {faction, king, soldiers}');
  const { faction, king, soldiers } = input as Record<string, unknown>;
  if (!FACTIONS.includes(faction as Faction)) return bad(`faction must be one of ${FACTIONS.join(', ')}`);
  if (typeof king !== 'number' || !isKingValue(king)) return bad('the king is 6 (small) or 12 (big)');
  if (!Array.isArray(soldiers) || soldiers.length !== 11) return bad('a deck has eleven soldiers and a king');
  for (const v of soldiers) {
    if (typeof v !== 'number' || !(SOLDIER_VALUES as readonly number[]).includes(v)) {
      return bad(`soldier values are 1–5 and 7–11, not ${String(v)}`);
    }
  }
  const missing = SOLDIER_VALUES.filter((v) => !soldiers.includes(v));
  if (missing.length > 0)
    return bad(`every value 1–5 and 7–11 appears at least once; missing ${missing.join(', ')}`);
  return ok({
    faction: faction as Faction,
    king: king as KingValue,
    soldiers: [...(soldiers as number[])].sort((a, b) => a - b),
  });
}

export function validateDeckPair(input: unknown, where = 'decks'): Result<DeckPair, RuleError> {
  if (!Array.isArray(input) || input.length !== 2) {
    return err(ruleError('bad-deck', 'H3', `${where}: each player brings exactly two decks`));
  }
  const first = validateDeck(input[0], `${where}[0]`);
  if (!first.ok) return first;
  const second = validateDeck(input[1], `${where}[1]`);
  if (!second.ok) return second;
  return ok([first.value, second.value]);
}

/** The standard deck of a faction: every value once and a second 1 (HG1). */
export const standardDeck = (faction: Faction, king: KingValue): Deck => ({
  faction,
  king,
  soldiers: [1, 1, 2, 3, 4, 5, 7, 8, 9, 10, 11],
});

/**
 * A deck as one line of text, for saving and sharing: `plague K12: 1 1 2 3 4 5 7 8 9 10 11`.
 * `parseDeckText(formatDeck(d))` gives `d` back.
 */
export const formatDeck = (deck: Deck): string => `${deck.faction} K${deck.king}: ${deck.soldiers.join(' ')}`;

export function parseDeckText(text: string): Result<Deck, RuleError> {
  const match = /^\s*([a-z]+)\s+K(\d+)\s*:\s*([\d\s]+?)\s*$/.exec(text);
  if (!match)
    return err(
      ruleError('bad-deck', 'H3', `not a deck line: "${text}" (e.g. "war K6: 1 1 2 3 4 5 7 8 9 10 11")`),
    );
  const soldiers = (match[3] ?? '').split(/\s+/).map(Number);
  return validateDeck({ faction: match[1], king: Number(match[2]), soldiers });
}
