/**
 * Every string in both languages: the same keys both ways, plurals chosen by Intl.PluralRules, Chinese sentences
 * without spaces between a name and the Chinese around it, server refusals shown by their code, deck pairs named in
 * the reader's language, and the lobby's refusal of a game's options said in it.
 */
import { frontline } from '@warboard/frontline';
import { horsemen, standardDeck } from '@warboard/horsemen';
import { afterEach, describe, expect, it } from 'vitest';
import { deckText, pairName } from '../src/decks/deck-text.js';
import { frontlineDictionary } from '../src/frontline/i18n.js';
import { en } from '../src/i18n/en.js';
import { dictionary, fill, lang, pluralCategory } from '../src/i18n/i18n.js';
import { serverText } from '../src/i18n/server-text.js';
import { zh } from '../src/i18n/zh.js';

const dictionaries = {
  lobby: [en, zh],
  board: [frontlineDictionary('en'), frontlineDictionary('zh-HK')],
} as const;

afterEach(() => {
  lang.value = 'en';
});

describe('both languages have every key', () => {
  for (const [name, [english, chinese]] of Object.entries(dictionaries)) {
    it(`${name}: every English key in Chinese and every Chinese key in English`, () => {
      expect(Object.keys(chinese).sort()).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(chinese)) expect(text.trim(), key).not.toBe('');
    });
  }
});

describe('plurals through Intl.PluralRules', () => {
  it('picks the English forms one and other, and Chinese other', () => {
    expect(pluralCategory('en', 1)).toBe('one');
    expect(pluralCategory('en', 2)).toBe('other');
    expect(pluralCategory('en', 0)).toBe('other');
    expect(pluralCategory('zh-HK', 1)).toBe('other');
    const text = '{n|one:# unit|other:# units} to deploy';
    expect(fill(text, { n: 1 }, 'en')).toBe('1 unit to deploy');
    expect(fill(text, { n: 3 }, 'en')).toBe('3 units to deploy');
    expect(fill(text, { n: 0 }, 'en')).toBe('0 units to deploy');
    expect(fill('{n|other:#個}', { n: 1 }, 'zh-HK')).toBe('1個');
    expect(fill('{n|one:# unit|other:# units}', {}, 'en')).toBe('{n|one:# unit|other:# units}');
  });

  // Every message filled with 1 for every placeholder: no "1 units", "1 dice", "1 exchanges", "a infantry".
  const plurals =
    /\b1 (units|dice|exchanges|cards|chips|divisions|territories|cities|continents|kings|points|actions|armor)\b/;
  for (const [name, [english]] of Object.entries(dictionaries)) {
    it(`${name}: no English message says "1" with a plural, or "a" before a vowel`, () => {
      const wrong: string[] = [];
      for (const [key, text] of Object.entries(english)) {
        const params = Object.fromEntries(
          [...text.matchAll(/\{(\w+)/g)].map((m) => [
            m[1]!,
            m[1] === 'division' ? 'infantry division' : m[1] === 'cards' ? 'Peru' : 1,
          ]),
        );
        const out = fill(text, params, 'en');
        if (plurals.test(out) || /\ba (infantry|armored|[aeiou])/i.test(out)) wrong.push(`${key}: ${out}`);
      }
      expect(wrong).toEqual([]);
    });
  }
});

describe('Chinese sentences', () => {
  const cjk = '[\\u3000-\\u303f\\u3400-\\u9fff\\uff00-\\uffef]';
  const spaced = new RegExp(`\\}[ ]+${cjk}|${cjk}[ ]+\\{`);
  for (const [name, [, chinese]] of Object.entries(dictionaries)) {
    it(`${name}: no space between a name and the Chinese around it`, () => {
      const wrong = Object.entries(chinese).filter(([, text]) => spaced.test(text));
      expect(wrong).toEqual([]);
    });
  }
  it('reads "黃軍把一個裝甲師由印尼運到暹羅的海岸" as one sentence', () => {
    const board = frontlineDictionary('zh-HK');
    const out = fill(
      board['ev.embarked'],
      { name: '黃軍', division: '裝甲師', from: '印尼', to: '暹羅' },
      'zh-HK',
    );
    expect(out).toBe('黃軍把一個裝甲師由印尼運到暹羅的海岸。');
  });
});

describe('server messages by code', () => {
  it('shows a known code in the reader’s language and an unknown one as the server said it', () => {
    const notOver = { code: 'not-over', message: 'replays are published when the game ends' };
    expect(serverText(notOver)).toBe(en['error.not-over']);
    lang.value = 'zh-HK';
    expect(serverText(notOver)).toBe(zh['error.not-over']);
    expect(serverText({ code: 'something-new', message: 'as the server said' })).toBe('as the server said');
    expect(serverText('plain')).toBe('plain');
  });
});

describe('deck pairs in the reader’s language', () => {
  const starter = { name: '', decks: [standardDeck('war', 6), standardDeck('famine', 12)] as const };
  it('names an unnamed pair, and a starter saved with its old English name, by its factions', () => {
    expect(pairName({ ...starter, decks: [...starter.decks] })).toBe('Zealots & Refugees');
    lang.value = 'zh-HK';
    expect(pairName({ ...starter, decks: [...starter.decks] })).toBe('狂熱者與難民');
    expect(pairName({ name: 'Zealots & Refugees', decks: [...starter.decks] })).toBe('狂熱者與難民');
    expect(pairName({ name: '我的牌', decks: [...starter.decks] })).toBe('我的牌');
    expect(deckText(starter.decks[0])).toContain('狂熱者');
    expect(deckText(starter.decks[0])).not.toMatch(/war K6/);
  });
  it('has the readable deck text in English too', () => {
    expect(dictionary('en')['deck.readable']).toContain('{soldiers}');
    expect(deckText(starter.decks[1])).toMatch(/^Refugees, Big king \(12\), soldiers /);
  });
});

/**
 * The lobby's refusal of a game's options, from the engines' own option checks, written as the server writes it
 * (`<rule>: <message>`, hub.ts): said in the reader's language, the option by its lobby name.
 */
describe('options refused in the lobby', () => {
  const refusal = (game: typeof frontline | typeof horsemen, options: unknown) => {
    const parsed = game.parseOptions(options);
    if (parsed.ok) throw new Error(`${JSON.stringify(options)} was accepted`);
    // As the server answers it (hub-results.ts, optionsRefused): the rule and the refusal's facts beside the text.
    const { rule, message, params } = parsed.error;
    return { code: 'bad-options', message: `${rule}: ${message}`, rule, ...(params ? { params } : {}) };
  };
  const cases = [
    ['Frontline', refusal(frontline, { players: 7 }), 'Players', '玩家人數', 'O1'],
    [
      'Frontline',
      refusal(frontline, { victory: 'sometime' }),
      'When three objectives win',
      '三個任務何時勝出',
      'FG6',
    ],
    [
      'Four Horsemen',
      refusal(horsemen, { stalemateLimit: 1001 }),
      en['opt.horsemen.stalemateLimit'],
      zh['opt.horsemen.stalemateLimit'],
      'HG14',
    ],
    [
      'Frontline',
      refusal(frontline, { objectives: { pool: [{ kind: 'nonsense' }] } }),
      'Objective set',
      '任務組',
      'FG4',
    ],
  ] as const;

  it.each(cases)(
    '%s: names the option and its rule in both languages, no English left in Chinese',
    (_, r, name, chineseName, rule) => {
      const english = serverText(r);
      expect(english).toContain(`“${name}”`);
      expect(english).toContain(rule);
      lang.value = 'zh-HK';
      const chinese = serverText(r);
      expect(chinese).toContain(`「${chineseName}」`);
      expect(chinese).toContain(rule);
      // Rule ids and an option's path inside its data are the only Latin letters left.
      expect(chinese.replace(/\b[A-Z]+\d[\w.]*/g, '').replace(/[a-z]+(\.\w+)+/g, '')).not.toMatch(
        /[A-Za-z]{2}/,
      );
      expect(chinese).toMatch(/[\u4e00-\u9fff]/);
    },
  );

  it('says a refusal naming no option, and one naming no rule, in Chinese too', () => {
    const refusals = [
      { code: 'bad-options', message: 'HG3: the decks do not fit', rule: 'HG3' },
      { code: 'bad-options', message: 'options: (root): Unrecognized key: "nonsense"', rule: 'options' },
    ];
    for (const refusal of refusals) {
      const english = serverText(refusal);
      lang.value = 'zh-HK';
      const chinese = serverText(refusal);
      lang.value = 'en';
      expect(chinese).not.toBe(english);
      expect(chinese.replace(/\b[A-Z]+\d[\w.]*/g, '')).not.toMatch(/[A-Za-z]{2}/);
    }
  });
});
