import type { Seat } from '@warboard/core';
import type { FrontlineAction } from './actions.js';
import { CITY_STARS, payableStars } from './cards.js';
import { decisions } from './decisions.js';
import { checkOwed } from './engine.js';
import { peek } from './rows.js';
import { DIVISIONS, type Division, type FrontlineState, facesEnemy, heldBy, mapOf } from './state.js';
import { checkOfferAtWill } from './trades.js';

const distinct = <T>(xs: readonly T[]): T[] => [...new Set(xs)];
const slots = (n: number) => Array.from({ length: n + 1 }, (_, i) => i);

function formationCandidates(state: FrontlineState, seat: Seat): FrontlineAction[] {
  const out: FrontlineAction[] = [];
  for (const territory of heldBy(state, seat)) {
    const home = state.territories[territory]!.home;
    const middle = distinct(home.middle); // once per territory, not once per border
    for (const border of mapOf(state).neighbors[territory] ?? []) {
      const front = home.fronts[border] ?? [];
      // Only borders facing an enemy take a front row (FG13): the others would be refused, so skip them early.
      if (facesEnemy(state, seat, border, territory)) {
        for (const division of middle) {
          for (const slot of slots(front.length))
            out.push({ type: 'post', territory, border, division, slot });
        }
      }
      for (let slot = 0; slot < front.length; slot++) out.push({ type: 'unpost', territory, border, slot });
    }
  }
  return out;
}

/** The home divisions of one kind in `territory`, one action each: the middle row once, every front-row slot (O5.3, R5.8). */
function homePlaces(
  state: FrontlineState,
  territory: string,
  kind: Division,
  make: (place: { border?: string; slot?: number }) => FrontlineAction,
): FrontlineAction[] {
  const home = state.territories[territory]!.home;
  const out = home.middle.includes(kind) ? [make({})] : [];
  for (const [border, row] of Object.entries(home.fronts))
    for (const [slot, d] of row.entries()) if (d === kind) out.push(make({ border, slot }));
  return out;
}

/** Territories where `seat` stands as an invader: its draft may reinforce them (O8.15). */
const invadedBy = (state: FrontlineState, seat: Seat): string[] =>
  mapOf(state).territoryIds.filter((id) => state.territories[id]!.invaders.some((i) => i.owner === seat));

function turnCandidates(state: FrontlineState, seat: Seat): FrontlineAction[] {
  const map = mapOf(state);
  const held = heldBy(state, seat);
  const hand = distinct(state.players[seat]!.hand);
  const out: FrontlineAction[] = [{ type: 'end-phase' }];
  if (state.turn.phase === 'draft') {
    for (const territory of distinct([...held, ...invadedBy(state, seat)]))
      out.push({ type: 'draft', division: 'I', territory }, { type: 'draft', division: 'A', territory });
    for (const card of hand) out.push({ type: 'spend-card', card });
  }
  // O11.2–O11.3: stars are spent on a city (any territory) or the capital in any phase of the turn (FG11).
  if (payableStars(state, seat) >= CITY_STARS) {
    for (const territory of map.territoryIds) out.push({ type: 'build-city', territory });
    for (const territory of map.neighbors[state.players[seat]!.capital] ?? [])
      out.push({ type: 'move-capital', territory });
  }
  for (const give of hand) {
    for (let to = 0; to < state.players.length; to++) {
      out.push({ type: 'offer', to, give, askStars: 1 }, { type: 'offer', to, give, askStars: 2 });
    }
    out.push({ type: 'table', card: give });
  }
  for (const card of distinct(state.turn.table)) out.push({ type: 'untable', card });
  for (const stars of [1, 2] as const) out.push({ type: 'ask', stars }, { type: 'unask', stars });
  if (state.turn.phase !== 'attack') out.push(...formationCandidates(state, seat));
  for (const from of held) {
    const middle = distinct(state.territories[from]!.home.middle); // once per territory, not once per neighbour
    for (const to of map.neighbors[from] ?? []) {
      if (state.turn.phase === 'attack') out.push({ type: 'attack', from, to });
      for (const division of middle) {
        out.push({ type: 'move', from, to, division }, { type: 'embark', from, to, division });
      }
    }
    out.push({ type: 'merge', territory: from });
    out.push(...homePlaces(state, from, 'A', (p) => ({ type: 'disarm', territory: from, ...p })));
    out.push(...homePlaces(state, from, 'D', (p) => ({ type: 'send-to-repair', territory: from, ...p })));
    out.push({ type: 'airfield', territory: from }, { type: 'repair', territory: from });
  }
  if (state.turn.phase === 'attack') {
    for (const id of map.territoryIds) {
      const t = state.territories[id]!;
      if (t.invaders.length === 0) continue;
      for (const target of [...Object.keys(t.home.fronts), 'middle'])
        out.push({ type: 'assault', territory: id, target });
      for (const inv of t.invaders) out.push({ type: 'counter', territory: id, target: inv.owner });
    }
    for (const id of map.territoryIds) {
      const coast = state.territories[id]!.coast;
      // One landing per coast: several players' forces may wait on it (R7.1), each its own target (R7.3).
      if (coast.length > 0) out.push({ type: 'land', territory: id });
      for (const c of coast) out.push({ type: 'repel', territory: id, target: c.owner });
    }
  }
  if (state.turn.phase !== 'attack') {
    for (const id of map.territoryIds) {
      if (state.territories[id]!.invaders.some((i) => i.owner === seat))
        out.push({ type: 'pull-back', territory: id });
    }
  }
  return out;
}

function battleCandidates(state: FrontlineState, seat: Seat, kind: string): FrontlineAction[] {
  if (kind === 'trade') {
    const hand = distinct(state.players[seat]!.hand);
    return [{ type: 'decline' }, ...hand.map((card): FrontlineAction => ({ type: 'accept', card }))];
  }
  const b = state.battle!;
  if (kind === 'damaged')
    return [
      { type: 'damaged', choice: 'stay' },
      { type: 'damaged', choice: 'withdraw' },
    ];
  if (kind === 'retreat') {
    const to = mapOf(state).neighbors[b.territory] ?? [];
    return [{ type: 'stand' }, ...to.map((t): FrontlineAction => ({ type: 'retreat', to: t }))];
  }
  const side = kind === 'battle' ? b.attacker : b.defender;
  const front = peek(state, side.front).front;
  const forward = DIVISIONS.flatMap((division) =>
    slots(front.length).map((slot): FrontlineAction => ({ type: 'forward', division, slot })),
  );
  const own: FrontlineAction[] =
    kind === 'battle' ? [{ type: 'roll' }, { type: 'stop' }] : [{ type: 'hold' }];
  return seat === side.seat ? [...own, ...forward] : [];
}

/** O3.2, FG12: the one-for-one offers `seat` may make at will, outside a turn decision of its own. */
function offersAtWill(state: FrontlineState, seat: Seat): FrontlineAction[] {
  const hand = state.players[seat]?.hand ?? [];
  if (state.outcome || state.offer || hand.length === 0) return [];
  const out: FrontlineAction[] = [];
  for (const give of distinct(hand))
    for (let to = 0; to < state.players.length; to++)
      out.push({ type: 'offer', to, give, askStars: 1 }, { type: 'offer', to, give, askStars: 2 });
  return out.filter((a) => a.type === 'offer' && checkOfferAtWill(state, seat, a) === null);
}

/**
 * Every action `seat` may take now: candidates filtered through the same gate `apply` uses. Besides what it
 * owes, a seat not taking its turn may offer a trade at will (the game's `atWillActions`).
 */
export function legalActions(state: FrontlineState, seat: Seat): FrontlineAction[] {
  const owed = decisions(state).find((d) => d.seat === seat);
  if (owed?.kind === 'turn')
    return turnCandidates(state, seat).filter((a) => checkOwed(state, seat, 'turn', a) === null);
  const own = owed
    ? battleCandidates(state, seat, owed.kind).filter((a) => checkOwed(state, seat, owed.kind, a) === null)
    : [];
  return [...own, ...offersAtWill(state, seat)];
}
