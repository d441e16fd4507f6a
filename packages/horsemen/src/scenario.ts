/**
 * A Four Horsemen position built by hand: chosen cards in chosen cells (the play phase), or chosen hands to place
 * face down (the place phase, H9). The rule tests build their positions with it, and so does the web client's
 * tutorial, so each position is written once. Cells are named `seat:line:row`, e.g. '0:1:f' = seat 0, line 1, front.
 */
import { type Seat, seedRng } from '@warboard/core';
import { type HorsemenOptions, parseOptions } from './options.js';
import type { Card, Faction, HorsemenState, KingValue } from './types.js';

export interface CardSpec {
  v: number; // printed value
  f?: Faction; // deck faction (default: the controller's faction)
  up?: boolean; // face up (default true on the board, false in a hand)
  id?: string;
  hunger?: number;
  sickness?: number;
  sickLine?: number | null;
  zealTurn?: number;
  deathStay?: number;
  refunded?: number;
  fresh?: boolean;
  kingValue?: KingValue;
}

export interface Scenario {
  lines?: Faction[];
  options?: Partial<HorsemenOptions>;
  factions?: [Faction, Faction];
  kings?: [KingValue, KingValue];
  /** Where each player's king stands; off the board when not given (its skill then is inactive). */
  kingAt?: [string | null, string | null];
  /** Each player's king in their hand instead, to be placed face down (with `hands`). */
  kingInHand?: boolean;
  board?: Record<string, CardSpec>;
  /** Cards in each hand: with any, the position is the face-down placement (H9) rather than play. */
  hands?: [CardSpec[], CardSpec[]];
  fund?: [number, number];
  chest?: [number, number];
  toMove?: Seat;
  turn?: number;
  /** The seed of the position's PRNG (who moves first after a placement, HG7). */
  seed?: string;
}

/** A cell named `seat:line:row`: its seat, line and row index (0 front, 1 back). */
export const parseCell = (key: string) => {
  const [seat, line, row] = key.split(':');
  return { seat: Number(seat) as 0 | 1, line: Number(line), row: row === 'b' ? 1 : 0 };
};

export function scenario(spec: Scenario): HorsemenState {
  const options = parseOptions(spec.options ?? {});
  if (!options.ok) throw new Error(options.error.message);
  const factions = spec.factions ?? ['war', 'plague'];
  const kings = spec.kings ?? [6, 12];
  const cards: Record<string, Card> = {};
  const cells = [0, 1].map(() => Array.from({ length: 4 }, () => [null, null] as (string | null)[]));
  const hands: [string[], string[]] = [[], []];
  const make = (id: string, seat: 0 | 1, c: CardSpec, up: boolean): Card => ({
    id,
    owner: seat,
    controller: seat,
    value: c.v,
    faction: c.f ?? factions[seat]!,
    kingValue: c.kingValue ?? kings[seat]!,
    faceUp: c.up ?? up,
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
    cards[id] = make(id, seat, { v: kings[seat]!, f: factions[seat]! }, !spec.kingInHand);
    const at = spec.kingAt?.[seat];
    if (spec.kingInHand) hands[seat].push(id);
    else if (at) {
      const { line, row } = parseCell(at);
      cells[seat]![line]![row] = id;
    }
  }
  let n = 0;
  for (const [key, c] of Object.entries(spec.board ?? {})) {
    const { seat, line, row } = parseCell(key);
    const id = c.id ?? `c${n++}`;
    cards[id] = make(id, seat, c, true);
    cells[seat]![line]![row] = id;
  }
  for (const seat of [0, 1] as const) {
    for (const c of spec.hands?.[seat] ?? []) {
      const id = c.id ?? `c${n++}`;
      cards[id] = make(id, seat, c, false);
      hands[seat].push(id);
    }
  }
  const player = (seat: 0 | 1) => ({
    faction: factions[seat]!,
    king: `k${seat}`,
    kingRevealed: false,
    fund: spec.fund?.[seat] ?? 50,
    chest: spec.chest?.[seat] ?? 0,
    hand: hands[seat],
    pile: [],
    discardKing: false,
    refill: false,
  });
  return {
    rng: seedRng(spec.seed ?? 'scenario'),
    options: options.value,
    lines: spec.lines ?? ['war', 'famine', 'death', 'plague'],
    phase: spec.hands ? 'place' : 'play',
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
