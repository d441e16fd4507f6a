import { type HorsemenAction, parseOptions } from '@warboard/horsemen';
import { describe, expect, it } from 'vitest';
import { describeEvent } from '../src/horsemen/describe.js';
import {
  activeCells,
  compareAt,
  flipAt,
  movesFrom,
  placeableCards,
  placeTargets,
  stillOffered,
} from '../src/horsemen/intents.js';
import { en } from '../src/i18n/en.js';
import { browserLang, lang, t } from '../src/i18n/i18n.js';
import { zh } from '../src/i18n/zh.js';
import { FRONTLINE_FIELDS } from '../src/lobby/frontline-options.js';
import { DEFAULT_OPTIONS, OPTION_FIELDS } from '../src/lobby/options.js';

describe('intents: clickable targets are read off the legal actions, nothing else', () => {
  const legal: HorsemenAction[] = [
    { type: 'place', card: 'a', line: 0, row: 'front' },
    { type: 'place', card: 'a', line: 2, row: 'back' },
    { type: 'place', card: 'b', line: 1, row: 'front' },
    { type: 'flip', line: 3, row: 'back' },
    { type: 'move', line: 1, row: 'front', to: 2 },
    { type: 'compare', line: 1 },
  ];
  it('places a hand card only where an action says so', () => {
    expect([...placeableCards(legal)].sort()).toEqual(['a', 'b']);
    expect([...placeTargets(legal, 'a').keys()].sort()).toEqual(['0:front', '2:back']);
    expect(placeTargets(legal, 'z').size).toBe(0);
  });
  it('finds flips, moves and compares by cell', () => {
    expect(flipAt(legal, 3, 'back')).toEqual({ type: 'flip', line: 3, row: 'back' });
    expect(flipAt(legal, 3, 'front')).toBeUndefined();
    expect([...movesFrom(legal, 1, 'front').keys()]).toEqual(['2:front']);
    expect(compareAt(legal, 1)?.type).toBe('compare');
    expect([...activeCells(legal)].sort()).toEqual(['1:front', '3:back']);
  });
  it('keeps a pick across a new position while it still offers something (H9: the other side places meanwhile)', () => {
    const after: HorsemenAction[] = [{ type: 'place', card: 'b', line: 1, row: 'back' }];
    expect(stillOffered(after, { kind: 'hand', card: 'b' })).toBe(true);
    expect(stillOffered(after, { kind: 'hand', card: 'a' })).toBe(false);
    expect(stillOffered(legal, { kind: 'cell', line: 3, row: 'back' })).toBe(true);
    expect(stillOffered(after, { kind: 'cell', line: 3, row: 'back' })).toBe(false);
  });
});

describe('languages', () => {
  it('has every English key in Chinese, none empty, with the same placeholders', () => {
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(zh[key], key).toBeTruthy();
      const names = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(names(zh[key]), key).toEqual(names(en[key]));
    }
  });
  it('picks Chinese for any zh browser language and English otherwise', () => {
    expect(browserLang(['zh-HK', 'en'])).toBe('zh-HK');
    expect(browserLang(['zh-TW'])).toBe('zh-HK');
    expect(browserLang(['fr-FR', 'en-GB'])).toBe('en');
    expect(browserLang([])).toBe('en');
  });
  it('tells events as sentences in both languages, with rule terms', () => {
    const ctx = { lines: ['war', 'famine', 'death', 'plague'] as const, name: (s: number) => `P${s + 1}` };
    const event = {
      type: 'compared',
      seat: 0,
      line: 0,
      attacker: { id: 'x', value: 7, faction: 'war' },
      defender: { id: 'y', value: 5, faction: 'plague' },
      scores: [10, 5],
      winner: 'attacker',
      paid: 7,
    };
    lang.value = 'en';
    expect(describeEvent(event, ctx)).toBe(
      'P1 compared on War: Zealots 7 against Chronic patients 5, 10 to 5 — the attacker wins (paid 7).',
    );
    lang.value = 'zh-HK';
    expect(describeEvent(event, ctx)).toContain('拼點');
    expect(describeEvent(event, ctx)).toContain('狂熱者 7');
    expect(t('hz.fund')).toBe('資金池');
    lang.value = 'en';
  });
});

describe('lobby options: every option of both games is named and explained in both languages', () => {
  it('offers every Four Horsemen rules option but the deck lists, with the engine’s defaults', () => {
    const engine = parseOptions({});
    if (!engine.ok) throw new Error(engine.error.message);
    const { decks: _decks, ...defaults } = engine.value;
    expect(OPTION_FIELDS.map((f) => f.key).sort()).toEqual(Object.keys(defaults).sort());
    expect(DEFAULT_OPTIONS).toEqual(defaults);
  });

  it('has the name, the help and every choice of each option (HG2–HG14, FG0–FG20) in English and Chinese', () => {
    const keys = [
      ...OPTION_FIELDS.map((f) => ['opt', f] as const),
      ...FRONTLINE_FIELDS.map((f) => ['flopt', f] as const),
    ].flatMap(([prefix, f]) => [
      `${prefix}.${f.key}`,
      `${prefix}.${f.key}.help`,
      ...(f.kind === 'choice' ? f.choices.map((c) => `${prefix}.${f.key}.${c}`) : []),
    ]);
    expect(keys.length).toBeGreaterThan(30);
    for (const key of keys) {
      expect(en[key as keyof typeof en], key).toBeTruthy();
      expect(zh[key as keyof typeof zh], key).toBeTruthy();
    }
  });
});
