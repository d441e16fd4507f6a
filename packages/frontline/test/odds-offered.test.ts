import { describe, expect, it } from 'vitest';
import {
  assaultFacts,
  attackFacts,
  type BattleFacts,
  DEFAULT_SIDE_POLICY,
  engagementFromFacts,
  type FrontlineAction,
  type FrontlineState,
  landingFacts,
  odds,
  type SidePolicy,
} from '../src/index.js';
import { scenario } from './helpers.js';
import { positionMonteCarlo } from './position-sim.js';

/**
 * The odds offered before a battle are those of the battle the engine fights: built from the engine's facts
 * (engagementFromFacts over attackFacts, assaultFacts, landingFacts), held against the engine's own Monte Carlo
 * of that very position (positionMonteCarlo). Each position is one where a hand-built question went wrong.
 */
const RUNS = 1500;

interface Case {
  readonly name: string;
  readonly state: FrontlineState;
  readonly opening: FrontlineAction;
  readonly facts: (s: FrontlineState) => BattleFacts | null;
  readonly attacker?: SidePolicy;
  readonly defender?: SidePolicy;
}

/** Seat 0 took Egypt this turn with three infantry; it goes on against East Africa, opening from the middle row. */
const takenThisTurn = (): FrontlineState => {
  const s = scenario(
    {
      egypt: { holder: 0, middle: ['I', 'I', 'I'] },
      'east-africa': { holder: 1, fronts: { egypt: ['I'] } },
    },
    { phase: 'attack' },
  );
  s.turn.occupied = ['egypt'];
  return s;
};

const CASES: readonly Case[] = [
  {
    name: 'R8.1 from a territory taken this turn: its last infantry stays behind',
    state: takenThisTurn(),
    opening: { type: 'attack', from: 'egypt', to: 'east-africa' },
    facts: (s) => attackFacts(s, 0, 'egypt', 'east-africa'),
  },
  {
    name: 'R6.12 contested land: the defender, invaded on another border, cannot withdraw',
    state: scenario(
      {
        'north-africa': { holder: 0, fronts: { egypt: ['A', 'I', 'I'] }, middle: ['I'] },
        egypt: {
          holder: 1,
          fronts: { 'north-africa': ['A', 'A'], 'east-africa': ['I'] },
          invaders: [{ owner: 2, via: 'east-africa', front: ['I'], middle: [], rear: [] }],
        },
        'east-africa': { holder: 2, middle: ['I'] },
      },
      { players: 3, phase: 'attack' },
    ),
    opening: { type: 'attack', from: 'north-africa', to: 'egypt' },
    facts: (s) => attackFacts(s, 0, 'north-africa', 'egypt'),
    defender: { ...DEFAULT_SIDE_POLICY, damaged: 'withdraw' },
  },
  {
    name: 'R7.1 / O8.21 a landing from the coast, gunboats in front',
    state: scenario(
      {
        brazil: { holder: 0, middle: ['I'] },
        'north-africa': {
          holder: 1,
          fronts: { brazil: ['I', 'A'] },
          middle: ['I'],
          coast: [
            { owner: 0, via: 'brazil', front: ['A', 'A', 'I'], middle: ['I'], rear: [], staged: false },
          ],
        },
      },
      { phase: 'attack' },
    ),
    opening: { type: 'land', territory: 'north-africa' },
    facts: (s) => landingFacts(s, 0, 'north-africa'),
  },
  {
    name: 'O8.23 an original landing that withdraws its damaged armor fights on',
    state: scenario(
      {
        brazil: { holder: 0, middle: ['I'] },
        'north-africa': {
          holder: 1,
          fronts: { brazil: ['I', 'I'] },
          middle: ['I'],
          coast: [
            { owner: 0, via: 'brazil', front: ['A', 'I'], middle: ['A', 'I'], rear: [], staged: false },
          ],
        },
      },
      { phase: 'attack', ruleset: 'original' },
    ),
    opening: { type: 'land', territory: 'north-africa' },
    facts: (s) => landingFacts(s, 0, 'north-africa'),
    attacker: { ...DEFAULT_SIDE_POLICY, damaged: 'withdraw', supplyRepairing: true },
  },
  {
    name: 'R5.12 / R5.14 a rear assault: the bare die, no withdrawal, the rear seized',
    state: scenario(
      {
        egypt: {
          holder: 1,
          fronts: { 'east-africa': ['A', 'A', 'I'] },
          middle: ['I'],
          rear: ['D', 'D'],
          invaders: [{ owner: 0, via: 'north-africa', front: ['A', 'I', 'I'], middle: ['I'], rear: [] }],
        },
        'north-africa': { holder: 0, middle: ['I'] },
        'east-africa': { holder: 2, middle: ['I'] },
      },
      { players: 3, phase: 'attack' },
    ),
    opening: { type: 'assault', territory: 'egypt', target: 'east-africa' },
    facts: (s) => assaultFacts(s, 0, 'egypt', 'east-africa'),
  },
  {
    name: 'R5.1 / R6.8 an invader against the row facing its border: head-on',
    state: scenario(
      {
        egypt: {
          holder: 1,
          fronts: { 'north-africa': ['A', 'A'], 'east-africa': ['I'] },
          invaders: [{ owner: 0, via: 'north-africa', front: ['A', 'I', 'I'], middle: [], rear: [] }],
        },
        'north-africa': { holder: 0, middle: ['I'] },
        'east-africa': { holder: 2, middle: ['I'] },
      },
      { players: 3, phase: 'attack' },
    ),
    opening: { type: 'assault', territory: 'egypt', target: 'north-africa' },
    facts: (s) => assaultFacts(s, 0, 'egypt', 'north-africa'),
    defender: { ...DEFAULT_SIDE_POLICY, damaged: 'withdraw' },
  },
];

describe('the odds offered are the odds of the battle the engine fights', () => {
  for (const c of CASES) {
    it(`${c.name}: offered odds agree with the engine's Monte Carlo`, () => {
      const attacker = c.attacker ?? DEFAULT_SIDE_POLICY;
      const defender = c.defender ?? DEFAULT_SIDE_POLICY;
      const facts = c.facts(c.state)!;
      expect(facts).not.toBeNull();
      const offered = odds(
        engagementFromFacts(c.state, facts, { attackerPolicy: attacker, defenderPolicy: defender }),
      );
      const sampled = positionMonteCarlo(c.state, c.opening, { attacker, defender }, RUNS, c.name);
      const p = offered.attackerWins;
      const sigma = Math.sqrt((p * (1 - p)) / RUNS);
      expect(Math.abs(sampled.attackerWins - p)).toBeLessThan(4 * sigma + 0.005);
    });
  }

  it('R8.1 odds that forget the infantry a conquest keeps back are far from the battle fought', () => {
    const s = takenThisTurn();
    const facts = attackFacts(s, 0, 'egypt', 'east-africa')!;
    expect(facts.attacker.keepsInfantry).toBe(true);
    const right = odds(engagementFromFacts(s, facts));
    const forgetful = odds(
      engagementFromFacts(s, { ...facts, attacker: { ...facts.attacker, keepsInfantry: false } }),
    );
    expect(forgetful.attackerWins - right.attackerWins).toBeGreaterThan(0.1);
  });
});
