import type { Seat } from '@warboard/core';
import { z } from 'zod';
import { type ActionRuleFor, type ActionRules, turnAction, wire } from './action-rule.js';
import { editPlayer } from './copy-on-write.js';
import type { FrontlineEvent } from './events.js';
import { type FrontlineRefusal, noCard, refusal } from './refusals.js';
import type { FrontlineState } from './state.js';

/**
 * The table (FG12, O11.2–O11.3): territory cards the player on turn lays face up, and further asks it names,
 * before a trade offer or a payment. An offer takes every card on the table and every ask with it; a city or a
 * capital move is paid with exactly the cards on the table when there are any (the player chooses the cards),
 * otherwise with the fewest stars the hand allows. What is left returns to the hand at the end of the turn.
 */
export interface TableAction {
  type: 'table' | 'untable';
  card: string;
}
export interface AskAction {
  type: 'ask' | 'unask';
  stars: 1 | 2;
}

/** Asks an offer may carry besides its first (FG12): enough for any fair trade, few enough to list. */
const MAX_EXTRA_ASKS = 3;

function checkTable(state: FrontlineState, seat: Seat, a: TableAction): FrontlineRefusal | null {
  const from = a.type === 'table' ? state.players[seat]!.hand : state.turn.table;
  if (!from.includes(a.card)) {
    return a.type === 'table'
      ? noCard('O3.2', a.card)
      : refusal('not-on-table', 'FG12', `"${a.card}" is not on the table`, { card: a.card });
  }
  return null;
}

function doTable(state: FrontlineState, seat: Seat, a: TableAction, events: FrontlineEvent[]): void {
  const hand = editPlayer(state, seat).hand;
  const [from, to] = a.type === 'table' ? [hand, state.turn.table] : [state.turn.table, hand];
  from.splice(from.indexOf(a.card), 1);
  to.push(a.card);
  events.push({ type: a.type === 'table' ? 'tabled' : 'untabled', seat, card: a.card });
}

function checkAsk(state: FrontlineState, a: AskAction): FrontlineRefusal | null {
  if (a.type === 'ask' && state.turn.asks.length >= MAX_EXTRA_ASKS)
    return refusal('too-many-asks', 'FG12', `an offer asks for at most ${MAX_EXTRA_ASKS + 1} cards`, {
      max: MAX_EXTRA_ASKS + 1,
    });
  if (a.type === 'unask' && !state.turn.asks.includes(a.stars))
    return refusal('no-ask', 'FG12', `no ask for a ${a.stars}-star card to take back`, { stars: a.stars });
  return null;
}

function doAsk(state: FrontlineState, seat: Seat, a: AskAction, events: FrontlineEvent[]): void {
  const asks = state.turn.asks;
  if (a.type === 'ask') asks.push(a.stars);
  else asks.splice(asks.indexOf(a.stars), 1);
  events.push({ type: a.type === 'ask' ? 'asked' : 'unasked', seat, stars: a.stars });
}

/** End of turn, or the player on turn eliminated: cards left on the table go back to the hand, asks lapse. */
export function clearTable(state: FrontlineState, events: FrontlineEvent[]): void {
  const { seat, table, asks } = state.turn;
  if (table.length > 0 || asks.length > 0)
    events.push({ type: 'table-cleared', seat, cards: table.slice(), asks: asks.slice() });
  if (table.length > 0) editPlayer(state, seat).hand.push(...table); // copied only when cards go back
  state.turn.table = [];
  state.turn.asks = [];
}

/** Cards laid on or taken back from the table for the next offer (FG12). */
const tableAction = (schema: z.ZodObject): ActionRuleFor<TableAction> =>
  turnAction(schema, true, checkTable, doTable);

/** One ask more or less for the next offer (FG12). */
const askAction = (schema: z.ZodObject): ActionRuleFor<AskAction> =>
  turnAction(schema, true, (state, _s, a) => checkAsk(state, a), doAsk);

/** The action-table entries of the table an offer is prepared on (action-table.ts). */
export const TABLE_ACTIONS: ActionRules<TableAction | AskAction> = {
  table: tableAction(z.strictObject({ type: z.literal('table'), card: wire.id })),
  untable: tableAction(z.strictObject({ type: z.literal('untable'), card: wire.id })),
  ask: askAction(z.strictObject({ type: z.literal('ask'), stars: wire.stars })),
  unask: askAction(z.strictObject({ type: z.literal('unask'), stars: wire.stars })),
};
