/**
 * FG21 (Warboard decision): on its own turn, outside a battle, a player may resign. Its divisions leave the board
 * at once — its territories stand empty, its invaders and landings are gone — and the usual bookkeeping follows:
 * a player with no divisions is out (FG7), eliminated by nobody, so its cards go to the discard; the next living
 * player takes the turn; the last player standing wins (FG6). A game whose players are away thus still ends by
 * its own rules: by a resignation, by the turn limit (FG6, FG20), or by the standing orders of an absent player.
 */
import type { Seat } from '@warboard/core';
import { z } from 'zod';
import { type ActionRules, ok, turnAction } from './action-rule.js';
import { editTerritory } from './copy-on-write.js';
import type { FrontlineEvent } from './events.js';
import { emptyHome, type FrontlineState } from './state.js';

export interface ResignAction {
  type: 'resign';
}

/** Every division of `seat` leaves the board; `settle` (engine.ts) then finds it eliminated (FG7). */
function resign(state: FrontlineState, seat: Seat, events: FrontlineEvent[]): void {
  for (const id in state.territories) {
    const shared = state.territories[id]!;
    const mine = shared.holder === seat || shared.invaders.some((i) => i.owner === seat);
    if (!mine && !shared.coast.some((c) => c.owner === seat)) continue;
    const t = editTerritory(state, id);
    if (t.holder === seat) {
      t.holder = null;
      t.home = emptyHome();
    }
    if (t.invaders.some((i) => i.owner === seat)) t.invaders = t.invaders.filter((i) => i.owner !== seat);
    if (t.coast.some((c) => c.owner === seat)) t.coast = t.coast.filter((c) => c.owner !== seat);
  }
  events.push({ type: 'resigned', seat });
}

/** The action-table entry of a resignation (action-table.ts): a turn action, never refused on the turn's own count. */
export const RESIGN_ACTIONS: ActionRules<ResignAction> = {
  resign: turnAction(z.strictObject({ type: z.literal('resign') }), false, ok, (state, seat, _a, events) =>
    resign(state, seat, events),
  ),
};
