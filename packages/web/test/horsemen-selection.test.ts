/**
 * The Four Horsemen table's selection without a DOM: the reducer fed clicks and keys over a list of legal
 * actions, each step checked as data, and every action it sends one of that list (H9 place, H11 flip, H12
 * compare, H13 move).
 */
import type { HorsemenAction } from '@warboard/horsemen';
import { describe, expect, it } from 'vitest';
import { reduce, type Selection, type TableEvent } from '../src/horsemen/selection.js';

const place: HorsemenAction = { type: 'place', card: 'k1', line: 2, row: 'back' };
const flip: HorsemenAction = { type: 'flip', line: 0, row: 'front' };
const compare: HorsemenAction = { type: 'compare', line: 0 };
const move: HorsemenAction = { type: 'move', line: 0, row: 'front', to: 1 };
const placing: readonly HorsemenAction[] = [place, { type: 'place', card: 'k1', line: 3, row: 'front' }];
const turn: readonly HorsemenAction[] = [flip, compare, move, { type: 'surrender' }];

const front0: Selection = { kind: 'cell', line: 0, row: 'front' };
const hand: Selection = { kind: 'hand', card: 'k1' };

/** Feed events in order from no selection; every action sent must be in `legal`. */
function play(legal: readonly HorsemenAction[], events: readonly TableEvent[]) {
  let selection: Selection = null;
  const sent: HorsemenAction[] = [];
  for (const e of events) {
    const step = reduce(selection, e, legal);
    selection = step.selection;
    if (step.send) {
      expect(legal).toContainEqual(step.send);
      sent.push(step.send);
    }
  }
  return { selection, sent };
}

describe('the Four Horsemen table selection', () => {
  it.each<[string, readonly HorsemenAction[], readonly TableEvent[], Selection, readonly HorsemenAction[]]>([
    [
      'H9: a hand card picked, then a cell it may go on places it',
      placing,
      [
        { type: 'hand', card: 'k1' },
        { type: 'cell', line: 2, row: 'back' },
      ],
      null,
      [place],
    ],
    [
      'H9: a hand card clicked twice is dropped',
      placing,
      [
        { type: 'hand', card: 'k1' },
        { type: 'hand', card: 'k1' },
      ],
      null,
      [],
    ],
    [
      'H9: a dragged card stays picked, even when it was',
      placing,
      [
        { type: 'hand', card: 'k1' },
        { type: 'hand', card: 'k1', drag: true },
      ],
      hand,
      [],
    ],
    [
      'H9: a cell the picked card cannot go on drops the pick',
      placing,
      [
        { type: 'hand', card: 'k1' },
        { type: 'cell', line: 0, row: 'back' },
      ],
      null,
      [],
    ],
    [
      'H11: F flips the picked cell',
      turn,
      [
        { type: 'cell', line: 0, row: 'front' },
        { type: 'key', key: 'F' },
      ],
      null,
      [flip],
    ],
    [
      'H12: C compares on the picked front cell',
      turn,
      [
        { type: 'cell', line: 0, row: 'front' },
        { type: 'key', key: 'c' },
      ],
      null,
      [compare],
    ],
    [
      'H13: the cell a picked card may move to moves it',
      turn,
      [
        { type: 'cell', line: 0, row: 'front' },
        { type: 'cell', line: 1, row: 'front' },
      ],
      null,
      [move],
    ],
    [
      'a cell picked twice is dropped',
      turn,
      [
        { type: 'cell', line: 0, row: 'front' },
        { type: 'cell', line: 0, row: 'front' },
      ],
      null,
      [],
    ],
    [
      'Esc drops the pick',
      turn,
      [
        { type: 'cell', line: 0, row: 'front' },
        { type: 'key', key: 'Escape' },
      ],
      null,
      [],
    ],
    [
      'a key with nothing to do keeps the pick',
      turn,
      [
        { type: 'cell', line: 0, row: 'front' },
        { type: 'key', key: 'x' },
      ],
      front0,
      [],
    ],
    ['F with nothing picked sends nothing', turn, [{ type: 'key', key: 'f' }], null, []],
    ['a cell with nothing to do picks nothing', turn, [{ type: 'cell', line: 3, row: 'back' }], null, []],
  ])('%s', (_, legal, events, selection, sent) => {
    expect(play(legal, events)).toEqual({ selection, sent });
  });

  it('keeps a pick across a new position only while it still offers something', () => {
    expect(reduce(hand, { type: 'sync' }, placing).selection).toEqual(hand);
    expect(reduce(hand, { type: 'sync' }, turn).selection).toBeNull();
    expect(reduce(front0, { type: 'sync' }, turn).selection).toEqual(front0);
    expect(reduce(front0, { type: 'sync' }, []).selection).toBeNull();
    expect(reduce(front0, { type: 'acted' }, turn).selection).toBeNull();
  });
});
