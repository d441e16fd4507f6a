import { seedRng } from '@warboard/core';
import { describe, expect, it } from 'vitest';
import { type FrontlineState, frontline, MAPS, OBJECTIVES, REWARD_DECK } from '../src/index.js';
import { act, refused, rig, scenario } from './helpers.js';

const start = (players: number, seed: string, extra: Record<string, unknown> = {}): FrontlineState => {
  const o = frontline.parseOptions({ players, ...extra });
  if (!o.ok) throw new Error(o.error.message);
  const s = frontline.setup(o.value, seed);
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
};
const map = MAPS.classic!;

describe('setup (O1, FG3)', () => {
  it('O1.1 each player has a capital and an army of 6 infantry on it; the rest of the world is empty (FG3)', () => {
    const s = start(4, 'o1');
    s.players.forEach((p, seat) => {
      expect(s.territories[p.capital]).toMatchObject({
        holder: seat,
        home: { middle: ['I', 'I', 'I', 'I', 'I', 'I'] },
      });
    });
    expect(Object.values(s.territories).filter((t) => t.holder !== null)).toHaveLength(4);
  });

  it('O1.2 capitals are drawn from the territory cards, never on or next to another (FG3)', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const caps = start(6, `caps-${i}`).players.map((p) => p.capital);
      for (const c of caps) seen.add(c);
      for (const a of caps) for (const b of caps) if (a !== b) expect(map.neighbors[a]).not.toContain(b);
    }
    expect(seen.size).toBeGreaterThan(20); // a draw, not a fixed table
  });

  it('O1.3 turn order is decided by dice: every seat goes first under some seed, each order a rotation', () => {
    const firsts = new Set<number>();
    for (let i = 0; i < 40; i++) {
      const s = start(3, `order-${i}`);
      firsts.add(s.order[0]!);
      expect(s.order).toEqual([0, 1, 2].map((k) => (s.order[0]! + k) % 3));
      expect(s.turn.seat).toBe(s.order[0]);
    }
    expect(firsts.size).toBe(3);
  });

  it('O1.4 the objectives, rewards and territory cards are shuffled into place (FG4, FG5, FG10)', () => {
    const s = start(2, 'decks', { preset: 'designer' });
    expect([...s.deck].sort()).toEqual([...map.territoryIds].sort());
    expect(s.objectives).toHaveLength(8);
    const tiers = s.objectives.map((id) => OBJECTIVES.find((o) => o.id === id)!.tier);
    expect(tiers.filter((t) => t === 'minor')).toHaveLength(4);
    expect([...s.rewardDeck].sort()).toEqual([...REWARD_DECK].sort());
    expect(start(2, 'decks-2').deck).not.toEqual(s.deck);
  });

  it('FG19 the same seed gives the same game', () => {
    expect(frontline.serialize(start(5, 'same'))).toBe(frontline.serialize(start(5, 'same')));
  });
});

describe('turn and victory (O2, O3, FG6, FG7, FG10)', () => {
  it('O3.1 a turn runs draft > attack > maneuver > claim > end, and only the player on turn acts', () => {
    let s = scenario(
      { egypt: { holder: 0, middle: ['I'] }, peru: { holder: 1, middle: ['I'] } },
      { phase: 'draft' },
    );
    s.turn.units = 1;
    refused(s, 1, { type: 'end-phase' }, 'O3.1');
    refused(s, 0, { type: 'end-phase' }, 'O6.1'); // the draft must be deployed first
    s = act(s, 0, { type: 'draft', division: 'I', territory: 'egypt' }).state;
    s = act(s, 0, { type: 'end-phase' }).state;
    expect(s.turn.phase).toBe('attack');
    s = act(s, 0, { type: 'end-phase' }).state;
    expect(s.turn.phase).toBe('maneuver');
    s = act(s, 0, { type: 'end-phase' }).state;
    expect(s.turn).toMatchObject({ seat: 1, phase: 'draft' });
  });

  it('O2.1 three objectives and your own capital win at the claim step', () => {
    const s = scenario(
      { argentina: { holder: 0, middle: ['I'] }, peru: { holder: 1, middle: ['I'] } },
      { phase: 'maneuver' },
    );
    s.players[0]!.objectives = ['a', 'b', 'c'];
    const r = act(s, 0, { type: 'end-phase' });
    expect(frontline.outcome(r.state)).toMatchObject({ kind: 'win', winners: [0] });
  });

  it('O2.1 three objectives without your own capital do not win', () => {
    const s = scenario(
      { brazil: { holder: 0, middle: ['I'] }, argentina: { holder: 1, middle: ['I'] } },
      { phase: 'maneuver' },
    );
    s.players[0]!.objectives = ['a', 'b', 'c'];
    expect(frontline.outcome(act(s, 0, { type: 'end-phase' }).state)).toBeNull();
  });

  it('FG4 / FG5 an objective met at the claim step is claimed with a reward card', () => {
    const layout = Object.fromEntries(
      map.continents
        .find((c) => c.id === 'australia')!
        .territories.map((t) => [t, { holder: 0, middle: ['I' as const] }]),
    );
    const s = scenario({ ...layout, peru: { holder: 1, middle: ['I'] } }, { phase: 'maneuver' });
    s.objectives = ['minor-continent', 'major-continents-2'];
    s.rewardDeck = ['airfield', 'two-armies'];
    const r = act(s, 0, { type: 'end-phase' });
    expect(r.state.players[0]).toMatchObject({ objectives: ['minor-continent'], rewards: ['two-armies'] });
    expect(r.state.objectives).toEqual(['major-continents-2']);
  });

  it('FG4 conquest objectives count territories taken from players, not expeditions into empty land', () => {
    let s = scenario(
      { egypt: { holder: 0, middle: ['I', 'I', 'I'] }, peru: { holder: 1, middle: ['I'] } },
      { phase: 'maneuver' },
    );
    s.objectives = ['minor-conquests-2'];
    s = act(s, 0, { type: 'move', from: 'egypt', to: 'east-africa', division: 'I' }).state;
    s = act(s, 0, { type: 'move', from: 'egypt', to: 'north-africa', division: 'I' }).state;
    expect(s.turn.occupied).toHaveLength(2);
    expect(act(s, 0, { type: 'end-phase' }).state.players[0]!.objectives).toEqual([]);
  });

  it('O11.1 one territory card per territory newly occupied this turn; O10.6 one more with a guarantee card', () => {
    let s = scenario(
      { egypt: { holder: 0, middle: ['I', 'I', 'I'] }, peru: { holder: 1, middle: ['I'] } },
      { phase: 'maneuver' },
    );
    s = act(s, 0, { type: 'move', from: 'egypt', to: 'east-africa', division: 'I' }).state;
    s.players[0]!.rewards = ['guarantee-card'];
    const r = act(s, 0, { type: 'end-phase' });
    expect(r.state.players[0]!.hand).toHaveLength(2); // east-africa + the guarantee card
    expect(frontline.view(r.state, 1).players[0]).toMatchObject({ handSize: 2, hand: null });
  });

  it('FG6 the last player standing wins; FG7 the eliminator takes the cards', () => {
    const s = scenario(
      {
        egypt: { holder: 0, fronts: { 'east-africa': ['A', 'A', 'I'] } },
        'east-africa': { holder: 1, fronts: { egypt: ['I'] } },
      },
      { phase: 'attack' },
    );
    s.players[1]!.hand = ['peru'];
    const after = act(rig(s, [6, 6, 6], [1]), 0, { type: 'attack', from: 'egypt', to: 'east-africa' }).state;
    expect(after.territories['east-africa']!.holder).toBe(0);
    expect(after.players[1]!.eliminated).toBe(true);
    expect(after.players[0]!.hand).toContain('peru');
    expect(frontline.outcome(after)).toMatchObject({ kind: 'win', winners: [0] });
  });

  it('FG7 a player who loses its last divisions on its own turn discards its cards: none leave the game', () => {
    // Found by the flagged conformance run (revised, 5 players, game 264): the player eliminated itself, "took"
    // its own hand and then emptied it, and four territory cards were gone for good.
    const s = scenario(
      {
        'north-africa': { holder: 0, fronts: { egypt: ['I'] } },
        egypt: { holder: 1, fronts: { 'north-africa': ['I', 'I'] } },
        peru: { holder: 2, middle: ['I'] },
      },
      { phase: 'attack', players: 3 },
    );
    s.players[0]!.hand = ['alaska', 'brazil'];
    s.deck = s.deck.filter((c) => c !== 'alaska' && c !== 'brazil');
    const count = (x: typeof s) => x.deck.length + x.discard.length + x.players.flatMap((p) => p.hand).length;
    const before = count(s);
    const after = act(rig(s, [1], [6, 6]), 0, { type: 'attack', from: 'north-africa', to: 'egypt' }).state;
    expect(after.players[0]!.eliminated).toBe(true);
    expect(after.players[0]!.hand).toEqual([]);
    expect(after.discard).toEqual(expect.arrayContaining(['alaska', 'brazil']));
    expect(count(after)).toBe(before);
    expect(after.turn.seat).toBe(1); // and play goes on with the next player
  });

  it('FG20 at the turn limit the most objectives win, ties broken by territories', () => {
    const s = scenario(
      { egypt: { holder: 0, middle: ['I'] }, peru: { holder: 1, middle: ['I'] } },
      { phase: 'maneuver', seat: 1, turnLimit: 1 },
    );
    s.order = [0, 1];
    s.players[0]!.objectives = ['x'];
    const r = act(s, 1, { type: 'end-phase' });
    expect(frontline.outcome(r.state)).toMatchObject({ kind: 'win', winners: [0] });
  });
});

describe('hidden information (FG10, FG19)', () => {
  it('a view shows its own hand, only the sizes of others, and never the decks or the PRNG', () => {
    const s = start(3, 'hidden');
    s.players[1]!.hand = ['peru', 'egypt'];
    const v = frontline.view(s, 0);
    expect(v.players[1]).toMatchObject({ handSize: 2, hand: null });
    expect(frontline.view(s, 1).players[1]!.hand).toEqual(['peru', 'egypt']);
    expect(JSON.stringify(v)).not.toMatch(/"rng"|"deck"|"rewardDeck"/);
  });

  it('resampling redraws other hands and the deck but keeps what the seat sees', () => {
    const s = start(3, 'resample');
    s.players[1]!.hand = s.deck.splice(0, 3);
    const r = frontline.resample(s, 0, seedRng('x'));
    expect(r.players[1]!.hand).toHaveLength(3);
    expect(JSON.stringify(frontline.view(r, 0))).toBe(JSON.stringify(frontline.view(s, 0)));
    expect(r.players[1]!.hand).not.toEqual(s.players[1]!.hand);
  });
});
