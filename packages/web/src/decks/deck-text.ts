/**
 * Decks and pairs as a player reads them, in the current language: a pair left unnamed (the two starter pairs
 * among them) is named by its factions, and a deck is told by faction, king and soldiers rather than the engine's
 * text code (`war K6: 1 1 2 …`, which the editor still offers to copy).
 */
import type { Deck, Faction } from '@warboard/horsemen';
import { factionName } from '../horsemen/labels.js';
import { dictionary, type MessageKey, t } from '../i18n/i18n.js';
import type { SavedPair } from '../store/decks.js';

const englishFaction = (f: Faction) => dictionary('en')[`hz.faction.${f}` as MessageKey];

/** "Zealots & Refugees" / "狂熱者與難民"; the player's own name when it gave one. */
export function pairName(p: Pick<SavedPair, 'name' | 'decks'>): string {
  const [a, b] = p.decks;
  // A name equal to the English one made of the factions was the starter's English default: it follows the language.
  const made = `${englishFaction(a.faction)} & ${englishFaction(b.faction)}`;
  if (p.name.trim() !== '' && p.name !== made) return p.name;
  return t('deck.pair.of', { a: factionName(a.faction), b: factionName(b.faction) });
}

/** "Zealots, small king (6), soldiers 1 1 2 3 …" in the current language. */
export const deckText = (deck: Deck): string =>
  t('deck.readable', {
    faction: factionName(deck.faction),
    king: t(deck.king === 6 ? 'deck.king.6' : 'deck.king.12'),
    soldiers: deck.soldiers.join(' '),
  });
