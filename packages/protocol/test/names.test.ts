/**
 * Player names (accounts.ts): one schema for the server and the web. A name is NFC, 3–24 characters of letters,
 * marks, digits, `_ . -` and single inner spaces; no control, format (zero-width, bidirectional) or symbol
 * character gets in; names that differ only in case, width or normalisation share one key.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nameKey, playerName } from '../src/accounts.js';

describe('player names', () => {
  it.each([
    ['Ada', 'Ada'],
    ['ada lovelace', 'ada lovelace'],
    ['李小龍', '李小龍'],
    ['Zoë_99', 'Zoë_99'],
    ['Zoe\u0308-x', 'Zoë-x'], // combining diaeresis: stored NFC
    ['a.b', 'a.b'],
  ])('accepts %j as %j', (given, kept) => {
    expect(playerName.parse(given)).toBe(kept);
  });

  it.each([
    ['two characters', 'ab'],
    ['25 characters', 'a'.repeat(25)],
    ['a tab', 'ada\tx'],
    ['NUL', 'ada\u0000'],
    ['a right-to-left override', '\u202Eada'],
    ['a left-to-right mark', 'ada\u200E'],
    ['an isolate', 'a\u2068da'],
    ['a zero-width space', 'a\u200Bda'],
    ['a word joiner', 'a\u2060da'],
    ['a soft hyphen', 'a\u00ADda'],
    ['a private-use character', 'ada\uE000'],
    ['an emoji', 'ada😀'],
    ['a trailing space', 'ada '],
    ['two spaces', 'a  da'],
  ])('refuses %s', (_why, name) => {
    expect(playerName.safeParse(name).success).toBe(false);
  });

  it('refuses every name holding a control, format or surrogate character, wherever it stands', () => {
    const bad = fc.constantFrom(
      '\u0000',
      '\u001F',
      '\u007F',
      '\u0085',
      '\u200B',
      '\u200D',
      '\u202A',
      '\u2066',
      '\uFEFF',
      '\uD800',
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{2,10}$/), bad, fc.nat(), (base, c, at) => {
        const i = at % (base.length + 1);
        return !playerName.safeParse(base.slice(0, i) + c + base.slice(i)).success;
      }),
    );
  });

  it('gives names that differ in case, width or normalisation one key', () => {
    expect(nameKey('ADA')).toBe(nameKey('ada'));
    expect(nameKey('Ａｄａ')).toBe(nameKey('ada'));
    expect(nameKey('Zoe\u0308')).toBe(nameKey('ZOË'));
    expect(nameKey('ada')).not.toBe(nameKey('adb'));
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9]{3,20}$/), (name) => {
        const key = nameKey(name);
        return (
          key === nameKey(name.toUpperCase()) && key === nameKey(name.toLowerCase()) && nameKey(key) === key
        );
      }),
    );
  });
});
