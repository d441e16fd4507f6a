/**
 * The Frontline board without a browser: the generated map matches its script and the engine's classic map,
 * every string exists in both languages, and every action and event of real games reads as a sentence.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { seedRng } from '@warboard/core';
import {
  ActionSchema,
  CLASSIC_MAP,
  type FrontlineAction,
  type FrontlineEvent,
  frontline,
  MAPS,
  OBJECTIVE_SETS,
  REWARD_KINDS,
} from '@warboard/frontline';
import { describe, expect, it } from 'vitest';
import { weightedAction } from '../../frontline/test/conformance/policy.js';
import { scenario } from '../../frontline/test/helpers.js';
import { generate, serialize } from '../scripts/frontline-map.mjs';
import { describeAction, describeEvent } from '../src/frontline/describe.js';
import { type FrontlineKey, frontlineDictionary } from '../src/frontline/i18n.js';
import { attacksFrom, draftsAt, localActions, movesFrom, postsAt } from '../src/frontline/intents.js';
import { objectiveName } from '../src/frontline/labels.js';
import { attackOdds, launchOdds } from '../src/frontline/odds.js';
import { lang, placeholders } from '../src/i18n/i18n.js';

const WORLD = new URL('../src/frontline/map/world.json', import.meta.url);
const map = MAPS.classic!;

describe('the world map (FG1, design/classic-map.md)', () => {
  const world = JSON.parse(readFileSync(WORLD, 'utf8')) as ReturnType<typeof generate>;

  it('is what scripts/frontline-map.mjs makes from world-atlas: regenerating changes nothing', () => {
    expect(serialize(generate(CLASSIC_MAP))).toBe(readFileSync(WORLD, 'utf8'));
  });

  it('has an outline and a label point inside the board for each of the 42 territories', () => {
    expect(Object.keys(world.territories).sort()).toEqual([...map.territoryIds].sort());
    for (const [id, t] of Object.entries(world.territories)) {
      expect(t.d, id).toMatch(/^M[\d.]+[ -][\d.]+L/);
      expect(t.label[0], id).toBeGreaterThan(0);
      expect(t.label[0], id).toBeLessThan(world.width);
      expect(t.label[1], id).toBeGreaterThan(0);
      expect(t.label[1], id).toBeLessThan(world.height);
    }
  });

  it('draws all 24 sea crossings (R7, FG2), Alaska–Kamchatka round both edges of the map', () => {
    const sea = world.crossings.filter((c) => c.sea);
    const key = (a: string, b: string) => [a, b].sort().join('|');
    expect(new Set(sea.map((c) => key(c.a, c.b)))).toEqual(
      new Set(CLASSIC_MAP.borders.filter((b) => b.sea).map((b) => key(b.a, b.b))),
    );
    const wrap = sea.find((c) => key(c.a, c.b) === key('alaska', 'kamchatka'))!;
    expect(wrap.lines).toHaveLength(8);
    expect([wrap.lines[2], wrap.lines[6]]).toEqual([0, world.width]);
    for (const c of sea)
      expect(Math.hypot(c.lines[2]! - c.lines[0]!, c.lines[3]! - c.lines[1]!)).toBeGreaterThan(5);
  });
});

describe('languages on the board', () => {
  const en = frontlineDictionary('en');
  const zh = frontlineDictionary('zh-HK');

  it('has every key in Chinese, none empty, with the same placeholders', () => {
    const names = placeholders;
    for (const key of Object.keys(en) as FrontlineKey[]) {
      expect(zh[key], key).toBeTruthy();
      expect(names(zh[key]), key).toEqual(names(en[key]));
    }
  });

  it('names every territory, continent, objective and reward of the engine in both languages', () => {
    const keys = [
      ...map.territoryIds.map((id) => `territory.${id}`),
      ...map.continents.map((c) => `continent.${c.id}`),
      ...Object.values(OBJECTIVE_SETS).flatMap((set) => set.pool.map((o) => `objective.${o.id}`)),
      ...['territories', 'cities', 'continents', 'continent', 'conquests', 'enemy-capital', 'eliminate'].map(
        (kind) => `goal.${kind}`,
      ),
      'near.objective',
      'near.capital',
      'near.log.objective',
      'near.log.capital',
      ...REWARD_KINDS.map((r) => `reward.${r}`),
    ];
    for (const key of keys) {
      expect(en[key as FrontlineKey], key).toBeTruthy();
      expect(zh[key as FrontlineKey], key).toBeTruthy();
    }
  });

  it('FG4 an objective of a set loaded from a file reads from its goal, in both languages', () => {
    const options = frontline.parseOptions({
      objectives: {
        faceUp: { minor: 1, major: 0 },
        pool: [
          { id: 'mine', tier: 'minor', goal: { kind: 'continent', continent: 'europe' }, reward: 'airfield' },
        ],
      },
    });
    if (!options.ok) throw new Error(options.error.message);
    lang.value = 'en';
    expect(objectiveName(options.value, 'mine')).toBe('Hold all of Europe');
    expect(objectiveName(options.value, 'minor-cities-2')).toBe('Hold 2 cities');
    lang.value = 'zh-HK';
    expect(objectiveName(options.value, 'mine')).toBe('佔領整個歐洲');
    lang.value = 'en';
  });

  it('uses the source rules’ terms (步兵師, 裝甲師, 前列, 中列, 後列, 入侵)', () => {
    expect(zh['div.I']).toBe('步兵師');
    expect(zh['div.A']).toBe('裝甲師');
    expect(zh['panel.row.front']).toBe('前列');
    expect(zh['panel.middle']).toBe('中列');
    expect(zh['panel.row.rear']).toBe('後列');
    expect(zh['ev.invaded']).toContain('入侵');
  });
});

/** Seeded games of the real engine: every legal action and every event met along the way. */
function sample(games: number, steps: number) {
  const actions = new Map<string, FrontlineAction>();
  const events = new Map<string, FrontlineEvent>();
  const states = [];
  for (let g = 0; g < games; g++) {
    const options = frontline.parseOptions({
      players: 3 + g,
      stepsPerTurn: 40,
      ruleset: g % 2 ? 'original' : 'revised',
    });
    if (!options.ok) throw new Error(options.error.message);
    const start = frontline.setup(options.value, `web-${g}`);
    if (!start.ok) throw new Error(start.error.message);
    let state = start.value;
    const rng = seedRng(`web-${g}/bots`);
    for (let i = 0; i < steps && !frontline.outcome(state); i++) {
      const seat = frontline.pendingDecisions(state)[0]!.seat;
      for (const a of frontline.legalActions(state, seat)) actions.set(`${a.type}`, a);
      // Weighted as the engine's conformance playouts are, so the games reach battles, landings and rewards.
      const action = weightedAction(frontline.legalActions(state, seat), rng) as FrontlineAction;
      const next = frontline.apply(state, seat, action);
      if (!next.ok) throw new Error(next.error.message);
      state = next.value.state;
      for (const e of next.value.events) events.set(e.type, e);
      if (i % 50 === 0) states.push(state);
    }
  }
  return { actions, events, states };
}

/** Every action kind the engine's schema accepts (ActionSchema is the list the server checks intents against). */
const ACTION_KINDS: readonly string[] = ActionSchema.options.flatMap((o) => {
  const type = o.shape.type as { options?: readonly string[]; value?: string };
  return type.options ?? [type.value!];
});

/**
 * Every event kind the engine emits, read off its sources (`events.push({ type: '…'` and the typed events'
 * `readonly type: '…'`), so an event added there without a sentence here fails the test below.
 */
const ENGINE = new URL('../../frontline/src/', import.meta.url);
const EVENT_KINDS: readonly string[] = [
  ...new Set(
    readdirSync(ENGINE)
      .filter((f) => f.endsWith('.ts'))
      .flatMap((f) => {
        const text = readFileSync(new URL(f, ENGINE), 'utf8');
        return [
          ...[...text.matchAll(/events\.push\(\{\s*type: '([a-z-]+)'/g)].map((m) => m[1]!),
          ...[...text.matchAll(/readonly type: ('[a-z-]+'(?: \| '[a-z-]+')*);/g)].flatMap((m) =>
            m[1]!.split(' | ').map((t) => t.slice(1, -1)),
          ),
        ];
      }),
  ),
];

/** An action of the given kind with plausible fields, for kinds the sample games did not offer. */
function actionOf(type: string): FrontlineAction {
  return {
    type,
    territory: 'egypt',
    border: 'north-africa',
    from: 'egypt',
    to: type === 'offer' ? 1 : type === 'retreat' ? 'middle-east' : 'east-africa',
    card: 'peru',
    give: 'peru',
    askStars: 2,
    stars: 1,
    division: 'A',
    slot: 1,
    target: type === 'assault' ? 'middle' : 1,
    choice: 'withdraw',
  } as unknown as FrontlineAction;
}

/** An event of the given kind with every field some event carries, for kinds the sample games did not meet. */
/** An event of any kind with every field some kind has: a stand-in for the kinds no sampled game met. */
function eventOf(type: string): FrontlineEvent {
  return {
    type,
    seat: 1,
    territory: 'egypt',
    via: 'north-africa',
    by: 0,
    from: 0,
    round: 2,
    phase: 'attack',
    mode: 'landing',
    attacker: 0,
    defender: 1,
    attackerDice: [6, 2],
    defenderDice: [3],
    pairs: [{ attackerScore: 6, defenderScore: 3, winner: 'attacker' }],
    removed: 1,
    rearLost: 0,
    destination: 'east-africa',
    objective: OBJECTIVE_SETS.designer!.pool[0]!.id,
    reward: REWARD_KINDS[0],
    count: 2,
    give: 'peru',
    askStars: 1,
    more: ['brazil'],
    askMore: [2],
    gave: 'peru',
    got: 'japan',
    gaveAll: ['peru', 'brazil'],
    gotAll: ['japan', 'siam'],
    divisions: 2,
    returned: 1,
    division: 'A',
    border: 'north-africa',
    slot: 0,
    kind: 'expedition',
    abandoned: true,
    unitsLeft: 3,
    to: 'east-africa',
    card: 'peru',
    units: 2,
  } as unknown as FrontlineEvent; // one record for every kind: no single kind has all these fields
}

/** What a sentence that fell back to English (the engine's description, a key, an event type) would contain. */
const LATIN_WORD = /[A-Za-z]{3,}/;

describe('every action and event kind in Chinese (FG12, O3.2 and the rest)', () => {
  const { actions, events } = sample(3, 1500);
  const name = (s: number) => ['紅軍', '藍軍', '綠軍'][s] ?? '黃軍';
  const allActions = ACTION_KINDS.map((k) => actions.get(k) ?? actionOf(k));
  const allEvents = EVENT_KINDS.map((k) => events.get(k) ?? eventOf(k));

  it('knows the kinds: the schema lists the trade table actions, the sources every event the games met', () => {
    expect(ACTION_KINDS).toEqual(
      expect.arrayContaining(['table', 'untable', 'ask', 'unask', 'offer', 'accept']),
    );
    expect(EVENT_KINDS.length).toBeGreaterThanOrEqual(25);
    for (const k of events.keys()) expect(EVENT_KINDS, k).toContain(k);
    for (const k of actions.keys()) expect(ACTION_KINDS, k).toContain(k);
    // The sample games reach most kinds by play; the rest are filled in by hand above.
    expect(actions.size).toBeGreaterThan(ACTION_KINDS.length * 0.7);
    expect(events.size).toBeGreaterThan(EVENT_KINDS.length * 0.6);
  });

  it('tells every action kind in zh-HK without English, and differently from the English', () => {
    for (const a of allActions) {
      lang.value = 'en';
      const english = describeAction(a, name, { table: ['brazil'], asks: [2] });
      lang.value = 'zh-HK';
      const chinese = describeAction(a, name, { table: ['brazil'], asks: [2] });
      expect(chinese, JSON.stringify(a)).not.toMatch(LATIN_WORD);
      expect(chinese, JSON.stringify(a)).not.toBe(english);
      expect(chinese, JSON.stringify(a)).not.toMatch(/undefined|NaN|\{/);
    }
    lang.value = 'en';
  });

  it('tells every event kind in zh-HK without English, and differently from the English', () => {
    for (const e of allEvents) {
      lang.value = 'en';
      const english = describeEvent(e, name);
      lang.value = 'zh-HK';
      const chinese = describeEvent(e, name);
      expect(chinese, e.type).not.toMatch(LATIN_WORD);
      expect(chinese, e.type).not.toBe(english);
      expect(chinese, e.type).not.toMatch(/undefined|NaN|\{/);
    }
    lang.value = 'en';
  });

  it('names the cards laid on the table and the further asks of an offer (FG12), in both languages', () => {
    const offer = { type: 'offer', to: 1, give: 'peru', askStars: 1 } as const;
    const top = { table: ['brazil', 'japan'], asks: [2] };
    lang.value = 'en';
    expect(describeAction(offer, name, top)).toBe(
      'Offer the Peru, Brazil and Japan cards to 藍軍 for a 1★ card and a 2★ card',
    );
    lang.value = 'zh-HK';
    expect(describeAction(offer, name, top)).toBe(
      '以秘魯、巴西和日本領土咭向藍軍交換一張1★領土咭和一張2★領土咭',
    );
    expect(describeAction({ type: 'table', card: 'peru' }, name)).toBe('把秘魯領土咭翻開放在桌上');
    expect(describeAction({ type: 'unask', stars: 2 }, name)).toBe('下次交換少要一張2★領土咭');
    lang.value = 'en';
  });
});

describe('sentences from real games', () => {
  const { actions, events, states } = sample(3, 1500);
  const name = (s: number) => `P${s + 1}`;

  it('describes every legal action met, in both languages, naming territories', () => {
    expect(actions.size).toBeGreaterThan(12);
    for (const l of ['en', 'zh-HK'] as const) {
      lang.value = l;
      for (const a of actions.values()) {
        const text = describeAction(a, name);
        expect(text, JSON.stringify(a)).not.toMatch(/undefined|NaN|\{|territory\.|^a\./);
      }
    }
    lang.value = 'en';
    expect(describeAction({ type: 'attack', from: 'egypt', to: 'east-africa' }, name)).toBe(
      'Attack East Africa from Egypt',
    );
  });

  it('tells every event met as a sentence of its own, never the bare event type', () => {
    expect(events.size).toBeGreaterThan(8);
    for (const l of ['en', 'zh-HK'] as const) {
      lang.value = l;
      for (const e of events.values()) {
        const text = describeEvent(e, name);
        expect(text, e.type).not.toBe(e.type);
        expect(text, e.type).not.toMatch(/undefined|NaN|\{|territory\./);
      }
    }
    lang.value = 'en';
  });

  it('filters the legal actions by territory and never invents one', () => {
    for (const state of states) {
      const seat = frontline.pendingDecisions(state)[0]?.seat;
      if (seat === undefined) continue;
      const legal = frontline.legalActions(state, seat);
      const all = new Set(legal.map((a) => JSON.stringify(a)));
      for (const id of map.territoryIds) {
        const picked = [
          ...draftsAt(legal, id),
          ...attacksFrom(legal, id).values(),
          ...[...movesFrom(legal, id).values()].flat(),
          ...localActions(legal, id),
          ...(map.neighbors[id] ?? []).flatMap((b) => postsAt(legal, id, b)),
        ];
        for (const a of picked) expect(all.has(JSON.stringify(a))).toBe(true);
        for (const a of attacksFrom(legal, id).values()) expect(a.from).toBe(id);
      }
    }
  });

  it('offers exact odds for the attacks the engine allows (R5)', () => {
    let checked = 0;
    for (const state of states) {
      const seat = frontline.pendingDecisions(state)[0]?.seat;
      if (seat === undefined) continue;
      const view = frontline.view(state, seat);
      for (const a of frontline.legalActions(state, seat)) {
        if (a.type !== 'attack' || !view.territories[a.to]?.holder) continue;
        const o = attackOdds(view, seat, a.from, a.to);
        expect(o).not.toBeNull();
        expect(o!.attackerWins + o!.defenderWins).toBeCloseTo(1, 9);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('R7.1 / R5.1 / R5.12 offers odds before a landing and an invader’s attacks, from the engine’s facts', () => {
    const s = scenario(
      {
        egypt: {
          holder: 1,
          fronts: { 'north-africa': ['A', 'A'], 'east-africa': ['I'] },
          invaders: [{ owner: 0, via: 'north-africa', front: ['A', 'I', 'I'], middle: [], rear: [] }],
        },
        'north-africa': { holder: 0, middle: ['I'] },
        'east-africa': { holder: 1, middle: ['I'] },
        siam: { holder: 0, middle: ['I'] },
        indonesia: {
          holder: 1,
          fronts: { siam: ['I'] },
          coast: [{ owner: 0, via: 'siam', front: ['A'], middle: [], rear: [], staged: false }],
        },
      },
      { phase: 'attack' },
    );
    const view = frontline.view(s, 0);
    const legal = frontline.legalActions(s, 0);
    const launches = legal.filter((a) => a.type === 'land' || a.type === 'assault');
    expect(launches.map((a) => a.type).sort()).toEqual(['assault', 'assault', 'land']);
    for (const a of launches) {
      const o = launchOdds(view, 0, a);
      expect(o, JSON.stringify(a)).not.toBeNull();
      expect(o!.odds.attackerWins + o!.odds.defenderWins).toBeCloseTo(1, 9);
    }
    // the row facing the invader's border is met head-on, the other from behind (R5.1, R5.12)
    expect(launchOdds(view, 0, { type: 'assault', territory: 'egypt', target: 'north-africa' })!.mode).toBe(
      'head-on',
    );
    expect(launchOdds(view, 0, { type: 'assault', territory: 'egypt', target: 'east-africa' })!.mode).toBe(
      'rear-assault',
    );
    expect(launchOdds(view, 0, { type: 'end-phase' })).toBeNull();
  });
});
