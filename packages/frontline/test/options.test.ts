import { describe, expect, it } from 'vitest';
import { frontline, OBJECTIVES } from '../src/index.js';
import { act, scenario } from './helpers.js';

describe('FG5 option: rewards printed on the objectives', () => {
  it('FG5 with fixed rewards there is no reward deck, and a claim brings the reward printed on the objective', () => {
    const options = frontline.parseOptions({ players: 3, rewards: 'fixed' });
    const made = options.ok ? frontline.setup(options.value, 'fixed-rewards') : null;
    if (!made?.ok) throw new Error('setup refused');
    expect(made.value.rewardDeck).toEqual([]);
    expect(frontline.view(made.value, 0).rewardDeckSize).toBe(0);

    const s = scenario(
      { egypt: { holder: 0, middle: ['I'] }, peru: { holder: 1, middle: ['I'] } },
      { phase: 'maneuver', rewards: 'fixed' },
    );
    s.objectives = ['minor-conquests-3', 'major-conquests-5'];
    s.turn.conquered = ['a', 'b', 'c'];
    s.rewardDeck = [];
    const r = act(s, 0, { type: 'end-phase' });
    expect(r.state.players[0]).toMatchObject({
      objectives: ['minor-conquests-3'],
      rewards: ['extra-maneuver'],
    });
  });

  it('FG5 the printed rewards are the 2008 ones: minor objectives bring minor rewards, major ones major rewards', () => {
    const minor = new Set(['airfield', 'extra-maneuver', 'maneuver-first', 'guarantee-card']);
    const major = new Set(['extra-attack-die', 'airfield', 'two-armies', 'extra-defense-die']);
    for (const o of OBJECTIVES) expect((o.tier === 'minor' ? minor : major).has(o.reward)).toBe(true);
    // Every reward of each tier is printed on some objective of that tier.
    const printed = (tier: string) => new Set(OBJECTIVES.filter((o) => o.tier === tier).map((o) => o.reward));
    expect(printed('minor')).toEqual(minor);
    expect(printed('major')).toEqual(major);
  });
});

describe('FG6 option: victory checked as the next turn begins', () => {
  const winning = (victory: 'claim-step' | 'next-turn') => {
    const s = scenario(
      { argentina: { holder: 0, middle: ['I'] }, peru: { holder: 1, middle: ['I'] } },
      { phase: 'maneuver', victory },
    );
    s.players[0]!.objectives = ['a', 'b', 'c'];
    return s;
  };

  it('O2.1 / FG6 by default three objectives and your own capital win at your claim step', () => {
    const r = act(winning('claim-step'), 0, { type: 'end-phase' });
    expect(frontline.outcome(r.state)).toMatchObject({ kind: 'win', winners: [0] });
  });

  it('FG6 next-turn: the game goes on for a round, and you win if you still hold your capital when it comes back', () => {
    let s = act(winning('next-turn'), 0, { type: 'end-phase' }).state;
    expect(frontline.outcome(s)).toBeNull();
    expect(s.turn.seat).toBe(1);
    for (let i = 0; i < 50 && s.turn.seat === 1 && !s.outcome; i++)
      s = act(s, 1, frontline.standingOrder(s, 1)!).state;
    expect(frontline.outcome(s)).toMatchObject({ kind: 'win', winners: [0] });
  });

  it('FG6 next-turn: a capital taken back during that round denies the win', () => {
    let s = act(winning('next-turn'), 0, { type: 'end-phase' }).state;
    // Seat 1 takes the capital during its turn (set directly: the battle itself is tested elsewhere).
    s = structuredClone(s);
    s.territories.argentina = {
      holder: 1,
      home: { fronts: {}, middle: ['I'], rear: [] },
      invaders: [],
      coast: [],
      city: false,
    };
    s.territories.brazil = {
      holder: 0,
      home: { fronts: {}, middle: ['I'], rear: [] },
      invaders: [],
      coast: [],
      city: false,
    };
    for (let i = 0; i < 50 && s.turn.seat === 1; i++) s = act(s, 1, frontline.standingOrder(s, 1)!).state;
    expect(s.turn.seat).toBe(0);
    expect(frontline.outcome(s)).toBeNull();
  });
});
