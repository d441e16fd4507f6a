import type { Seat } from '@warboard/core';
import { shuffleInPlace } from '@warboard/core';
import { editPlayer, editTerritory } from './copy-on-write.js';
import type { FrontlineEvent } from './events.js';
import { normalizeAll } from './formation.js';
import { citiesHeld, continentsHeld, drawReward, meets, objectiveById } from './objectives.js';
import {
  type FrontlineState,
  hasDivisions,
  mapOf,
  maxFront,
  occupiedBy,
  occupies,
  type Territory,
} from './state.js';
import { clearTable } from './table.js';

/**
 * The draft count (FG8, O6.1–O6.2): max(3, occupied territories / 3) + cities + capitals held + continent
 * bonuses + 2 per "2 armies" reward. Cards are added when spent (draft.ts).
 */
export function draftCount(state: FrontlineState, seat: Seat): number {
  const map = mapOf(state);
  const occupied = occupiedBy(state, seat).length;
  const capitals =
    state.options.capitalBonus === 'own-capital'
      ? Number(occupies(state, seat, state.players[seat]!.capital))
      : state.players.filter((p) => occupies(state, seat, p.capital)).length;
  const continents = continentsHeld(state, seat).reduce(
    (n, c) => n + (map.continents.find((x) => x.id === c)?.bonus ?? 0),
    0,
  );
  const rewards = state.players[seat]!.rewards.filter((r) => r === 'two-armies').length * 2;
  const base =
    Math.max(3, Math.floor(occupied / 3)) + citiesHeld(state, seat) + capitals + continents + rewards;
  return base + firstDraftCatchUp(state, seat);
}

/** FG3 first-turn knob: in round 1 the k-th player in turn order drafts k × `firstDraftCatchUp` more units. */
function firstDraftCatchUp(state: FrontlineState, seat: Seat): number {
  if (state.turn.round !== 1) return 0;
  return state.order.indexOf(seat) * state.options.firstDraftCatchUp;
}

/**
 * Repairs finish at the start of the owner's draft (R3.3, O6.6): rear-row armor joins the middle row repaired.
 * The original rule says "all damaged armored divisions", so there damaged armor left on a front is mended too.
 */
function finishRepairs(state: FrontlineState, seat: Seat): void {
  const all = state.options.ruleset === 'original';
  for (const id in state.territories) {
    if (!hasForce(state.territories[id]!, seat)) continue;
    const t = editTerritory(state, id);
    for (const c of t.coast) if (c.owner === seat) c.staged = false; // R7.1: it may land from now on
    const forces = [
      ...(t.holder === seat ? [t.home] : []),
      ...t.invaders.filter((i) => i.owner === seat),
      ...t.coast.filter((i) => i.owner === seat),
    ];
    for (const f of forces) {
      f.middle.push(...f.rear.map(() => 'A' as const));
      f.rear = [];
      if (all) {
        const rows = 'fronts' in f ? Object.values(f.fronts) : [f.front];
        for (const r of [...rows, f.middle]) r.splice(0, r.length, ...r.map((d) => (d === 'D' ? 'A' : d)));
      }
      // An invader or a coast force has no formation phase of its own: its reserve fills its front row.
      if (!('fronts' in f))
        while (f.front.length < maxFront(state) && f.middle.length > 0) f.front.push(f.middle.shift()!);
    }
  }
}

/** Has `seat` a force in `t`: its home force, an invader or a force on the coast? */
const hasForce = (t: Territory, seat: Seat): boolean =>
  t.holder === seat || t.invaders.some((i) => i.owner === seat) || t.coast.some((c) => c.owner === seat);

/** `seat`'s turn as it starts: in its draft phase, nothing done yet. */
export const freshTurn = (seat: Seat, round: number): FrontlineState['turn'] => ({
  seat,
  round,
  phase: 'draft',
  units: 0,
  steps: 0,
  occupied: [],
  starsSpent: 0,
  conquered: [],
  table: [],
  asks: [],
});

export function beginTurn(state: FrontlineState, seat: Seat): void {
  state.turn = freshTurn(seat, state.turn.round);
  finishRepairs(state, seat);
  state.turn.units = draftCount(state, seat);
}

/** One territory card from the top of the deck; the discard is reshuffled when the deck runs out (FG10). */
export function drawCard(state: FrontlineState, seat: Seat): void {
  if (state.deck.length === 0) {
    state.deck = shuffleInPlace(state.rng, state.discard);
    state.discard = [];
  }
  const card = state.deck.pop();
  if (card !== undefined) editPlayer(state, seat).hand.push(card);
}

/**
 * O3.1 claim step: the public objectives met are claimed, each with the top reward card (FG4, FG5) — every one
 * (the designer's text), or at most `claimsPerStep`, and with `sameKindPerStep: 'one'` one of each kind. Face-up
 * order decides which when fewer may be taken: minor before major, as they were laid out.
 */
function claimObjectives(state: FrontlineState, seat: Seat, events: FrontlineEvent[]): void {
  const kinds = new Set<string>();
  let claimed = 0;
  for (const id of [...state.objectives]) {
    if (claimed >= state.options.claimsPerStep) break;
    const kind = objectiveById(state.options, id)?.goal.kind ?? 'unknown';
    if (state.options.sameKindPerStep === 'one' && kinds.has(kind)) continue;
    if (!meets(state, seat, id)) continue;
    kinds.add(kind);
    claimed++;
    state.objectives = state.objectives.filter((o) => o !== id);
    const player = editPlayer(state, seat);
    player.objectives.push(id);
    const reward = drawReward(state, id);
    if (reward !== undefined) player.rewards.push(reward);
    // Tier and goal kind too, so statistics (warboard sim) count objectives claimed per kind.
    const objective = objectiveById(state.options, id);
    events.push({
      type: 'objective',
      seat,
      objective: id,
      tier: objective?.tier ?? 'unknown',
      kind: objective?.goal.kind ?? 'unknown',
      reward: reward ?? null,
    });
  }
}

/** O2.1: objectives a player needs, with its own capital, to win. */
export const WIN_OBJECTIVES = 3;

/** Victory (O2.1, FG6): 3 objectives and your own capital — at your claim step, or (option) as your next turn begins. */
function checkVictory(state: FrontlineState, seat: Seat): void {
  const p = state.players[seat]!;
  if (p.objectives.length >= WIN_OBJECTIVES && occupies(state, seat, p.capital)) {
    const reason =
      state.options.victory === 'next-turn'
        ? 'three objectives and own capital, held for a round (O2.1, FG6)'
        : 'three objectives and own capital (O2.1)';
    state.outcome = { winners: [seat], reason };
  }
}

/**
 * A player one step from victory (O2.1), and what it lacks: one more objective, its own capital back, or — when
 * victory waits a round (FG6 `next-turn`) — only the round: it wins as its next turn begins unless its capital
 * is taken first.
 */
export interface NearVictory {
  readonly seat: Seat;
  readonly lacks: 'objective' | 'capital' | 'round';
}

/**
 * Who is one step from winning (issue 19: players see the end coming): two objectives and its own capital held,
 * three objectives with its capital lost, or (FG6 `next-turn`) three objectives and its capital held, the win
 * waiting for its next turn. Public facts only (FG10), so every view tells the same.
 */
export function nearVictory(state: FrontlineState): NearVictory[] {
  const out: NearVictory[] = [];
  state.players.forEach((p, seat) => {
    if (p.eliminated) return;
    const home = occupies(state, seat, p.capital);
    if (p.objectives.length >= WIN_OBJECTIVES && !home) out.push({ seat, lacks: 'capital' });
    else if (p.objectives.length >= WIN_OBJECTIVES && !victoryAtClaim(state))
      out.push({ seat, lacks: 'round' });
    else if (p.objectives.length === WIN_OBJECTIVES - 1 && home) out.push({ seat, lacks: 'objective' });
  });
  return out;
}

/** The claim step's victory check happens then, or waits for the start of the player's next turn (FG6 option). */
const victoryAtClaim = (state: FrontlineState): boolean => state.options.victory === 'claim-step';

/**
 * FG7: a player with no divisions left anywhere is eliminated; the player who caused it takes their territory
 * cards (and, as an option, their objectives). The last player standing wins (FG6).
 */
export function checkEliminations(state: FrontlineState, by: Seat, events: FrontlineEvent[]): void {
  state.players.forEach((shared, seat) => {
    if (shared.eliminated || hasDivisions(state, seat)) return;
    if (seat === state.turn.seat) clearTable(state, events); // its cards on the table go with its hand
    const p = editPlayer(state, seat); // after clearTable, which may have given it back cards
    p.eliminated = true;
    if (by !== seat) state.turn.eliminated = [...(state.turn.eliminated ?? []), seat]; // FG4 'eliminate'
    // A player who lost its last divisions on its own turn was eliminated by nobody: its cards are discarded
    // (FG7, our decision) — never "taken" by itself, which would lose them from the game.
    if (by === seat) state.discard.push(...p.hand);
    else {
      const taker = editPlayer(state, by);
      taker.hand.push(...p.hand);
      if (state.options.takeObjectives) taker.objectives.push(...p.objectives);
    }
    p.hand = [];
    events.push({ type: 'eliminated', seat, by });
  });
  const alive = state.players.map((_, s) => s).filter((s) => !state.players[s]!.eliminated);
  if (alive.length === 1) state.outcome = { winners: alive, reason: 'last player standing (FG6)' };
  else if (state.options.takeObjectives && !state.outcome && victoryAtClaim(state)) checkVictory(state, by);
}

/** FG6 option made default by FG20: at the turn limit the most objectives win, ties broken by territories. */
function scoreAtLimit(state: FrontlineState): void {
  const alive = state.players.map((_, s) => s).filter((s) => !state.players[s]!.eliminated);
  const score = (s: Seat) => state.players[s]!.objectives.length * 1000 + occupiedBy(state, s).length;
  const best = Math.max(...alive.map(score));
  state.outcome = { winners: alive.filter((s) => score(s) === best), reason: 'turn limit (FG6, FG20)' };
}

/**
 * Cards for the territories newly occupied this turn (O11.1): one per territory taken from another player; an
 * expedition into empty land earns one each (the designer's rule), one a turn, or none (`expeditionCards`, FG3).
 */
function territoryCards(state: FrontlineState): number {
  const { occupied, conquered } = state.turn;
  const expeditions = occupied.filter((t) => !conquered.includes(t)).length;
  const earned = { 'per-territory': expeditions, 'one-per-turn': Math.min(1, expeditions), none: 0 };
  return occupied.length - expeditions + earned[state.options.expeditionCards];
}

/** End of the turn (O3.1): formation duty, cards, objectives, victory, then the next living player. */
export function endTurn(state: FrontlineState, events: FrontlineEvent[]): void {
  const seat = state.turn.seat;
  clearTable(state, events);
  normalizeAll(state, seat);
  const extra = state.players[seat]!.rewards.filter((r) => r === 'guarantee-card').length;
  const cards = territoryCards(state) + extra; // O11.1 (and FG3 for expeditions), O10.6 one more per reward
  for (let i = 0; i < cards; i++) drawCard(state, seat);
  if (cards > 0) events.push({ type: 'cards-drawn', seat, count: cards });
  claimObjectives(state, seat, events);
  if (victoryAtClaim(state)) checkVictory(state, seat);
  if (state.outcome) return;
  nextPlayer(state, events);
}

export function nextPlayer(state: FrontlineState, events: FrontlineEvent[]): void {
  const order = state.order;
  let i = order.indexOf(state.turn.seat);
  for (let k = 0; k < order.length; k++) {
    i = (i + 1) % order.length;
    if (i === 0) state.turn.round++;
    const next = order[i]!;
    if (state.players[next]!.eliminated) continue;
    if (!victoryAtClaim(state)) {
      checkVictory(state, next);
      if (state.outcome) return;
    }
    if (state.turn.round > state.options.turnLimit) {
      scoreAtLimit(state);
      return;
    }
    beginTurn(state, next);
    events.push({ type: 'turn', seat: next, round: state.turn.round });
    return;
  }
}
