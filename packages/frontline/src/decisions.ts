import type { Seat } from '@warboard/core';
import type { FrontlineState } from './state.js';

export type DecisionKind = 'turn' | 'battle' | 'defend' | 'damaged' | 'retreat' | 'trade';
export interface FrontlineDecision {
  readonly seat: Seat;
  readonly kind: DecisionKind;
}

/** Who owes what now (FG15): the player on turn, or — inside a battle — whichever owners must decide. */
export function decisions(state: FrontlineState): FrontlineDecision[] {
  if (state.outcome) return [];
  if (state.offer) return [{ seat: state.offer.to, kind: 'trade' }]; // FG12: the answer comes first
  const b = state.battle;
  if (!b) return [{ seat: state.turn.seat, kind: 'turn' }];
  if (b.stage === 'attacker') return [{ seat: b.attacker.seat, kind: 'battle' }];
  if (b.stage === 'defender-forward') return [{ seat: b.defender.seat, kind: 'defend' }];
  if (b.stage === 'retreat') return [{ seat: b.defender.seat, kind: 'retreat' }];
  const seats = [...new Set(b.damaged.map((d) => d.seat))];
  return seats.map((seat) => ({ seat, kind: 'damaged' as const }));
}
