import { describe, expect, it } from 'vitest';
import { type FrontlineAction, type FrontlineState, frontline } from '../src/index.js';
import { act, home, refused, scenario } from './helpers.js';

/**
 * Drafts, maneuvers, repair, cities and the capital as the designer's Chinese text has them (issue 15, part B).
 * Each test quotes the words it rests on.
 */

const legal = (s: FrontlineState, seat = 0) => frontline.legalActions(s, seat);

/** Seat 0 holds Brazil facing seat 1's Argentina; Venezuela (seat 0) behind it. */
const southAmerica = (
  brazil: { fronts?: Record<string, ('I' | 'A' | 'D')[]>; middle?: ('I' | 'A' | 'D')[] },
  extra: Record<string, unknown> = {},
) =>
  scenario(
    {
      brazil: { holder: 0, ...brazil },
      venezuela: { holder: 0, middle: ['I'] },
      argentina: { holder: 1, fronts: { brazil: ['I'] } },
    },
    { phase: 'maneuver', ...extra },
  );

describe('O5.3 / R2.2 disarming anywhere (「1個裝甲師可以在任何地方「解甲」變成3個「步兵師」」)', () => {
  it('O5.3: armor on a front line disarms in the draft, where the original holds the line (O7.3)', () => {
    const s = southAmerica({ fronts: { argentina: ['A'] } }, { ruleset: 'original', phase: 'draft' });
    const disarm: FrontlineAction = { type: 'disarm', territory: 'brazil', border: 'argentina', slot: 0 };
    expect(legal(s)).toContainEqual(disarm);
    const r = act(s, 0, disarm);
    // The three infantry take the armor's place; a front line holds 2 (O7.2), the third waits behind it.
    expect(home(r.state, 'brazil')).toMatchObject({ fronts: { argentina: ['I', 'I'] }, middle: ['I'] });
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'disarmed', border: 'argentina' }));
  });

  it('R2.2: armor in a revised front row disarms in the maneuver, its infantry filling the row to 3', () => {
    const s = southAmerica({ fronts: { argentina: ['A', 'I'] } });
    const r = act(s, 0, { type: 'disarm', territory: 'brazil', border: 'argentina', slot: 0 });
    expect(home(r.state, 'brazil')).toMatchObject({ fronts: { argentina: ['I', 'I', 'I'] }, middle: ['I'] });
  });

  it('O5.3: only a whole armored division disarms, at the place named, and a slot needs its border', () => {
    const s = southAmerica({ fronts: { argentina: ['I', 'D'] } }, { ruleset: 'original', phase: 'draft' });
    refused(s, 0, { type: 'disarm', territory: 'brazil', border: 'argentina', slot: 1 }, 'O5.3');
    refused(s, 0, { type: 'disarm', territory: 'brazil', border: 'argentina' }, 'O5.3');
    refused(s, 0, { type: 'disarm', territory: 'brazil', slot: 0 }, 'R5.4');
    expect(legal(s).filter((a) => a.type === 'disarm')).toEqual([]);
  });
});

describe('O11.2 cities (「5星便可建立1個城市，並建立在任何一塊領土上」)', () => {
  /** Seat 0 holds Egypt with armor only (held, not occupied), with 6 stars in hand, in its maneuver phase. */
  const rich = (extra: Record<string, unknown> = {}) => {
    const s = scenario(
      {
        egypt: { holder: 0, middle: ['A'] },
        'middle-east': { holder: 1, middle: ['I'] },
      },
      { phase: 'maneuver', ...extra },
    );
    s.players[0]!.hand = ['greenland', 'quebec', 'peru']; // 2 + 2 + 1 stars
    return s;
  };

  it('O11.2: a city is built on any territory — one held without infantry, empty land, an enemy’s — in any phase', () => {
    for (const territory of ['egypt', 'congo', 'middle-east']) {
      const s = rich();
      expect(legal(s)).toContainEqual({ type: 'build-city', territory });
      expect(act(s, 0, { type: 'build-city', territory }).state.territories[territory]!.city).toBe(true);
    }
    const attack = rich({ phase: 'attack' });
    expect(act(attack, 0, { type: 'build-city', territory: 'egypt' }).state.territories.egypt!.city).toBe(
      true,
    );
  });

  it('O11.2 option citySites "own-territory": only on a territory you occupy', () => {
    const s = rich({ citySites: 'own-territory' });
    refused(s, 0, { type: 'build-city', territory: 'egypt' }, 'O11.2');
    refused(s, 0, { type: 'build-city', territory: 'congo' }, 'O11.2');
    home(s, 'egypt').middle.push('I');
    expect(act(s, 0, { type: 'build-city', territory: 'egypt' }).state.territories.egypt!.city).toBe(true);
  });
});

describe('O11.3 moving the capital (「若佔領了首都，10顆星便可移到與首到到相連的領土上」)', () => {
  /** Seat 0's capital is East Africa; it occupies Egypt next to it and has 10 stars. */
  const capital = (
    eastAfrica: Parameters<typeof scenario>[0][string] | null,
    extra: Record<string, unknown> = {},
  ) => {
    const s = scenario(
      {
        egypt: { holder: 0, middle: ['I'] },
        congo: { holder: 1, middle: ['I'] },
        ...(eastAfrica ? { 'east-africa': eastAfrica } : {}),
      },
      { phase: 'maneuver', capitals: ['east-africa', 'japan'], ...extra },
    );
    s.players[0]!.hand = ['greenland', 'quebec', 'central-america', 'brazil', 'great-britain']; // 2 stars each
    return s;
  };
  const invaders = [{ owner: 1, via: 'congo', front: ['I' as const], middle: [], rear: [] }];

  it('O11.3: a capital contested by others’ invaders, held by nobody, may be moved', () => {
    const s = capital({ holder: 1, invaders });
    s.territories['east-africa']!.holder = null; // nobody holds it: seat 1's invaders stand in it
    expect(legal(s)).toContainEqual({ type: 'move-capital', territory: 'egypt' });
    expect(act(s, 0, { type: 'move-capital', territory: 'egypt' }).state.players[0]!.capital).toBe('egypt');
  });

  it('O11.3: a capital another player holds may be moved in any phase of the turn (FG11)', () => {
    const s = capital({ holder: 1, middle: ['I'] }, { phase: 'attack' });
    expect(act(s, 0, { type: 'move-capital', territory: 'egypt' }).state.players[0]!.capital).toBe('egypt');
  });

  it('O11.3: a capital still held — even invaded — or left empty stays put; option capitalMove "any-time" moves it', () => {
    refused(capital({ holder: 0, middle: ['I'] }), 0, { type: 'move-capital', territory: 'egypt' }, 'O11.3');
    refused(
      capital({ holder: 0, middle: ['I'], invaders }),
      0,
      { type: 'move-capital', territory: 'egypt' },
      'O11.3',
    );
    refused(capital(null), 0, { type: 'move-capital', territory: 'egypt' }, 'O11.3');
    const s = capital({ holder: 0, middle: ['I'] }, { capitalMove: 'any-time' });
    expect(act(s, 0, { type: 'move-capital', territory: 'egypt' }).state.players[0]!.capital).toBe('egypt');
  });
});

describe('O10.3 "maneuver first" (「每回合可在徵召軍隊環節進行調動軍隊」): the whole maneuver in the draft', () => {
  const first = (s: FrontlineState) => {
    s.players[0]!.rewards = ['maneuver-first'];
    return s;
  };

  it('O10.3: merge and disarm (revised) in the draft', () => {
    const s = first(
      southAmerica({ middle: ['I', 'I', 'I', 'A'] }, { phase: 'draft', capitals: ['brazil', 'japan'] }),
    );
    expect(home(act(s, 0, { type: 'disarm', territory: 'brazil' }).state, 'brazil').middle).toEqual([
      'I',
      'I',
      'I',
      'I',
      'I',
      'I',
    ]);
    expect(home(act(s, 0, { type: 'merge', territory: 'brazil' }).state, 'brazil').middle).toEqual([
      'A',
      'A',
    ]);
  });

  it('O10.3: embark onto an enemy coast in the draft', () => {
    const s = first(
      scenario(
        { brazil: { holder: 0, middle: ['A'] }, 'north-africa': { holder: 1, middle: ['I'] } },
        { phase: 'draft' },
      ),
    );
    const r = act(s, 0, { type: 'embark', from: 'brazil', to: 'north-africa', division: 'A' });
    expect(r.state.territories['north-africa']!.coast).toHaveLength(1);
  });

  it('O10.3: pull invaders back in the draft', () => {
    const s = first(southAmerica({ middle: ['I'] }, { phase: 'draft' }));
    s.territories.argentina!.invaders = [{ owner: 0, via: 'brazil', front: ['I'], middle: [], rear: [] }];
    expect(legal(s)).toContainEqual({ type: 'pull-back', territory: 'argentina' });
    expect(home(act(s, 0, { type: 'pull-back', territory: 'argentina' }).state, 'brazil').middle).toEqual([
      'I',
      'I',
    ]);
  });

  it('O10.3 / O7.3: in the original, the front line is left in the draft too, since the maneuver is open', () => {
    const s = first(
      southAmerica({ fronts: { argentina: ['I', 'I'] } }, { phase: 'draft', ruleset: 'original' }),
    );
    const r = act(s, 0, { type: 'unpost', territory: 'brazil', border: 'argentina', slot: 0 });
    expect(home(r.state, 'brazil').fronts.argentina).toEqual(['I']);
  });

  it('O10.3: without the reward none of it happens in the draft', () => {
    const s = southAmerica({ middle: ['A'] }, { phase: 'draft' });
    s.territories.argentina!.invaders = [{ owner: 0, via: 'brazil', front: ['I'], middle: [], rear: [] }];
    refused(s, 0, { type: 'disarm', territory: 'brazil' }, 'R2.2');
    refused(s, 0, { type: 'pull-back', territory: 'argentina' }, 'R6.14');
  });
});

describe('R5.8 / O7.3 damaged armor goes back to repair (「除非在調動軍隊環節／維修，否則不可退回後防」)', () => {
  it('R3.3: damaged armor left on a front goes to the rear row in the maneuver and is whole at the next draft', () => {
    let s = southAmerica({ fronts: { argentina: ['D', 'I'] } });
    const send: FrontlineAction = {
      type: 'send-to-repair',
      territory: 'brazil',
      border: 'argentina',
      slot: 0,
    };
    expect(legal(s)).toContainEqual(send);
    const r = act(s, 0, send);
    expect(home(r.state, 'brazil')).toMatchObject({ fronts: { argentina: ['I'] }, rear: ['D'] });
    expect(r.events).toContainEqual({
      type: 'sent-to-repair',
      seat: 0,
      territory: 'brazil',
      border: 'argentina',
    });
    s = act(r.state, 0, { type: 'end-phase' }).state; // seat 1's turn
    while (s.turn.seat !== 0) s = act(s, s.turn.seat, frontline.standingOrder(s, s.turn.seat)!).state;
    expect(home(s, 'brazil').middle).toContain('A'); // R3.3: repaired, in the middle row
    expect(home(s, 'brazil').rear).toEqual([]);
  });

  it('R5.8: damaged armor in the middle row goes back too, in the draft as well (R6.3)', () => {
    const s = southAmerica({ fronts: { argentina: ['I'] }, middle: ['D'] }, { phase: 'draft' });
    expect(home(act(s, 0, { type: 'send-to-repair', territory: 'brazil' }).state, 'brazil').rear).toEqual([
      'D',
    ]);
  });

  it('R5.8: refused for whole armor, a front’s last division, the attack phase, an invaded territory, the original', () => {
    const s = southAmerica({ fronts: { argentina: ['D'] }, middle: ['A'] });
    refused(s, 0, { type: 'send-to-repair', territory: 'brazil' }, 'R5.8');
    refused(s, 0, { type: 'send-to-repair', territory: 'brazil', border: 'argentina', slot: 0 }, 'R4.3');
    const attack = southAmerica({ fronts: { argentina: ['D', 'I'] } }, { phase: 'attack' });
    refused(attack, 0, { type: 'send-to-repair', territory: 'brazil', border: 'argentina', slot: 0 }, 'R6.3');
    const invaded = southAmerica({ fronts: { argentina: ['D', 'I'] } });
    invaded.territories.brazil!.invaders = [
      { owner: 1, via: 'argentina', front: ['I'], middle: [], rear: [] },
    ];
    refused(
      invaded,
      0,
      { type: 'send-to-repair', territory: 'brazil', border: 'argentina', slot: 0 },
      'R5.14',
    );
    const original = southAmerica({ fronts: { argentina: ['D', 'I'] } }, { ruleset: 'original' });
    refused(
      original,
      0,
      { type: 'send-to-repair', territory: 'brazil', border: 'argentina', slot: 0 },
      'O6.6',
    );
  });
});

describe('O8.15 reinforcing invaders (「在攻守雙方可在各自回合的徵召軍隊／調動軍隊環節時進增兵」)', () => {
  /** Seat 0 has invaded seat 1's Egypt from North Africa; it also holds East Africa, another neighbour. */
  const invaded = (phase: 'draft' | 'maneuver') => {
    const s = scenario(
      {
        'north-africa': { holder: 0, middle: ['I'] },
        'east-africa': { holder: 0, middle: ['I', 'A'] },
        egypt: {
          holder: 1,
          fronts: { 'east-africa': ['I'] },
          middle: ['I'],
          invaders: [{ owner: 0, via: 'north-africa', front: ['I'], middle: [], rear: [] }],
        },
      },
      { phase },
    );
    s.turn.units = phase === 'draft' ? 3 : 0;
    return s;
  };
  const invader = (s: FrontlineState) => s.territories.egypt!.invaders[0]!;

  it('O8.15: the invader’s owner reinforces it in its draft: drafted infantry joins its middle row', () => {
    const s = invaded('draft');
    expect(legal(s)).toContainEqual({ type: 'draft', division: 'I', territory: 'egypt' });
    const r = act(s, 0, { type: 'draft', division: 'I', territory: 'egypt' });
    expect(invader(r.state).middle).toEqual(['I']);
    expect(home(r.state, 'egypt').middle).toEqual(['I']); // the holder's own rows are untouched
    expect(r.events).toContainEqual(
      expect.objectContaining({ type: 'drafted', territory: 'egypt', reinforce: true }),
    );
    refused(s, 0, { type: 'draft', division: 'A', territory: 'egypt' }, 'R3.2'); // armor still needs a city (R3.2)
  });

  it('O8.15: in the maneuver, any neighbouring territory of the owner’s may send, not only the one it came from', () => {
    const s = invaded('maneuver');
    const r = act(s, 0, { type: 'move', from: 'east-africa', to: 'egypt', division: 'A' });
    expect(invader(r.state).middle).toEqual(['A']);
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'moved', kind: 'reinforce' }));
  });
});

describe('FG11 options for O11.2 and O11.3', () => {
  it('O11.2 / O11.3: the defaults are our readings (any territory; a lost capital), the others named options, nothing else', () => {
    const defaults = frontline.parseOptions({});
    expect(defaults.ok && defaults.value).toMatchObject({
      citySites: 'any-territory',
      capitalMove: 'when-lost',
    });
    const other = frontline.parseOptions({ citySites: 'own-territory', capitalMove: 'any-time' });
    expect(other.ok).toBe(true);
    for (const bad of [{ citySites: 'mine' }, { capitalMove: 'never' }]) {
      const r = frontline.parseOptions(bad);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('bad-option');
    }
  });
});
