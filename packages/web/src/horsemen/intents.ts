/**
 * What the player can click, read off the legal actions the server sent. Nothing here knows a rule: each
 * function only filters that list (chessground's `movable.dests`, for Four Horsemen).
 */
import type { HorsemenAction, Row } from '@warboard/horsemen';

type Of<T extends HorsemenAction['type']> = Extract<HorsemenAction, { type: T }>;

const ofType = <T extends HorsemenAction['type']>(legal: readonly HorsemenAction[], type: T): Of<T>[] =>
  legal.filter((a): a is Of<T> => a.type === type);

export const cellKey = (line: number, row: Row): string => `${line}:${row}`;

/** Cards of the hand that can still be placed (H9). */
export const placeableCards = (legal: readonly HorsemenAction[]): Set<string> =>
  new Set(ofType(legal, 'place').map((a) => a.card));

/** The cells a hand card may be placed on. */
export const placeTargets = (legal: readonly HorsemenAction[], card: string): Map<string, Of<'place'>> =>
  new Map(
    ofType(legal, 'place')
      .filter((a) => a.card === card)
      .map((a) => [cellKey(a.line, a.row), a]),
  );

export const flipAt = (legal: readonly HorsemenAction[], line: number, row: Row): Of<'flip'> | undefined =>
  ofType(legal, 'flip').find((a) => a.line === line && a.row === row);

export const compareAt = (legal: readonly HorsemenAction[], line: number): Of<'compare'> | undefined =>
  ofType(legal, 'compare').find((a) => a.line === line);

/** Moves of the card at (line, row), keyed by the cell they end on. */
export const movesFrom = (
  legal: readonly HorsemenAction[],
  line: number,
  row: Row,
): Map<string, Of<'move'>> =>
  new Map(
    ofType(legal, 'move')
      .filter((a) => a.line === line && a.row === row)
      .map((a) => [cellKey(a.to, a.row), a]),
  );

/** Cells that have anything to do: flip, move or compare (for highlighting and keyboard focus). */
export const activeCells = (legal: readonly HorsemenAction[]): Set<string> => {
  const cells = new Set<string>();
  for (const a of legal) {
    if (a.type === 'flip' || a.type === 'move') cells.add(cellKey(a.line, a.row));
    if (a.type === 'compare') cells.add(cellKey(a.line, 'front'));
  }
  return cells;
};

/**
 * Whether what the player picked still offers anything in a new position: a hand card that can still be placed,
 * or a cell that still has something to do. The other player placing face down at the same time (H9) must not
 * undo a card the player has just picked.
 */
export const stillOffered = (
  legal: readonly HorsemenAction[],
  picked: { kind: 'hand'; card: string } | { kind: 'cell'; line: number; row: Row },
): boolean =>
  picked.kind === 'hand'
    ? placeableCards(legal).has(picked.card)
    : activeCells(legal).has(cellKey(picked.line, picked.row));

export const surrender = (legal: readonly HorsemenAction[]) => ofType(legal, 'surrender')[0];
/** HG4: what a stuck player may do instead of surrendering, under the `stuck` option: pass, or top up. */
export const stuckChoice = (legal: readonly HorsemenAction[]) =>
  ofType(legal, 'pass')[0] ?? ofType(legal, 'top-up')[0];
export const captureChoices = (legal: readonly HorsemenAction[]) => ofType(legal, 'capture');
export const prizeChoices = (legal: readonly HorsemenAction[]) => ofType(legal, 'prize');
export const discardChoices = (legal: readonly HorsemenAction[]) => ofType(legal, 'discard-king');
export const refillChoices = (legal: readonly HorsemenAction[]) => ofType(legal, 'refill');
