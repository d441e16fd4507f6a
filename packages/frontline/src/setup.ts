import {
  ok,
  type Result,
  type RngState,
  type RuleError,
  rollDie,
  type Seat,
  seedRng,
  shuffleInPlace,
} from '@warboard/core';
import { MAPS } from './map/index.js';
import { objectiveSetOf, rewardDeckFor } from './objectives.js';
import type { Options } from './options.js';
import { emptyHome, type FrontlineState, type Territory } from './state.js';
import { beginTurn, drawCard, freshTurn } from './turn.js';

/**
 * Capitals by card draw (O1.2): each seat in turn draws from the shuffled territory deck; a card on or next to
 * an earlier capital is drawn again (FG3), so no two players start face to face.
 */
function drawCapitals(rng: RngState, drawers: readonly Seat[], options: Options): string[] {
  const map = MAPS[options.map]!;
  const deck = shuffleInPlace(rng, [...map.territoryIds]);
  const capitals: string[] = [];
  const bySeat: string[] = [];
  for (const seat of drawers) {
    for (;;) {
      const card = deck.pop();
      if (card === undefined) throw new Error('map too small for this many capitals');
      const clash = capitals.some((c) => c === card || map.neighbors[c]?.includes(card));
      if (!clash) {
        capitals.push(card);
        bySeat[seat] = card;
        break;
      }
    }
  }
  return bySeat;
}

/** Turn order by dice (O1.3): highest goes first, ties among the highest roll again; then seat order. */
export function rollForFirst(rng: RngState, players: number): Seat[] {
  let contenders = Array.from({ length: players }, (_, s) => s);
  while (contenders.length > 1) {
    const rolls = contenders.map(() => rollDie(rng));
    const best = Math.max(...rolls);
    contenders = contenders.filter((_, i) => rolls[i] === best);
  }
  const first = contenders[0] ?? 0;
  return Array.from({ length: players }, (_, i) => (first + i) % players);
}

/** The objectives laid face up (FG4): each tier's pool shuffled, its `faceUp` count drawn. */
function drawObjectives(rng: RngState, options: Options): string[] {
  const set = objectiveSetOf(options);
  const pick = (tier: 'minor' | 'major') =>
    shuffleInPlace(
      rng,
      set.pool.filter((o) => o.tier === tier).map((o) => o.id),
    ).slice(0, set.faceUp[tier]);
  return [...pick('minor'), ...pick('major')];
}

/**
 * Capitals and turn order (O1.2, O1.3): by default capitals are drawn seat by seat before the dice; with
 * `capitalPicks: 'late-first'` the dice come first and the last in turn order draws first (FG3 first-turn knob).
 */
function capitalsAndOrder(rng: RngState, options: Options): { capitals: string[]; order: Seat[] } {
  const seats = Array.from({ length: options.players }, (_, s) => s);
  if (options.capitalPicks === 'late-first') {
    const order = rollForFirst(rng, options.players);
    return { order, capitals: drawCapitals(rng, [...order].reverse(), options) };
  }
  const capitals = drawCapitals(rng, seats, options);
  return { capitals, order: rollForFirst(rng, options.players) };
}

/** FG3 first-turn knob `startingCards` (Risk 2008 practice): the k-th in turn order starts with k × n cards. */
function dealStartingCards(state: FrontlineState): void {
  state.order.forEach((seat, k) => {
    for (let i = 0; i < k * state.options.startingCards; i++) drawCard(state, seat);
  });
}

/** O1: capitals by card draw, 6 infantry on each capital, an empty world (FG3), shuffled decks (O1.4). */
export function setup(options: Options, seed: string): Result<FrontlineState, RuleError> {
  const rng = seedRng(seed);
  const map = MAPS[options.map]!;
  const { capitals, order } = capitalsAndOrder(rng, options);
  const territories: Record<string, Territory> = {};
  for (const id of map.territoryIds)
    territories[id] = { holder: null, home: emptyHome(), invaders: [], coast: [], city: false };
  capitals.forEach((capital, seat) => {
    const t = territories[capital]!;
    t.holder = seat;
    t.home.middle = ['I', 'I', 'I', 'I', 'I', 'I']; // O1.1: an army of 6 units
  });
  const state: FrontlineState = {
    v: 1,
    options,
    rng,
    order,
    players: capitals.map((capital) => ({
      capital,
      hand: [],
      objectives: [],
      rewards: [],
      airfields: [],
      eliminated: false,
    })),
    territories,
    deck: shuffleInPlace(rng, [...map.territoryIds]),
    discard: [],
    objectives: drawObjectives(rng, options),
    rewardDeck: shuffleInPlace(rng, [...rewardDeckFor(options)]),
    turn: freshTurn(order[0] ?? 0, 1),
    battle: null,
    offer: null,
    battles: 0,
    outcome: null,
  };
  dealStartingCards(state);
  beginTurn(state, state.turn.seat);
  return ok(state);
}
