/**
 * The Four Horsemen table's selection as a pure reducer, tested without a DOM: which hand card or cell is picked,
 * what each click and key does with it, and which action, if any, it sends. The table only feeds it events and
 * sends what it asks for. Nothing here knows a rule: it reads the legal actions (intents.ts).
 */
import type { HorsemenAction, Row } from '@warboard/horsemen';
import { activeCells, cellKey, compareAt, flipAt, movesFrom, placeTargets, stillOffered } from './intents.js';

export type Selection = { kind: 'hand'; card: string } | { kind: 'cell'; line: number; row: Row } | null;

export type TableEvent =
  /** One of our cells clicked: a target of the pick acts; a cell with something to do is picked (or dropped). */
  | { readonly type: 'cell'; readonly line: number; readonly row: Row }
  /** A hand card clicked (picked, or dropped when it was), or dragged (picked). */
  | { readonly type: 'hand'; readonly card: string; readonly drag?: boolean }
  /** A key on the table: Esc drops the pick, F flips and C compares the picked cell. */
  | { readonly type: 'key'; readonly key: string }
  /** A new position: the pick stays only while it still offers something. */
  | { readonly type: 'sync' }
  /** An action was sent from elsewhere on the table. */
  | { readonly type: 'acted' };

export interface Step {
  readonly selection: Selection;
  readonly send?: HorsemenAction;
}

const picked = (s: Selection) => (s?.kind === 'cell' ? s : null);

/** Where the pick may go: the cells a hand card may be placed on, or those the picked card may move to. */
export function targetsOf(
  s: Selection,
  legal: readonly HorsemenAction[],
): ReadonlyMap<string, HorsemenAction> {
  if (s?.kind === 'hand') return placeTargets(legal, s.card);
  return s ? movesFrom(legal, s.line, s.row) : new Map();
}

/** The flip and the compare the picked cell offers (F and C). */
export const flipOf = (s: Selection, legal: readonly HorsemenAction[]) => {
  const cell = picked(s);
  return cell ? flipAt(legal, cell.line, cell.row) : undefined;
};
export const compareOf = (s: Selection, legal: readonly HorsemenAction[]) => {
  const cell = picked(s);
  return cell?.row === 'front' ? compareAt(legal, cell.line) : undefined;
};

export function reduce(s: Selection, e: TableEvent, legal: readonly HorsemenAction[]): Step {
  switch (e.type) {
    case 'cell': {
      const key = cellKey(e.line, e.row);
      const target = targetsOf(s, legal).get(key);
      if (target) return { selection: null, send: target };
      if (!activeCells(legal).has(key)) return { selection: null };
      const cell = picked(s);
      const again = cell !== null && cellKey(cell.line, cell.row) === key;
      return { selection: again ? null : { kind: 'cell', line: e.line, row: e.row } };
    }
    case 'hand':
      return {
        selection: !e.drag && s?.kind === 'hand' && s.card === e.card ? null : { kind: 'hand', card: e.card },
      };
    case 'key': {
      const key = e.key.toLowerCase();
      if (key === 'escape') return { selection: null };
      const send = key === 'f' ? flipOf(s, legal) : key === 'c' ? compareOf(s, legal) : undefined;
      return send ? { selection: null, send } : { selection: s };
    }
    case 'sync':
      return { selection: s && stillOffered(legal, s) ? s : null };
    case 'acted':
      return { selection: null };
  }
}
