import { describe, expect, it } from 'vitest';
import { draftCount, type FrontlineState, frontline, MAPS } from '../src/index.js';
import { act, home, refused, scenario } from './helpers.js';

const ids = MAPS.classic!.territoryIds;
/** Seat 0 occupies the first `n` territories of the map with one infantry each (seat 1 holds Japan). */
const holding = (
  n: number,
  extra: Record<string, unknown> = {},
  list: readonly string[] = ids,
): FrontlineState =>
  scenario(
    {
      ...Object.fromEntries(list.slice(0, n).map((t) => [t, { holder: 0, middle: ['I' as const] }])),
      japan: { holder: 1, middle: ['I'] },
    },
    { phase: 'draft', ...extra },
  );

describe('draft count (O6.1, O6.2, FG8)', () => {
  it('O6.2 fewer than 9 territories still give 3 units', () => expect(draftCount(holding(2), 0)).toBe(3));
  it('O6.1 territories / 3, rounded down', () => {
    const scattered = ids.filter((_, i) => i % 3 !== 0); // no whole continent
    expect(draftCount(holding(14, { capitals: ['egypt', 'japan'] }, scattered), 0)).toBe(4);
  });
  it('O6.1 + continent bonuses (North America 5)', () =>
    expect(draftCount(holding(9, { capitals: ['egypt', 'japan'] }), 0)).toBe(3 + 5));
  it('O6.1 + cities held and capitals held (FG8: any player’s capital)', () => {
    const s = holding(3, { capitals: ['alaska', 'greenland'] });
    s.territories['northwest-territory']!.city = true;
    expect(draftCount(s, 0)).toBe(3 + 1 + 2);
    const own = holding(3, { capitals: ['alaska', 'greenland'], capitalBonus: 'own-capital' });
    expect(draftCount(own, 0)).toBe(3 + 1);
  });
  it('O10.2 the "2 armies" reward adds 2 every draft', () => {
    const s = holding(2);
    s.players[0]!.rewards = ['two-armies'];
    expect(draftCount(s, 0)).toBe(5);
  });
  it('R6.16 / O8.17 a territory without your infantry does not count', () => {
    const s = holding(9, { capitals: ['egypt', 'japan'] });
    s.territories.alaska!.home.middle = ['A'];
    expect(draftCount(s, 0)).toBe(3); // 8 occupied, and North America is no longer whole
  });
  it('O6.1 each territory card spent adds 1 unit (FG8)', () => {
    const s = holding(2);
    s.players[0]!.hand = ['peru', 'egypt'];
    const r = act(s, 0, { type: 'spend-card', card: 'peru' });
    expect(r.state.turn.units).toBe(1);
    expect(r.state.players[0]!.hand).toEqual(['egypt']);
    // The card goes face up to the discard pile: the log tells which, and what it added.
    expect(r.events).toEqual([{ type: 'card-spent', seat: 0, card: 'peru', units: 1 }]);
  });
  it('FG8 star-table option: stars spent are worth 2, 4, 7, 10 … units', () => {
    let s = holding(2, { cardValue: 'star-table' });
    s.players[0]!.hand = ['alaska', 'greenland']; // 1 and 2 stars
    s = act(s, 0, { type: 'spend-card', card: 'alaska' }).state;
    expect(s.turn.units).toBe(0);
    const second = act(s, 0, { type: 'spend-card', card: 'greenland' });
    s = second.state;
    expect(s.turn.units).toBe(4); // 3 stars → 4
    expect(second.events).toEqual([{ type: 'card-spent', seat: 0, card: 'greenland', units: 4 }]);
  });
});

describe('deploying the draft (R1, R2, R3, O4, O5, O6)', () => {
  const ready = (units: number, extra: Record<string, unknown> = {}) => {
    const s = scenario(
      {
        egypt: { holder: 0, middle: ['I'] },
        peru: { holder: 1, middle: ['I'] },
        argentina: { holder: 0, middle: ['I'] },
      },
      { phase: 'draft', ...extra },
    );
    s.turn.units = units;
    return s;
  };
  it('R1.1 / O4.1 one unit is one infantry division', () => {
    const r = act(ready(1), 0, { type: 'draft', division: 'I', territory: 'egypt' });
    expect(home(r.state, 'egypt').middle).toEqual(['I', 'I']);
    expect(r.state.turn.units).toBe(0);
  });
  it('R1.2 / O4.2 three units are one armored division', () => {
    const r = act(ready(3), 0, { type: 'draft', division: 'A', territory: 'argentina' });
    expect(r.state.turn.units).toBe(0);
    refused(ready(2), 0, { type: 'draft', division: 'A', territory: 'argentina' }, 'O6.1');
  });
  it('R3.2 / O6.4 armor is deployed only on a capital or city', () => {
    refused(ready(3), 0, { type: 'draft', division: 'A', territory: 'egypt' }, 'R3.2');
    refused(
      ready(3, { ruleset: 'original' }),
      0,
      { type: 'draft', division: 'A', territory: 'egypt' },
      'O6.4',
    );
    const city = ready(3);
    city.territories.egypt!.city = true;
    expect(
      act(city, 0, { type: 'draft', division: 'A', territory: 'egypt' }).state.territories.egypt!.home.middle,
    ).toContain('A');
  });
  it('O6.5 infantry is airdropped onto any territory of your own, never an enemy’s', () => {
    refused(ready(1), 0, { type: 'draft', division: 'I', territory: 'peru' }, 'O6.5');
  });
  it('R2.1 / O5.4 armor needs a piece left in reserve', () => {
    refused(
      ready(3, { armorPieces: 0 }),
      0,
      { type: 'draft', division: 'A', territory: 'argentina' },
      'R2.1',
    );
    refused(
      ready(3, { armorPieces: 0, ruleset: 'original' }),
      0,
      { type: 'draft', division: 'A', territory: 'argentina' },
      'O5.4',
    );
  });
  it('R3.1 / O6.3 the type is chosen when drafted, and in the revised rules there is no merging in the draft', () => {
    const s = ready(0);
    s.territories.argentina!.home.middle = ['I', 'I', 'I'];
    refused(s, 0, { type: 'merge', territory: 'argentina' }, 'R2.1');
  });
  it('R3.3 repairing armor finishes its repair at its owner’s draft and lines up in the middle row', () => {
    const s = scenario(
      { egypt: { holder: 1, rear: ['D', 'D'], middle: ['I'] }, peru: { holder: 0, middle: ['I'] } },
      { phase: 'maneuver' },
    );
    const r = act(s, 0, { type: 'end-phase' });
    expect(home(r.state, 'egypt')).toMatchObject({ middle: ['I', 'A', 'A'], rear: [] });
  });
  it('O6.6 in the original every damaged armor is repaired at the draft, on a front too', () => {
    const s = scenario(
      { egypt: { holder: 1, fronts: { peru: ['D'] }, rear: ['D'] }, peru: { holder: 0, middle: ['I'] } },
      { phase: 'maneuver', ruleset: 'original' },
    );
    const r = act(s, 0, { type: 'end-phase' });
    expect(home(r.state, 'egypt').middle).toContain('A');
    expect(Object.values(home(r.state, 'egypt').fronts).flat()).not.toContain('D');
  });
  it('O5.1 / O5.3 in the original, merging and disarming happen in the draft phase', () => {
    const s = ready(0, { ruleset: 'original' });
    s.territories.argentina!.home.middle = ['I', 'I', 'I'];
    const merged = act(s, 0, { type: 'merge', territory: 'argentina' }).state;
    expect(home(merged, 'argentina').middle).toEqual(['A']);
    expect(
      home(act(merged, 0, { type: 'disarm', territory: 'argentina' }).state, 'argentina').middle,
    ).toEqual(['I', 'I', 'I']);
  });
  it('O5.2 / O6.7 drafted troops may be posted to the front line in the draft phase', () => {
    const s = ready(0, { ruleset: 'original' });
    s.territories.brazil = {
      holder: 1,
      home: { fronts: {}, middle: ['I'], rear: [] },
      invaders: [],
      coast: [],
      city: false,
    };
    expect(frontline.legalActions(s, 0)).toContainEqual({
      type: 'post',
      territory: 'argentina',
      border: 'brazil',
      division: 'I',
      slot: 0,
    });
  });
  it('O10.3 "maneuver first" lets troops move in the draft phase', () => {
    const s = ready(0);
    refused(s, 0, { type: 'move', from: 'argentina', to: 'brazil', division: 'I' }, 'O3.1');
    s.players[0]!.rewards = ['maneuver-first'];
    expect(
      act(s, 0, { type: 'move', from: 'argentina', to: 'brazil', division: 'I' }).state.territories.brazil!
        .holder,
    ).toBe(0);
  });
});

describe('cities and capitals (O11.2, O11.3, FG11)', () => {
  const rich = () => {
    const s = scenario(
      {
        egypt: { holder: 0, middle: ['I'] },
        'middle-east': { holder: 0, middle: ['I'] },
        argentina: { holder: 1, middle: ['I'] },
      },
      { phase: 'draft', capitals: ['argentina', 'peru'] },
    );
    s.players[0]!.hand = [
      'greenland',
      'ontario',
      'quebec',
      'alaska',
      'alberta',
      'peru',
      'brazil',
      'argentina',
    ]; // 2,1,2,1,1,2,1,2 stars
    return s;
  };
  it('O11.2 five stars build a city on a territory you occupy', () => {
    const r = act(rich(), 0, { type: 'build-city', territory: 'egypt' });
    expect(r.state.territories.egypt!.city).toBe(true);
    expect(r.state.players[0]!.hand).toHaveLength(5); // paid 2 + 2 + 1
  });
  it('O11.2 a city needs 5 stars', () => {
    const s = rich();
    s.players[0]!.hand = ['alaska', 'greenland'];
    refused(s, 0, { type: 'build-city', territory: 'egypt' }, 'O11.2');
  });
  it('O11.3 ten stars move a lost capital to a territory next to it, only while an enemy holds it', () => {
    const s = rich();
    s.players[0]!.capital = 'east-africa';
    refused(s, 0, { type: 'move-capital', territory: 'egypt' }, 'O11.3');
    s.territories['east-africa'] = {
      holder: 1,
      home: { fronts: {}, middle: ['I'], rear: [] },
      invaders: [],
      coast: [],
      city: false,
    };
    s.players[0]!.hand.push('congo', 'siam');
    const r = act(s, 0, { type: 'move-capital', territory: 'egypt' });
    expect(r.state.players[0]!.capital).toBe('egypt');
  });
});
