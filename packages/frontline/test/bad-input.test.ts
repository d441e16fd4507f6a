import { describe, expect, it } from 'vitest';
import { frontline } from '../src/index.js';
import { refused, scenario } from './helpers.js';

/**
 * The list of bad input, one case each: a typed error naming the rule, the state unchanged (`refused`
 * checks both). Other refusals are tested beside their rules.
 */
describe('bad input is refused by the rule it breaks, the state unchanged', () => {
  const world = (phase: 'draft' | 'attack' | 'maneuver') =>
    scenario(
      {
        egypt: { holder: 0, fronts: { 'north-africa': ['I', 'I', 'A'] }, middle: ['I'] },
        'north-africa': { holder: 1, fronts: { egypt: ['I'] } },
        'east-africa': { holder: 0, middle: ['I'] },
      },
      { phase, capitals: ['egypt', 'peru'] },
    );

  it('O3.1 an action by a seat that owes nothing', () => {
    expect(refused(world('attack'), 1, { type: 'attack', from: 'north-africa', to: 'egypt' }, 'O3.1')).toBe(
      'not-your-turn',
    );
  });

  it('R4.2 / R6.3 / R5.9 a division that is not there', () => {
    const s = world('maneuver');
    expect(
      refused(
        s,
        0,
        { type: 'post', territory: 'east-africa', border: 'north-africa', division: 'A', slot: 0 },
        'R4.2',
      ),
    ).toBe('no-division');
    expect(refused(s, 0, { type: 'move', from: 'egypt', to: 'east-africa', division: 'A' }, 'R6.3')).toBe(
      'no-division',
    );
  });

  it('R3.2 an armored division drafted onto a territory without city or capital', () => {
    const s = world('draft');
    s.turn.units = 3;
    expect(refused(s, 0, { type: 'draft', division: 'A', territory: 'east-africa' }, 'R3.2')).toBe(
      'armor-needs-city',
    );
  });

  it('R4.3 a front row of 4', () => {
    const s = world('maneuver');
    expect(
      refused(
        s,
        0,
        { type: 'post', territory: 'egypt', border: 'north-africa', division: 'I', slot: 0 },
        'R4.3',
      ),
    ).toBe('front-full');
  });

  it('R7.2 a landing without armor', () => {
    const s = world('attack');
    s.territories['north-africa']!.coast = [
      { owner: 0, via: 'brazil', front: ['I', 'I'], middle: [], rear: [], staged: false },
    ];
    expect(refused(s, 0, { type: 'land', territory: 'north-africa' }, 'R7.2')).toBe('landing-needs-armor');
    expect(frontline.legalActions(s, 0)).not.toContainEqual({ type: 'land', territory: 'north-africa' });
  });
});
