/**
 * Battle questions for the exact odds calculator (packages/frontline/src/odds), built from the board the way the
 * engine sets a battle up (attack.ts, amphibious.ts): who stands in which row, which bonuses apply, who may
 * withdraw. Bots weigh attacks by these exact odds instead of rolling dice.
 */
import type { Seat } from '@warboard/core';
import {
  type BattleKind,
  type Division,
  type Force,
  type FrontlineState,
  frontMax,
  type Odds,
  odds,
  type SidePolicy,
  type StopPolicy,
  type Territory,
} from '@warboard/frontline';

/** A bot gives up a battle whose chance of breaking through falls below this. */
export const STOP_BELOW = 0.2;

/** Sides larger than this many divisions are scaled down for the calculator (see `ask`). */
const MAX_ROW = 30;

/** `keep` divisions spread evenly over `row`, keeping its mix of infantry and armor. */
function thin(row: readonly Division[], keep: number): Division[] {
  if (keep >= row.length) return row.slice();
  return Array.from({ length: keep }, (_, i) => row[Math.floor((i * row.length) / keep)]!);
}

const ATTACKER: SidePolicy = { damaged: 'stay', forward: 'armor-first', supplyRepairing: false };
const defenderPolicy = (canWithdraw: boolean): SidePolicy => ({
  damaged: canWithdraw ? 'withdraw' : 'stay', // the standing order (R5.8) where withdrawal is allowed
  forward: 'armor-first',
  supplyRepairing: false,
});
const STOP: StopPolicy = { belowOdds: STOP_BELOW, atStrength: 0 };

const force = (front: readonly Division[], middle: readonly Division[], rear: number): Force => ({
  front: front.slice(),
  middle: middle.slice(),
  rear,
});

const forceOf = (f: { front: readonly Division[]; middle: readonly Division[]; rear: readonly Division[] }) =>
  force(f.front, f.middle, f.rear.length);

export interface Question {
  kind: BattleKind;
  attacker: Force;
  defender: Force;
  attackerSeat: Seat;
  defenderSeat: Seat;
  defenderCanWithdraw: boolean;
  defenderInvaded: boolean;
  keepInfantry: boolean;
}

/** A head-on battle whose defender is not invaded and may withdraw its armor (R5.8). */
const headOn = (attacker: Force, defender: Force, attackerSeat: Seat, defenderSeat: Seat): Question => ({
  kind: 'head-on',
  attacker,
  defender,
  attackerSeat,
  defenderSeat,
  defenderCanWithdraw: true,
  defenderInvaded: false,
  keepInfantry: false,
});

/** The exact odds of a battle, and the factor its sides were scaled by (1 for sides of up to 30 divisions). */
export type Answer = Odds & { readonly scale: number };

export function ask(state: FrontlineState, q: Question): Answer | null {
  if (q.attacker.front.length + q.attacker.middle.length === 0) return null;
  if (q.kind === 'landing' && ![...q.attacker.front, ...q.attacker.middle].some((d) => d !== 'I'))
    return null;
  const rewards = (s: Seat) => state.players[s]?.rewards ?? [];
  const max = frontMax(state.options.ruleset);
  // A front row longer than the ruleset allows (a middle row under rear assault) fights its first `max` first.
  // Huge reserves are scaled down by one factor on both sides, which keeps their ratio — what decides a long
  // battle — and every question small and cached.
  const size = (f: Force) => f.front.length + f.middle.length;
  const scale = Math.min(1, MAX_ROW / Math.max(size(q.attacker), size(q.defender)));
  const fit = (f: Force): Force => {
    const middle = [...f.front.slice(max), ...f.middle];
    const keep = Math.max(
      f.front.length > max ? 0 : Math.min(1, middle.length),
      Math.round(middle.length * scale),
    );
    return { front: f.front.slice(0, max), middle: thin(middle, keep), rear: f.rear ?? 0 };
  };
  try {
    const answer = odds({
      ruleset: state.options.ruleset,
      kind: q.kind,
      attacker: fit(q.attacker),
      defender: fit(q.defender),
      extraAttackDie: rewards(q.attackerSeat).includes('extra-attack-die'),
      extraDefenseDie: rewards(q.defenderSeat).includes('extra-defense-die'),
      attackerAir: false,
      defenderAir: false,
      defenderInvaded: q.defenderInvaded,
      attackerPolicy: { ...ATTACKER, keepInfantry: q.keepInfantry },
      defenderPolicy: defenderPolicy(q.defenderCanWithdraw),
      stop: STOP,
    });
    return { ...answer, scale };
  } catch {
    return null; // a question the calculator refuses (it should not happen): the bot simply skips that battle
  }
}

/** R8.1: going on from land occupied this turn, the last infantry stays behind. */
function keepsInfantry(state: FrontlineState, from: string, t: Territory, border: string): boolean {
  if (!state.turn.occupied.includes(from)) return false;
  return !Object.entries(t.home.fronts).some(([b, row]) => b !== border && row.includes('I'));
}

/** A head-on attack across a land border (R5.1, O8.1), as attack.ts `doAttack` sets it up. */
export function attackQuestion(state: FrontlineState, seat: Seat, from: string, to: string): Question | null {
  const a = state.territories[from];
  const d = state.territories[to];
  if (!a || !d || d.holder === null) return null;
  const invaded = d.invaders.length > 0;
  return {
    kind: 'head-on',
    attacker: force(a.home.fronts[to] ?? [], a.home.middle, a.home.rear.length),
    defender: force(d.home.fronts[from] ?? [], d.home.middle, d.home.rear.length),
    attackerSeat: seat,
    defenderSeat: d.holder,
    defenderCanWithdraw: !invaded,
    defenderInvaded: invaded,
    keepInfantry: keepsInfantry(state, from, a, to),
  };
}

/** A rear assault from inside (R5.12–R5.16): the defender's armor scores the bare die and cannot withdraw. */
export function assaultQuestion(
  state: FrontlineState,
  seat: Seat,
  territory: string,
  target: string,
): Question | null {
  const t = state.territories[territory];
  const inv = t?.invaders.find((i) => i.owner === seat);
  if (!t || !inv || t.holder === null) return null;
  const row = target === 'middle' ? t.home.middle : (t.home.fronts[target] ?? []);
  return {
    kind: 'rear-assault',
    attacker: force(inv.front, inv.middle, inv.rear.length),
    defender: force(row.slice(0, 3), target === 'middle' ? row.slice(3) : t.home.middle, t.home.rear.length),
    attackerSeat: seat,
    defenderSeat: t.holder,
    defenderCanWithdraw: false,
    defenderInvaded: true,
    keepInfantry: false,
  };
}

/**
 * A landing (R7.1) of `attacker` from `via` across the sea onto `territory`, against the holder's front row facing
 * that crossing and its middle row, as amphibious.ts `doLand` sets it up.
 */
function landingAgainst(
  state: FrontlineState,
  seat: Seat,
  territory: string,
  via: string,
  attacker: Force,
): Question | null {
  const d = state.territories[territory];
  if (!d || d.holder === null || d.holder === seat) return null;
  const invaded = d.invaders.length > 0;
  return {
    kind: 'landing',
    attacker,
    defender: force(d.home.fronts[via] ?? [], d.home.middle, d.home.rear.length),
    attackerSeat: seat,
    defenderSeat: d.holder,
    defenderCanWithdraw: !invaded,
    defenderInvaded: invaded,
    keepInfantry: false,
  };
}

/** The landing of `seat`'s force waiting on `territory`'s coast. */
export function landingQuestion(state: FrontlineState, seat: Seat, territory: string): Question | null {
  const c = state.territories[territory]?.coast.find((x) => x.owner === seat);
  if (!c) return null;
  return landingAgainst(state, seat, territory, c.via, force(c.front, c.middle, c.rear.length));
}

/** The landing that `divisions`, embarked from `via` in this order, could make on `territory` as it stands now. */
export function plannedLanding(
  state: FrontlineState,
  seat: Seat,
  territory: string,
  via: string,
  divisions: readonly Division[],
): Question | null {
  const max = frontMax(state.options.ruleset);
  return landingAgainst(state, seat, territory, via, force(divisions.slice(0, max), divisions.slice(max), 0));
}

/** The holder against an invader (R6.10): head-on, the holder's armor may not withdraw. */
export function counterQuestion(
  state: FrontlineState,
  seat: Seat,
  territory: string,
  target: Seat,
): Question | null {
  const t = state.territories[territory];
  const inv = t?.invaders.find((i) => i.owner === target);
  if (!t || !inv || t.holder !== seat) return null;
  return headOn(
    force(t.home.fronts[inv.via] ?? [], t.home.middle, t.home.rear.length),
    forceOf(inv),
    seat,
    target,
  );
}

/** One invader against another in the same territory (R6.14, O8.16): head-on, with every right on both sides. */
export function contestQuestion(
  state: FrontlineState,
  seat: Seat,
  territory: string,
  target: Seat,
): Question | null {
  const t = state.territories[territory];
  const own = t?.invaders.find((i) => i.owner === seat);
  const other = t?.invaders.find((i) => i.owner === target);
  if (!own || !other || target === seat) return null;
  return headOn(forceOf(own), forceOf(other), seat, target);
}

/**
 * Entering land nobody holds but others have invaded (R6.15): the front row facing it crosses without a battle,
 * joins the seat's invaders there, and then has the strongest other invader to beat (R6.14).
 */
export function enterQuestion(state: FrontlineState, seat: Seat, from: string, to: string): Question | null {
  const a = state.territories[from];
  const d = state.territories[to];
  if (!a || !d || d.holder !== null) return null;
  let strongest: (typeof d.invaders)[number] | undefined;
  let most = -1;
  for (const inv of d.invaders) {
    if (inv.owner === seat) continue;
    const n = inv.front.length + inv.middle.length;
    if (n > most) [strongest, most] = [inv, n];
  }
  if (!strongest) return null;
  const max = frontMax(state.options.ruleset);
  const own = d.invaders.find((i) => i.owner === seat);
  const crossing = [...(own?.front ?? []), ...(a.home.fronts[to] ?? [])];
  const attacker = force(
    crossing.slice(0, max),
    [...crossing.slice(max), ...(own?.middle ?? [])],
    own?.rear.length ?? 0,
  );
  return headOn(attacker, forceOf(strongest), seat, strongest.owner);
}

/** The holder of a coast against a force waiting on it (R7.3), from the front row facing the sea crossing. */
export function repelQuestion(
  state: FrontlineState,
  seat: Seat,
  territory: string,
  target: Seat,
): Question | null {
  const t = state.territories[territory];
  const c = t?.coast.find((x) => x.owner === target);
  if (!t || !c || t.holder !== seat) return null;
  return headOn(
    force(t.home.fronts[c.via] ?? [], t.home.middle, t.home.rear.length),
    forceOf(c),
    seat,
    target,
  );
}

/** The battle being fought, from where it stands now: the attacker's question "roll on, or stop?". */
export function battleQuestion(state: FrontlineState): Question | null {
  const b = state.battle;
  if (!b) return null;
  const side = (ref: (typeof b)['attacker']['front']): Force => {
    const t = state.territories[ref.territory];
    if (!t) return force([], [], 0);
    if (ref.kind === 'front')
      return force(t.home.fronts[ref.border] ?? [], t.home.middle, t.home.rear.length);
    if (ref.kind === 'middle')
      return force(t.home.middle.slice(0, 3), t.home.middle.slice(3), t.home.rear.length);
    const forces = ref.kind === 'coast' ? t.coast : t.invaders;
    const f = forces.find((x) => x.owner === ref.owner);
    return f ? force(f.front, f.middle, f.rear.length) : force([], [], 0);
  };
  const kind: BattleKind =
    b.mode === 'rear-assault' ? 'rear-assault' : b.mode === 'landing' ? 'landing' : 'head-on';
  return {
    kind,
    attacker: side(b.attacker.front),
    defender: side(b.defender.front),
    attackerSeat: b.attacker.seat,
    defenderSeat: b.defender.seat,
    defenderCanWithdraw: b.defender.canWithdraw,
    defenderInvaded: !b.defender.canWithdraw && kind === 'head-on',
    keepInfantry: false,
  };
}
