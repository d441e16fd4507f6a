import type { Seat } from '@warboard/core';
import { canonicalJson } from '@warboard/core';
import type { FrontlineAction } from './actions.js';
import { decisions } from './decisions.js';
import { legalActions } from './legal.js';
import type { FrontlineState } from './state.js';

/**
 * Standing orders (FG15): what the engine does for a seat that does not answer in time. Out of turn:
 * damaged armor withdraws for repair (R5.8), the middle row comes forward strongest first on the right, where
 * the defender's highest die lands (R5.9, R5.4), an invaded defender stands (R8.4). On turn: end the phase, or
 * first deploy the draft on the capital; in a battle, stop attacking.
 */
export function standingOrder(state: FrontlineState, seat: Seat): FrontlineAction | null {
  const owed = decisions(state).find((d) => d.seat === seat);
  if (!owed) return null;
  const legal = legalActions(state, seat);
  const has = (a: FrontlineAction) => legal.some((l) => canonicalJson(l) === canonicalJson(a));
  const pick = (...options: FrontlineAction[]) => options.find(has) ?? legal[0] ?? null;
  switch (owed.kind) {
    case 'damaged':
      return pick({ type: 'damaged', choice: 'withdraw' }, { type: 'damaged', choice: 'stay' });
    case 'retreat':
      return pick({ type: 'stand' });
    case 'trade':
      return pick({ type: 'decline' });
    case 'battle':
      return pick({ type: 'stop' });
    case 'defend':
      return strongestForward(legal) ?? pick({ type: 'hold' });
    case 'turn': {
      const capital = state.players[seat]!.capital;
      return pick({ type: 'end-phase' }, { type: 'draft', division: 'I', territory: capital });
    }
  }
}

/**
 * The division to bring forward among `legal` (R5.9): armor before infantry before damaged armor, into the
 * rightmost slot, where the defender's highest die lands (R5.4); null when none may come. The standing order
 * and a player's standing answers (the web client's) both choose with it.
 */
export function strongestForward(legal: readonly FrontlineAction[]): FrontlineAction | null {
  const forwards = legal.filter((a) => a.type === 'forward').sort((a, b) => rank(a) - rank(b));
  return forwards[0] ?? null;
}

/** Armor before infantry before damaged armor, and the rightmost slot first. */
function rank(a: FrontlineAction): number {
  if (a.type !== 'forward') return 99;
  return { A: 0, I: 10, D: 20 }[a.division] - a.slot;
}
