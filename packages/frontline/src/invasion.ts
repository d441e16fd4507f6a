import type { Seat } from '@warboard/core';
import { z } from 'zod';
import { type ActionRules, ok, wire } from './action-rule.js';
import { removeLanding } from './amphibious.js';
import { endBattle } from './battle.js';
import { invasionAftermath } from './battle-rules.js';
import { editTerritory, markTidy, untidied } from './copy-on-write.js';
import type { FrontlineEvent } from './events.js';
import { type FrontlineRefusal, refusal } from './refusals.js';
import {
  type Division,
  emptyHome,
  type FrontlineState,
  fightingDivisions,
  homeCount,
  type Invader,
  mapOf,
  maxFront,
} from './state.js';

/**
 * The defender's line is gone; what follows is battle-rules.ts `invasionAftermath`. Head-on (R6.4, O8.12): the
 * attacker's front row crosses the border and stands straddling it inside the territory as an invader. Rear
 * assault (R6.8–R6.9): the beaten row is simply gone. Counter-attack and contest (R6.10, R6.14, O8.16): the beaten
 * invader leaves the board, its repairing armor too; a repelled coast force likewise (R7.4).
 */
export function resolveInvasion(state: FrontlineState, events: FrontlineEvent[]): void {
  const b = state.battle!;
  const t = editTerritory(state, b.territory);
  const after = invasionAftermath({
    mode: b.mode,
    ruleset: state.options.ruleset,
    attackerInside: b.attacker.front.kind === 'invader',
    invadedByOther: t.invaders.some((i) => i.owner !== b.attacker.seat),
    holderFighting: t.holder === null ? null : fightingDivisions(t.home),
    retreatTargets: retreatTargets(state, b.defender.seat, b.territory).length,
  });
  if (after.crossing) {
    const inv = crossBorder(
      state,
      b.territory,
      b.attacker.seat,
      b.mode === 'landing' ? null : b.attacker.front.territory,
    );
    events.push({ type: 'invaded', territory: b.territory, by: b.attacker.seat, via: inv.via });
  }
  if (after.rearLost && t.holder !== null && t.home.rear.length > 0) {
    events.push({ type: 'rear-lost', territory: b.territory, removed: t.home.rear.length });
    t.home.rear = [];
  }
  if (after.beatenForceLeaves === 'coast') removeLanding(state, b.territory, b.defender.seat, events);
  if (after.beatenForceLeaves === 'invader') {
    const gone = b.defender.seat;
    t.invaders = t.invaders.filter((i) => i.owner !== gone);
    events.push({ type: 'invader-destroyed', territory: b.territory, seat: gone });
  }
  if (after.cleared) clear(state, b.territory, events);
  if (after.retreatOffered)
    b.stage = 'retreat'; // R8.4: before the next round the invaded defender may retreat
  else endBattle(state); // cleared, or with nowhere to go a last stand (R8.5)
}

/**
 * R6.15: crossing into a territory nobody holds but others have invaded is itself a successful invasion — across a
 * border (`from`), or from the coast (`from` null, R7.1), when the force joins the player's invaders already there
 * (one force per player in a territory, R6.14).
 */
export function enterContested(
  state: FrontlineState,
  seat: Seat,
  from: string | null,
  to: string,
  events: FrontlineEvent[],
): void {
  const inv = crossBorder(state, to, seat, from);
  events.push({ type: 'invaded', territory: to, by: seat, via: inv.via });
}

/**
 * The attacker's front row (a landing: its whole force) crosses into the territory; `from` is the territory it
 * attacked from, or null for a landing from the coast.
 */
function crossBorder(state: FrontlineState, id: string, seat: Seat, from: string | null): Invader {
  const t = editTerritory(state, id);
  if (from === null) {
    const force = t.coast.find((c) => c.owner === seat)!;
    t.coast = t.coast.filter((c) => c !== force);
    const inv = joinInvader(t.invaders, seat, force.via);
    fillInvader(state, inv, force.front);
    inv.middle.push(...force.middle);
    inv.rear.push(...force.rear);
    return inv;
  }
  const source = editTerritory(state, from);
  const moving = source.home.fronts[id] ?? [];
  delete source.home.fronts[id];
  const inv = joinInvader(t.invaders, seat, from);
  fillInvader(state, inv, moving);
  // R4.5: the middle row of the territory it came from may follow it in during this attack phase (follow.ts).
  const crossed = { from, to: id };
  if (seat === state.turn.seat) state.turn.crossed = [...(state.turn.crossed ?? []), crossed];
  return inv;
}

/** Divisions joining an invader already in place fill its front row (R4.3: at most 3) and wait behind it. */
export function fillInvader(state: FrontlineState, inv: Invader, divisions: readonly Division[]): void {
  for (const d of divisions) (inv.front.length < maxFront(state) ? inv.front : inv.middle).push(d);
}

function joinInvader(invaders: Invader[], owner: Seat, via: string): Invader {
  let inv = invaders.find((i) => i.owner === owner);
  if (!inv) {
    inv = { owner, via, front: [], middle: [], rear: [] };
    invaders.push(inv);
  }
  return inv;
}

/**
 * The holder has no fighting division left in the territory: its repairing armor is lost too (R6.9, R7.4) and the
 * territory is free: a lone invader moves in (FG16, R6.4); several contest it (R6.14).
 */
function clear(state: FrontlineState, id: string, events: FrontlineEvent[]): void {
  const t = editTerritory(state, id);
  if (t.holder !== null) {
    events.push({ type: 'cleared', territory: id, seat: t.holder, rearLost: t.home.rear.length });
    t.holder = null;
    t.home = emptyHome();
  }
  occupyIfAlone(state, id, events);
}

/** A lone invader moves in (R6.16: it counts as occupied only with infantry, FG13c). */
export function occupyIfAlone(state: FrontlineState, id: string, events: FrontlineEvent[]): void {
  const shared = state.territories[id]!;
  if (shared.holder !== null || shared.invaders.length !== 1) return;
  const t = editTerritory(state, id);
  const inv = t.invaders[0]!;
  t.invaders = [];
  t.holder = inv.owner;
  t.home = { fronts: {}, middle: [...inv.front, ...inv.middle], rear: [...inv.rear] };
  if (t.home.middle.includes('I') && inv.owner === state.turn.seat && !state.turn.occupied.includes(id)) {
    state.turn.occupied.push(id);
    state.turn.conquered.push(id); // taken by force: it counts for conquest objectives (FG4)
  }
  events.push({ type: 'occupied', territory: id, seat: inv.owner });
}

/** Adjacent territories of the defender's own it may retreat to (R8.4, O8.18). */
export const retreatTargets = (state: FrontlineState, seat: Seat, from: string): string[] =>
  (mapOf(state).neighbors[from] ?? []).filter((n) => state.territories[n]?.holder === seat);

function checkRetreat(state: FrontlineState, seat: Seat, to: string): FrontlineRefusal | null {
  const b = state.battle;
  if (b?.stage !== 'retreat' || b.defender.seat !== seat)
    return refusal('not-your-decision', 'R8.4', 'no retreat is open to you now');
  if (!retreatTargets(state, seat, b.territory).includes(to)) {
    return refusal('no-retreat', 'R8.5', `${to} is not an adjacent territory of yours`, { territory: to });
  }
  return null;
}

/** R8.4 / O8.18: every division left goes to the neighbour; repairing armor to its rear row. */
function doRetreat(state: FrontlineState, seat: Seat, to: string, events: FrontlineEvent[]): void {
  const b = state.battle!;
  const from = editTerritory(state, b.territory);
  const dest = editTerritory(state, to);
  dest.home.middle.push(...Object.values(from.home.fronts).flat(), ...from.home.middle);
  dest.home.rear.push(...from.home.rear);
  events.push({
    type: 'retreated',
    seat,
    from: b.territory,
    destination: to,
    divisions: homeCount(from.home),
  });
  from.home = emptyHome();
  from.holder = null;
  occupyIfAlone(state, b.territory, events);
  endBattle(state);
}

const isGone = (f: Invader): boolean => f.front.length + f.middle.length + f.rear.length === 0;

/**
 * Territories left with no divisions are empty again; invaders with none are gone. Only the territories that may
 * have changed since the last tidy are looked at (copy-on-write.ts `untidied`): what tidying one does depends on
 * that territory alone.
 */
export function tidy(state: FrontlineState, events: FrontlineEvent[]): void {
  for (const id of untidied(state, mapOf(state).territoryIds)) {
    const t = state.territories[id]!;
    // Rewritten (and so copied, copy-on-write.ts) only when a force is gone, not when merely looked at.
    const goneInvader = t.invaders.some(isGone);
    const goneCoast = t.coast.some(isGone);
    const emptied = t.holder !== null && homeCount(t.home) === 0;
    if (goneInvader || goneCoast || emptied) {
      const own = editTerritory(state, id);
      if (goneInvader) own.invaders = own.invaders.filter((i) => !isGone(i));
      if (goneCoast) own.coast = own.coast.filter((i) => !isGone(i));
      if (emptied) {
        own.holder = null;
        own.home = emptyHome();
      }
    }
    if (state.territories[id]!.holder === null) occupyIfAlone(state, id, events);
  }
  markTidy(state);
}

/** R8.4, O8.18: the invaded defender retreats to an adjacent territory of its own… */
export interface RetreatAction {
  type: 'retreat';
  to: string;
}
/** …or stays and fights on (R8.5, O8.19). */
export interface StandAction {
  type: 'stand';
}

/** The action-table entries of the defender's retreat (action-table.ts). */
export const RETREAT_ACTIONS: ActionRules<RetreatAction | StandAction> = {
  retreat: {
    schema: z.strictObject({ type: z.literal('retreat'), to: wire.id }),
    answers: ['retreat'],
    free: false,
    check: (state, s, a) => checkRetreat(state, s, a.to),
    perform: (state, s, a, events) => doRetreat(state, s, a.to, events),
  },
  stand: {
    schema: z.strictObject({ type: z.literal('stand') }),
    answers: ['retreat'],
    free: false,
    check: ok,
    perform: (state, s, _a, events) => {
      // R8.5 / O8.19: stay and fight on
      events.push({ type: 'stood', seat: s, territory: state.battle!.territory });
      endBattle(state);
    },
  },
};
