import { type RngState, rollDie, seedRng } from '@warboard/core';
import { expect } from 'vitest';
import {
  type Division,
  type FrontlineAction,
  type FrontlineEvent,
  type FrontlineState,
  frontline,
  type Home,
  type Invader,
  type Landing,
  type Phase,
} from '../src/index.js';
import { freshTurn } from '../src/turn.js';

export interface Place {
  holder: number;
  fronts?: Record<string, Division[]>;
  middle?: Division[];
  rear?: Division[];
  invaders?: Invader[];
  coast?: Landing[];
  city?: boolean;
}

/**
 * A hand-built position: a real setup with the board wiped and replaced by `layout`, the given seat on turn in
 * the given phase. Capitals default to far corners so they do not interfere.
 */
export function scenario(
  layout: Record<string, Place>,
  opts: {
    players?: number;
    ruleset?: 'revised' | 'original';
    seat?: number;
    phase?: Phase;
    capitals?: string[];
  } & Record<string, unknown> = {},
): FrontlineState {
  const { seat = 0, phase = 'attack', capitals, ...raw } = opts;
  // A hand-built position tests the designer's text: the designer preset unless a test names another.
  const options = frontline.parseOptions({ players: 2, preset: 'designer', ...raw });
  if (!options.ok) throw new Error(options.error.message);
  const made = frontline.setup(options.value, 'scenario');
  if (!made.ok) throw new Error(made.error.message);
  const s = made.value;
  for (const t of Object.values(s.territories)) {
    t.holder = null;
    t.home = { fronts: {}, middle: [], rear: [] };
    t.invaders = [];
    t.coast = [];
    t.city = false;
  }
  for (const [id, p] of Object.entries(layout)) {
    const home: Home = { fronts: p.fronts ?? {}, middle: p.middle ?? [], rear: p.rear ?? [] };
    s.territories[id] = {
      holder: p.holder,
      home,
      invaders: p.invaders ?? [],
      coast: p.coast ?? [],
      city: p.city ?? false,
    };
  }
  const defaults = ['argentina', 'eastern-australia', 'iceland', 'japan', 'madagascar', 'alaska'];
  s.players.forEach((p, i) => {
    p.capital = capitals?.[i] ?? defaults[i]!;
    p.hand = [];
  });
  s.turn = { ...freshTurn(seat, 1), phase };
  s.battle = null;
  return s;
}

/**
 * The border most battle tests fight over: seat 0 attacks Egypt (seat 1) from North Africa, three players, the
 * attack phase. East Africa (seat 2) joins when Egypt faces it (`eastFront`) or when asked (`eastAfrica`); the
 * Middle East (seat 1) when the defender needs somewhere to retreat (`retreatTo`).
 */
export function egyptBorder(
  attacker: Division[],
  defender: Division[],
  opts: {
    attackerMiddle?: Division[];
    defenderMiddle?: Division[];
    ruleset?: 'revised' | 'original';
    invaders?: Invader[];
    eastFront?: Division[];
    eastAfrica?: boolean;
    retreatTo?: boolean;
  } = {},
): FrontlineState {
  return scenario(
    {
      'north-africa': { holder: 0, fronts: { egypt: attacker }, middle: opts.attackerMiddle ?? [] },
      egypt: {
        holder: 1,
        fronts: { 'north-africa': defender, ...(opts.eastFront ? { 'east-africa': opts.eastFront } : {}) },
        middle: opts.defenderMiddle ?? [],
        invaders: opts.invaders ?? [],
      },
      ...(opts.eastFront || opts.eastAfrica ? { 'east-africa': { holder: 2, middle: ['I' as const] } } : {}),
      peru: { holder: 1, middle: ['I'] },
      ...(opts.retreatTo ? { 'middle-east': { holder: 1, middle: ['I' as const] } } : {}),
    },
    { phase: 'attack', players: 3, ...(opts.ruleset ? { ruleset: opts.ruleset } : {}) },
  );
}

/** Apply and insist it is accepted. */
export function act(
  state: FrontlineState,
  seat: number,
  action: FrontlineAction,
): { state: FrontlineState; events: readonly FrontlineEvent[] } {
  const r = frontline.apply(state, seat, action);
  if (!r.ok) throw new Error(`refused ${JSON.stringify(action)}: ${r.error.rule} ${r.error.message}`);
  return r.value;
}

/** Apply and insist it is refused for the named rule; the input state must be unchanged. */
export function refused(state: FrontlineState, seat: number, action: unknown, rule: string): string {
  const before = frontline.serialize(state);
  const r = frontline.apply(state, seat, action);
  expect(frontline.serialize(state)).toBe(before);
  expect(r.ok).toBe(false);
  if (r.ok) return '';
  expect(r.error.rule).toBe(rule);
  return r.error.code;
}

/** A PRNG whose next rolls are exactly `dice` (found by search: 6^n seeds at most for n dice). */
export function rngFor(dice: readonly number[]): RngState {
  for (let i = 0; ; i++) {
    const rng = seedRng(`dice-${i}`);
    const probe: RngState = { s: [...rng.s] };
    if (dice.every((d) => rollDie(probe) === d)) return rng;
  }
}

/** The next exchange rolls `attacker` dice then `defender` dice. */
export function rig(state: FrontlineState, attacker: number[], defender: number[]): FrontlineState {
  const next = structuredClone(state);
  next.rng = rngFor([...attacker, ...defender]);
  return next;
}

export const fronts = (s: FrontlineState, id: string) => s.territories[id]!.home.fronts;
export const home = (s: FrontlineState, id: string) => s.territories[id]!.home;
