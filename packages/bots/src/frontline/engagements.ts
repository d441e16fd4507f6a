/**
 * Battle questions for the exact odds calculator (packages/frontline/src/odds), for the bots to weigh attacks by
 * exact odds instead of rolling dice. Every question is the engine's own reading of the battle — its facts
 * (`attackFacts`, `assaultFacts`, `landingFacts`, `counterFacts`, `repelFacts`, `battleFacts`) turned into the
 * calculator's question by `engagementFromFacts` — so no rule is re-derived here. What is the bots' own: how they
 * play a battle (the policies below), scaling huge armies down, and two battles that do not exist yet — a landing
 * still to be embarked, and the contest that follows entering contested land.
 */
import type { Seat } from '@warboard/core';
import {
  assaultFacts,
  attackFacts,
  type BattleFacts,
  type Board,
  battleFacts,
  counterFacts,
  type Division,
  type Engagement,
  engagement,
  engagementFromFacts,
  type Force,
  type FrontlineState,
  frontMax,
  type Landing,
  landingFacts,
  type Odds,
  odds,
  repelFacts,
  type SidePolicy,
  type StopPolicy,
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

/** How a bot fights: armor forward first, damaged armor fights on; it expects the defender to withdraw where it may. */
const ATTACKER: SidePolicy = { damaged: 'stay', forward: 'armor-first', supplyRepairing: false };
const defenderPolicy = (mayWithdraw: boolean): SidePolicy => ({
  damaged: mayWithdraw ? 'withdraw' : 'stay', // the standing order (R5.8) where withdrawal is allowed
  forward: 'armor-first',
  supplyRepairing: false,
});
const STOP: StopPolicy = { belowOdds: STOP_BELOW, atStrength: 0 };

/** A battle question: the calculator's engagement for the battle the engine would fight. */
export type Question = Engagement;

const question = (board: Board, facts: BattleFacts | null): Question | null =>
  facts
    ? engagementFromFacts(board, facts, {
        attackerPolicy: ATTACKER,
        defenderPolicy: defenderPolicy(facts.defender.mayWithdraw),
        stop: STOP,
      })
    : null;

/** The exact odds of a battle, and the factor its sides were scaled by (1 for sides of up to 30 divisions). */
export type Answer = Odds & { readonly scale: number };

export function ask(state: FrontlineState, q: Question): Answer | null {
  if (q.attacker.front.length + q.attacker.middle.length === 0) return null;
  if (q.kind === 'landing' && ![...q.attacker.front, ...q.attacker.middle].some((d) => d !== 'I'))
    return null;
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
    return { ...odds({ ...q, attacker: fit(q.attacker), defender: fit(q.defender) }), scale };
  } catch {
    return null; // a question the calculator refuses (it should not happen): the bot simply skips that battle
  }
}

/** A head-on attack across a land border (R5.1, O8.1). */
export const attackQuestion = (state: FrontlineState, seat: Seat, from: string, to: string) =>
  question(state, attackFacts(state, seat, from, to));

/** An invader's attack on a row inside: head-on against the row facing it, else a rear assault (R5.1, R5.12). */
export const assaultQuestion = (state: FrontlineState, seat: Seat, territory: string, target: string) =>
  question(state, assaultFacts(state, seat, territory, target));

/** The landing of `seat`'s force waiting on `territory`'s coast (R7.1). */
export const landingQuestion = (state: FrontlineState, seat: Seat, territory: string) =>
  question(state, landingFacts(state, seat, territory));

/** The holder against an invader (R6.10). */
export const counterQuestion = (state: FrontlineState, seat: Seat, territory: string, target: Seat) =>
  state.territories[territory]?.holder === seat
    ? question(state, counterFacts(state, seat, territory, target))
    : null;

/** One invader against another in the same territory (R6.14, O8.16). */
export const contestQuestion = (state: FrontlineState, seat: Seat, territory: string, target: Seat) =>
  state.territories[territory]?.holder === seat
    ? null
    : question(state, counterFacts(state, seat, territory, target));

/** The holder of a coast against a force waiting on it (R7.3). */
export const repelQuestion = (state: FrontlineState, seat: Seat, territory: string, target: Seat) =>
  question(state, repelFacts(state, seat, territory, target));

/** The battle being fought, from where it stands now: the attacker's question "roll on, or stop?". */
export const battleQuestion = (state: FrontlineState) => question(state, battleFacts(state));

/**
 * The landing that `divisions`, embarked from `via` in this order, could make on `territory` as it stands now: the
 * engine's facts of a board where that force already waits on the coast (amphibious.ts `doEmbark` fills the front
 * row first).
 */
export function plannedLanding(
  state: FrontlineState,
  seat: Seat,
  territory: string,
  via: string,
  divisions: readonly Division[],
): Question | null {
  const t = state.territories[territory];
  if (!t) return null;
  const max = frontMax(state.options.ruleset);
  const force: Landing = {
    owner: seat,
    via,
    front: divisions.slice(0, max),
    middle: divisions.slice(max),
    rear: [],
    staged: false,
  };
  const coast = [...t.coast.filter((c) => c.owner !== seat), force];
  const board: Board = { ...state, territories: { ...state.territories, [territory]: { ...t, coast } } };
  return question(board, landingFacts(board, seat, territory));
}

/**
 * Entering land nobody holds but others have invaded (R6.15): the front row facing it crosses without a battle,
 * joins the seat's invaders there, and then has the strongest other invader to beat, head-on with every right
 * (R6.14). A battle that does not exist yet, so the bots' own question.
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
  return engagement({
    ruleset: state.options.ruleset,
    kind: 'contest',
    attacker: {
      front: crossing.slice(0, max),
      middle: [...crossing.slice(max), ...(own?.middle ?? [])],
      rear: own?.rear.length ?? 0,
    },
    defender: { front: strongest.front, middle: strongest.middle, rear: strongest.rear.length },
    extraAttackDie: state.players[seat]?.rewards.includes('extra-attack-die') ?? false,
    extraDefenseDie: state.players[strongest.owner]?.rewards.includes('extra-defense-die') ?? false,
    attackerPolicy: ATTACKER,
    defenderPolicy: defenderPolicy(true),
    stop: STOP,
  });
}
