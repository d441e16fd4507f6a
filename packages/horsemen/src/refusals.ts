import { type RefusalCatalogue, type RuleError, refusalsOf } from '@warboard/core';

/**
 * Every refusal of the Four Horsemen rules (the game's `refusals`): each code with the facts its sentence names, by
 * kind — `line` (a line by its colour: war, famine, death or plague), `row` (front or back), `count` (a number). A
 * client keeps a sentence per code in each of its languages; the English `message` stays for logs and the command
 * line. Facts are only what the refused seat may know: the lines' colours are public, the cells its own.
 */
export const horsemenRefusals = {
  'malformed-action': {},
  'game-over': {},
  'not-your-decision': {},
  // The deal and the placement (H5, H9)
  'nothing-to-draw': {},
  'not-a-king': {},
  'not-in-hand': {},
  // Cells and lines (H11–H14)
  'no-such-cell': {},
  'no-such-line': {},
  'empty-cell': { line: 'line', row: 'row' },
  'cell-occupied': { line: 'line', row: 'row' },
  'already-face-up': {},
  'face-down': {},
  immune: {},
  'bad-destination': {},
  'too-far': { cells: 'count' },
  'face-down-line': { line: 'line' },
  'no-opponent': {},
  'cannot-pay': { cost: 'count' },
  // Passing when stuck (H10, HG4) and the prize (H19)
  'no-passing': {},
  'not-stuck': {},
  'not-a-prize': {},
} as const satisfies RefusalCatalogue;

export type HorsemenRefusalCode = keyof typeof horsemenRefusals;
/** A refusal of the Four Horsemen rules: one of the catalogue's codes, with its facts. */
export type HorsemenRefusal = RuleError<HorsemenRefusalCode>;

/** The one way rules code refuses: `refusal(code, rule, message, facts)`, typed by the catalogue. */
export const refusal = refusalsOf(horsemenRefusals);
