import type { Seat } from '@warboard/core';
import { z } from 'zod';
import { type ActionRules, turnAction, wire } from './action-rule.js';
import { editPlayer, editTerritory } from './copy-on-write.js';
import type { FrontlineEvent } from './events.js';
import { areAdjacent } from './map/index.js';
import { type FrontlineRefusal, notOccupied, refusal, unknownTerritory } from './refusals.js';
import type { BattleSide, Board, FrontlineState } from './state.js';
import { mapOf, occupies } from './state.js';

/** O10.4: place a won airfield on a territory you occupy (a turn action while one is unplaced). */
export interface AirfieldAction {
  type: 'airfield';
  territory: string;
}
/** O10.5 "extra maneuver": armor repairing in a territory finishes its repair in the maneuver phase. */
export interface RepairAction {
  type: 'repair';
  territory: string;
}

const count = (state: FrontlineState, seat: Seat, reward: string) =>
  state.players[seat]!.rewards.filter((r) => r === reward).length;

/** An airfield is placed between battles, while one won is still unplaced (O10.4). */
function airfieldClosed(state: FrontlineState, seat: Seat): FrontlineRefusal | null {
  if (state.battle) return refusal('between-battles', 'O10.4', 'not during a battle');
  if (state.players[seat]!.airfields.length >= count(state, seat, 'airfield'))
    return refusal('no-airfield', 'O10.4', 'you have no airfield to place');
  return null;
}

function checkAirfield(state: FrontlineState, seat: Seat, a: AirfieldAction): FrontlineRefusal | null {
  if (!state.territories[a.territory]) return unknownTerritory(a.territory);
  if (!occupies(state, seat, a.territory)) return notOccupied('O10.4', a.territory);
  if (state.players.some((p) => p.airfields.includes(a.territory)))
    return refusal('airfield-exists', 'O10.4', 'there is an airfield there already', {
      territory: a.territory,
    });
  return null;
}

function doAirfield(state: FrontlineState, seat: Seat, a: AirfieldAction, events: FrontlineEvent[]): void {
  editPlayer(state, seat).airfields.push(a.territory);
  events.push({ type: 'airfield', seat, territory: a.territory });
}

/**
 * Air support (O10.4, O8.6, FG14): +1 to a side fighting in or from a territory that is, or borders, one of its
 * owner's airfields — while the owner still occupies the airfield's territory.
 */
export function airSupport(state: Board, side: Pick<BattleSide, 'seat' | 'front'>): number {
  const where = side.front.territory;
  const map = mapOf(state);
  const fields = state.players[side.seat]!.airfields.filter((f) => occupies(state, side.seat, f));
  return fields.some((f) => f === where || areAdjacent(map, f, where)) ? 1 : 0;
}

function repairClosed(state: FrontlineState, seat: Seat): FrontlineRefusal | null {
  if (state.turn.phase !== 'maneuver' || state.battle)
    return refusal('maneuver-phase', 'O10.5', 'repairs are made in the maneuver phase');
  if (count(state, seat, 'extra-maneuver') === 0)
    return refusal('no-reward', 'O10.5', 'repairing in the maneuver phase needs the extra-maneuver reward');
  return null;
}

function checkRepair(state: FrontlineState, seat: Seat, a: RepairAction): FrontlineRefusal | null {
  const t = state.territories[a.territory];
  if (!t || t.holder !== seat || t.home.rear.length === 0)
    return refusal('nothing-to-repair', 'O10.5', `no armor of yours repairs in ${a.territory}`, {
      territory: a.territory,
    });
  return null;
}

function doRepair(state: FrontlineState, a: RepairAction): void {
  const home = editTerritory(state, a.territory).home;
  home.middle.push(...home.rear.map(() => 'A' as const));
  home.rear = [];
}

/** The action-table entries of the rewards a player uses (action-table.ts). */
export const REWARD_ACTIONS: ActionRules<AirfieldAction | RepairAction> = {
  airfield: turnAction(
    z.strictObject({ type: z.literal('airfield'), territory: wire.id }),
    true,
    checkAirfield,
    doAirfield,
    airfieldClosed,
  ),
  repair: turnAction(
    z.strictObject({ type: z.literal('repair'), territory: wire.id }),
    true,
    checkRepair,
    (state, _s, a) => doRepair(state, a),
    repairClosed,
  ),
};
