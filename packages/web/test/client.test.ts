import type { HorsemenAction, HorsemenEvent } from '@warboard/horsemen';
import { describe, expect, it } from 'vitest';
import type { OptionField } from '../src/api/protocol.js';
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
import { browserLang, lang, placeholders, t } from '../src/i18n/i18n.js';
import { zh } from '../src/i18n/zh.js';
import { dataEditors } from '../src/lobby/data-editors.js';
import { applies, defaultValues, optionsBody, seatCount } from '../src/lobby/option-form.js';
import { optionHelp, optionKey, optionName, valueName } from '../src/lobby/option-text.js';
import { catalogGame, catalogGames } from './catalog-games.js';

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
      const names = placeholders;
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
    const event: HorsemenEvent = {
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

describe('lobby options: every option of every game is named and explained in both languages', () => {
  const games = catalogGames;
  const game = catalogGame;

  it('has the name, the help and every value of each option of each game, in English and Chinese', () => {
    const keys = games.flatMap((g) =>
      g.options.flatMap((f) => [
        optionKey(g.id, f.key),
        `${optionKey(g.id, f.key)}.help`,
        ...(f.kind === 'enum' || f.kind === 'data'
          ? f.values.map((v) => `${optionKey(g.id, f.key)}.${v}`)
          : []),
        ...(f.kind === 'data' ? [`data.${f.format}.custom`] : []),
      ]),
    );
    expect(keys).toContain('opt.frontline.victory.next-turn');
    expect(keys).toContain('opt.horsemen.stuck.top-up');
    for (const key of keys) {
      expect(en[key as keyof typeof en], `en ${key}`).toBeTruthy();
      expect(zh[key as keyof typeof zh], `zh-HK ${key}`).toBeTruthy();
    }
  });

  it('offers an editor for every data format a game has', () => {
    const formats = games.flatMap((g) => g.options.flatMap((f) => (f.kind === 'data' ? [f.format] : [])));
    expect(formats.sort()).toEqual(Object.keys(dataEditors).sort());
  });

  it('falls back to the option key and the value itself for a string this client lacks', () => {
    lang.value = 'en';
    expect(optionName('frontline', 'victory')).toBe('When three objectives win');
    expect(optionName('frontline', 'fog')).toBe('fog');
    expect(optionHelp('frontline', 'fog')).toBe('');
    expect(valueName('frontline', 'victory', 'never')).toBe('never');
    expect(valueName('frontline', 'constructor', 'x')).toBe('x');
  });

  it("starts at the engine's defaults and sends only the player count and what the player changed", () => {
    const frontline = game('frontline');
    const values = defaultValues(frontline.options);
    expect(values).toMatchObject({
      players: 4,
      victory: 'claim-step',
      map: 'classic',
      objectives: 'designer',
    });
    expect(optionsBody(frontline, values, new Set())).toEqual({ players: 4 });
    const changed = { ...values, victory: 'next-turn', players: 3 };
    expect(optionsBody(frontline, changed, new Set(['victory']))).toEqual({
      players: 3,
      victory: 'next-turn',
    });
    expect(
      optionsBody(game('horsemen'), defaultValues(game('horsemen').options), new Set(['stuck'])),
    ).toEqual({
      stuck: 'top-up',
    });
  });

  it('leaves out an option that does not matter under the others (R5.5 only in the revised rules)', () => {
    const frontline = game('frontline');
    const rear = frontline.options.find((f) => f.key === 'rearAssaultBonus') as OptionField;
    const original = {
      ...defaultValues(frontline.options),
      ruleset: 'original',
      rearAssaultBonus: 'head-on-only',
    };
    expect(applies(rear, original)).toBe(false);
    expect(applies(rear, { ...original, ruleset: 'revised' })).toBe(true);
    expect(optionsBody(frontline, original, new Set(['ruleset', 'rearAssaultBonus']))).toEqual({
      players: 4,
      ruleset: 'original',
    });
  });

  it("seats as many players as the player count option says, within the game's bounds; else its fixed count", () => {
    const frontline = game('frontline');
    expect(seatCount(frontline, { players: 6 })).toBe(6);
    expect(seatCount(frontline, { players: 9 })).toBe(6);
    expect(seatCount(frontline, { players: Number.NaN })).toBe(2);
    expect(seatCount(game('horsemen'), {})).toBe(2);
  });
});
