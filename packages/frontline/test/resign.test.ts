/**
 * FG21 (Warboard decision, docs/rules/frontline.md section 11): on its own turn, outside a battle, a player may
 * resign. Its divisions leave the board, it is out as FG7 says (eliminated by nobody: its cards to the discard),
 * the next living player takes the turn, and the last player standing wins (FG6).
 */
import { describe, expect, it } from 'vitest';
import { frontline } from '../src/index.js';
import { act, egyptBorder, refused, scenario } from './helpers.js';

const board = (players: number) =>
  scenario(
    {
      egypt: {
        holder: 0,
        middle: ['I', 'A'],
        invaders: [{ owner: 1, via: 'middle-east', front: ['I'], middle: [], rear: [] }],
      },
      'north-africa': { holder: 0, middle: ['I'] },
      peru: { holder: 1, middle: ['I'] },
      ...(players > 2 ? { iceland: { holder: 2, middle: ['I'] } } : {}),
    },
    { players, phase: 'attack' },
  );

describe('FG21: resigning', () => {
  it('FG21: on its own turn a player resigns: its divisions leave, it is out, its cards go to the discard (FG7)', () => {
    const s = board(3);
    s.players[0]!.hand = ['alaska', 'alberta'];
    s.deck = s.deck.filter((c) => c !== 'alaska' && c !== 'alberta');
    expect(frontline.legalActions(s, 0).at(-1)).toEqual({ type: 'resign' });
    const { state, events } = act(s, 0, { type: 'resign' });
    expect(events[0]).toEqual({ type: 'resigned', seat: 0 });
    expect(events).toContainEqual({ type: 'eliminated', seat: 0, by: 0 });
    expect(state.players[0]!.eliminated).toBe(true);
    expect(state.players[0]!.hand).toEqual([]);
    expect(state.discard).toEqual(expect.arrayContaining(['alaska', 'alberta']));
    expect(state.territories['north-africa']!.holder).toBeNull();
    // Seat 1's invader was alone in Egypt once seat 0's divisions left: it holds it now.
    expect(state.territories.egypt!.holder).toBe(1);
    expect(state.turn.seat).not.toBe(0);
    expect(frontline.outcome(state)).toBeNull(); // two players go on
    expect(frontline.legalActions(state, 0)).toEqual([]);
  });

  it('FG21: with two players, the one who did not resign is the last standing and wins (FG6)', () => {
    const { state } = act(board(2), 0, { type: 'resign' });
    expect(frontline.outcome(state)).toEqual({
      kind: 'win',
      winners: [1],
      reason: 'last player standing (FG6)',
    });
    expect(frontline.pendingDecisions(state)).toEqual([]);
  });

  it('FG21: never out of turn or in a battle; bots and playouts take it only when nothing else is legal', () => {
    const s = board(3);
    refused(s, 1, { type: 'resign' }, 'O3.1');
    const battle = egyptBorder(['I', 'I'], ['I']);
    const { state: fighting } = act(battle, 0, { type: 'attack', from: 'north-africa', to: 'egypt' });
    expect(frontline.pendingDecisions(fighting).find((d) => d.seat === 0)?.kind).not.toBe('turn');
    refused(fighting, 0, { type: 'resign' }, 'O3.1');
    expect(frontline.isConcession({ type: 'resign' })).toBe(true);
    expect(frontline.isConcession({ type: 'end-phase' })).toBe(false);
    expect(Number(frontline.rulesVersion)).toBeGreaterThanOrEqual(6);
  });
});
