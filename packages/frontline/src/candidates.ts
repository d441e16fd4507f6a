import type { Seat } from '@warboard/core';
import type { FrontlineAction } from './actions.js';
import { CITY_STARS, payableStars } from './cards.js';
import type { DecisionKind } from './decisions.js';
import { follows } from './follow.js';
import { isSeaCrossing } from './map/index.js';
import { peek } from './rows.js';
import {
  DIVISIONS,
  type Division,
  type FrontlineState,
  facesEnemy,
  heldBy,
  kindsIn,
  mapOf,
  maxFront,
} from './state.js';

/**
 * Where legalActions finds the candidates of an action type: an enumeration of actions that may be legal now,
 * which `apply`'s own gate then filters. Some types are enumerated together, interleaved (a move beside the
 * embarkation of the same division, an offer beside laying the same card on the table), so several entries of
 * the action table may share one source. `order` places the source in the list legalActions builds: that order
 * is what a seeded random bot picks from, so changing it changes every logged game.
 */
export interface CandidateSource {
  readonly order: number;
  readonly list: (state: FrontlineState, seat: Seat, kind: DecisionKind, known: Refused) => FrontlineAction[];
}

/**
 * What a source may leave out because the gate would refuse it anyway, so that legalActions does not build and
 * judge it: every action of a type closed now (`open`, asked once per type and call), and candidates a cheap test
 * of their own fields rules out (`hints`: a full front row, a border facing no enemy, ...). Leaving them out never
 * changes the list, only its cost; a test lists every candidate with both off and compares.
 */
export interface Refused {
  readonly open: (type: FrontlineAction['type']) => boolean;
  readonly hints: boolean;
}

let declared = 0;
/** Sources are numbered in the order they are declared below: the order of legalActions' list. */
const source = (list: CandidateSource['list']): CandidateSource => ({ order: declared++, list });

export const distinct = <T>(xs: readonly T[]): T[] => [...new Set(xs)];
/** The slots 0..n of a row of n divisions, where a new one may go: made once (rows hold at most 3, R4.3). */
const SLOTS: readonly (readonly number[])[] = Array.from({ length: 10 }, (_, n) =>
  Array.from({ length: n + 1 }, (_, i) => i),
);
const slots = (n: number): readonly number[] => SLOTS[n] ?? Array.from({ length: n + 1 }, (_, i) => i);
const inPhase = (state: FrontlineState, phase: string): boolean => state.turn.phase === phase;

/** The trade answers (FG12): decline, or accept with any card of the hand. */
export const TRADE_ANSWERS = source((state, seat) => [
  { type: 'decline' },
  ...distinct(state.players[seat]!.hand).map((card): FrontlineAction => ({ type: 'accept', card })),
]);

/** A damaged armor stays or withdraws (R5.8). */
export const DAMAGED_CHOICES = source(() => [
  { type: 'damaged', choice: 'stay' },
  { type: 'damaged', choice: 'withdraw' },
]);

/** The defender stands, or retreats to a neighbour (R8.4–R8.5). */
export const RETREATS = source((state) => [
  { type: 'stand' },
  ...(mapOf(state).neighbors[state.battle!.territory] ?? []).map(
    (to): FrontlineAction => ({ type: 'retreat', to }),
  ),
]);

/** The side whose decision a battle decision is, when `seat` is that side's owner. */
const ownSide = (state: FrontlineState, seat: Seat, kind: DecisionKind) => {
  const b = state.battle!;
  const side = kind === 'battle' ? b.attacker : b.defender;
  return seat === side.seat ? side : undefined;
};

/** The attacker rolls or stops (R5.2). */
export const ATTACKER_CHOICES = source((state, seat, kind) =>
  ownSide(state, seat, kind) ? [{ type: 'roll' }, { type: 'stop' }] : [],
);

/** The defender holds (R6.4). */
export const DEFENDER_CHOICES = source((state, seat, kind) =>
  ownSide(state, seat, kind) ? [{ type: 'hold' }] : [],
);

/** Either side brings a division of any kind forward into any slot of its front row (R5.2, R6.4). */
export const FORWARDS = source((state, seat, kind) => {
  const side = ownSide(state, seat, kind);
  if (!side) return [];
  const front = peek(state, side.front).front;
  return DIVISIONS.flatMap((division) =>
    slots(front.length).map((slot): FrontlineAction => ({ type: 'forward', division, slot })),
  );
});

export const END_PHASE = source(() => [{ type: 'end-phase' }]);

/** Territories where `seat` stands as an invader: its draft may reinforce them (O8.15). */
const invadedBy = (state: FrontlineState, seat: Seat): string[] =>
  mapOf(state).territoryIds.filter((id) => state.territories[id]!.invaders.some((i) => i.owner === seat));

/** Infantry and armor drafted onto its territories and its invaders (FG8, O8.15). */
export const DRAFTS = source((state, seat, _kind, known) => {
  if (!inPhase(state, 'draft') || !known.open('draft')) return [];
  const out: FrontlineAction[] = [];
  for (const territory of distinct([...heldBy(state, seat), ...invadedBy(state, seat)]))
    out.push({ type: 'draft', division: 'I', territory }, { type: 'draft', division: 'A', territory });
  return out;
});

export const CARDS_SPENT = source((state, seat) =>
  inPhase(state, 'draft')
    ? distinct(state.players[seat]!.hand).map((card): FrontlineAction => ({ type: 'spend-card', card }))
    : [],
);

// O11.2–O11.3: stars are spent on a city (any territory) or the capital in any phase of the turn (FG11).
export const CITIES = source((state, seat) =>
  payableStars(state, seat) >= CITY_STARS
    ? mapOf(state).territoryIds.map((territory): FrontlineAction => ({ type: 'build-city', territory }))
    : [],
);

export const CAPITAL_MOVES = source((state, seat) =>
  payableStars(state, seat) >= CITY_STARS
    ? (mapOf(state).neighbors[state.players[seat]!.capital] ?? []).map(
        (territory): FrontlineAction => ({ type: 'move-capital', territory }),
      )
    : [],
);

/** For each card of the hand: an offer of it to every seat for 1 or 2 stars, then laying it on the table (FG12). */
export const OFFERS_AND_TABLE = source((state, seat) => {
  const out: FrontlineAction[] = [];
  for (const give of distinct(state.players[seat]!.hand)) {
    for (let to = 0; to < state.players.length; to++) {
      out.push({ type: 'offer', to, give, askStars: 1 }, { type: 'offer', to, give, askStars: 2 });
    }
    out.push({ type: 'table', card: give });
  }
  return out;
});

export const UNTABLE = source((state) =>
  distinct(state.turn.table).map((card): FrontlineAction => ({ type: 'untable', card })),
);

export const ASKS = source(() => {
  const out: FrontlineAction[] = [];
  for (const stars of [1, 2] as const) out.push({ type: 'ask', stars }, { type: 'unask', stars });
  return out;
});

/** Posts to and withdrawals from the front rows (FG13), outside the attack phase. */
export const FORMATION = source((state, seat, _kind, known) => {
  if (inPhase(state, 'attack')) return [];
  const posts = known.open('post');
  const unposts = known.open('unpost');
  if (!posts && !unposts) return [];
  const out: FrontlineAction[] = [];
  const full = maxFront(state);
  for (const territory of heldBy(state, seat)) {
    const home = state.territories[territory]!.home;
    const middle = kindsIn(home.middle); // once per territory, not once per border
    for (const border of mapOf(state).neighbors[territory] ?? []) {
      const front = home.fronts[border] ?? [];
      // Only borders facing an enemy take a front row (FG13), and a full row takes no more (R4.3, O7.2).
      const postable = !known.hints || (front.length < full && facesEnemy(state, seat, border, territory));
      if (posts && postable) {
        for (const division of middle) {
          for (const slot of slots(front.length))
            out.push({ type: 'post', territory, border, division, slot });
        }
      }
      if (unposts)
        for (let slot = 0; slot < front.length; slot++) out.push({ type: 'unpost', territory, border, slot });
    }
  }
  return out;
});

/** The home divisions of one kind in `territory`, one action each: the middle row once, every front-row slot (O5.3, R5.8). */
function homePlaces(
  out: FrontlineAction[],
  state: FrontlineState,
  territory: string,
  kind: Division,
  make: (place: { border?: string; slot?: number }) => FrontlineAction,
): void {
  const home = state.territories[territory]!.home;
  if (home.middle.includes(kind)) out.push(make({}));
  for (const border in home.fronts) {
    const row = home.fronts[border]!;
    for (let slot = 0; slot < row.length; slot++) if (row[slot] === kind) out.push(make({ border, slot }));
  }
}

/**
 * What each territory of `seat`'s may do, territory by territory: attack, move and embark over each border,
 * merge, disarm, send to repair, build an airfield, repair.
 */
export const FROM_HELD = source((state, seat, _kind, known) => {
  const map = mapOf(state);
  const attackPhase = inPhase(state, 'attack');
  const attacks = attackPhase && known.open('attack');
  const moves = known.open('move');
  const embarks = known.open('embark');
  const merges = known.open('merge');
  const disarms = known.open('disarm');
  const repairsSent = known.open('send-to-repair');
  const airfields = known.open('airfield');
  const repairs = known.open('repair');
  const out: FrontlineAction[] = [];
  for (const from of heldBy(state, seat)) {
    const middle = kindsIn(state.territories[from]!.home.middle); // once per territory, not once per neighbour
    for (const to of map.neighbors[from] ?? []) {
      if (attacks) out.push({ type: 'attack', from, to });
      // In the attack phase a move follows an attack across the border it crossed (R4.5).
      const moving = moves && (!known.hints || !attackPhase || follows(state, from, to));
      // Forces go onto an enemy's coast, across the sea only (R7.1, R8.2).
      const holder = embarks && known.hints ? state.territories[to]!.holder : undefined;
      const embarking =
        embarks && (!known.hints || (holder !== null && holder !== seat && isSeaCrossing(map, from, to)));
      for (const division of middle) {
        if (moving) out.push({ type: 'move', from, to, division });
        if (embarking) out.push({ type: 'embark', from, to, division });
      }
    }
    if (merges) out.push({ type: 'merge', territory: from });
    if (disarms) homePlaces(out, state, from, 'A', (p) => ({ type: 'disarm', territory: from, ...p }));
    if (repairsSent)
      homePlaces(out, state, from, 'D', (p) => ({ type: 'send-to-repair', territory: from, ...p }));
    if (airfields) out.push({ type: 'airfield', territory: from });
    if (repairs) out.push({ type: 'repair', territory: from });
  }
  return out;
});

/** In the attack phase: assaults on every row of an invaded territory, and counter-attacks on each invader. */
export const ASSAULTS = source((state, _seat, _kind, known) => {
  if (!inPhase(state, 'attack')) return [];
  const assaults = known.open('assault');
  const counters = known.open('counter');
  const out: FrontlineAction[] = [];
  for (const id of mapOf(state).territoryIds) {
    const t = state.territories[id]!;
    if (t.invaders.length === 0) continue;
    if (assaults)
      for (const target of [...Object.keys(t.home.fronts), 'middle'])
        out.push({ type: 'assault', territory: id, target });
    if (counters)
      for (const inv of t.invaders) out.push({ type: 'counter', territory: id, target: inv.owner });
  }
  return out;
});

/** In the attack phase: landings on a coast, and the holder's attacks on the forces waiting there. */
export const LANDINGS = source((state, _seat, _kind, known) => {
  if (!inPhase(state, 'attack')) return [];
  const lands = known.open('land');
  const repels = known.open('repel');
  const out: FrontlineAction[] = [];
  for (const id of mapOf(state).territoryIds) {
    const coast = state.territories[id]!.coast;
    // One landing per coast: several players' forces may wait on it (R7.1), each its own target (R7.3).
    if (lands && coast.length > 0) out.push({ type: 'land', territory: id });
    if (repels) for (const c of coast) out.push({ type: 'repel', territory: id, target: c.owner });
  }
  return out;
});

export const PULL_BACKS = source((state, seat, _kind, known) => {
  if (inPhase(state, 'attack') || !known.open('pull-back')) return [];
  const out: FrontlineAction[] = [];
  for (const id of mapOf(state).territoryIds) {
    if (state.territories[id]!.invaders.some((i) => i.owner === seat))
      out.push({ type: 'pull-back', territory: id });
  }
  return out;
});

/** FG21: a resignation, on the player's own turn; declared last, so it is the last a turn's legal actions list. */
export const RESIGNS = source(() => [{ type: 'resign' }]);
