/** Unit types HU1–HU6 and the kings' skills (HG11). Lines: 0 War, 1 Famine, 2 Death, 3 Plague. */
import { describe, expect, it } from 'vitest';
import { FACTIONS, KING_SKILLS, legalActions, unitType } from '../src/index.js';
import { type CardSpec, play, scenario, scores } from './scenario.js';

describe('unit types', () => {
  it.each([
    [1, 'light-infantry'],
    [3, 'light-infantry'],
    [4, 'light-cavalry'],
    [5, 'light-cavalry'],
    [6, 'small-king'],
    [7, 'heavy-infantry'],
    [9, 'heavy-infantry'],
    [10, 'heavy-cavalry'],
    [11, 'heavy-cavalry'],
    [12, 'big-king'],
  ] as const)('HU1–HU6: a %i is %s', (value, type) => {
    expect(unitType(value)).toBe(type);
  });

  it('HU1: light infantry links with its own kind without limit — the whole chain counts', () => {
    const s = scenario({
      board: {
        '0:2:f': { v: 3 },
        '0:1:f': { v: 2 },
        '0:3:f': { v: 1 },
        '0:0:f': { v: 3 },
        '1:2:f': { v: 8 },
      },
    });
    expect(scores(play(s, 0, { type: 'compare', line: 2 }).events)).toEqual([9, 8]);
  });

  it('HU1: a link needs neighbouring front cells — a gap or another unit type breaks the chain', () => {
    const s = scenario({
      board: {
        '0:2:f': { v: 3 },
        '0:1:f': { v: 4 },
        '0:0:f': { v: 3 },
        '0:3:f': { v: 1, up: false },
        '1:2:f': { v: 8 },
      },
    });
    expect(scores(play(s, 0, { type: 'compare', line: 2 }).events)).toEqual([3, 8]); // face-down cards do not link (HG10)
  });

  it('HU1: the defender’s linked group counts too', () => {
    const s = scenario({
      board: { '0:2:f': { v: 9 }, '1:2:f': { v: 3 }, '1:3:f': { v: 3 }, '1:1:f': { v: 2 } },
    });
    expect(scores(play(s, 0, { type: 'compare', line: 2 }).events)).toEqual([9, 8]);
  });

  it('HU2: light cavalry links with one of its own kind only — the stronger neighbour', () => {
    const s = scenario({
      board: { '0:2:f': { v: 4 }, '0:1:f': { v: 5 }, '0:3:f': { v: 4 }, '1:2:f': { v: 12 } },
    });
    expect(scores(play(s, 0, { type: 'compare', line: 2 }).events)).toEqual([9, 12]);
  });

  it('HU3/HU6: kings fight alone — they never link', () => {
    const s = scenario({
      kings: [6, 12],
      kingAt: ['0:2:f', null],
      board: { '0:1:f': { v: 6 }, '0:3:f': { v: 6 }, '1:2:f': { v: 12 } },
    });
    expect(scores(play(s, 0, { type: 'compare', line: 2 }).events)).toEqual([6, 12]);
  });

  it('HU4: heavy infantry cannot link…', () => {
    const s = scenario({ board: { '0:2:f': { v: 7 }, '0:1:f': { v: 8 }, '1:2:f': { v: 12 } } });
    expect(scores(play(s, 0, { type: 'compare', line: 2 }).events)).toEqual([7, 12]);
  });

  it('HU5: heavy cavalry pays double chips for moves and compares, and may move two cells', () => {
    const s = scenario({ board: { '0:0:f': { v: 10 }, '1:0:f': { v: 1 } } });
    expect(
      legalActions(s, 0)
        .filter((a) => a.type === 'move')
        .map((a) => (a as { to: number }).to),
    ).toEqual([1, 2]);
    expect(play(s, 0, { type: 'move', line: 0, row: 'front', to: 1 }).state.players[0].chest).toBe(20);
    expect(play(s, 0, { type: 'compare', line: 0 }).state.players[0].chest).toBe(20);
  });
});

describe('kings’ skills (HU3, HU6, HG11)', () => {
  it('HG11: every faction has one small-king and one big-king skill, described as data', () => {
    for (const f of FACTIONS) {
      for (const k of [6, 12] as const) {
        expect(KING_SKILLS[f][k].text.length).toBeGreaterThan(10);
        expect(KING_SKILLS[f][k].zh.length).toBeGreaterThan(0);
      }
    }
    expect(new Set(FACTIONS.flatMap((f) => [KING_SKILLS[f][6].id, KING_SKILLS[f][12].id])).size).toBe(8);
  });

  const withKing = (
    faction: 'war' | 'famine' | 'death' | 'plague',
    king: 6 | 12,
    board: Record<string, CardSpec>,
    extra = {},
  ) =>
    scenario({
      factions: [faction, faction === 'war' ? 'plague' : 'war'],
      kings: [king, 6],
      kingAt: ['0:0:b', null],
      board,
      ...extra,
    });

  it('Shield Wall (war 6): heavy infantry links in pairs (HU4 exception)', () => {
    const s = withKing('war', 6, {
      '0:2:f': { v: 7 },
      '0:1:f': { v: 8 },
      '0:0:f': { v: 1 },
      '1:2:f': { v: 12 },
    });
    expect(scores(play(s, 0, { type: 'compare', line: 2 }).events)).toEqual([15, 12]);
  });

  it('Cavalry Charge (war 12): heavy cavalry links in pairs (HU5 exception)', () => {
    const s = withKing('war', 12, {
      '0:2:f': { v: 10 },
      '0:3:f': { v: 11 },
      '0:0:f': { v: 1 },
      '1:2:f': { v: 12 },
    });
    expect(scores(play(s, 0, { type: 'compare', line: 2 }).events)).toEqual([21, 12]);
  });

  it('Forage (famine 6): your cards lose no points on the Famine line', () => {
    const s = withKing('famine', 6, { '0:1:f': { v: 5, id: 'x' }, '0:0:f': { v: 1, up: false } });
    expect(play(s, 0, { type: 'flip', line: 0, row: 'front' }).state.cards.x!.hunger).toBe(0);
  });

  it('Scorched Earth (famine 12): enemy cards lose points twice as fast on the Famine line', () => {
    const s = withKing(
      'famine',
      12,
      { '1:1:f': { v: 5, id: 'x' }, '1:3:f': { v: 1, up: false }, '0:0:f': { v: 1 } },
      { toMove: 1 },
    );
    expect(play(s, 1, { type: 'flip', line: 3, row: 'front' }).state.cards.x!.hunger).toBe(2);
  });

  it('Ferryman (death 6): your compares on the Death line cost no chips', () => {
    const s = withKing('death', 6, { '0:2:f': { v: 5 }, '1:2:f': { v: 2 }, '0:0:f': { v: 1 } });
    expect(play(s, 0, { type: 'compare', line: 2 }).state.players[0].chest).toBe(0);
  });

  it('Reaper (death 12): on the Death line a tie kills the enemy card', () => {
    const s = withKing('death', 12, { '0:2:f': { v: 5 }, '1:2:f': { v: 5, id: 'e' }, '0:0:f': { v: 1 } });
    expect(play(s, 0, { type: 'compare', line: 2 }).state.graveyard).toEqual(['e']);
  });

  it('Quarantine (plague 6): your sick cards recover two points a turn', () => {
    const s = withKing('plague', 6, {
      '0:2:f': { v: 9, id: 'x', sickness: 3, sickLine: 3 },
      '0:0:f': { v: 1 },
      '0:1:f': { v: 1, up: false },
    });
    expect(play(s, 0, { type: 'flip', line: 1, row: 'front' }).state.cards.x!.sickness).toBe(1);
  });

  it('Pestilence (plague 12): enemy sick cards lose points twice as fast', () => {
    const s = withKing(
      'plague',
      12,
      { '1:3:f': { v: 9, id: 'x' }, '1:1:f': { v: 1, up: false }, '0:0:f': { v: 1 } },
      { toMove: 1 },
    );
    expect(play(s, 1, { type: 'flip', line: 1, row: 'front' }).state.cards.x!.sickness).toBe(2);
  });

  it('HG11: a skill works only while its king stands face up on the board', () => {
    const hidden = scenario({
      factions: ['war', 'plague'],
      kings: [6, 6],
      kingAt: ['0:0:b', null],
      board: { '0:2:f': { v: 7 }, '0:1:f': { v: 8 }, '0:0:f': { v: 1 }, '1:2:f': { v: 12 } },
    });
    hidden.cards.k0!.faceUp = false;
    expect(scores(play(hidden, 0, { type: 'compare', line: 2 }).events)).toEqual([7, 12]);
  });

  it('HG11: the option kingSkills: false turns every skill off', () => {
    const s = scenario({
      options: { kingSkills: false },
      factions: ['war', 'plague'],
      kings: [6, 6],
      kingAt: ['0:0:b', null],
      board: { '0:2:f': { v: 7 }, '0:1:f': { v: 8 }, '0:0:f': { v: 1 }, '1:2:f': { v: 12 } },
    });
    expect(scores(play(s, 0, { type: 'compare', line: 2 }).events)).toEqual([7, 12]);
  });
});
