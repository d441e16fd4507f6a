/**
 * Three rules the engine once played otherwise (issue 16), each read against the designer's Chinese.
 * Lines: 0 War, 1 Famine, 2 Death, 3 Plague.
 */
import { describe, expect, it } from 'vitest';
import { horsemen } from '../src/index.js';
import { play, scenario } from './scenario.js';

describe('HF3 different faction: 「不論在青或灰，以二倍數遞減，以二倍數回復」 — on cyan or grey only', () => {
  // A War card under a Plague king: the Chronic patients' different-faction clause governs it (HG2 army).
  it.each([
    ['infected on the War line loses 1 a turn, not 2', { sickLine: 0, sickness: 0 }, 0, 1],
    ['recovering on the War line recovers 1 a turn, not 2', { sickLine: 3, sickness: 4 }, 0, 3],
    ['recovering on the Famine line recovers 2 a turn', { sickLine: 3, sickness: 4 }, 1, 2],
    ['infected on the Death line loses 1 a turn, not 2', { sickLine: 2, sickness: 0 }, 2, 1],
  ] as const)('HF3 different faction: a card %s', (_name, sick, line, after) => {
    const s = scenario({
      factions: ['plague', 'war'],
      board: {
        [`0:${line}:f`]: { v: 9, f: 'war', id: 'x', ...sick },
        '0:3:b': { v: 1, up: false },
        '1:3:f': { v: 1, up: false },
      },
    });
    const next = play(s, 0, { type: 'flip', line: 3, row: 'back' }).state;
    expect(next.cards.x!.sickness).toBe(after);
  });
});

describe('H18 「任何卡於此停留一回合後判定為病人，並開始以一遞減，直到歸零為病死」: no card heals on the Plague line', () => {
  it('H18: a card infected elsewhere (HF3) that steps onto the Plague line keeps its sickness, then keeps losing', () => {
    let s = scenario({
      factions: ['war', 'plague'],
      board: {
        '0:2:f': { v: 9, id: 'x', sickness: 2, sickLine: 2 },
        '0:0:f': { v: 1, up: false },
        '0:0:b': { v: 1, up: false },
        '1:0:f': { v: 1, up: false },
        '1:0:b': { v: 1, up: false },
      },
    });
    s = play(s, 0, { type: 'move', line: 2, row: 'front', to: 3 }).state; // arrives: does not feel the line yet (HG9)
    expect(s.cards.x).toMatchObject({ sickness: 2 });
    s = play(s, 1, { type: 'flip', line: 0, row: 'front' }).state;
    s = play(s, 0, { type: 'flip', line: 0, row: 'front' }).state; // stayed a whole turn on Plague: loses
    expect(s.cards.x).toMatchObject({ sickness: 3, sickLine: 3 });
    s = play(s, 1, { type: 'flip', line: 0, row: 'back' }).state;
    s = play(s, 0, { type: 'flip', line: 0, row: 'back' }).state;
    expect(s.cards.x).toMatchObject({ sickness: 4, sickLine: 3 });
  });
});

describe('standing orders (rulebook §10): flip, else the cheapest move, else surrender', () => {
  it('H10 standing order: with nothing to flip, the cheapest move is taken, not the first listed', () => {
    const s = scenario({
      board: { '0:0:f': { v: 9 }, '0:3:f': { v: 5 }, '1:1:f': { v: 2 } },
    });
    // Line 0 → 1 costs 9 chips; line 3 → 2 enters the Death line for free (H17).
    expect(horsemen.standingOrder(s, 0)).toEqual({ type: 'move', line: 3, row: 'front', to: 2 });
  });

  it('H10 standing order: a face-down card is flipped first (free), and with nothing payable it surrenders', () => {
    const flip = scenario({ board: { '0:0:f': { v: 9 }, '0:3:f': { v: 5, up: false } } });
    expect(horsemen.standingOrder(flip, 0)).toEqual({ type: 'flip', line: 3, row: 'front' });
    const broke = scenario({
      options: { stuck: 'surrender' },
      fund: [0, 50],
      board: { '0:0:f': { v: 3 }, '0:1:f': { v: 3 }, '1:2:f': { v: 1, up: false } },
    });
    expect(horsemen.standingOrder(broke, 0)).toEqual({ type: 'surrender' });
  });
});
