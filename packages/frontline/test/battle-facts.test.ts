import { describe, expect, it } from 'vitest';
import {
  attackFacts,
  battleFacts,
  type Division,
  type FrontlineState,
  frontline,
  type Invader,
} from '../src/index.js';
import { act, egyptBorder, rig, scenario } from './helpers.js';

/**
 * battleFacts / attackFacts: a battle's rights read from the engine (battle-rules.ts), the same from the full state
 * and from every seat's view. Seat 0 attacks Egypt (seat 1) from North Africa.
 */
function border(
  attacker: Division[],
  defender: Division[],
  opts: Omit<Parameters<typeof egyptBorder>[2], 'eastAfrica'> = {},
): FrontlineState {
  return egyptBorder(attacker, defender, { ...opts, eastAfrica: true });
}

/** The facts of the battle under way, insisting every view agrees with the state. */
function underWay(s: FrontlineState) {
  const f = battleFacts(s);
  for (const seat of [null, 0, 1, 2]) expect(battleFacts(frontline.view(s, seat))).toEqual(f);
  expect(f).not.toBeNull();
  return f!;
}

describe('battle rights from the engine (battleFacts, attackFacts)', () => {
  it('R5.5 / R5.8 head-on: both sides score armor +1 and may withdraw damaged armor', () => {
    const before = border(['A', 'I'], ['I', 'I'], { attackerMiddle: ['I'] });
    const planned = attackFacts(before, 0, 'north-africa', 'egypt')!;
    expect(planned).toMatchObject({ mode: 'head-on', exchanges: 0, defenderInvaded: false });
    expect(planned.attacker).toMatchObject({
      armorBonus: true,
      mayWithdraw: true,
      mayBringForward: true,
      dice: 2,
    });
    // R6.6: the first exchange is fought by the rows as posted; the defender brings forward only after it.
    expect(planned.defender).toMatchObject({ armorBonus: true, mayWithdraw: true, mayBringForward: false });
    const s = act(rig(before, [1, 1], [6, 6]), 0, {
      type: 'attack',
      from: 'north-africa',
      to: 'egypt',
    }).state;
    const f = underWay(s);
    expect(f.exchanges).toBe(1);
    expect(f.attacker).toMatchObject({ armorBonus: true, mayWithdraw: true, seat: 0 });
    expect(f.defender).toMatchObject({ armorBonus: true, mayWithdraw: true, seat: 1 });
  });

  it('R6.12 an invaded defender cannot withdraw damaged armor; O8.15 in the original it loses bombardment but may withdraw (O8.9)', () => {
    const invaders: Invader[] = [{ owner: 2, via: 'east-africa', front: ['I'], middle: [], rear: [] }];
    const revised = attackFacts(border(['I'], ['A'], { invaders }), 0, 'north-africa', 'egypt')!;
    expect(revised.defenderInvaded).toBe(true);
    expect(revised.defender).toMatchObject({ mayWithdraw: false, armorBonus: true });
    const original = attackFacts(
      border(['I'], ['A'], { invaders, ruleset: 'original' }),
      0,
      'north-africa',
      'egypt',
    )!;
    expect(original.defender).toMatchObject({ mayWithdraw: true, armorBonus: false });
  });

  it('R5.14 / R5.15 a rear assault: the defender scores the bare die and cannot withdraw', () => {
    const invaders: Invader[] = [{ owner: 0, via: 'north-africa', front: ['A', 'I'], middle: [], rear: [] }];
    const s = scenario(
      {
        'north-africa': { holder: 0, middle: ['I'] },
        egypt: { holder: 1, fronts: { 'east-africa': ['A', 'I'] }, middle: [], invaders },
        'east-africa': { holder: 2, middle: ['I'] },
      },
      { phase: 'attack', players: 3 },
    );
    const next = act(rig(s, [1, 1], [6, 6]), 0, {
      type: 'assault',
      territory: 'egypt',
      target: 'east-africa',
    }).state;
    const f = underWay(next);
    expect(f.mode).toBe('rear-assault');
    expect(f.defender).toMatchObject({ armorBonus: false, mayWithdraw: false });
    expect(f.attacker).toMatchObject({ armorBonus: true, mayWithdraw: true });
    expect(f.defenderInvaded).toBe(true);
  });

  it('R6.10 a holder counter-attacking its invaders cannot withdraw its damaged armor', () => {
    const invaders: Invader[] = [{ owner: 1, via: 'egypt', front: ['I'], middle: [], rear: [] }];
    const s = scenario(
      {
        'north-africa': { holder: 0, fronts: { egypt: ['A', 'I'] }, invaders },
        egypt: { holder: 1, middle: ['I'] },
      },
      { phase: 'attack', players: 2 },
    );
    const next = act(rig(s, [1, 1], [6]), 0, { type: 'counter', territory: 'north-africa', target: 1 }).state;
    const f = underWay(next);
    expect(f.mode).toBe('counter');
    expect(f.attacker.mayWithdraw).toBe(false);
    expect(f.defenderElsewhere).toBe(0); // an invader defends: the holder's other borders do not count
  });

  it('O10.7 / O10.8 extra dice and O10.4 air support are read from the rewards and airfields', () => {
    const s = border(['I', 'I'], ['I', 'I'], { eastFront: ['I'] });
    s.players[0]!.rewards.push('extra-attack-die');
    s.players[1]!.rewards.push('extra-defense-die', 'airfield');
    s.players[1]!.airfields.push('peru'); // far away: no support
    const far = attackFacts(s, 0, 'north-africa', 'egypt')!;
    expect(far.attacker).toMatchObject({ extraDie: true, airSupport: false });
    expect(far.defender).toMatchObject({ extraDie: true, airSupport: false });
    expect(far.defenderElsewhere).toBe(1); // R6.9: the east border's infantry
    s.players[1]!.airfields = ['egypt'];
    expect(attackFacts(s, 0, 'north-africa', 'egypt')!.defender.airSupport).toBe(true);
    const plain = attackFacts(border(['I', 'I'], ['I', 'I']), 0, 'north-africa', 'egypt')!;
    expect(far.attacker.dice).toBe(plain.attacker.dice + 1);
    expect(far.defender.dice).toBe(plain.defender.dice + 1);
  });

  it('R5.9 between exchanges the defender may bring its middle row forward; no battle, no facts', () => {
    const s = act(
      rig(border(['I'], ['I', 'I'], { attackerMiddle: ['A'], defenderMiddle: ['I'] }), [6], [1, 1]),
      0,
      { type: 'attack', from: 'north-africa', to: 'egypt' },
    ).state;
    const f = underWay(s);
    expect(f.defender.mayBringForward).toBe(true);
    expect(f.defender.reserve).toEqual(['I']);
    expect(battleFacts(border(['I'], ['I']))).toBeNull();
    expect(attackFacts(border(['I'], ['I']), 0, 'north-africa', 'peru')).toBeNull(); // not a neighbour
    expect(attackFacts(border(['I'], ['I']), 1, 'north-africa', 'egypt')).toBeNull(); // its own land
  });
});
