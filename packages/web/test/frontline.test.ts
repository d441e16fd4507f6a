/**
 * The Frontline board without a browser: the generated map matches its script and the engine's classic map,
 * every string exists in both languages, and every action and event of real games reads as a sentence.
 */
import { readFileSync } from 'node:fs';
import { randomAction, seedRng } from '@warboard/core';
import {
  CLASSIC_MAP,
  type FrontlineAction,
  frontline,
  MAPS,
  OBJECTIVES,
  REWARD_KINDS,
} from '@warboard/frontline';
import { describe, expect, it } from 'vitest';
import { generate, serialize } from '../scripts/frontline-map.mjs';
import { describeAction, describeEvent } from '../src/frontline/describe.js';
import { type FrontlineKey, frontlineDictionary } from '../src/frontline/i18n.js';
import { attacksFrom, draftsAt, localActions, movesFrom, postsAt } from '../src/frontline/intents.js';
import { attackOdds } from '../src/frontline/odds.js';
import { lang } from '../src/i18n/i18n.js';

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
    const names = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(en) as FrontlineKey[]) {
      expect(zh[key], key).toBeTruthy();
      expect(names(zh[key]), key).toEqual(names(en[key]));
    }
  });

  it('names every territory, continent, objective and reward of the engine in both languages', () => {
    const keys = [
      ...map.territoryIds.map((id) => `territory.${id}`),
      ...map.continents.map((c) => `continent.${c.id}`),
      ...OBJECTIVES.map((o) => `objective.${o.id}`),
      ...REWARD_KINDS.map((r) => `reward.${r}`),
    ];
    for (const key of keys) {
      expect(en[key as FrontlineKey], key).toBeTruthy();
      expect(zh[key as FrontlineKey], key).toBeTruthy();
    }
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

/** Random games of the real engine: every legal action and every event met along the way. */
function sample(games: number, steps: number) {
  const actions = new Map<string, FrontlineAction>();
  const events = new Map<string, { type: string; [k: string]: unknown }>();
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
      const action = randomAction(frontline, state, seat, rng);
      const next = frontline.apply(state, seat, action);
      if (!next.ok) throw new Error(next.error.message);
      state = next.value.state;
      for (const e of next.value.events) events.set(e.type, e as never);
      if (i % 50 === 0) states.push(state);
    }
  }
  return { actions, events, states };
}

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
});
