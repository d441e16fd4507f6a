import { describe, expect, it } from 'vitest';
import { frontline, occupies } from '../src/index.js';
import { act, home, refused, scenario } from './helpers.js';

const world = (extra: Record<string, unknown> = {}) =>
  scenario(
    {
      brazil: { holder: 0, middle: ['I', 'I', 'A'] },
      venezuela: { holder: 0, middle: ['I'] },
      argentina: { holder: 1, middle: ['I'] },
    },
    { phase: 'maneuver', ...extra },
  );

describe('maneuver (R2, R8.1–R8.3, O9)', () => {
  it('R8.3 / O9.1 divisions move freely between your own territories', () => {
    const s = act(world(), 0, { type: 'move', from: 'brazil', to: 'venezuela', division: 'A' }).state;
    expect(home(s, 'venezuela').middle).toEqual(['I', 'A']);
  });

  it('R8.1 / O9.3 an expedition into empty land is opened by infantry, which stays to occupy it', () => {
    refused(world(), 0, { type: 'move', from: 'brazil', to: 'peru', division: 'A' }, 'R8.1');
    const s = act(world(), 0, {
      type: 'move',
      from: 'venezuela',
      to: 'central-america',
      division: 'I',
    }).state;
    expect(occupies(s, 0, 'central-america')).toBe(true);
    expect(s.territories.venezuela!.holder).toBeNull(); // left empty behind
    expect(s.turn.occupied).toEqual(['central-america']);
    const on = act(s, 0, { type: 'move', from: 'brazil', to: 'venezuela', division: 'I' }).state;
    // the infantry that entered Central America this turn cannot move on and leave it unoccupied
    refused(on, 0, { type: 'move', from: 'central-america', to: 'western-us', division: 'I' }, 'R8.1');
  });

  it('R8.2 empty land across the ocean is entered without an amphibious assault', () => {
    const s = act(world(), 0, { type: 'move', from: 'brazil', to: 'north-africa', division: 'I' }).state;
    expect(s.territories['north-africa']!.holder).toBe(0);
  });

  it('R8.1 troops do not walk into enemy land: they attack it', () => {
    refused(world(), 0, { type: 'move', from: 'brazil', to: 'argentina', division: 'I' }, 'R8.1');
  });

  it('O9.2 a whole territory can be moved out to a neighbour of your own', () => {
    let s = world();
    for (const division of ['I', 'I', 'A'] as const)
      s = act(s, 0, { type: 'move', from: 'brazil', to: 'venezuela', division }).state;
    expect(s.territories.brazil!.holder).toBeNull();
  });

  it('R2.1 in the maneuver phase 3 infantry merge into armor in a city or capital', () => {
    const s = world({ capitals: ['brazil', 'japan'] });
    home(s, 'brazil').middle = ['I', 'I', 'I'];
    expect(home(act(s, 0, { type: 'merge', territory: 'brazil' }).state, 'brazil').middle).toEqual(['A']);
    home(s, 'venezuela').middle = ['I', 'I', 'I'];
    refused(s, 0, { type: 'merge', territory: 'venezuela' }, 'R2.1');
  });

  it('R2.2 armor disarms into 3 infantry anywhere', () => {
    expect(home(act(world(), 0, { type: 'disarm', territory: 'brazil' }).state, 'brazil').middle).toEqual([
      'I',
      'I',
      'I',
      'I',
      'I',
    ]);
  });

  it('O10.5 with "extra maneuver" repairs may be finished in the maneuver phase', () => {
    const s = world();
    home(s, 'brazil').rear = ['D'];
    refused(s, 0, { type: 'repair', territory: 'brazil' }, 'O10.5');
    s.players[0]!.rewards = ['extra-maneuver'];
    expect(home(act(s, 0, { type: 'repair', territory: 'brazil' }).state, 'brazil')).toMatchObject({
      rear: [],
    });
  });

  it('FG20 a turn’s free actions are bounded: when spent, only ending the phase (or resigning, FG21) remains', () => {
    const s = world({ stepsPerTurn: 20 });
    s.turn.steps = 20;
    expect(frontline.legalActions(s, 0)).toEqual([{ type: 'end-phase' }, { type: 'resign' }]);
  });
});

describe('card trades (O3.2, FG12)', () => {
  const table = () => {
    const s = world();
    s.players[0]!.hand = ['alaska']; // 1 star
    s.players[1]!.hand = ['greenland', 'ontario']; // 2 and 1 stars
    return s;
  };

  it('O3.2 an offer waits for the other player’s answer; accepted, the cards swap at once', () => {
    let s = act(table(), 0, { type: 'offer', to: 1, give: 'alaska', askStars: 2 }).state;
    expect(frontline.pendingDecisions(s)).toEqual([{ seat: 1, kind: 'trade' }]);
    expect(frontline.standingOrder(s, 1)).toEqual({ type: 'decline' });
    refused(s, 1, { type: 'accept', card: 'ontario' }, 'FG12'); // a 1-star card does not answer a 2-star ask
    s = act(s, 1, { type: 'accept', card: 'greenland' }).state;
    expect(s.players[0]!.hand).toEqual(['greenland']);
    expect(s.players[1]!.hand).toEqual(['alaska', 'ontario']);
    expect(frontline.pendingDecisions(s)).toEqual([{ seat: 0, kind: 'turn' }]);
  });

  it('FG12 a declined offer changes nothing', () => {
    let s = act(table(), 0, { type: 'offer', to: 1, give: 'alaska', askStars: 1 }).state;
    s = act(s, 1, { type: 'decline' }).state;
    expect(s.players[0]!.hand).toEqual(['alaska']);
  });

  it('FG12 the offer does not depend on the other hand: an ask nobody can meet is still offered', () => {
    const s = table();
    s.players[1]!.hand = ['ontario'];
    expect(frontline.legalActions(s, 0)).toContainEqual({
      type: 'offer',
      to: 1,
      give: 'alaska',
      askStars: 2,
    });
  });
});

describe('reinforcing and holding the line (O8.15, O7.3)', () => {
  it('O8.15 an invader is reinforced from the territory it came from, into its middle row', () => {
    const s = world();
    s.territories.argentina!.invaders = [{ owner: 0, via: 'brazil', front: ['I'], middle: [], rear: [] }];
    const r = act(s, 0, { type: 'move', from: 'brazil', to: 'argentina', division: 'A' });
    expect(r.state.territories.argentina!.invaders[0]!.middle).toEqual(['A']);
    refused(s, 0, { type: 'move', from: 'venezuela', to: 'argentina', division: 'I' }, 'R8.3'); // not adjacent
  });

  it('O7.3 in the original, front-line troops go back to the rear only in the maneuver phase', () => {
    const s = world({ ruleset: 'original', phase: 'draft' });
    home(s, 'brazil').fronts.argentina = ['I', 'I'];
    refused(s, 0, { type: 'unpost', territory: 'brazil', border: 'argentina', slot: 0 }, 'O7.3');
    s.turn.phase = 'maneuver';
    expect(
      home(act(s, 0, { type: 'unpost', territory: 'brazil', border: 'argentina', slot: 0 }).state, 'brazil')
        .fronts.argentina,
    ).toEqual(['I']);
  });
});
