import { err, type Game, ok } from '@warboard/core';
import { describeAction, parseAction } from './actions.js';
import { fillFrontCells } from './board.js';
import { registerCopy } from './copy-on-write.js';
import { determinize } from './determinize.js';
import type { HorsemenEvent } from './events.js';
import { legalActions } from './legal.js';
import { type HorsemenOptions, parseOptions } from './options.js';
import { horsemenRefusals } from './refusals.js';
import { setup } from './setup.js';
import { standingOrder } from './standing-orders.js';
import { cloneState, parse, resample, serialize } from './state-io.js';
import { owed, perform, whyIllegal } from './turn.js';
import type { HorsemenAction, HorsemenState } from './types.js';
import { type HorsemenView, revealed, view } from './view.js';

/** Upper bound on the actions of one game (HG14): deals and placements, then a death at least every `stalemateLimit` actions for 48 cards. */
const maxActions = (limit: number) => 4 + 16 + 48 * (limit + 2) + 1;

/** Four Horsemen on the game contract. */
export const horsemen: Game<HorsemenState, HorsemenAction, HorsemenView, HorsemenOptions, HorsemenEvent> = {
  id: 'horsemen',
  rulesVersion: '3',
  capabilities: {
    minPlayers: 2, // H1
    maxPlayers: 2,
    chance: true,
    hiddenInformation: true,
    simultaneousDecisions: true, // H9: face-down placement
    outOfTurnDecisions: true, // H5 draw-outs, HF4 captures by the defender
    canDraw: true, // HG14
    maxActions: maxActions(1000),
  },
  refusals: horsemenRefusals,
  parseOptions,
  setup,
  playerCount: () => 2,
  pendingDecisions: owed,
  legalActions,
  apply(state, seat, input) {
    const action = parseAction(input);
    if (!action.ok) return action;
    const refusal = whyIllegal(state, seat, action.value);
    if (refusal) return err(refusal);
    const next = cloneState(state);
    registerCopy(next);
    const events: HorsemenEvent[] = [];
    perform(next, seat, action.value, events);
    if (next.phase !== 'place') fillFrontCells(next); // H14, HG6: after every action (placement fills once, at its end)
    return ok({ state: next, events });
  },
  standingOrder,
  view,
  revealed,
  outcome(s) {
    if (s.phase !== 'over' || !s.ending) return null;
    const { winner, reason } = s.ending;
    return winner === null ? { kind: 'draw', reason } : { kind: 'win', winners: [winner], reason };
  },
  serialize,
  parse,
  resample,
  determinize,
  seatTags: (s, seat) => {
    const p = s.players[seat as 0 | 1];
    const king = p.king ? s.cards[p.king] : undefined;
    return p.faction && king ? { faction: p.faction, king: king.value === 6 ? 'small' : 'big' } : {};
  },
  isConcession: (a) => a.type === 'surrender',
  describeAction,
};
