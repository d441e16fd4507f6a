import type { Seat } from '@warboard/core';
import { type Card, type HorsemenState, LINE_COUNT, type Row, rowIndex } from './types.js';

/** Where a card stands: its controller's cell on a line, front (0) or back (1). */
export interface Position {
  seat: Seat;
  line: number;
  row: 0 | 1;
}

export const cardAt = (s: HorsemenState, seat: Seat, line: number, row: 0 | 1): Card | null => {
  const id = s.cells[seat]?.[line]?.[row];
  return id ? (s.cards[id] ?? null) : null;
};

export const cellOf = (s: HorsemenState, seat: Seat, line: number, row: Row): Card | null =>
  cardAt(s, seat, line, rowIndex(row));

export const isLine = (line: unknown): line is number =>
  typeof line === 'number' && Number.isInteger(line) && line >= 0 && line < LINE_COUNT;

/** Every card on the board with its position, seat 0 first, lines left to right, front before back. */
export function boardCards(s: HorsemenState, only?: Seat): [Card, Position][] {
  const out: [Card, Position][] = [];
  for (let seat = 0; seat < 2; seat++) {
    if (only !== undefined && seat !== only) continue;
    const lines = s.cells[seat]!;
    for (let line = 0; line < LINE_COUNT; line++) {
      const cells = lines[line]!;
      for (let row = 0 as 0 | 1; row < 2; row++) {
        const id = cells[row];
        if (id) out.push([s.cards[id]!, { seat, line, row: row as 0 | 1 }]);
      }
    }
  }
  return out;
}

export function positionOf(s: HorsemenState, id: string): Position | null {
  for (const seat of [0, 1] as const) {
    for (let line = 0; line < LINE_COUNT; line++) {
      for (const row of [0, 1] as const) if (s.cells[seat]?.[line]?.[row] === id) return { seat, line, row };
    }
  }
  return null;
}

/** H11, HG8: a line holding any face-down card (either side's) cannot be entered or crossed. */
export const lineHasFaceDown = (s: HorsemenState, line: number): boolean =>
  [0, 1].some((seat) => [0, 1].some((row) => cardAt(s, seat, line, row as 0 | 1)?.faceUp === false));

/** H14: an empty front cell is filled from the back cell of the same line, after every action. */
export function fillFrontCells(s: HorsemenState): void {
  for (const seat of [0, 1]) {
    for (let line = 0; line < LINE_COUNT; line++) {
      const cells = s.cells[seat]![line]!;
      if (cells[0] === null && cells[1] !== null) {
        cells[0] = cells[1]!;
        cells[1] = null;
      }
    }
  }
}

export const neighbours = (line: number): number[] =>
  [line - 1, line + 1].filter((l) => l >= 0 && l < LINE_COUNT);
