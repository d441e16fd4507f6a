import type { Seat } from '@warboard/core';
import { z } from 'zod';
import { type ActionRules, turnAction, wire } from './action-rule.js';
import { editTerritory } from './copy-on-write.js';
import type { FrontlineEvent, SentToRepairEvent } from './events.js';
import { findHomeDivision, type HomePlace } from './formation.js';
import { formationOpen } from './phases.js';
import { type FrontlineRefusal, notYours, refusal, unknownTerritory } from './refusals.js';
import { type FrontlineState, facesEnemy } from './state.js';

/**
 * Damaged armor that stayed on to fight (R5.8) goes back to the rear row to repair, outside a battle: from a
 * front row (`border`, `slot`) or from the middle row. O7.3 「軍隊投入前線，除非在調動軍隊環節／維修，否則不可退回
 * 後防」 — troops leave the front only in the maneuver or to repair — implies the way back, and R3.3 repairs only
 * what stands in the rear row. It is a change of formation, so it is made in the owner's draft or maneuver
 * (R6.3 「只能在「徵召軍隊」及「調動軍隊」的環節作出其他部署」); the repair finishes at the next draft (R3.3, R5.11).
 */
export interface SendToRepairAction extends HomePlace {
  type: 'send-to-repair';
}

function sendToRepairClosed(state: FrontlineState): FrontlineRefusal | null {
  if (state.options.ruleset === 'original')
    return refusal('repaired-anyway', 'O6.6', 'in the original every damaged armor is repaired at the draft');
  if (!formationOpen(state))
    return refusal('formation-phase', 'R6.3', 'armor goes back to repair in the draft or maneuver phase');
  return null;
}

function checkSendToRepair(
  state: FrontlineState,
  seat: Seat,
  a: SendToRepairAction,
): FrontlineRefusal | null {
  const t = state.territories[a.territory];
  if (!t) return unknownTerritory(a.territory);
  if (t.holder !== seat) return notYours('R5.8', a.territory);
  // R5.14: an invader inside has taken the rear row (「奪下敵方的「後列」」): nothing more goes back there.
  if (t.invaders.length > 0)
    return refusal('rear-lost', 'R5.14', `${a.territory} is invaded: its rear row is lost to repairs`, {
      territory: a.territory,
    });
  const found = findHomeDivision(t.home, a, (d) => d === 'D', 'R5.8');
  if ('code' in found) return found;
  if (
    found.border !== undefined &&
    found.row.length === 1 &&
    facesEnemy(state, seat, found.border, a.territory)
  )
    return refusal('front-empty', 'R4.3', 'a front row facing an enemy keeps at least 1 division');
  return null;
}

function doSendToRepair(
  state: FrontlineState,
  seat: Seat,
  a: SendToRepairAction,
  events: FrontlineEvent[],
): void {
  const home = editTerritory(state, a.territory).home;
  const found = findHomeDivision(home, a, (d) => d === 'D', 'R5.8');
  if ('code' in found) return; // checked before
  found.row.splice(found.index, 1);
  home.rear.push('D');
  if (found.border !== undefined && found.row.length === 0) delete home.fronts[found.border];
  const sent: SentToRepairEvent = {
    type: 'sent-to-repair',
    seat,
    territory: a.territory,
    ...(found.border !== undefined ? { border: found.border } : {}),
  };
  events.push(sent);
}

/** The action-table entry of sending damaged armor to repair (action-table.ts). */
export const REPAIR_ACTIONS: ActionRules<SendToRepairAction> = {
  'send-to-repair': turnAction(
    z.strictObject({
      type: z.literal('send-to-repair'),
      territory: wire.id,
      border: wire.id.optional(),
      slot: wire.slot.optional(),
    }),
    true,
    checkSendToRepair,
    doSendToRepair,
    sendToRepairClosed,
  ),
};
