/**
 * The Frontline heuristic: a fast rule-based player. On its turn it drafts where borders are threatened or land
 * waits to be taken, builds cities, posts armor where the enemy is strongest, attacks when the exact odds are good
 * and the prize is worth it, sends infantry into empty land and brings idle troops to the frontier. Out of turn it
 * answers its own decisions: bringing the middle row forward, damaged armor, retreats, trade offers.
 *
 * It reads only public facts and its own hand, so its choice is the same in every state consistent with its view.
 */
import type { Seat } from '@warboard/core';
import {
  type Division,
  type FrontlineAction,
  type FrontlineState,
  frontline,
  frontMax,
  mapOf,
  objectiveById,
  occupies,
} from '@warboard/frontline';
import { accepts } from './apply-once.js';
import {
  distanceOverOwnLand,
  emptyNeighbours,
  frontierDistance,
  guardAt,
  held,
  homePower,
  isEmpty,
  isEnemy,
  keepAt,
  POWER,
  power,
  pressureOn,
  territoryWorth,
} from './board.js';
import {
  ask,
  assaultQuestion,
  attackQuestion,
  battleQuestion,
  contestQuestion,
  counterQuestion,
  enterQuestion,
  landingQuestion,
  type Question,
  repelQuestion,
  STOP_BELOW,
} from './engagements.js';
import { landings, seaArmorDrafts, seaArmorMerges } from './sea.js';

/**
 * Choices the search may make for a whole turn, which the heuristic then follows: where the draft goes (`draft`,
 * a territory; null is the heuristic's own spread) and which continent expeditions head for first (`expand`).
 * Undefined means not chosen.
 */
export interface TurnPlan {
  draft?: string | null;
  expand?: string | null;
}

/** The heuristic attacks only when its chance of breaking through is at least this. */
const ATTACK_ODDS = 0.6;
/** Weight of the expected strength traded (the defender's losses less the attacker's) against the prize. */
const LOSS_WEIGHT = 0.15;

export interface AttackOption {
  readonly action: FrontlineAction;
  /** Probability that the battle breaks through (the defender's rows on that border emptied, R6.4). */
  readonly p: number;
  readonly score: number;
}

/** Is an objective of this kind still face up, unclaimed (FG4)? */
const openGoal = (state: FrontlineState, kind: string): boolean =>
  state.objectives.some((o) => objectiveById(state.options, o)?.goal.kind === kind);

/** The first candidate the engine accepts. Candidates come lazily, best first. */
function firstAccepted(
  state: FrontlineState,
  seat: Seat,
  candidates: Iterable<FrontlineAction>,
): FrontlineAction | null {
  for (const a of candidates) if (accepts(state, seat, a)) return a;
  return null;
}

function survivorPower(s: { infantry: number; armor: number; damaged: number; repairing: number }): number {
  return s.infantry * POWER.I + s.armor * POWER.A + (s.damaged + s.repairing) * POWER.D;
}

/** Would emptying these rows leave the holder with nothing fighting in the territory (a full conquest)? */
function lastStand(state: FrontlineState, territory: string, border: string | 'middle'): boolean {
  const t = state.territories[territory]!;
  for (const [b, row] of Object.entries(t.home.fronts)) if (b !== border && row.length > 0) return false;
  return true;
}

function option(
  state: FrontlineState,
  action: FrontlineAction,
  q: Question | null,
  prize: number,
): AttackOption | null {
  if (!q) return null;
  const o = ask(state, q);
  if (!o) return null;
  // Expected losses of both sides, in divisions' worth at the board's scale: a battle that trades well is worth
  // more, one that bleeds less (capped, so the prize still decides between big armies).
  const lost = (f: Question['attacker'], left: number) =>
    Math.max(0, (power(f.front) + power(f.middle)) * o.scale - left) / o.scale;
  const net =
    lost(q.defender, survivorPower(o.expected.defender)) -
    lost(q.attacker, survivorPower(o.expected.attacker));
  const trade = Math.max(-3, Math.min(3, LOSS_WEIGHT * net));
  return { action, p: o.attackerWins, score: o.attackerWins * prize + trade };
}

/** Every battle `seat` could start now, scored by exact odds and the worth of what it wins. Best first. */
export function attackOptions(state: FrontlineState, seat: Seat): AttackOption[] {
  const map = mapOf(state);
  const out: AttackOption[] = [];
  const push = (o: AttackOption | null) => {
    if (o) out.push(o);
  };
  for (const from of held(state, seat)) {
    for (const to of map.neighbors[from] ?? []) {
      if (map.sea[from]?.[to] === true) continue; // across the sea only by landing (R7.1)
      const t = state.territories[to];
      if (!t || t.holder === seat) continue;
      if (t.holder === null) {
        // R6.15: land nobody holds but others have invaded is entered by the front row facing it.
        const q = enterQuestion(state, seat, from, to);
        if (q && (state.territories[from]!.home.fronts[to]?.length ?? 0) > 0)
          push(option(state, { type: 'attack', from, to }, q, territoryWorth(state, seat, to)));
        continue;
      }
      const conquest = lastStand(state, to, from);
      const prize = territoryWorth(state, seat, to) * (conquest ? 1 : 0.45);
      push(option(state, { type: 'attack', from, to }, attackQuestion(state, seat, from, to), prize));
    }
  }
  for (const id of map.territoryIds) {
    const t = state.territories[id]!;
    const mine = t.invaders.find((i) => i.owner === seat);
    if (mine && mine.front.length > 0 && t.holder !== null && t.holder !== seat) {
      const targets = [...Object.keys(t.home.fronts).filter((b) => (t.home.fronts[b]?.length ?? 0) > 0)];
      if (t.home.middle.length > 0) targets.push('middle');
      for (const target of targets) {
        const rest =
          target === 'middle'
            ? Object.values(t.home.fronts).every((r) => r.length === 0)
            : lastStand(state, id, target) && t.home.middle.length === 0;
        const prize = territoryWorth(state, seat, id) * (rest ? 1 : 0.5);
        push(
          option(
            state,
            { type: 'assault', territory: id, target },
            assaultQuestion(state, seat, id, target),
            prize,
          ),
        );
      }
    }
    if (mine && mine.front.length > 0) {
      // R6.14: the other invaders here are fought head-on; beating the last of them in land nobody holds
      // moves this force in (FG16).
      const others = t.invaders.filter((i) => i.owner !== seat);
      const prize = t.holder === null && others.length === 1 ? territoryWorth(state, seat, id) : 1;
      for (const other of others) {
        push(
          option(
            state,
            { type: 'counter', territory: id, target: other.owner },
            contestQuestion(state, seat, id, other.owner),
            prize,
          ),
        );
      }
    }
    if (t.holder === seat) {
      for (const inv of t.invaders) {
        push(
          option(
            state,
            { type: 'counter', territory: id, target: inv.owner },
            counterQuestion(state, seat, id, inv.owner),
            1.5 + territoryWorth(state, seat, id) * 0.3,
          ),
        );
      }
      for (const c of t.coast) {
        if (c.owner === seat) continue;
        push(
          option(
            state,
            { type: 'repel', territory: id, target: c.owner },
            repelQuestion(state, seat, id, c.owner),
            1.2,
          ),
        );
      }
    }
    const landing = t.coast.find((c) => c.owner === seat && !c.staged);
    if (landing) {
      const action: FrontlineAction = { type: 'land', territory: id };
      // Empty or own land is entered from the coast without a battle (R8.2).
      if (t.holder === null || t.holder === seat)
        out.push({ action, p: 1, score: territoryWorth(state, seat, id) });
      else {
        const prize = territoryWorth(state, seat, id) * (lastStand(state, id, landing.via) ? 1 : 0.45);
        push(option(state, action, landingQuestion(state, seat, id), prize));
      }
    }
  }
  return out.sort((a, b) => b.score - a.score);
}

/** The attack the heuristic makes now, if any is good enough (and accepted by the engine). */
function bestAttack(
  state: FrontlineState,
  seat: Seat,
  options = attackOptions(state, seat),
): FrontlineAction | null {
  // With conquest objectives on the table (FG4), taking land from others is worth a closer battle.
  // A long game is a stalemate of massed borders: accept closer battles as the rounds go by.
  const late = Math.min(0.25, Math.max(0, state.turn.round - 10) * 0.02);
  const odds = (openGoal(state, 'conquests') ? ATTACK_ODDS - 0.1 : ATTACK_ODDS) - late;
  const good = options.filter((o) => o.p >= odds && o.score > 0.2).map((o) => o.action);
  return firstAccepted(state, seat, good);
}

/** Where the next drafted unit helps most: threatened borders first, then land to expand into, then attacks. */
export function draftTarget(state: FrontlineState, seat: Seat): string[] {
  const scored: [string, number][] = [];
  const expansionOpen = openGoal(state, 'territories') || openGoal(state, 'continents');
  for (const id of held(state, seat)) {
    const t = state.territories[id]!;
    const own = homePower(t);
    const threat = pressureOn(state, seat, id);
    let score = Math.max(0, threat * 1.15 - own);
    if (state.players[seat]?.capital === id) score *= 1.5;
    const middleInfantry = t.home.middle.filter((d) => d === 'I').length;
    const expand = emptyNeighbours(state, id).length;
    score += Math.max(0, expand + 1 - middleInfantry) * (expansionOpen ? 1.4 : 0.9);
    // Staging against the weakest enemy neighbour.
    for (const nb of mapOf(state).neighbors[id] ?? []) {
      if (mapOf(state).sea[id]?.[nb] === true || !isEnemy(state, seat, nb)) continue;
      const def = homePower(state.territories[nb]!);
      const gap = own - def * 1.3;
      if (gap < 3) score += (0.4 * territoryWorth(state, seat, nb)) / (1 + Math.max(0, -gap) / 4);
    }
    scored.push([id, score]);
  }
  return scored.sort((a, b) => b[1] - a[1]).map(([id]) => id);
}

const starsOf = (state: FrontlineState, cards: readonly string[]): number =>
  cards.reduce((n, c) => n + (mapOf(state).stars[c] ?? 1), 0);

/**
 * Armor on the front facing the strongest enemy, at the right end where the defender's best die lands (R5.4);
 * with `infantry`, a second infantry division where no armor stands.
 */
function* posts(state: FrontlineState, seat: Seat, infantry: boolean): Generator<FrontlineAction> {
  const max = frontMax(state.options.ruleset);
  for (const id of held(state, seat)) {
    const t = state.territories[id]!;
    if (!t.home.middle.includes('A') && t.home.middle.filter((d) => d === 'I').length < 3) continue;
    const borders = Object.keys(t.home.fronts)
      .map((b) => {
        const other = state.territories[b];
        let facing =
          other && other.holder !== seat ? power(other.home.fronts[id] ?? []) + power(other.home.middle) : 0;
        // Land nobody holds but others have invaded is entered by the front row facing it (R6.15).
        if (other?.holder === null)
          for (const inv of other.invaders)
            if (inv.owner !== seat) facing += power(inv.front) + power(inv.middle);
        return [b, facing] as const;
      })
      .sort((x, y) => y[1] - x[1]);
    for (const [border, facing] of borders) {
      const front = t.home.fronts[border] ?? [];
      if (front.length >= max || facing < 2) continue;
      if (t.home.middle.includes('A'))
        yield { type: 'post', territory: id, border, division: 'A', slot: front.length };
      else if (infantry && front.length < 2)
        yield { type: 'post', territory: id, border, division: 'I', slot: 0 };
    }
  }
}

/**
 * The draft, one action at a time. With a `focus` (a territory the search chose) every unit goes there;
 * otherwise each unit goes where `draftTarget` ranks highest now.
 */
function* draftPhase(
  state: FrontlineState,
  seat: Seat,
  focus: string | null | undefined,
): Generator<FrontlineAction> {
  const p = state.players[seat]!;
  const stars = starsOf(state, p.hand);
  const occupied = held(state, seat).filter((id) => occupies(state, seat, id));
  if (p.rewards.filter((r) => r === 'airfield').length > p.airfields.length) {
    const spot = [...occupied].sort((a, b) => pressureOn(state, seat, b) - pressureOn(state, seat, a))[0];
    if (spot) yield { type: 'airfield', territory: spot };
  }
  if (!occupies(state, seat, p.capital) && stars >= 10) {
    for (const nb of mapOf(state).neighbors[p.capital] ?? []) yield { type: 'move-capital', territory: nb };
  }
  if (stars >= 5 && occupies(state, seat, p.capital)) {
    // Safest land first: a city counts for the cities objectives only while it is occupied (FG4).
    const risk = (id: string) => pressureOn(state, seat, id) - homePower(state.territories[id]!);
    const sites = occupied
      .filter((id) => !state.territories[id]!.city)
      .sort((a, b) => (a === p.capital ? 1 : 0) - (b === p.capital ? 1 : 0) || risk(a) - risk(b));
    for (const site of sites.slice(0, 3)) yield { type: 'build-city', territory: site };
  }
  // Cards beyond what a city needs are units now (O6.1).
  const citiesOpen = openGoal(state, 'cities');
  if (citiesOpen ? p.hand.length >= 9 : stars >= 8 || p.hand.length >= 6)
    for (const card of new Set(p.hand)) yield { type: 'spend-card', card };
  if (state.turn.units >= 3) yield* seaArmorDrafts(state, seat, occupied);
  if (state.turn.units > 0) {
    const ranked = draftTarget(state, seat);
    const targets = focus ? [focus, ...ranked.filter((t) => t !== focus)] : ranked;
    for (const territory of targets.slice(0, 6)) {
      const t = state.territories[territory]!;
      // Armor (3 units, capital or city only, R3.2) where an enemy presses hard; infantry otherwise, since only
      // infantry occupies land and enters empty land (R8.1, FG13c).
      const threat = pressureOn(state, seat, territory);
      if (
        (territory === p.capital || t.city) &&
        state.turn.units >= 3 &&
        threat > 3 &&
        threat > homePower(t) * 0.6
      )
        yield { type: 'draft', division: 'A', territory };
      yield { type: 'draft', division: 'I', territory };
    }
    for (const territory of targets) yield { type: 'draft', division: 'I', territory };
  }
  // Infantry waits for the maneuver: posted now, it could not lead an expedition into empty land (R8.1).
  yield* posts(state, seat, false);
  yield { type: 'end-phase' };
}

/** R8.1: empty land is entered by infantry, which stays to occupy it. Prefer land in continents already begun. */
function* expeditions(
  state: FrontlineState,
  seat: Seat,
  continent: string | null | undefined,
): Generator<FrontlineAction> {
  const map = mapOf(state);
  const moves: [FrontlineAction, number][] = [];
  for (const from of held(state, seat)) {
    const t = state.territories[from]!;
    const infantry = t.home.middle.filter((d) => d === 'I').length;
    const elsewhere = Object.values(t.home.fronts).some((r) => r.includes('I'));
    if (infantry < (elsewhere ? 1 : 2)) continue;
    for (const to of emptyNeighbours(state, from)) {
      const worth = territoryWorth(state, seat, to) + (map.continentOf[to] === continent ? 3 : 0);
      moves.push([{ type: 'move', from, to, division: 'I' }, worth]);
    }
  }
  moves.sort((a, b) => b[1] - a[1]);
  for (const [move] of moves) yield move;
}

/**
 * Infantry a territory can spare for expeditions elsewhere: its middle row's infantry less one to hold the land
 * (unless a front row holds infantry), and less what it must keep at home (`keepAt`).
 */
function spareInfantry(state: FrontlineState, seat: Seat, id: string): number {
  const t = state.territories[id]!;
  const middle = t.home.middle.filter((d) => d === 'I').length;
  const holding = Object.values(t.home.fronts).some((r) => r.includes('I')) ? 0 : 1;
  return Math.max(0, Math.min(middle - holding, Math.floor(homePower(t) - keepAt(state, seat, id))));
}

/**
 * Spare infantry walks, step by step over its own land, towards the nearest territory with empty land beside it,
 * where it leads an expedition: each infantry division can open one more territory this turn (R8.1, R8.3).
 */
function* expansionWalks(state: FrontlineState, seat: Seat): Generator<FrontlineAction> {
  const mine = held(state, seat);
  const dist = distanceOverOwnLand(state, mine, (id) => emptyNeighbours(state, id).length > 0);
  for (const from of mine) {
    const d = dist.get(from);
    if (d === undefined || d === 0 || spareInfantry(state, seat, from) === 0) continue;
    for (const to of mapOf(state).neighbors[from] ?? [])
      if (dist.get(to) === d - 1) yield { type: 'move', from, to, division: 'I' };
  }
}

/** Idle troops behind the lines walk one border closer to the frontier, leaving one infantry to hold the land. */
function* gather(state: FrontlineState, seat: Seat): Generator<FrontlineAction> {
  const mine = held(state, seat);
  const dist = frontierDistance(state, seat, mine);
  for (const from of mine) {
    const d = dist.get(from);
    if (d === undefined || d === 0) continue;
    const t = state.territories[from]!;
    const infantry =
      t.home.middle.filter((x) => x === 'I').length +
      Object.values(t.home.fronts)
        .flat()
        .filter((x) => x === 'I').length;
    const movable: Division[] = [];
    if (t.home.middle.includes('A')) movable.push('A');
    if (t.home.middle.includes('I') && infantry > guardAt(state, seat, from)) movable.push('I');
    if (movable.length === 0) continue;
    const next = (mapOf(state).neighbors[from] ?? []).filter((nb) => dist.get(nb) === d - 1);
    next.sort(
      (a, b) =>
        pressureOn(state, seat, b) -
        homePower(state.territories[b]!) -
        (pressureOn(state, seat, a) - homePower(state.territories[a]!)),
    );
    for (const to of next.slice(0, 1))
      for (const division of movable) yield { type: 'move', from, to, division };
  }
}

/** Frontier troops with nothing to face move towards the neighbour under the most pressure. */
function* reinforce(state: FrontlineState, seat: Seat): Generator<FrontlineAction> {
  for (const from of held(state, seat)) {
    const t = state.territories[from]!;
    if (pressureOn(state, seat, from) > 0 || emptyNeighbours(state, from).length > 0) continue;
    if (t.home.middle.length <= guardAt(state, seat, from)) continue;
    let best: string | null = null;
    let need = 1;
    for (const nb of mapOf(state).neighbors[from] ?? []) {
      const o = state.territories[nb];
      if (o?.holder !== seat) continue;
      const n = pressureOn(state, seat, nb) - homePower(o);
      if (n > need) {
        need = n;
        best = nb;
      }
    }
    if (best)
      for (const division of ['A', 'I'] as const)
        if (t.home.middle.includes(division)) yield { type: 'move', from, to: best, division };
  }
}

function* maneuverPhase(
  state: FrontlineState,
  seat: Seat,
  continent: string | null | undefined,
): Generator<FrontlineAction> {
  yield* expeditions(state, seat, continent);
  yield* expansionWalks(state, seat);
  yield* landings(state, seat);
  yield* seaArmorMerges(state, seat);
  yield* gather(state, seat);
  yield* reinforce(state, seat);
  yield* posts(state, seat, true);
  yield { type: 'end-phase' };
}

/** The heuristic's own turn: one action (the engine owes it a 'turn' decision). */
export function turnAction(state: FrontlineState, seat: Seat, plan: TurnPlan = {}): FrontlineAction | null {
  if (state.turn.steps >= state.options.stepsPerTurn - 4)
    return firstAccepted(state, seat, [{ type: 'end-phase' }]);
  if (state.turn.phase === 'draft') return firstAccepted(state, seat, draftPhase(state, seat, plan.draft));
  if (state.turn.phase === 'attack') return bestAttack(state, seat) ?? { type: 'end-phase' };
  return firstAccepted(state, seat, maneuverPhase(state, seat, plan.expand));
}

/** Bring forward from the middle row: armor on the left, where the attacker's best die lands (R5.4), then infantry. */
function* forwards(state: FrontlineState, side: 'attacker' | 'defender'): Generator<FrontlineAction> {
  const q = battleQuestion(state);
  const front = (side === 'attacker' ? q?.attacker.front : q?.defender.front)?.length ?? 0;
  yield { type: 'forward', division: 'A', slot: side === 'attacker' ? 0 : front };
  yield { type: 'forward', division: 'I', slot: side === 'attacker' ? front : 0 };
  yield { type: 'forward', division: 'D', slot: front };
}

/** The attacker between exchanges: fill the front, roll while the exact odds hold up, else stop. */
function battleAction(state: FrontlineState, seat: Seat): FrontlineAction | null {
  const q = battleQuestion(state);
  const o = q && ask(state, q);
  const front = q?.attacker.front.length ?? 0;
  if (front > 0 && o && o.attackerWins < STOP_BELOW) return { type: 'stop' };
  const forward =
    front < frontMax(state.options.ruleset) ? firstAccepted(state, seat, forwards(state, 'attacker')) : null;
  if (forward) return forward;
  return front > 0 ? { type: 'roll' } : { type: 'stop' };
}

/** Any decision `seat` owes now, in any state. Null only when it owes nothing. */
export function heuristicAction(
  state: FrontlineState,
  seat: Seat,
  plan: TurnPlan = {},
): FrontlineAction | null {
  const owed = frontline.pendingDecisions(state).find((d) => d.seat === seat);
  if (!owed) return null;
  switch (owed.kind) {
    case 'turn':
      return turnAction(state, seat, plan);
    case 'battle':
      return battleAction(state, seat);
    case 'defend':
      return frontline.standingOrder(state, seat); // bring forward armor first on the right (R5.9), else hold
    case 'damaged':
      // The attacker keeps its damaged armor fighting; a defender sends it to repair (R5.8).
      return { type: 'damaged', choice: state.battle?.attacker.seat === seat ? 'stay' : 'withdraw' };
    case 'retreat':
      return { type: 'stand' }; // R8.4: the land stays ours while a division stands in it
    case 'trade':
      return { type: 'decline' }; // FG12: asking blind by stars, the offer is rarely worth a card
    default:
      return frontline.standingOrder(state, seat);
  }
}

export { isEmpty };
