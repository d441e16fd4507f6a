import type { RngState, Seat } from '@warboard/core';
import { type GameMap, MAPS } from './map/index.js';
import type { Options } from './options.js';
import { kept } from './state-record.js';

/**
 * A division on the board: 'I' infantry (1 army, R1.1), 'A' armor (3 armies, R1.2), 'D' damaged armor
 * (beaten once, O8.8 / R5.8). Rows are arrays ordered left → right as their owner sees them (R5.4).
 */
export type Division = 'I' | 'A' | 'D';
export const DIVISIONS: readonly Division[] = ['I', 'A', 'D'];
export const isArmor = (d: Division): boolean => d !== 'I';

/** The holder's pieces in its territory (FG13): a front row per enemy-facing border, middle row, rear row. */
export interface Home {
  fronts: Record<string, Division[]>; // border (neighbour id) → front row, e.g. { 'north-africa': ['A','A','A'] }
  middle: Division[]; // R4.5, R6.2: may join the fight on any border; O7.4 "rear" (waiting troops)
  rear: Division[]; // R4.6: armor under repair, always 'D'
}

/** A force straddling one border of a territory it has invaded (R6.4, FG16). */
export interface Invader {
  owner: Seat;
  via: string; // the border it came across, e.g. 'east-africa'
  front: Division[];
  middle: Division[];
  rear: Division[];
}

/** A force waiting on an enemy coast to land (R7.1, O9.4); `via` is the territory across the sea it came from. */
export interface Landing extends Invader {
  staged: boolean; // arrived this turn: it may land from its owner's next turn on (R7.1)
}

export interface Territory {
  holder: Seat | null; // the player whose home force holds it (the defender); null when empty
  home: Home;
  invaders: Invader[]; // several invaders may stand in one territory (R6.14, O8.16)
  coast: Landing[]; // forces waiting on its coast (R7.1, R7.3)
  city: boolean; // built with 5 stars (O11.2); capitals are in Player.capital
}

export interface Player {
  capital: string; // territory id of this player's capital (O1.1)
  hand: string[]; // territory cards (ids); hidden from other seats, size public (FG10)
  objectives: string[]; // claimed objective ids (O2.1)
  rewards: string[]; // reward kinds won (O10)
  airfields: string[]; // territories with this player's airfields (O10.4)
  eliminated: boolean;
}

export type Phase = 'draft' | 'attack' | 'maneuver';

export interface Turn {
  seat: Seat;
  round: number; // 1-based; a round ends when play returns to the first player
  phase: Phase;
  units: number; // units still to draft this turn (FG8)
  steps: number; // actions taken this turn, bounded by options.stepsPerTurn (FG20)
  occupied: string[]; // territories newly occupied this turn: one card each (O11.1)
  starsSpent: number; // stars spent in this draft, for the FG8 star-table option
  conquered: string[]; // territories taken from other players this turn (FG4 conquest objectives)
  table: string[]; // cards laid face up for the next offer or payment (FG12, table.ts); public
  asks: (1 | 2)[]; // further asks for the next offer (FG12); public
  /**
   * Borders this turn's attacks crossed, from the attacker's territory into the one invaded (R4.5): in the attack
   * phase the middle row of `from` may follow into `to` (follow.ts). Absent until the first.
   */
  crossed?: { from: string; to: string }[];
  /** Players the player on turn eliminated this turn (FG4 'eliminate' objectives, FG7); absent until the first. */
  eliminated?: Seat[];
  /** Offers each seat made this turn outside a turn of its own (FG12, OFFERS_AT_WILL); absent until the first. */
  offersAtWill?: number[];
}

/** Where one side of a battle stands: a row in a territory, and where its reserves and repairs go. */
export type RowRef =
  | { kind: 'front'; territory: string; border: string } // a holder's front row on one border
  | { kind: 'middle'; territory: string } // a holder's middle row
  | { kind: 'invader'; territory: string; owner: Seat } // an invader's front row
  | { kind: 'coast'; territory: string; owner: Seat }; // a landing force's front row (gunboats, O8.21)

export interface BattleSide {
  seat: Seat;
  front: RowRef;
  bonus: boolean; // armor +1 (head-on R5.5) or bombardment (O8.3)
  canWithdraw: boolean; // damaged armor may withdraw to the rear (R5.8 vs R5.14, R6.10, R6.12)
}

export type BattleMode = 'head-on' | 'rear-assault' | 'counter' | 'contest' | 'landing' | 'repel';

export interface PendingDamage {
  seat: Seat;
  side: 'attacker' | 'defender';
  slot: number; // index in that side's front row
}

export interface Battle {
  mode: BattleMode;
  territory: string; // the territory fought for
  attacker: BattleSide;
  defender: BattleSide;
  exchanges: number; // exchanges rolled so far
  stage: 'attacker' | 'defender-forward' | 'damaged' | 'retreat';
  damaged: PendingDamage[]; // decisions still owed after the last exchange (R5.8)
}

/** A card trade offered and not yet answered (O3.2, FG12): trades.ts judges and completes it. */
export interface Offer {
  from: Seat;
  to: Seat;
  give: string; // stays in the offerer's hand until the trade is done
  askStars: 1 | 2;
  more: string[]; // further cards given, taken from the table (out of the offerer's hand)
  askMore: (1 | 2)[]; // further asks
  got: string[]; // cards the answerer has put forward so far (out of its hand)
}

export interface FrontlineState {
  v: 1;
  options: Options;
  rng: RngState;
  order: Seat[]; // turn order, first player first (O1.3)
  players: Player[];
  territories: Record<string, Territory>;
  deck: string[]; // territory cards, top = last; order hidden (FG10)
  discard: string[];
  objectives: string[]; // the 8 public objectives still unclaimed (FG4)
  rewardDeck: string[]; // order hidden (FG5)
  turn: Turn;
  battle: Battle | null;
  offer: Offer | null; // a card trade waiting for its answer (FG12)
  battles: number; // battles fought, for statistics
  outcome: { winners: Seat[]; reason: string } | null;
}

/**
 * What the board's read-only rules look at: a full state and any seat's view both have it, so the functions that
 * take a `Board` (battleFacts, airSupport, occupies …) answer the same for the server and for a client.
 */
export interface Board {
  readonly options: Options;
  readonly territories: Readonly<Record<string, Territory>>;
  readonly players: readonly { readonly airfields: readonly string[]; readonly rewards: readonly string[] }[];
  readonly battle: Battle | null;
  /** Whose turn, and what it occupied (R8.1: a territory taken this turn keeps an infantry behind). */
  readonly turn: Pick<Turn, 'seat' | 'phase'> & { readonly occupied: readonly string[] };
}

export const mapOf = (state: Pick<Board, 'options'>): GameMap => MAPS[state.options.map] as GameMap;

export const emptyHome = (): Home => ({ fronts: {}, middle: [], rear: [] });

export function territory(state: FrontlineState, id: string): Territory {
  const t = state.territories[id];
  if (!t) throw new Error(`unknown territory ${id}`); // callers validate ids first: a programmer error
  return t;
}

/** How many divisions a home force has, without building a list (a hot path: run after every action). */
export function homeCount(home: Home): number {
  let n = home.middle.length + home.rear.length;
  for (const k in home.fronts) n += home.fronts[k]?.length ?? 0;
  return n;
}

export const homeDivisions = (home: Home): Division[] => [
  ...Object.values(home.fronts).flat(),
  ...home.middle,
  ...home.rear,
];

/** Divisions that can still fight for the holder: every front row and the middle row (not the rear). */
export const fightingDivisions = (home: Home): number =>
  Object.values(home.fronts).reduce((n, row) => n + row.length, 0) + home.middle.length;

/** Occupied (FG13c, O8.17, R6.16): held by `seat` with at least one of its infantry divisions in it. */
export function occupies(state: Pick<Board, 'territories'>, seat: Seat, id: string): boolean {
  const t = state.territories[id];
  if (t?.holder !== seat) return false;
  if (t.home.middle.includes('I')) return true;
  for (const k in t.home.fronts) if (t.home.fronts[k]?.includes('I')) return true;
  return false;
}

export const occupiedBy = (state: FrontlineState, seat: Seat): string[] =>
  mapOf(state).territoryIds.filter((id) => occupies(state, seat, id));

/**
 * The territories `seat` holds, in map order. Kept with a sealed state (state-record.ts): the rules' candidates and
 * the bots' heuristic ask it of the same state many times.
 */
export const heldBy = (state: FrontlineState, seat: Seat): readonly string[] =>
  kept(state, heldBy, seat, () =>
    mapOf(state).territoryIds.filter((id) => state.territories[id]?.holder === seat),
  );

/**
 * A border of `id` faces the enemy when the neighbour is held by another player, or when another player's
 * force waits on `id`'s coast having come from that neighbour (FG13).
 */
export function facesEnemy(state: FrontlineState, seat: Seat, neighbour: string, id?: string): boolean {
  const next = state.territories[neighbour];
  const holder = next?.holder;
  if (holder !== null && holder !== undefined && holder !== seat) return true;
  // R6.15: a territory nobody holds, where other players' invaders stand, is enemy ground too.
  if (holder === null && next?.invaders.some((i) => i.owner !== seat)) return true;
  if (id === undefined) return false;
  return state.territories[id]?.coast.some((c) => c.via === neighbour && c.owner !== seat) ?? false;
}

const forceCount = (f: Invader) => f.front.length + f.middle.length + f.rear.length;

/**
 * R6.13: a territory invaded by two or more players — invaded again while already invaded — cannot be
 * reinforced in any way by its holder (「紅軍亦無法在自己回合中進行任何形式的增兵」). A revision: in the original
 * both sides may reinforce while the territory stays invaded (O8.15 「在攻守雙方可在各自回合…進增兵」).
 */
export const cutOff = (board: Pick<Board, 'options'>, t: Territory): boolean =>
  board.options.ruleset === 'revised' &&
  t.invaders.length >= 2 && // asked inside legalActions' loops: most territories have no invader at all
  new Set(t.invaders.map((i) => i.owner)).size >= 2;

/** How many divisions of `row` are `kind`, without building a list (rules count them inside legalActions' loops). */
export function countKind(row: readonly Division[], kind: Division): number {
  let n = 0;
  for (const d of row) if (d === kind) n++;
  return n;
}

/**
 * The kinds of division in `row`, each once, in the order they first appear — what `[...new Set(row)]` gives, without
 * building a set: legalActions asks it of every middle row it lists moves and posts for, and random games grow long
 * middle rows.
 */
export function kindsIn(row: readonly Division[]): Division[] {
  const out: Division[] = [];
  for (const d of row) {
    if (out.includes(d)) continue;
    out.push(d);
    if (out.length === DIVISIONS.length) break;
  }
  return out;
}

/** How many of a home force's divisions are `kind`, in every row, front, middle and rear. */
export function homeCountOf(home: Home, kind: Division): number {
  let n = countKind(home.middle, kind) + countKind(home.rear, kind);
  for (const k in home.fronts) n += countKind(home.fronts[k] as Division[], kind);
  return n;
}

const armorIn = (row: readonly Division[]): number => row.length - countKind(row, 'I');
const forceArmor = (f: Invader): number => armorIn(f.front) + armorIn(f.middle) + armorIn(f.rear);

/**
 * Counts remembered while legalActions judges its candidates, for that state object only and only for that call
 * (`whileJudging` removes them on the way out): nothing changes the state meanwhile, and the draft's and the
 * merge's checks would otherwise count the whole board again for every candidate.
 */
const judging = new WeakMap<FrontlineState, Map<Seat, number>>();

/** Run `judge`, which only reads `state`, with the board counts of `state` remembered for its length. */
export function whileJudging<T>(state: FrontlineState, judge: () => T): T {
  if (judging.has(state)) return judge();
  judging.set(state, new Map());
  try {
    return judge();
  } finally {
    judging.delete(state);
  }
}

/**
 * Armored-division pieces of `seat` on the board, damaged or not (O5.4 shortage, R2.1). Counted without building
 * lists: the draft's and the merge's checks ask it for every candidate of legalActions.
 */
export function armorOnBoard(state: FrontlineState, seat: Seat): number {
  const memo = judging.get(state);
  const known = memo?.get(seat);
  if (known !== undefined) return known;
  const n = countArmor(state, seat);
  memo?.set(seat, n);
  return n;
}

function countArmor(state: FrontlineState, seat: Seat): number {
  let n = 0;
  for (const id of mapOf(state).territoryIds) {
    // the map's list of ids rather than `for…in` over the territories, which is slower in these hot loops
    const t = state.territories[id] as Territory;
    if (t.holder === seat) n += homeCount(t.home) - homeCountOf(t.home, 'I');
    for (const inv of t.invaders) if (inv.owner === seat) n += forceArmor(inv);
    for (const c of t.coast) if (c.owner === seat) n += forceArmor(c);
  }
  return n;
}

/** Has `seat` a division in `t`: in its home force, an invader or a force on the coast? */
function hasDivisionsIn(t: Territory, seat: Seat): boolean {
  if (t.holder === seat && homeCount(t.home) > 0) return true;
  for (const inv of t.invaders) if (inv.owner === seat && forceCount(inv) > 0) return true;
  for (const c of t.coast) if (c.owner === seat && forceCount(c) > 0) return true;
  return false;
}

/**
 * Where `hasDivisions` last found each seat's divisions, looked at first: a seat's divisions mostly stay where they
 * were from one action to the next. Only a hint — the answer is the same without it.
 */
const lastFound: (string | undefined)[] = [];

/** Has `seat` a division anywhere (FG7)? Stops at the first: asked for every seat after every action. */
export function hasDivisions(state: FrontlineState, seat: Seat): boolean {
  const hint = lastFound[seat];
  const hinted = hint === undefined ? undefined : state.territories[hint];
  if (hinted && hasDivisionsIn(hinted, seat)) return true;
  for (const id of mapOf(state).territoryIds) {
    if (!hasDivisionsIn(state.territories[id] as Territory, seat)) continue;
    lastFound[seat] = id;
    return true;
  }
  return false;
}

export const maxFront = (state: FrontlineState): number => (state.options.ruleset === 'revised' ? 3 : 2);

/** The row a reference points at, or undefined when it no longer exists. */
export function row(state: FrontlineState, ref: RowRef): Division[] | undefined {
  const t = state.territories[ref.territory];
  if (!t) return undefined;
  if (ref.kind === 'front') return t.home.fronts[ref.border];
  if (ref.kind === 'middle') return t.home.middle;
  const forces = ref.kind === 'coast' ? t.coast : t.invaders;
  return forces.find((i) => i.owner === ref.owner)?.front;
}

const cloneHome = (h: Home): Home => {
  const fronts: Record<string, Division[]> = {};
  for (const k in h.fronts) fronts[k] = (h.fronts[k] as Division[]).slice();
  return { fronts, middle: h.middle.slice(), rear: h.rear.slice() };
};

export const isEmptyTerritory = (t: Territory): boolean =>
  t.holder === null && t.invaders.length === 0 && t.coast.length === 0 && !t.city;

const cloneForce = <F extends Invader>(f: F): F => ({
  ...f,
  front: f.front.slice(),
  middle: f.middle.slice(),
  rear: f.rear.slice(),
});

/** A deep copy of one territory (copy-on-write.ts `editTerritory`, and views). */
export const cloneTerritory = (t: Territory): Territory => ({
  holder: t.holder,
  home: cloneHome(t.home),
  invaders: t.invaders.map(cloneForce),
  coast: t.coast.map(cloneForce),
  city: t.city,
});

/** A copy of the territories; `skipEmpty` leaves out empty land (views: every client knows the map). */
export function cloneTerritories(
  ts: Record<string, Territory>,
  skipEmpty = false,
): Record<string, Territory> {
  const out: Record<string, Territory> = {};
  for (const id in ts) {
    const t = ts[id] as Territory;
    if (skipEmpty && isEmptyTerritory(t)) continue;
    out[id] = cloneTerritory(t);
  }
  return out;
}

/** A deep copy of one player (copy-on-write.ts `editPlayer`). */
export const clonePlayer = (p: Player): Player => ({
  ...p,
  hand: p.hand.slice(),
  objectives: p.objectives.slice(),
  rewards: p.rewards.slice(),
  airfields: p.airfields.slice(),
});

const cloneSide = (s: BattleSide): BattleSide => ({ ...s, front: { ...s.front } });

export const cloneBattle = (b: Battle | null): Battle | null =>
  b && {
    ...b,
    attacker: cloneSide(b.attacker),
    defender: cloneSide(b.defender),
    damaged: b.damaged.map((d) => ({ ...d })),
  };

/**
 * A deep copy of the turn, its fields in the order of `t`'s (they show in a serialized state). Assigned one by one
 * rather than spread with optional parts: `apply` copies the turn for every action.
 */
export function cloneTurn(t: Turn): Turn {
  const copy = { ...t };
  copy.occupied = t.occupied.slice();
  copy.conquered = t.conquered.slice();
  copy.table = t.table.slice();
  copy.asks = t.asks.slice();
  if (t.offersAtWill) copy.offersAtWill = t.offersAtWill.slice();
  if (t.eliminated) copy.eliminated = t.eliminated.slice();
  if (t.crossed) copy.crossed = t.crossed.map((c) => ({ ...c }));
  return copy;
}

export const cloneOffer = (o: Offer | null): Offer | null =>
  o && { ...o, more: o.more.slice(), askMore: o.askMore.slice(), got: o.got.slice() };
