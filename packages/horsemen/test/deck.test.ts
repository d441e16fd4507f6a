/** Decks as data (H3, HG1): validated, saved as text, loaded back. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FACTIONS,
  formatDeck,
  horsemen,
  parseDeckText,
  SOLDIER_VALUES,
  standardDeck,
  validateDeck,
} from '../src/index.js';

describe('decks', () => {
  it.each([
    ['a deck of ten soldiers', { faction: 'war', king: 6, soldiers: [1, 2, 3, 4, 5, 7, 8, 9, 10, 11] }],
    ['a missing value', { faction: 'war', king: 6, soldiers: [1, 1, 1, 3, 4, 5, 7, 8, 9, 10, 11] }],
    ['a 6 among the soldiers', { faction: 'war', king: 12, soldiers: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] }],
    ['a king of 7', { faction: 'war', king: 7, soldiers: [1, 1, 2, 3, 4, 5, 7, 8, 9, 10, 11] }],
    ['an unknown faction', { faction: 'pirates', king: 6, soldiers: [1, 1, 2, 3, 4, 5, 7, 8, 9, 10, 11] }],
    ['not an object', 'war'],
  ])('H3: %s is refused', (_name, deck) => {
    const r = validateDeck(deck);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.rule).toBe('H3');
  });

  it('HG1: a deck is every value 1–5 and 7–11 once, one extra of the owner’s choice, and a king', () => {
    for (const extra of SOLDIER_VALUES) {
      const soldiers = [...SOLDIER_VALUES, extra];
      expect(validateDeck({ faction: 'death', king: 12, soldiers }).ok).toBe(true);
    }
  });

  it('HG1: saved as text and loaded back unchanged (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...FACTIONS),
        fc.constantFrom(6 as const, 12 as const),
        fc.constantFrom(...SOLDIER_VALUES),
        (faction, king, extra) => {
          const deck = { faction, king, soldiers: [...SOLDIER_VALUES, extra].sort((a, b) => a - b) };
          const back = parseDeckText(formatDeck(deck));
          expect(back.ok && back.value).toEqual(deck);
        },
      ),
    );
    expect(formatDeck(standardDeck('plague', 12))).toBe('plague K12: 1 1 2 3 4 5 7 8 9 10 11');
    expect(parseDeckText('plague 12 1 2').ok).toBe(false);
  });

  it('H3: chosen decks are used as given', () => {
    const d = standardDeck;
    const o = horsemen.parseOptions({
      decks: [
        [d('war', 6), d('war', 12)],
        [d('death', 6), d('plague', 12)],
      ],
    });
    expect(o.ok).toBe(true);
    if (!o.ok) return;
    const s = horsemen.setup(o.value, 'decks');
    expect(
      s.ok && Object.values(s.value.cards).filter((c) => c.owner === 0 && c.faction === 'war'),
    ).toHaveLength(24);
  });
});
