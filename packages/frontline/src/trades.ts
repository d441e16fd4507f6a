import type { RuleError, Seat } from '@warboard/core';
import { ruleError } from '@warboard/core';
import { type FrontlineState, mapOf } from './state.js';
import type { FrontlineEvent } from './turn.js';

/**
 * Card trades (O3.2, FG12). An offer gives one of your cards and asks for any card of a given number of stars:
 * cards matter only by their stars, and an offer must not depend on the other hand, which the offerer cannot
 * see. The other player answers — accept with a card of those stars, or decline — as a pending decision.
 */
export interface OfferAction {
  type: 'offer';
  to: Seat;
  give: string;
  askStars: 1 | 2;
}
export type AnswerAction = { type: 'accept'; card: string } | { type: 'decline' };

export interface Offer {
  from: Seat;
  to: Seat;
  give: string;
  askStars: 1 | 2;
}

/** FG12 decision: offers are made by the player on turn, outside battles, one at a time. */
export function checkOffer(state: FrontlineState, seat: Seat, a: OfferAction): RuleError | null {
  if (state.offer) return ruleError('offer-open', 'FG12', 'an offer is already waiting for its answer');
  const other = state.players[a.to];
  if (!other || a.to === seat || other.eliminated)
    return ruleError('no-partner', 'O3.2', `seat ${a.to} cannot trade`);
  if (!state.players[seat]!.hand.includes(a.give))
    return ruleError('no-card', 'O3.2', `you hold no card "${a.give}"`);
  return null;
}

export function doOffer(state: FrontlineState, seat: Seat, a: OfferAction, events: FrontlineEvent[]): void {
  state.offer = { from: seat, to: a.to, give: a.give, askStars: a.askStars };
  events.push({ type: 'offer', from: seat, seat: a.to, give: a.give, askStars: a.askStars });
}

export function checkAnswer(state: FrontlineState, seat: Seat, a: AnswerAction): RuleError | null {
  const offer = state.offer;
  if (!offer || offer.to !== seat) return ruleError('no-offer', 'FG12', 'no offer waits for your answer');
  if (a.type === 'decline') return null;
  if (!state.players[seat]!.hand.includes(a.card))
    return ruleError('no-card', 'O3.2', `you hold no card "${a.card}"`);
  if ((mapOf(state).stars[a.card] ?? 1) !== offer.askStars) {
    return ruleError('wrong-stars', 'FG12', `the offer asks for a ${offer.askStars}-star card`);
  }
  return null;
}

/** An accepted trade swaps both cards at once (FG12). */
export function doAnswer(state: FrontlineState, a: AnswerAction, events: FrontlineEvent[]): void {
  const offer = state.offer!;
  state.offer = null;
  if (a.type === 'decline') {
    events.push({ type: 'offer-declined', from: offer.from, seat: offer.to });
    return;
  }
  const giver = state.players[offer.from]!.hand;
  const taker = state.players[offer.to]!.hand;
  giver.splice(giver.indexOf(offer.give), 1, a.card);
  taker.splice(taker.indexOf(a.card), 1, offer.give);
  events.push({
    type: 'traded',
    to: [offer.from, offer.to],
    from: offer.from,
    seat: offer.to,
    gave: offer.give,
    got: a.card,
  });
}
