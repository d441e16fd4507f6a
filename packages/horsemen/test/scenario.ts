/**
 * Build a Four Horsemen position by hand for rule tests: the play phase, chosen cards in chosen cells.
 * Cells are named `seat:line:row`, e.g. '0:1:f' = seat 0, line 1, front.
 */
import { type Applied, type Seat, seedRng } from '@warboard/core';
import { expect } from 'vitest';
import {
  type Card,
  type Faction,
  type HorsemenAction,
  type HorsemenEvent,
  type HorsemenOptions,
  type HorsemenState,
  horsemen,
} from '../src/index.js';

export interface CardSpec {
  v: number; // printed value
  f?: Faction; // deck faction (default: the controller's faction)
  up?: boolean; // face up (default true)
  id?: string;
  hunger?: number;
  sickness?: number;
  sickLine?: number | null;
  zealTurn?: number;
  deathStay?: number;
  refunded?: number;
  fresh?: boolean;
  kingValue?: 6 | 12;
}

export interface Scenario {
  lines?: Faction[];
  options?: Partial<HorsemenOptions>;
  factions?: [Faction, Faction];
  kings?: [6 | 12, 6 | 12];
  /** Where each player's king stands; off the board when not given (its skill then is inactive). */
  kingAt?: [string | null, string | null];
  board?: Record<string, CardSpec>;
  fund?: [number, number];
  chest?: [number, number];
  toMove?: Seat;
  turn?: number;
}

const parseCell = (key: string) => {
  const [seat, line, row] = key.split(':');
  return { seat: Number(seat) as 0 | 1, line: Number(line), row: row === 'b' ? 1 : 0 };
};

export function scenario(spec: Scenario): HorsemenState {
  const options = horsemen.parseOptions(spec.options ?? {});
  if (!options.ok) throw new Error(options.error.message);
  const factions = spec.factions ?? ['war', 'plague'];
  const kings = spec.kings ?? [6, 12];
  const cards: Record<string, Card> = {};
  const cells = [0, 1].map(() => Array.from({ length: 4 }, () => [null, null] as (string | null)[]));
  const make = (id: string, seat: 0 | 1, c: CardSpec): Card => ({
    id,
    owner: seat,
    controller: seat,
    value: c.v,
    faction: c.f ?? factions[seat]!,
    kingValue: c.kingValue ?? kings[seat]!,
    faceUp: c.up ?? true,
    fresh: c.fresh ?? false,
    hunger: c.hunger ?? 0,
    sickness: c.sickness ?? 0,
    sickLine: c.sickLine ?? null,
    deathStay: c.deathStay ?? 0,
    refunded: c.refunded ?? 0,
    zealTurn: c.zealTurn ?? -1,
  });
  for (const seat of [0, 1] as const) {
    const id = `k${seat}`;
    cards[id] = make(id, seat, { v: kings[seat]!, f: factions[seat]! });
    const at = spec.kingAt?.[seat];
    if (at) {
      const { line, row } = parseCell(at);
      cells[seat]![line]![row] = id;
    }
  }
  let n = 0;
  for (const [key, c] of Object.entries(spec.board ?? {})) {
    const { seat, line, row } = parseCell(key);
    const id = c.id ?? `c${n++}`;
    cards[id] = make(id, seat, c);
    cells[seat]![line]![row] = id;
  }
  const player = (seat: 0 | 1) => ({
    faction: factions[seat]!,
    king: `k${seat}`,
    kingRevealed: false,
    fund: spec.fund?.[seat] ?? 50,
    chest: spec.chest?.[seat] ?? 0,
    hand: [],
    pile: [],
    discardKing: false,
    refill: false,
  });
  return {
    rng: seedRng('scenario'),
    options: options.value,
    lines: spec.lines ?? ['war', 'famine', 'death', 'plague'],
    phase: 'play',
    cards,
    cells,
    players: [player(0), player(1)],
    graveyard: [],
    setAside: [],
    toMove: spec.toMove ?? 0,
    turn: spec.turn ?? 0,
    quiet: 0,
    capture: null,
    ending: null,
  };
}

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
