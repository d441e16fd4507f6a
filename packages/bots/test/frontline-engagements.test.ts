import { describe, expect, it } from 'vitest';
import { scenario } from '../../frontline/test/helpers.js';
import { ask, assaultQuestion, attackQuestion } from '../src/frontline/engagements.js';

/** The bots' battle questions are the engine's own facts, so they follow the rules as the engine plays them. */
describe('Frontline bots weigh the battle the engine fights', () => {
  it('O10.4 / O8.6 an attack with an airfield next door counts its air support', () => {
    const s = scenario(
      {
        'north-africa': { holder: 0, fronts: { egypt: ['I', 'I'] } },
        egypt: { holder: 1, fronts: { 'north-africa': ['I', 'I'] } },
        'western-europe': { holder: 0, middle: ['I'] },
      },
      { phase: 'attack' },
    );
    s.players[0]!.airfields = ['western-europe'];
    const q = attackQuestion(s, 0, 'north-africa', 'egypt')!;
    expect(q.attackerAir).toBe(true);
    const without = structuredClone(s);
    without.players[0]!.airfields = [];
    expect(ask(s, q)!.attackerWins).toBeGreaterThan(
      ask(without, attackQuestion(without, 0, 'north-africa', 'egypt')!)!.attackerWins,
    );
  });

  it('R5.1 / R6.8 an invader weighs the row facing its border as head-on (armor +1), the others as rear assaults', () => {
    const s = scenario(
      {
        egypt: {
          holder: 1,
          fronts: { 'north-africa': ['A', 'A'], 'east-africa': ['A', 'A'] },
          invaders: [{ owner: 0, via: 'north-africa', front: ['A', 'I', 'I'], middle: [], rear: [] }],
        },
        'north-africa': { holder: 0, middle: ['I'] },
        'east-africa': { holder: 2, middle: ['I'] },
      },
      { players: 3, phase: 'attack' },
    );
    const facing = assaultQuestion(s, 0, 'egypt', 'north-africa')!;
    const behind = assaultQuestion(s, 0, 'egypt', 'east-africa')!;
    // head-on the holder's beaten armor may withdraw, as its standing order does (R5.8); from behind it cannot (R5.14)
    expect(facing).toMatchObject({
      kind: 'head-on',
      attackerInside: true,
      defenderPolicy: { damaged: 'withdraw' },
    });
    expect(behind).toMatchObject({ kind: 'rear-assault', defenderPolicy: { damaged: 'stay' } });
    expect(ask(s, facing)).not.toBeNull();
  });
});
