import { describe, expect, it } from 'vitest';
import { frontline } from '../src/index.js';
import { act, home, refused, rig, scenario } from './helpers.js';

/** Egypt (seat 0) borders enemy North Africa and East Africa (seat 1); Middle East is Egypt's own. */
const egypt = (middle: ('I' | 'A')[], extra: Record<string, unknown> = {}) =>
  scenario(
    {
      egypt: { holder: 0, middle },
      'north-africa': { holder: 1, middle: ['I'] },
      'east-africa': { holder: 1, middle: ['I'] },
      'middle-east': { holder: 0, middle: ['I'] },
    },
    { phase: 'maneuver', ...extra },
  );

describe('formation (R4, R6.1–R6.3, O7)', () => {
  it('R4.1 / R4.2 in the maneuver phase middle-row divisions are put into a front row, at a chosen place', () => {
    let s = act(egypt(['I', 'A']), 0, {
      type: 'post',
      territory: 'egypt',
      border: 'north-africa',
      division: 'I',
      slot: 0,
    }).state;
    s = act(s, 0, { type: 'post', territory: 'egypt', border: 'north-africa', division: 'A', slot: 0 }).state;
    expect(home(s, 'egypt')).toMatchObject({ fronts: { 'north-africa': ['A', 'I'] }, middle: [] });
  });

  it('R4.3 a front row holds at most 3 divisions', () => {
    const s = egypt(['I']);
    home(s, 'egypt').fronts['north-africa'] = ['I', 'I', 'A'];
    expect(
      refused(
        s,
        0,
        { type: 'post', territory: 'egypt', border: 'north-africa', division: 'I', slot: 0 },
        'R4.3',
      ),
    ).toBe('front-full');
  });

  it('O7.2 in the original a front line holds at most 2', () => {
    const s = egypt(['I'], { ruleset: 'original' });
    home(s, 'egypt').fronts['north-africa'] = ['I', 'A'];
    refused(
      s,
      0,
      { type: 'post', territory: 'egypt', border: 'north-africa', division: 'I', slot: 0 },
      'O7.2',
    );
  });

  it('R4.3 a front row facing an enemy keeps at least 1 division', () => {
    const s = egypt([]);
    home(s, 'egypt').fronts['north-africa'] = ['I'];
    refused(s, 0, { type: 'unpost', territory: 'egypt', border: 'north-africa', slot: 0 }, 'R4.3');
  });

  it('O7.1 / FG13 a front row stands only on a border facing an enemy', () => {
    refused(
      egypt(['I']),
      0,
      { type: 'post', territory: 'egypt', border: 'middle-east', division: 'I', slot: 0 },
      'FG13',
    );
  });

  it('R6.1 every enemy border gets a front row before the middle row is filled; a lone division defends one', () => {
    const done = act(egypt(['I', 'I', 'A']), 0, { type: 'end-phase' }).state;
    expect(home(done, 'egypt')).toMatchObject({
      fronts: { 'north-africa': ['I'], 'east-africa': ['I'] },
      middle: ['A'],
    });
    const lone = act(egypt(['A']), 0, { type: 'end-phase' }).state;
    expect(Object.values(home(lone, 'egypt').fronts).flat()).toEqual(['A']);
  });

  it('R6.3 / O7.3 front rows cannot be redeployed during the attack phase', () => {
    const s = egypt(['I'], { phase: 'attack' });
    home(s, 'egypt').fronts['north-africa'] = ['I', 'I'];
    refused(s, 0, { type: 'unpost', territory: 'egypt', border: 'north-africa', slot: 0 }, 'R6.3');
    refused(
      s,
      0,
      { type: 'post', territory: 'egypt', border: 'north-africa', division: 'I', slot: 0 },
      'R6.3',
    );
  });

  it('R6.3 / O6.7 formation may change in the draft phase too', () => {
    const s = egypt(['I'], { phase: 'draft' });
    expect(
      act(s, 0, { type: 'post', territory: 'egypt', border: 'east-africa', division: 'I', slot: 0 }).state
        .territories.egypt!.home.fronts['east-africa'],
    ).toEqual(['I']);
  });

  it('O7.4 / R4.5 divisions not on a front wait in the middle row (the original’s rear)', () => {
    const s = egypt(['I', 'I', 'I', 'I'], { ruleset: 'original' });
    const done = act(s, 0, { type: 'end-phase' }).state;
    expect(home(done, 'egypt').middle).toEqual(['I', 'I']);
  });

  it('FG13b a border attacked with no front row: the defender must bring its middle row forward first', () => {
    const s = egypt(['A', 'I'], { phase: 'attack', seat: 1 });
    home(s, 'north-africa').fronts.egypt = ['I'];
    const r = act(rig(s, [], []), 1, { type: 'attack', from: 'north-africa', to: 'egypt' });
    expect(frontline.pendingDecisions(r.state)).toEqual([{ seat: 0, kind: 'defend' }]);
    expect(frontline.standingOrder(r.state, 0)).toEqual({ type: 'forward', division: 'A', slot: 0 });
  });
});
