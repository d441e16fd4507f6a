import type { Seat } from '@warboard/core';
import { z } from 'zod';
import { type ActionRuleFor, type ActionRules, TURN, wire } from './action-rule.js';
import { editPlayer } from './copy-on-write.js';
import { decisions } from './decisions.js';
import type { FrontlineEvent } from './events.js';
import { type FrontlineRefusal, noCard, refusal } from './refusals.js';
import { type FrontlineState, mapOf, type Offer } from './state.js';

/**
 * Card trades (O3.2, FG12). An offer gives cards and asks for cards by their stars: cards matter only by their
 * stars, and an offer must not depend on the other hand, which the offerer cannot see. A one-for-one offer is a
 * single action; for more, the player on turn first lays cards face up on the table and names further asks
 * (see table.ts), and the offer takes them all. The other player answers — puts forward one card for each ask,
 * or declines — as a pending decision; the trade swaps every card at once when the last ask is met.
 */
export interface OfferAction {
  type: 'offer';
  to: Seat;
  give: string;
  askStars: 1 | 2;
}
export type AnswerAction = { type: 'accept'; card: string } | { type: 'decline' };

/** Stars of the asks not yet met by the cards put forward. */
function openAsks(state: FrontlineState, offer: Offer): (1 | 2)[] {
  const stars = mapOf(state).stars;
  const open = [offer.askStars, ...offer.askMore];
  for (const card of offer.got) {
    const i = open.indexOf((stars[card] ?? 1) as 1 | 2);
    if (i >= 0) open.splice(i, 1);
  }
  return open;
}

/**
 * Offers a seat may make in one turn outside a turn decision of its own (FG12, our decision): trades are open
 * at any time (O3.2), and an offer holds the game until it is answered, so a cap keeps every turn finite and
 * stops one player from holding up another's turn.
 */
export const OFFERS_AT_WILL = 2;

/** FG12 decision: one offer waits at a time; the player on turn offers as a turn action (with the table). */
function checkOffer(state: FrontlineState, seat: Seat, a: OfferAction): FrontlineRefusal | null {
  if (state.offer) return offerWaiting();
  const other = state.players[a.to];
  if (!other || a.to === seat || other.eliminated)
    return refusal('no-partner', 'O3.2', `seat ${a.to} cannot trade`, { seat: a.to });
  if (!state.players[seat]!.hand.includes(a.give)) return noCard('O3.2', a.give);
  return null;
}

/** FG12: one offer waits for its answer at a time. */
const offerWaiting = (): FrontlineRefusal =>
  refusal('offer-open', 'FG12', 'an offer is already waiting for its answer');

/**
 * O3.2 "at any time", FG12: every seat but the player on turn may offer a one-for-one trade at will — during
 * that turn, in the middle of its battles, while defending — while no offer waits, at most OFFERS_AT_WILL
 * times a turn. The player on turn offers as a turn action, between its battles, with the table (which stays
 * out of offers made at will). Eliminated players do not trade (FG7).
 */
export function checkOfferAtWill(state: FrontlineState, seat: Seat, a: OfferAction): FrontlineRefusal | null {
  if (state.offer) return offerWaiting();
  if (seat === state.turn.seat)
    return refusal('in-battle', 'FG12', 'the player on turn offers trades between its battles');
  const player = state.players[seat];
  if (!player || player.eliminated)
    return refusal('eliminated', 'FG7', 'an eliminated player does not trade');
  if ((state.turn.offersAtWill?.[seat] ?? 0) >= OFFERS_AT_WILL) {
    return refusal('offers-spent', 'FG12', `at most ${OFFERS_AT_WILL} offers a turn outside your own turn`, {
      max: OFFERS_AT_WILL,
    });
  }
  return checkOffer(state, seat, a);
}

/** An offer; `atWill` when made outside a turn decision of the offerer's (checkOfferAtWill). */
function doOffer(
  state: FrontlineState,
  seat: Seat,
  a: OfferAction,
  events: FrontlineEvent[],
  atWill = false,
): void {
  const offer: Offer = {
    from: seat,
    to: a.to,
    give: a.give,
    askStars: a.askStars,
    more: atWill ? [] : state.turn.table,
    askMore: atWill ? [] : state.turn.asks,
    got: [],
  };
  state.offer = offer;
  if (atWill) {
    const made = state.turn.offersAtWill ?? state.players.map(() => 0);
    made[seat] = (made[seat] ?? 0) + 1;
    state.turn.offersAtWill = made;
  } else {
    state.turn.table = [];
    state.turn.asks = [];
  }
  events.push({
    type: 'offer',
    from: seat,
    seat: a.to,
    give: a.give,
    askStars: a.askStars,
    more: offer.more.slice(),
    askMore: offer.askMore.slice(),
    atWill,
  });
}

function checkAnswer(state: FrontlineState, seat: Seat, a: AnswerAction): FrontlineRefusal | null {
  const offer = state.offer;
  if (!offer || offer.to !== seat) return refusal('no-offer', 'FG12', 'no offer waits for your answer');
  if (a.type === 'decline') return null;
  if (!state.players[seat]!.hand.includes(a.card)) return noCard('O3.2', a.card);
  const stars = (mapOf(state).stars[a.card] ?? 1) as 1 | 2;
  if (!openAsks(state, offer).includes(stars)) {
    return refusal('wrong-stars', 'FG12', `the offer asks for no more ${stars}-star cards`, { stars });
  }
  return null;
}

/**
 * An answer: a declined offer gives every card back; a card put forward meets one ask, and with the last ask met
 * the trade swaps all the cards at once (FG12).
 */
function doAnswer(state: FrontlineState, a: AnswerAction, events: FrontlineEvent[]): void {
  const offer = state.offer!;
  const giver = editPlayer(state, offer.from).hand;
  const taker = editPlayer(state, offer.to).hand;
  if (a.type === 'decline') {
    state.offer = null;
    giver.push(...offer.more);
    taker.push(...offer.got);
    events.push({ type: 'offer-declined', from: offer.from, seat: offer.to });
    return;
  }
  const at = taker.indexOf(a.card);
  taker.splice(at, 1);
  offer.got.push(a.card);
  if (openAsks(state, offer).length > 0) return; // the card lies on the table, in the view, until the last ask
  state.offer = null;
  // Each side's new cards take the place of the cards it handed over (a one-for-one trade swaps in place).
  giver.splice(giver.indexOf(offer.give), 1, ...offer.got);
  taker.splice(at, 0, offer.give, ...offer.more);
  events.push({
    type: 'traded',
    to: [offer.from, offer.to],
    from: offer.from,
    seat: offer.to,
    gave: offer.give,
    got: a.card,
    gaveAll: [offer.give, ...offer.more],
    gotAll: offer.got.slice(),
  });
}

/** Does `seat` owe the turn decision now (rather than offering at will)? */
const ownsTurn = (state: FrontlineState, s: Seat): boolean =>
  decisions(state).some((d) => d.seat === s && d.kind === 'turn');

/** The answers to an offer (FG12). */
const answer: Omit<ActionRuleFor<AnswerAction>, 'schema'> = {
  answers: ['trade'],
  free: false,
  check: (state, s, a) => checkAnswer(state, s, a),
  perform: (state, _s, a, events) => doAnswer(state, a, events),
};

/** The action-table entries of a trade: the offer and its answers (action-table.ts). */
export const TRADE_ACTIONS: ActionRules<OfferAction | AnswerAction> = {
  offer: {
    schema: z.strictObject({ type: z.literal('offer'), to: wire.seat, give: wire.id, askStars: wire.stars }),
    answers: TURN,
    free: true,
    check: (state, s, a) => checkOffer(state, s, a),
    // An offer from a seat that does not owe the turn is one made at will (O3.2, FG12).
    perform: (state, s, a, events) => doOffer(state, s, a, events, !ownsTurn(state, s)),
  },
  accept: { ...answer, schema: z.strictObject({ type: z.literal('accept'), card: wire.id }) },
  decline: { ...answer, schema: z.strictObject({ type: z.literal('decline') }) },
};
