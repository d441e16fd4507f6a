/**
 * Rule tests' helpers: positions built by hand (the engine's own `scenario`, shared with the web's tutorial),
 * actions that must be legal or refused, and readers of cells and compares.
 */
import type { Applied, Seat } from '@warboard/core';
import { expect } from 'vitest';
import {
  type Card,
  type HorsemenAction,
  type HorsemenEvent,
  type HorsemenState,
  horsemen,
} from '../src/index.js';

import { parseCell } from '../src/scenario.js';

export { type CardSpec, type Scenario, scenario } from '../src/scenario.js';

/** Apply an action that must be legal; fail the test with the rule error otherwise. */
export function play(
  s: HorsemenState,
  seat: Seat,
  action: HorsemenAction,
): Applied<HorsemenState, HorsemenEvent> {
  const r = horsemen.apply(s, seat, action);
  if (!r.ok) throw new Error(`refused ${JSON.stringify(action)}: ${r.error.rule} ${r.error.message}`);
  return r.value;
}

/** Apply an action that must be refused for `rule`; the state must be left as it was. */
export function refused(s: HorsemenState, seat: Seat, action: unknown, rule: string, code?: string): void {
  const before = horsemen.serialize(s);
  const r = horsemen.apply(s, seat, action);
  expect(r.ok, `expected ${JSON.stringify(action)} to be refused`).toBe(false);
  if (!r.ok) {
    expect(r.error.rule).toBe(rule);
    if (code) expect(r.error.code).toBe(code);
  }
  expect(horsemen.serialize(s)).toBe(before);
}

/** A seat passes its turn the only neutral way available in a test: flipping a spare face-down card. */
export const at = (s: HorsemenState, cell: string): Card | null => {
  const { seat, line, row } = parseCell(cell);
  const id = s.cells[seat]![line]![row];
  return id ? s.cards[id]! : null;
};

type Compared = Extract<HorsemenEvent, { type: 'compared' }>;

/** The compare event of an action's events. */
export const compared = (events: readonly HorsemenEvent[]): Compared => {
  const e = events.find((x): x is Compared => x.type === 'compared');
  if (!e) throw new Error('no compare happened');
  return e;
};

export const scores = (events: readonly HorsemenEvent[]): [number, number] => compared(events).scores;
