/**
 * The rules' refusals in both languages: every code of each game's catalogue has its sentence in English and in
 * Chinese naming exactly that code's facts, no sentence outlives its code, the facts are said by their kind, and
 * the refusals met along seeded random games of both engines reach a Chinese reader with no English in them.
 */
import {
  type Game,
  type GameEvent,
  mutations,
  nextInt,
  type RefusalCatalogue,
  type RuleError,
  randomAction,
  seedRng,
} from '@warboard/core';
import { frontline, frontlineRefusals } from '@warboard/frontline';
import { horsemen, horsemenRefusals } from '@warboard/horsemen';
import { afterEach, describe, expect, it } from 'vitest';
import { frontlineDictionary } from '../src/frontline/i18n.js';
import { frontlineRefusalText } from '../src/frontline/refusal-text.js';
import { horsemenRefusalText } from '../src/horsemen/refusal-text.js';
import { dictionary, type Lang, lang, placeholders } from '../src/i18n/i18n.js';
import type { EngineRefusal } from '../src/i18n/refusal-text.js';

afterEach(() => {
  lang.value = 'en';
});

interface Voice {
  readonly catalogue: RefusalCatalogue;
  readonly prefix: string;
  readonly strings: (l: Lang) => Readonly<Record<string, string>>;
  readonly say: (r: EngineRefusal) => string | null;
}

const voices: Record<'frontline' | 'horsemen', Voice> = {
  frontline: {
    catalogue: frontlineRefusals,
    prefix: 'refusal.',
    strings: frontlineDictionary,
    say: frontlineRefusalText,
  },
  horsemen: {
    catalogue: horsemenRefusals,
    prefix: 'hz.refusal.',
    strings: dictionary,
    say: horsemenRefusalText,
  },
};

const LANGS: readonly Lang[] = ['en', 'zh-HK'];

describe('every refusal code has its sentence in both languages', () => {
  for (const [game, voice] of Object.entries(voices)) {
    for (const l of LANGS) {
      it(`${game}, ${l}: a sentence per code, with exactly the facts the code names`, () => {
        const strings = voice.strings(l);
        const missing: string[] = [];
        const wrongFacts: string[] = [];
        for (const [code, facts] of Object.entries(voice.catalogue)) {
          const text = strings[`${voice.prefix}${code}`];
          if (text === undefined || text.trim() === '') missing.push(code);
          else if (placeholders(text).join() !== Object.keys(facts).sort().join())
            wrongFacts.push(`${code}: ${placeholders(text).join()} ≠ ${Object.keys(facts).sort().join()}`);
        }
        expect(missing).toEqual([]);
        expect(wrongFacts).toEqual([]);
      });
      it(`${game}, ${l}: no sentence for a code the engine no longer has`, () => {
        const stale = Object.keys(voice.strings(l))
          .filter((key) => key.startsWith(voice.prefix))
          .map((key) => key.slice(voice.prefix.length))
          .filter((code) => !Object.hasOwn(voice.catalogue, code));
        expect(stale).toEqual([]);
      });
    }
  }
});

describe('facts said by their kind', () => {
  const cases: readonly {
    name: string;
    voice: Voice;
    refusal: EngineRefusal;
    en: string;
    zh: string;
  }[] = [
    {
      name: 'R5.2 not-yours: a territory by its name',
      voice: voices.frontline,
      refusal: { refusal: 'not-yours', params: { territory: 'peru' } },
      en: 'Peru is not yours.',
      zh: '秘魯不是你的領土。',
    },
    {
      name: 'R6.3 no-division: a division by its name',
      voice: voices.frontline,
      refusal: { refusal: 'no-division', params: { division: 'A', territory: 'egypt' } },
      en: 'There is no armored division in the middle row of Egypt.',
      zh: '埃及的中列沒有裝甲師。',
    },
    {
      name: 'R6.10 no-invader-of: a seat by its colour',
      voice: voices.frontline,
      refusal: { refusal: 'no-invader-of', params: { seat: 1, territory: 'siam' } },
      en: 'Blue has no invading force in Siam.',
      zh: '藍軍在暹羅沒有入侵的軍隊。',
    },
    {
      name: 'O6.1 no-units: counts with their plurals',
      voice: voices.frontline,
      refusal: { refusal: 'no-units', params: { needed: 3, left: 1 } },
      en: 'That needs 3 units; 1 unit is left to draft.',
      zh: '這需要3個單位，只餘下1個單位可以徵召。',
    },
    {
      name: 'FG1 unknown-territory: an id this map does not know, as it was sent',
      voice: voices.frontline,
      refusal: { refusal: 'unknown-territory', params: { territory: 'atlantis' } },
      en: 'There is no territory “atlantis” on this map.',
      zh: '地圖上沒有「atlantis」這塊領土。',
    },
    {
      name: 'O3.2 no-card: a card by its territory',
      voice: voices.frontline,
      refusal: { refusal: 'no-card', params: { card: 'japan' } },
      en: 'You hold no Japan card.',
      zh: '你沒有日本領土咭。',
    },
    {
      name: 'H13 cell-occupied: a line by its colour, a row by its name',
      voice: voices.horsemen,
      refusal: { refusal: 'cell-occupied', params: { line: 'famine', row: 'back' } },
      en: 'Your cell on Famine, Back is taken.',
      zh: '你在饑餓線後格已經有牌。',
    },
    {
      name: 'H6 cannot-pay: one chip, singular',
      voice: voices.horsemen,
      refusal: { refusal: 'cannot-pay', params: { cost: 1 } },
      en: 'That costs 1 chip, more than your fund pool holds.',
      zh: '這需要1個籌碼，你的資金池不足。',
    },
  ];
  for (const c of cases) {
    it(c.name, () => {
      expect(c.voice.say(c.refusal)).toBe(c.en);
      lang.value = 'zh-HK';
      expect(c.voice.say(c.refusal)).toBe(c.zh);
    });
  }

  it('says nothing for a code it has no sentence for, or a fact left out: the server’s English is shown then', () => {
    expect(voices.frontline.say({ refusal: 'from-a-newer-server', params: {} })).toBeNull();
    expect(voices.frontline.say({ refusal: 'not-yours', params: {} })).toBeNull();
    expect(voices.frontline.say({ refusal: 'constructor' })).toBeNull();
    expect(voices.horsemen.say({})).toBeNull();
  });
});

/**
 * Refusals as the engines give them: along seeded random games, each step's acting seat tries every small edit of
 * one of its legal actions (core's `mutations`, as the conformance suite does) and every other seat tries the
 * action itself. Every refusal met must be said in Chinese without a Latin letter, but for an id echoed back in
 * 「」 (an unknown territory).
 */
function refusalsMet<S, A, V, O, E extends GameEvent>(
  game: Game<S, A, V, O, E>,
  options: unknown,
  seed: string,
  steps: number,
): RuleError[] {
  const parsed = game.parseOptions(options);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const made = game.setup(parsed.value, seed);
  if (!made.ok) throw new Error(made.error.message);
  let state = made.value;
  const rng = seedRng(`${seed}-refusals`);
  const met: RuleError[] = [];
  for (let step = 0; step < steps; step++) {
    const owed = game.pendingDecisions(state);
    if (owed.length === 0) break;
    const decision = owed[nextInt(rng, owed.length)]!;
    if (game.legalActions(state, decision.seat).length === 0) break;
    // core's random move: a concession (FG21's resign, H7's surrender) only when nothing else is legal
    const action = randomAction(game, state, decision.seat, rng);
    for (const edited of mutations(action)) {
      const r = game.apply(state, decision.seat, edited);
      if (!r.ok) met.push(r.error);
    }
    for (let seat = 0; seat < game.playerCount(state); seat++) {
      const r = seat === decision.seat ? null : game.apply(state, seat, action);
      if (r && !r.ok) met.push(r.error);
    }
    const next = game.apply(state, decision.seat, action);
    if (!next.ok) throw new Error(next.error.message);
    state = next.value.state;
  }
  return met;
}

describe('refusals met in real games reach a Chinese reader in Chinese', () => {
  const games = [
    {
      name: 'frontline',
      voice: voices.frontline,
      met: () => refusalsMet(frontline, { players: 3 }, 'zh-1', 400),
    },
    { name: 'horsemen', voice: voices.horsemen, met: () => refusalsMet(horsemen, {}, 'zh-1', 400) },
  ];
  for (const g of games) {
    it(`${g.name}: every refusal said, none with English in it`, () => {
      const met = g.met();
      const codes = new Set(met.map((e) => e.code));
      expect(codes.size).toBeGreaterThan(5);
      lang.value = 'zh-HK';
      const english: string[] = [];
      for (const e of met) {
        const said = g.voice.say({ refusal: e.code, ...(e.params ? { params: e.params } : {}) });
        if (said === null || /[A-Za-z]/.test(said.replace(/「[^」]*」/g, '')))
          english.push(`${e.code}: ${said}`);
      }
      expect([...new Set(english)]).toEqual([]);
    });
  }
});
