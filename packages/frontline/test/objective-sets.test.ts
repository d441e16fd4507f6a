import { seedRng, shuffleInPlace } from '@warboard/core';
import { describe, expect, it } from 'vitest';
import {
  DESIGNER_SET,
  type FrontlineState,
  frontline,
  MAPS,
  nearVictory,
  OBJECTIVE_SETS,
  type ObjectiveSet,
  type Options,
} from '../src/index.js';
import { longWarCatchUp, OptionsSchema } from '../src/options.js';
import { rollForFirst } from '../src/setup.js';
import { act, type Place, scenario } from './helpers.js';

const parse = (input: Record<string, unknown>): Options => {
  const r = frontline.parseOptions(input);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const setUp = (input: Record<string, unknown>, seed = 'objective-sets'): FrontlineState => {
  const r = frontline.setup(parse(input), seed);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const refusal = (input: Record<string, unknown>): string => {
  const r = frontline.parseOptions(input);
  if (r.ok) throw new Error('accepted');
  return `${r.error.rule} ${r.error.message}`;
};

/** Seat 0 occupies `n` territories of Asia and Africa (one infantry each), in its maneuver phase. */
function holding(n: number, options: Record<string, unknown> = {}): FrontlineState {
  const land = [...MAPS.classic!.continents[4]!.territories, ...MAPS.classic!.continents[3]!.territories];
  const layout: Record<string, Place> = { peru: { holder: 1, middle: ['I'] } };
  for (const id of land.slice(0, n)) layout[id] = { holder: 0, middle: ['I'] };
  return scenario(layout, { phase: 'maneuver', ...options });
}

const TWO_LAND: ObjectiveSet = {
  faceUp: { minor: 2, major: 1 },
  pool: [
    { id: 'land-3', tier: 'minor', goal: { kind: 'territories', count: 3 }, reward: 'airfield' },
    { id: 'land-4', tier: 'minor', goal: { kind: 'territories', count: 4 }, reward: 'airfield' },
    { id: 'asia', tier: 'major', goal: { kind: 'continent', continent: 'asia' }, reward: 'two-armies' },
  ],
};

describe('FG4 option objectives: the objective set is data', () => {
  it('FG4 objectives=designer is the pool Warboard played before rules 7, and the designer preset', () => {
    expect(parse({ preset: 'designer' }).objectives).toBe('designer');
    expect(OBJECTIVE_SETS.designer).toBe(DESIGNER_SET);
    expect(DESIGNER_SET.faceUp).toEqual({ minor: 4, major: 4 });
    expect(DESIGNER_SET.pool.map((o) => o.id)).toEqual([
      'minor-territories-12',
      'minor-cities-2',
      'minor-continent',
      'minor-conquests-2',
      'minor-territories-15',
      'minor-conquests-3',
      'major-territories-20',
      'major-cities-4',
      'major-continents-2',
      'major-conquests-5',
      'major-enemy-capital',
      'major-territories-24',
    ]);
  });

  it('FG4 a set written out is validated, and setup lays out its faceUp counts from its pool', () => {
    const s = setUp({ objectives: TWO_LAND });
    expect([...s.objectives].sort()).toEqual(['asia', 'land-3', 'land-4']);
    expect(frontline.view(s, 0).options.objectives).toEqual(TWO_LAND);
  });

  it('FG4 a malformed set is refused naming the field, and an unknown name lists the known ones', () => {
    const bad = structuredClone(TWO_LAND) as unknown as { pool: { goal: { count: unknown } }[] };
    bad.pool[1]!.goal.count = 0;
    expect(refusal({ objectives: bad })).toMatch(/^FG4 objectives\.pool\.1\.goal\.count:/);
    expect(refusal({ objectives: { ...TWO_LAND, faceUp: { minor: 3, major: 1 } } })).toMatch(
      /^FG4 objectives\.faceUp\.minor: 3 face up, but the pool has only 2 minor/,
    );
    const twice = { ...TWO_LAND, pool: [TWO_LAND.pool[0]!, TWO_LAND.pool[0]!, TWO_LAND.pool[2]!] };
    expect(refusal({ objectives: twice })).toMatch(/^FG4 objectives\.pool\.1\.id: "land-3" is used twice/);
    const atlantis = structuredClone(TWO_LAND);
    atlantis.pool[2]!.goal = { kind: 'continent', continent: 'atlantis' };
    expect(refusal({ objectives: atlantis })).toMatch(
      /^FG4 objectives\.pool\.2\.goal\.continent: no continent/,
    );
    expect(refusal({ objectives: 'nope' })).toMatch(/no objective set "nope" \(known: designer, long-war\)/);
  });

  it('FG4 a named continent is met only when that continent is whole', () => {
    const asia = MAPS.classic!.continents[4]!.territories.length;
    const near = holding(asia - 1, { objectives: TWO_LAND, claimsPerStep: 8 });
    near.objectives = ['asia'];
    expect(act(near, 0, { type: 'end-phase' }).state.players[0]!.objectives).toEqual([]);
    const whole = holding(asia, { objectives: TWO_LAND });
    whole.objectives = ['asia'];
    expect(act(whole, 0, { type: 'end-phase' }).state.players[0]!.objectives).toEqual(['asia']);
  });

  it('FG4 an eliminate objective is met at the claim step of a turn in which its player eliminated another', () => {
    const s = holding(2, { objectives: 'long-war' });
    s.objectives = ['major-eliminate'];
    expect(act(s, 0, { type: 'end-phase' }).state.players[0]!.objectives).toEqual([]);
    const t = holding(2, { objectives: 'long-war' });
    t.objectives = ['major-eliminate'];
    t.turn.eliminated = [1];
    expect(act(t, 0, { type: 'end-phase' }).state.players[0]!.objectives).toEqual(['major-eliminate']);
  });
});

describe('FG4 claim rules: claimsPerStep and sameKindPerStep', () => {
  const claimed = (options: Record<string, unknown>) => {
    const s = holding(5, { objectives: TWO_LAND, ...options });
    s.objectives = ['land-3', 'land-4'];
    return act(s, 0, { type: 'end-phase' }).state.players[0]!.objectives;
  };

  it('O3.1 by default one claim step takes every objective met, nested ones of one kind included', () => {
    expect(claimed({})).toEqual(['land-3', 'land-4']);
  });

  it('FG4 claimsPerStep=1: one objective a claim step, the first face up', () => {
    expect(claimed({ claimsPerStep: 1 })).toEqual(['land-3']);
  });

  it('FG4 sameKindPerStep=one: one objective of each kind a claim step', () => {
    expect(claimed({ sameKindPerStep: 'one' })).toEqual(['land-3']);
    // The designer set: 12 territories and 3 conquests met, two conquest objectives face up — one of each kind.
    const layout = holding(12, { sameKindPerStep: 'one' });
    layout.objectives = ['minor-conquests-2', 'minor-territories-12', 'minor-conquests-3'];
    layout.turn.conquered = ['x', 'y', 'z'];
    expect(act(layout, 0, { type: 'end-phase' }).state.players[0]!.objectives).toEqual([
      'minor-conquests-2',
      'minor-territories-12',
    ]);
  });
});

describe('FG3 first-turn knobs', () => {
  it('FG3 firstDraftCatchUp: in round 1 the k-th player in turn order drafts k × n more units, later rounds not', () => {
    const plain = setUp({ players: 4, firstDraftCatchUp: 0 });
    const caught = setUp({ players: 4, firstDraftCatchUp: 2 });
    expect(caught.order).toEqual(plain.order);
    expect(caught.turn.units).toBe(plain.turn.units); // the first player: k = 0
    let s = caught;
    let p = plain;
    for (let k = 1; k < 4; k++) {
      // Each turn ends at once: the draft deployed on the capital by the standing order, then every phase ended.
      for (let i = 0; i < 200 && s.turn.seat === caught.order[k - 1]; i++)
        s = act(s, s.turn.seat, frontline.standingOrder(s, s.turn.seat)!).state;
      for (let i = 0; i < 200 && p.turn.seat === plain.order[k - 1]; i++)
        p = act(p, p.turn.seat, frontline.standingOrder(p, p.turn.seat)!).state;
      expect(s.turn.seat).toBe(caught.order[k]);
      expect(s.turn.units).toBe(p.turn.units + 2 * k);
    }
    for (let i = 0; i < 400 && s.turn.round === 1; i++)
      s = act(s, s.turn.seat, frontline.standingOrder(s, s.turn.seat)!).state;
    for (let i = 0; i < 400 && p.turn.round === 1; i++)
      p = act(p, p.turn.seat, frontline.standingOrder(p, p.turn.seat)!).state;
    expect(s.turn.units).toBe(p.turn.units);
  });

  it('FG3 startingCards: the k-th player in turn order starts with k × n territory cards, from the deck', () => {
    const s = setUp({ players: 4, startingCards: 1 });
    expect(s.order.map((seat) => s.players[seat]!.hand.length)).toEqual([0, 1, 2, 3]);
    expect(s.deck.length + 6).toBe(42);
    expect(setUp({ players: 4 }).players.every((p) => p.hand.length === 0)).toBe(true); // 0 in every preset
  });

  it('FG3 capitalPicks=late-first: turn order is rolled first, then the last in turn order draws its capital first', () => {
    const s = setUp({ players: 4, capitalPicks: 'late-first' }, 'late-first');
    const rng = seedRng('late-first');
    const order = rollForFirst(rng, 4);
    const deck = shuffleInPlace(rng, [...MAPS.classic!.territoryIds]);
    expect(s.order).toEqual(order);
    // The first card off the deck can clash with nothing: it is the last player's capital.
    expect(s.players[order[3]!]!.capital).toBe(deck[deck.length - 1]);
  });

  describe('FG3 expeditionCards: what expeditions into empty land earn (O11.1 stays the designer preset)', () => {
    const cards = (expeditionCards?: string) => {
      const s = holding(4, expeditionCards ? { expeditionCards } : {});
      const land = Object.keys(s.territories).filter((id) => s.territories[id]!.holder === 0);
      s.turn.occupied = land; // 4 newly occupied, one of them taken from another player
      s.turn.conquered = [land[0]!];
      return act(s, 0, { type: 'end-phase' }).state.players[0]!.hand.length;
    };
    it('O11.1 per-territory (the default): a card for every territory newly occupied', () =>
      expect(cards()).toBe(4));
    it('FG3 one-per-turn: conquests one each, expeditions one card a turn', () =>
      expect(cards('one-per-turn')).toBe(2));
    it('FG3 none: only territories taken from other players draw cards', () => expect(cards('none')).toBe(1));
  });
});

describe('presets', () => {
  it('preset=designer is the rules as the designer wrote them: every option at its schema default', () => {
    const { preset, ...rest } = parse({ preset: 'designer' });
    expect(preset).toBe('designer');
    const schemaDefaults = Object.fromEntries(
      Object.entries(OptionsSchema.shape).map(([key, field]) => [key, field.parse(undefined)]),
    );
    expect({ preset, ...rest }).toEqual({ ...schemaDefaults, preset: 'designer' });
    expect(rest).toMatchObject({
      objectives: 'designer',
      claimsPerStep: 8,
      sameKindPerStep: 'all',
      expeditionCards: 'per-territory',
      victory: 'claim-step',
      firstDraftCatchUp: 0,
    });
  });

  it('FG3/FG4/FG6 default: long-war is the preset a game gets when none is named (rules 7, issue 19)', () => {
    expect(parse({})).toEqual(parse({ preset: 'long-war' }));
    expect(parse({ players: 2 })).toEqual(parse({ players: 2, preset: 'long-war' }));
    expect(parse({}).preset).toBe('long-war');
  });

  it('preset=long-war sets its options, and an option given explicitly wins over the preset', () => {
    expect(parse({ preset: 'long-war' })).toMatchObject({
      objectives: 'long-war',
      claimsPerStep: 1,
      sameKindPerStep: 'one',
      expeditionCards: 'one-per-turn',
      victory: 'next-turn',
      firstDraftCatchUp: 2, // four players
    });
    expect(parse({ preset: 'long-war', claimsPerStep: 3 }).claimsPerStep).toBe(3);
    expect(parse({ preset: 'long-war', firstDraftCatchUp: 0, players: 2 }).firstDraftCatchUp).toBe(0);
    expect(refusal({ preset: 'nope' })).toMatch(/^FG3 preset:/);
  });

  it('FG3 long-war catch-up by the player count: 3 a step at 2 players, 2 at 3 and 4, 1 at 5 and 6', () => {
    const catchUp = (players: number) => parse({ players }).firstDraftCatchUp;
    expect([2, 3, 4, 5, 6].map(catchUp)).toEqual([3, 2, 2, 1, 1]);
    expect([2, 3, 4, 5, 6].map((players) => longWarCatchUp({ players, ruleset: 'revised' }))).toEqual([
      3, 2, 2, 1, 1,
    ]);
    // The last player in turn order drafts at least 3 more than the first in round 1, at every count.
    for (const players of [2, 3, 4, 5, 6]) expect((players - 1) * catchUp(players)).toBeGreaterThanOrEqual(3);
  });

  it('FG3 long-war catch-up, original rules: 2 a step at 5 and 6 players, as at 3 and 4', () => {
    const catchUp = (players: number) => parse({ players, ruleset: 'original' }).firstDraftCatchUp;
    expect([2, 3, 4, 5, 6].map(catchUp)).toEqual([3, 2, 2, 2, 2]);
    expect(parse({ players: 6, ruleset: 'original', firstDraftCatchUp: 1 }).firstDraftCatchUp).toBe(1);
  });

  it('FG3 the catch-up reaches the draft: at 4 players the k-th in turn order drafts 2k more in round 1', () => {
    const plain = setUp({ players: 4, firstDraftCatchUp: 0 });
    let s = setUp({ players: 4 });
    let p = plain;
    for (let k = 1; k < 4; k++) {
      for (let i = 0; i < 200 && s.turn.seat === s.order[k - 1]; i++)
        s = act(s, s.turn.seat, frontline.standingOrder(s, s.turn.seat)!).state;
      for (let i = 0; i < 200 && p.turn.seat === p.order[k - 1]; i++)
        p = act(p, p.turn.seat, frontline.standingOrder(p, p.turn.seat)!).state;
      expect(s.turn.units - p.turn.units).toBe(2 * k);
    }
  });
});

describe('O2.1 the end coming: nearVictory in every view', () => {
  /** Seat 0 holds two territories and its own capital, Egypt, with the given objectives. */
  const atHome = (objectives: string[], options: Record<string, unknown> = {}) => {
    const s = holding(2, options);
    s.players[0]!.capital = 'egypt';
    s.territories.egypt = {
      holder: 0,
      home: { fronts: {}, middle: ['I'], rear: [] },
      invaders: [],
      coast: [],
      city: false,
    };
    s.players[0]!.objectives = objectives;
    return s;
  };

  it('O2.1 two objectives and the capital held lack one objective; three without the capital lack the capital', () => {
    const s = atHome(['a', 'b']);
    s.players[1]!.objectives = ['a', 'b', 'c']; // seat 1's capital (eastern-australia) is not held
    expect(nearVictory(s)).toEqual([
      { seat: 0, lacks: 'objective' },
      { seat: 1, lacks: 'capital' },
    ]);
    expect(frontline.view(s, 1).nearVictory).toEqual(nearVictory(s));
    s.players[0]!.objectives = ['a'];
    expect(nearVictory(s)).toEqual([{ seat: 1, lacks: 'capital' }]);
  });

  it('FG6 next-turn: three objectives and the capital held lack only the round; at claim-step that is no state to show', () => {
    const waiting = (victory: 'claim-step' | 'next-turn') => atHome(['a', 'b', 'c'], { victory });
    expect(nearVictory(waiting('next-turn'))).toEqual([{ seat: 0, lacks: 'round' }]);
    // Under claim-step the same holding wins at the claim step itself: nothing to wait for.
    expect(nearVictory(waiting('claim-step'))).toEqual([]);
  });
});
