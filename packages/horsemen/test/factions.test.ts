/** Factions HF1–HF4, under the default 'army' reading (HG2): a card follows its controller's king. */
import { describe, expect, it } from 'vitest';
import { horsemen, legalActions } from '../src/index.js';
import { at, compared, play, refused, scenario } from './scenario.js';

// Lines: 0 War, 1 Famine, 2 Death, 3 Plague.

describe('HF1 Zealots (war)', () => {
  it('HF1 same faction: after winning a compare the card gets +3 in its next turn’s compare', () => {
    let s = scenario({
      factions: ['war', 'plague'],
      board: {
        '0:2:f': { v: 5, id: 'z' },
        '1:2:f': { v: 3 },
        '1:2:b': { v: 7 },
        '1:3:f': { v: 1, up: false },
      },
    });
    s = play(s, 0, { type: 'compare', line: 2 }).state; // z wins, 5 vs 3
    expect(s.cards.z!.zealTurn).toBe(2);
    s = play(s, 1, { type: 'flip', line: 3, row: 'front' }).state;
    const { events } = play(s, 0, { type: 'compare', line: 2 }); // 5 + 3 vs 7
    expect(compared(events)).toMatchObject({ scores: [8, 7], winner: 'attacker' });
  });

  it('HF1 same faction: …or one extra cell of movement in that turn', () => {
    const s = scenario({
      factions: ['war', 'plague'],
      turn: 4,
      board: { '0:0:f': { v: 5, id: 'z', zealTurn: 4 } },
    });
    expect(
      legalActions(s, 0)
        .filter((a) => a.type === 'move')
        .map((a) => (a as { to: number }).to)
        .sort(),
    ).toEqual([1, 2]);
    const plain = scenario({
      factions: ['war', 'plague'],
      turn: 4,
      board: { '0:0:f': { v: 5, zealTurn: 2 } },
    });
    refused(plain, 0, { type: 'move', line: 0, row: 'front', to: 2 }, 'H13', 'too-far');
  });

  it('HF1 different faction: +1 point in a compare, and the compare costs 2 more chips', () => {
    const s = scenario({
      factions: ['war', 'plague'],
      board: { '0:1:f': { v: 5, f: 'famine' }, '1:1:f': { v: 5 } },
    });
    const { events, state } = play(s, 0, { type: 'compare', line: 1 });
    expect(compared(events)).toMatchObject({ scores: [6, 5], winner: 'attacker', paid: 7 });
    expect(state.players[0].chest).toBe(7);
  });
});

describe('HF2 Refugees (famine)', () => {
  it('HF2 same faction: every point lost is added to its printed points when comparing', () => {
    const s = scenario({
      factions: ['famine', 'war'],
      board: { '0:1:f': { v: 5, hunger: 2 }, '1:1:f': { v: 6 } },
    });
    expect(compared(play(s, 0, { type: 'compare', line: 1 }).events)).toMatchObject({
      scores: [7, 6],
      winner: 'attacker',
    });
  });

  it('HF2 same faction: units of 4 points or fewer may move twice', () => {
    const small = scenario({ factions: ['famine', 'war'], board: { '0:0:f': { v: 4 } } });
    expect(legalActions(small, 0).filter((a) => a.type === 'move')).toHaveLength(2);
    const big = scenario({ factions: ['famine', 'war'], board: { '0:0:f': { v: 5 } } });
    expect(legalActions(big, 0).filter((a) => a.type === 'move')).toHaveLength(1);
    const worn = scenario({
      factions: ['famine', 'war'],
      board: { '0:0:f': { v: 7, sickness: 3, sickLine: 3 } },
    });
    expect(legalActions(worn, 0).filter((a) => a.type === 'move')).toHaveLength(2); // 4 points now
  });

  it.each([
    ['small king: −1', 6, 4],
    ['big king: −2', 12, 3],
  ] as const)(
    'HF2 different faction: points are permanently reduced by the king (%s)',
    (_n, king, points) => {
      const s = scenario({
        factions: ['famine', 'war'],
        kings: [king, 6],
        board: { '0:1:f': { v: 5, f: 'war' }, '1:1:f': { v: 1 } },
      });
      expect(horsemen.view(s, 1).board[0]![1]![0]).toMatchObject({ card: { points } });
      expect(play(s, 0, { type: 'compare', line: 1 }).state.players[0].chest).toBe(points);
    },
  );
});

describe('HF3 Chronic patients (plague)', () => {
  it('HF3 same faction: a patient never drops below 1 point', () => {
    let s = scenario({
      factions: ['plague', 'war'],
      board: {
        '0:3:f': { v: 2, id: 'p' },
        '0:0:f': { v: 1, up: false },
        '0:1:f': { v: 1, up: false },
        '1:0:f': { v: 1, up: false },
      },
    });
    s = play(s, 0, { type: 'flip', line: 0, row: 'front' }).state;
    s = play(s, 1, { type: 'flip', line: 0, row: 'front' }).state;
    s = play(s, 0, { type: 'flip', line: 1, row: 'front' }).state;
    expect(s.graveyard).not.toContain('p');
    expect(s.cards.p).toMatchObject({ sickness: 1, sickLine: 3 });
  });

  it('HF3 same faction: a new patient infects the front cards beside it, friend or foe; they lose 1 a turn on their line and recover after leaving', () => {
    let s = scenario({
      factions: ['plague', 'war'],
      board: {
        '0:3:f': { v: 9, id: 'p' },
        '0:2:f': { v: 8, id: 'friend' },
        '1:2:f': { v: 7, id: 'foe' },
        '1:1:f': { v: 7, id: 'far' },
        '0:0:f': { v: 1, up: false },
        '0:1:f': { v: 1, up: false },
      },
    });
    s = play(s, 0, { type: 'flip', line: 0, row: 'front' }).state;
    expect(s.cards.friend!.sickLine).toBe(2);
    expect(s.cards.foe!.sickLine).toBe(2);
    expect(s.cards.far!.sickLine).toBeNull();
    s = play(s, 1, { type: 'move', line: 2, row: 'front', to: 3 }).state; // the foe leaves for the Plague line: nothing lost yet
    expect(s.cards.foe).toMatchObject({ sickness: 0 });
    s = play(s, 0, { type: 'flip', line: 1, row: 'front' }).state; // the friend stayed on its line a turn
    expect(s.cards.friend).toMatchObject({ sickness: 1, sickLine: 2 });
  });

  it('HF3 different faction 「不論在青或灰」: on Famine and Plague lines points fall at double rate; recovery off them is single', () => {
    let s = scenario({
      factions: ['plague', 'war'],
      board: {
        '0:1:f': { v: 9, f: 'war', id: 'x' },
        '0:3:f': { v: 9, f: 'war', id: 'y' },
        '0:0:f': { v: 1, up: false },
        '1:0:f': { v: 1, up: false },
      },
    });
    s = play(s, 0, { type: 'flip', line: 0, row: 'front' }).state;
    expect(s.cards.x!.hunger).toBe(2);
    expect(s.cards.y!.sickness).toBe(2);
    s = play(s, 1, { type: 'flip', line: 0, row: 'front' }).state;
    s = play(s, 0, { type: 'move', line: 3, row: 'front', to: 2 }).state;
    expect(s.cards.y!.sickness).toBe(1); // on the Death line (black) it recovers 1, not 2
  });
});

describe('HF4 Scavengers (death)', () => {
  it('HF4 same faction, scavengerRefund=per-turn: staying on the Death line takes chips back from its own war chest, one more each turn, up to its points', () => {
    let s = scenario({
      options: { scavengerRefund: 'per-turn' },
      factions: ['death', 'war'],
      chest: [10, 10],
      fund: [0, 50],
      board: {
        '0:2:f': { v: 2, id: 's' },
        '0:0:f': { v: 1, up: false },
        '0:1:f': { v: 1, up: false },
        '0:3:f': { v: 1, up: false },
        '1:0:f': { v: 1, up: false },
        '1:1:f': { v: 1, up: false },
      },
    });
    s = play(s, 0, { type: 'flip', line: 0, row: 'front' }).state;
    expect(s.players[0]).toMatchObject({ fund: 1, chest: 9 });
    s = play(s, 1, { type: 'flip', line: 0, row: 'front' }).state;
    s = play(s, 0, { type: 'flip', line: 1, row: 'front' }).state;
    expect(s.players[0]).toMatchObject({ fund: 3, chest: 7 });
    s = play(s, 1, { type: 'flip', line: 1, row: 'front' }).state;
    s = play(s, 0, { type: 'flip', line: 3, row: 'front' }).state;
    expect(s.players[0]).toMatchObject({ fund: 5, chest: 5 }); // capped at the card's 2 points
  });

  it('HF4 same faction: with its own war chest empty it takes from the enemy’s', () => {
    const s = scenario({
      options: { scavengerRefund: 'per-turn' },
      factions: ['death', 'war'],
      chest: [0, 10],
      board: { '0:2:f': { v: 5, deathStay: 2 }, '0:0:f': { v: 1, up: false } },
    });
    const after = play(s, 0, { type: 'flip', line: 0, row: 'front' }).state;
    expect(after.players[1].chest).toBe(7);
    expect(after.players[0].fund).toBe(53);
  });

  it('HF4 different faction: when such a card loses, the winner may pay its points to take it into the winner’s back cell', () => {
    const s = scenario({
      factions: ['war', 'death'],
      board: { '0:1:f': { v: 9, id: 'w' }, '1:1:f': { v: 4, f: 'war', id: 'x' } },
    });
    const c = play(s, 0, { type: 'compare', line: 1 }).state;
    expect(horsemen.pendingDecisions(c)).toEqual([{ seat: 0, kind: 'capture' }]);
    const taken = play(c, 0, { type: 'capture', take: true }).state;
    expect(at(taken, '0:1:b')!.id).toBe('x');
    expect(taken.cards.x!.controller).toBe(0);
    expect(taken.players[0]).toMatchObject({ fund: 50 - 9 - 4, chest: 13 });
    const declined = play(c, 0, { type: 'capture', take: false }).state;
    expect(declined.graveyard).toEqual(['x']);
  });

  it('HF4 different faction: the defender decides on the attacker’s turn when the attacker loses', () => {
    const s = scenario({
      factions: ['death', 'war'],
      board: { '0:1:f': { v: 3, f: 'war', id: 'x' }, '1:1:f': { v: 9 } },
    });
    const c = play(s, 0, { type: 'compare', line: 1 }).state;
    expect(horsemen.pendingDecisions(c)).toEqual([{ seat: 1, kind: 'capture' }]);
    expect(horsemen.standingOrder(c, 1)).toEqual({ type: 'capture', take: false });
  });
});
