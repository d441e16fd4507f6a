import type { Seat } from '@warboard/core';
import { z } from 'zod';
import { type ActionRules, turnAction, wire } from './action-rule.js';
import { editPlayer, editTerritory } from './copy-on-write.js';
import type { FrontlineEvent } from './events.js';
import { areAdjacent } from './map/index.js';
import { ownTurnOpen } from './phases.js';
import { type FrontlineRefusal, notAdjacent, notOccupied, refusal, unknownTerritory } from './refusals.js';
import { type FrontlineState, mapOf, occupies } from './state.js';

export interface BuildCityAction {
  type: 'build-city';
  territory: string;
}
export interface MoveCapitalAction {
  type: 'move-capital';
  territory: string;
}

export const CITY_STARS = 5; // O11.2
const CAPITAL_STARS = 10; // O11.3

const starsOf = (state: FrontlineState, cards: readonly string[]): number =>
  cards.reduce((n, c) => n + (mapOf(state).stars[c] ?? 1), 0);

const handStars = (state: FrontlineState, seat: Seat): number => starsOf(state, state.players[seat]!.hand);

/**
 * The stars `seat` can pay with now: the cards it laid on the table when there are any (the player's choice,
 * FG12 table), otherwise its hand.
 */
export const payableStars = (state: FrontlineState, seat: Seat): number =>
  state.turn.table.length > 0 ? starsOf(state, state.turn.table) : handStars(state, seat);

/**
 * The cards that pay `need` stars with the least waste: 2-star cards while at least 2 stars are owed, then
 * 1-star cards, then a 2-star card for a last odd star. Which cards pay matters only for their stars.
 */
export function payment(state: FrontlineState, seat: Seat, need: number): string[] {
  const stars = mapOf(state).stars;
  const hand = state.players[seat]!.hand;
  const twos = hand.filter((c) => stars[c] === 2);
  const ones = hand.filter((c) => stars[c] !== 2);
  const paid: string[] = [];
  let owed = need;
  while (owed >= 2 && twos.length > 0) {
    paid.push(twos.shift()!);
    owed -= 2;
  }
  while (owed > 0 && ones.length > 0) {
    paid.push(ones.shift()!);
    owed -= 1;
  }
  if (owed > 0 && twos.length > 0) paid.push(twos.shift()!);
  return paid;
}

/** Pay `need` stars: with every card on the table when the player laid some out, else the engine's choice. */
function pay(state: FrontlineState, seat: Seat, need: number): void {
  if (state.turn.table.length > 0) {
    state.discard.push(...state.turn.table);
    state.turn.table = [];
    return;
  }
  const hand = editPlayer(state, seat).hand;
  for (const card of payment(state, seat, need)) {
    hand.splice(hand.indexOf(card), 1);
    state.discard.push(card);
  }
}

const onTable = (state: FrontlineState) =>
  state.turn.table.length > 0 ? ', paid with the cards on the table' : '';

/**
 * O11.2 「5星便可建立1個城市，並建立在任何一塊領土上」: 5 stars build a city on any territory — the text does not
 * say "of your own" (己方), as the airdrop rule O6.5 does; option `citySites: 'own-territory'` keeps cities to
 * territories you occupy. Nor does it name a phase: any phase of your own turn, between battles (FG11).
 */
function checkBuildCity(state: FrontlineState, seat: Seat, a: BuildCityAction): FrontlineRefusal | null {
  if (!ownTurnOpen(state)) return refusal('between-battles', 'FG11', 'cities are built between battles');
  const t = state.territories[a.territory];
  if (!t) return unknownTerritory(a.territory);
  if (state.options.citySites === 'own-territory' && !occupies(state, seat, a.territory))
    return notOccupied('O11.2', a.territory);
  if (t.city)
    return refusal('city-exists', 'O11.2', `${a.territory} already has a city`, { territory: a.territory });
  if (payableStars(state, seat) < CITY_STARS)
    return refusal('not-enough-stars', 'O11.2', `a city costs 5 stars${onTable(state)}`, {
      cost: CITY_STARS,
    });
  return null;
}

function doBuildCity(state: FrontlineState, seat: Seat, a: BuildCityAction, events: FrontlineEvent[]): void {
  pay(state, seat, CITY_STARS);
  editTerritory(state, a.territory).city = true;
  events.push({ type: 'city-built', seat, territory: a.territory });
}

/**
 * O11.3 「若佔領了首都」 — "once [others] have occupied the capital": your capital is lost when another player holds
 * it, or when nobody holds it and other players' invaders stand in it (contested, R6.11: they cannot claim it,
 * but it is no longer yours). An empty capital is not lost: walk back in.
 */
function capitalLost(state: FrontlineState, seat: Seat): boolean {
  const t = state.territories[state.players[seat]!.capital];
  if (!t || t.holder === seat) return false;
  return t.holder !== null || t.invaders.some((i) => i.owner !== seat);
}

/**
 * O11.3 「10顆星便可移到與首到到相連的領土上」: 10 stars move your capital to a territory you occupy next to it, once
 * it is lost (option `capitalMove: 'any-time'`: also while you hold it). Any phase of your turn, as cities (FG11).
 */
function checkMoveCapital(state: FrontlineState, seat: Seat, a: MoveCapitalAction): FrontlineRefusal | null {
  if (!ownTurnOpen(state)) return refusal('between-battles', 'FG11', 'the capital moves between battles');
  if (state.options.capitalMove === 'when-lost' && !capitalLost(state, seat))
    return refusal('capital-not-lost', 'O11.3', 'the capital moves only once others have taken it');
  const capital = state.players[seat]!.capital;
  if (!state.territories[a.territory]) return unknownTerritory(a.territory);
  if (!areAdjacent(mapOf(state), capital, a.territory)) return notAdjacent('O11.3', capital, a.territory);
  if (!occupies(state, seat, a.territory)) return notOccupied('O11.3', a.territory);
  if (payableStars(state, seat) < CAPITAL_STARS)
    return refusal('not-enough-stars', 'O11.3', `moving the capital costs 10 stars${onTable(state)}`, {
      cost: CAPITAL_STARS,
    });
  return null;
}

function doMoveCapital(
  state: FrontlineState,
  seat: Seat,
  a: MoveCapitalAction,
  events: FrontlineEvent[],
): void {
  pay(state, seat, CAPITAL_STARS);
  editPlayer(state, seat).capital = a.territory;
  events.push({ type: 'capital-moved', seat, territory: a.territory });
}

/** The action-table entries of the cards' uses besides the draft (action-table.ts). */
export const CARD_ACTIONS: ActionRules<BuildCityAction | MoveCapitalAction> = {
  'build-city': turnAction(
    z.strictObject({ type: z.literal('build-city'), territory: wire.id }),
    true,
    checkBuildCity,
    doBuildCity,
  ),
  'move-capital': turnAction(
    z.strictObject({ type: z.literal('move-capital'), territory: wire.id }),
    true,
    checkMoveCapital,
    doMoveCapital,
  ),
};
