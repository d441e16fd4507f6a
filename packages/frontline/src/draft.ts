import type { Seat } from '@warboard/core';
import { z } from 'zod';
import { type ActionRules, turnAction, wire } from './action-rule.js';
import { editPlayer, editTerritory } from './copy-on-write.js';
import type { DraftedEvent, FrontlineEvent } from './events.js';
import {
  cutOffFrom,
  type FrontlineRefusal,
  noCard,
  notYours,
  refusal,
  unknownTerritory,
} from './refusals.js';
import { armorOnBoard, cutOff, type FrontlineState, mapOf } from './state.js';

/** The 2008 star table (risk-2008-facts §1.3), the FG8 `star-table` option: stars spent → units. */
const STAR_TABLE: Readonly<Record<number, number>> = {
  2: 2,
  3: 4,
  4: 7,
  5: 10,
  6: 13,
  7: 17,
  8: 21,
  9: 25,
  10: 30,
};

export interface DraftAction {
  type: 'draft';
  division: 'I' | 'A';
  territory: string;
}
export interface SpendCardAction {
  type: 'spend-card';
  card: string;
}

const isCityOrCapital = (state: FrontlineState, seat: Seat, id: string): boolean =>
  state.territories[id]?.city === true || state.players[seat]?.capital === id;

const noUnits = (needed: number, left: number): FrontlineRefusal =>
  refusal('no-units', 'O6.1', `${needed} units needed, ${left} left to draft`, { needed, left });

/** Troops are drafted in the draft phase (O3.1), while units are left to draft (O6.1): infantry costs 1. */
function draftClosed(state: FrontlineState): FrontlineRefusal | null {
  if (state.turn.phase !== 'draft')
    return refusal('draft-phase', 'O3.1', 'troops are drafted in the draft phase');
  return state.turn.units < 1 ? noUnits(1, state.turn.units) : null;
}

/**
 * R3.1–R3.2 (O6.3–O6.5): drafted units become infantry (1 unit, airdropped onto any territory you hold) or
 * armor (3 units, only on a capital or city of yours, while a piece is left in reserve — R2.1, O5.4, FG9).
 * O8.15: 「在攻守雙方可在各自回合的徵召軍隊／調動軍隊環節時進增兵」 — the invader's side reinforces in its draft too:
 * drafted infantry is airdropped onto its invaders (armor still needs a capital or city, R3.2, O6.4).
 */
function checkDraft(state: FrontlineState, seat: Seat, a: DraftAction): FrontlineRefusal | null {
  const t = state.territories[a.territory];
  if (!t) return unknownTerritory(a.territory);
  const reinforcing = t.holder !== seat && t.invaders.some((i) => i.owner === seat);
  if (t.holder !== seat && !reinforcing) return notYours('O6.5', a.territory);
  if (!reinforcing && cutOff(state, t)) return cutOffFrom(a.territory);
  const cost = a.division === 'A' ? 3 : 1;
  if (state.turn.units < cost) return noUnits(cost, state.turn.units);
  if (a.division === 'A') {
    if (reinforcing || !isCityOrCapital(state, seat, a.territory)) {
      return refusal(
        'armor-needs-city',
        state.options.ruleset === 'revised' ? 'R3.2' : 'O6.4',
        'armor is deployed only on a capital or city of yours',
      );
    }
    if (armorOnBoard(state, seat) >= state.options.armorPieces) {
      return refusal(
        'armor-shortage',
        state.options.ruleset === 'revised' ? 'R2.1' : 'O5.4',
        'no armored-division piece left in reserve',
      );
    }
  }
  return null;
}

/**
 * Drafted divisions wait in the middle row (the original's "rear", O6.7) until posted to a front; infantry
 * reinforcing invaders joins their middle row, and fills their front row at the next draft (FG16).
 */
function doDraft(state: FrontlineState, seat: Seat, a: DraftAction, events: FrontlineEvent[]): void {
  state.turn.units -= a.division === 'A' ? 3 : 1;
  const t = editTerritory(state, a.territory);
  const invader = t.holder === seat ? undefined : t.invaders.find((i) => i.owner === seat);
  (invader ?? t.home).middle.push(a.division);
  const drafted: DraftedEvent = {
    type: 'drafted',
    seat,
    territory: a.territory,
    division: a.division,
    unitsLeft: state.turn.units,
    ...(invader ? { reinforce: true as const } : {}),
  };
  events.push(drafted);
}

/** FG8: a territory card spent in the draft adds 1 unit (or, with the star table, the difference it makes). */
function checkSpendCard(state: FrontlineState, seat: Seat, a: SpendCardAction): FrontlineRefusal | null {
  if (state.turn.phase !== 'draft')
    return refusal('draft-phase', 'O6.1', 'cards are spent in the draft phase');
  if (!state.players[seat]?.hand.includes(a.card)) return noCard('O6.1', a.card);
  if (state.options.cardValue === 'star-table' && state.turn.starsSpent >= 10) {
    return refusal('stars-capped', 'FG8', 'at most 10 stars are spent in one draft', { max: 10 });
  }
  return null;
}

function doSpendCard(state: FrontlineState, seat: Seat, a: SpendCardAction, events: FrontlineEvent[]): void {
  const hand = editPlayer(state, seat).hand;
  hand.splice(hand.indexOf(a.card), 1);
  state.discard.push(a.card);
  const units = state.turn.units;
  if (state.options.cardValue === 'one-per-card') {
    state.turn.units += 1;
  } else {
    // Star table: the value of the stars spent so far this draft, paid as the increase it brings.
    const stars = mapOf(state).stars[a.card] ?? 1;
    const before = state.turn.starsSpent;
    const after = Math.min(10, before + stars);
    state.turn.starsSpent = after;
    state.turn.units += (STAR_TABLE[after] ?? 0) - (STAR_TABLE[before] ?? 0);
  }
  // The card goes face up to the discard pile, which every seat sees: the event names it.
  events.push({ type: 'card-spent', seat, card: a.card, units: state.turn.units - units });
}

/** The action-table entries of the draft (action-table.ts). */
export const DRAFT_ACTIONS: ActionRules<DraftAction | SpendCardAction> = {
  draft: turnAction(
    z.strictObject({ type: z.literal('draft'), division: z.enum(['I', 'A']), territory: wire.id }),
    false,
    checkDraft,
    doDraft,
    draftClosed,
  ),
  'spend-card': turnAction(
    z.strictObject({ type: z.literal('spend-card'), card: wire.id }),
    true,
    checkSpendCard,
    doSpendCard,
  ),
};
