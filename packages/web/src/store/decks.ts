/**
 * Saved deck pairs (H3: each player brings two decks), in this browser's storage. They are offered in the
 * lobby as the `decks` option; the engine's validateDeckPair decides what is a deck, never this module.
 */
import { signal } from '@preact/signals';
import { type Deck, type DeckPair, standardDeck, validateDeckPair } from '@warboard/horsemen';

export interface SavedPair {
  readonly id: string;
  readonly name: string;
  readonly decks: [Deck, Deck];
}

const KEY = 'warboard.decks';

/**
 * The first visit starts with two pairs of standard decks, so the lobby has something to offer; unnamed, they are
 * named by their factions in the reader's language (decks/deck-text.ts `pairName`).
 */
const starters = (): SavedPair[] => [
  {
    id: 'starter-1',
    name: '',
    decks: [standardDeck('war', 6), standardDeck('famine', 12)],
  },
  {
    id: 'starter-2',
    name: '',
    decks: [standardDeck('death', 12), standardDeck('plague', 6)],
  },
];

function load(): SavedPair[] {
  try {
    const raw = localStorage.getItem(KEY);
    if (raw === null) return starters();
    const list = JSON.parse(raw) as unknown;
    return Array.isArray(list) ? (list as SavedPair[]) : starters();
  } catch {
    return starters();
  }
}

export const savedPairs = signal<SavedPair[]>(load());

export function savePairs(next: SavedPair[]): void {
  savedPairs.value = next;
  localStorage.setItem(KEY, JSON.stringify(next));
}

/** Only pairs the engine accepts can be offered for a game. */
export const validPairs = (): SavedPair[] => savedPairs.value.filter((p) => validateDeckPair(p.decks).ok);

export const pairById = (id: string): DeckPair | null =>
  savedPairs.value.find((p) => p.id === id)?.decks ?? null;
