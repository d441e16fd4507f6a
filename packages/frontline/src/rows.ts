import type { Seat } from '@warboard/core';
import { mustStayToOccupy } from './battle-rules.js';
import { editTerritory } from './copy-on-write.js';
import type { Board, Division, FrontlineState, Invader, Landing, RowRef } from './state.js';

/** Where a battle row's reserves wait (R5.9 bring forward) and where its beaten armor repairs (R5.8). */
export interface RowPlaces {
  front: Division[];
  reserve: Division[]; // middle row (or an invader's middle); empty when the middle row itself fights
  rear: Division[];
}

export function findInvader(
  state: Pick<Board, 'territories'>,
  territory: string,
  owner: Seat,
): Invader | undefined {
  return state.territories[territory]?.invaders.find((i) => i.owner === owner);
}

export function findLanding(
  state: Pick<Board, 'territories'>,
  territory: string,
  owner: Seat,
): Landing | undefined {
  return state.territories[territory]?.coast.find((i) => i.owner === owner);
}

/**
 * The live arrays of a row reference, to write: the territory is taken for writing first (copy-on-write.ts), and
 * an empty front row is created when needed (to bring divisions forward).
 */
export function places(state: FrontlineState, ref: RowRef): RowPlaces {
  const t = editTerritory(state, ref.territory);
  if (ref.kind === 'front') {
    const front = t.home.fronts[ref.border] ?? [];
    t.home.fronts[ref.border] = front;
    return { front, reserve: t.home.middle, rear: t.home.rear };
  }
  if (ref.kind === 'middle') return { front: t.home.middle, reserve: [], rear: t.home.rear };
  const inv =
    ref.kind === 'coast'
      ? findLanding(state, ref.territory, ref.owner)
      : findInvader(state, ref.territory, ref.owner);
  if (!inv) return { front: [], reserve: [], rear: [] };
  return { front: inv.front, reserve: inv.middle, rear: inv.rear };
}

/** Read-only view of the same, without creating or copying anything: never write through it. */
export function peek(state: Pick<Board, 'territories'>, ref: RowRef): RowPlaces {
  const t = state.territories[ref.territory];
  if (!t) return { front: [], reserve: [], rear: [] };
  if (ref.kind === 'front')
    return { front: t.home.fronts[ref.border] ?? [], reserve: t.home.middle, rear: t.home.rear };
  if (ref.kind === 'middle') return { front: t.home.middle, reserve: [], rear: t.home.rear };
  const inv =
    ref.kind === 'coast'
      ? findLanding(state, ref.territory, ref.owner)
      : findInvader(state, ref.territory, ref.owner);
  return inv
    ? { front: inv.front, reserve: inv.middle, rear: inv.rear }
    : { front: [], reserve: [], rear: [] };
}

/** Replace a row's contents in place (so references held elsewhere stay valid), and drop empty front rows. */
export function setFront(state: FrontlineState, ref: RowRef, next: Division[]): void {
  const p = places(state, ref);
  p.front.splice(0, p.front.length, ...next);
  if (ref.kind === 'front' && next.length === 0)
    delete state.territories[ref.territory]!.home.fronts[ref.border];
}

/**
 * R8.1, O8.20: the duty to occupy binds this row's territory — the player on turn occupied it this turn and posts
 * no infantry on its other borders — so its last middle-row infantry stays behind when the others go forward.
 */
export function occupationDuty(board: Pick<Board, 'territories' | 'turn'>, seat: Seat, ref: RowRef): boolean {
  if (ref.kind !== 'front' || seat !== board.turn.seat) return false;
  const home = board.territories[ref.territory]?.home;
  if (!home || !board.turn.occupied.includes(ref.territory)) return false;
  return !Object.entries(home.fronts).some(([b, row]) => b !== ref.border && row.includes('I'));
}

/** That infantry now: bringing it forward is refused (battle-rules.ts `mustStayToOccupy`). */
export const keepsLastInfantry = (
  board: Pick<Board, 'territories' | 'turn'>,
  seat: Seat,
  ref: RowRef,
): boolean =>
  occupationDuty(board, seat, ref) &&
  mustStayToOccupy(true, false, peek(board, ref).reserve.filter((d) => d === 'I').length);
