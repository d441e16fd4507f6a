import type { Game, Outcome, RuleError } from '@warboard/core';
import { isRngState, ok, refuse, ruleError } from '@warboard/core';
import { ActionSchema } from './action-table.js';
import { describeAction, type FrontlineAction } from './actions.js';
import { seal, writableCopy } from './copy-on-write.js';
import { determinize } from './determinize.js';
import { check, decisions, perform, settle } from './engine.js';
import type { FrontlineEvent } from './events.js';
import { legalActions } from './legal.js';
import { type Options, OptionsSchema, parseOptions } from './options.js';
import { frontlineRefusals, refusal } from './refusals.js';
import { setup } from './setup.js';
import { standingOrder } from './standing.js';
import { type FrontlineState, mapOf } from './state.js';
import { OFFERS_AT_WILL } from './trades.js';
import { type FrontlineView, resample, revealed, view } from './view.js';

/**
 * A true bound on a game's length (FG20): at most 150 rounds of at most 6 turns. In a turn the player on turn
 * takes at most `stepsPerTurn` (≤ 1000) actions that can start anything, plus its draft (under 200 units);
 * each of those actions brings at most one exchange and each exchange at most ~10 answers from others. Each
 * seat adds at most OFFERS_AT_WILL offers a turn outside its own, each answered in at most 4 actions (FG12).
 */
const MAX_ACTIONS = 150 * 6 * (1000 * 12 + 200 + 6 * OFFERS_AT_WILL * 5);

function apply(state: FrontlineState, seat: number, input: unknown) {
  const shape = ActionSchema.safeParse(input);
  if (!shape.success)
    return {
      ok: false as const,
      error: refusal('malformed', 'input', `not a Frontline action: ${shape.error.issues[0]?.message ?? ''}`),
    };
  const action = shape.data as FrontlineAction;
  const problem = check(state, seat, action);
  if (problem) return { ok: false as const, error: problem };
  const next = writableCopy(state); // territories and players shared until a rule writes one
  const events: FrontlineEvent[] = [];
  perform(next, seat, action, events);
  settle(next, events);
  seal(next);
  return ok({ state: next, events });
}

function outcome(state: FrontlineState): Outcome | null {
  const o = state.outcome;
  if (!o) return null;
  return o.winners.length === 1
    ? { kind: 'win', winners: o.winners, reason: o.reason }
    : { kind: 'draw', reason: o.reason };
}

function parse(text: string) {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return refuse('bad-state', 'input', 'not JSON');
  }
  const s = raw as Partial<FrontlineState> | null;
  const bad = (m: string) => ({ ok: false as const, error: ruleError('bad-state', 'input', m) as RuleError });
  if (typeof s !== 'object' || s === null || s.v !== 1) return bad('not a Frontline state (version 1)');
  if (!isRngState(s.rng)) return bad('missing PRNG state');
  const options = OptionsSchema.safeParse(s.options);
  if (!options.success) return bad('bad options');
  if (typeof s.territories !== 'object' || !Array.isArray(s.players) || typeof s.turn !== 'object')
    return bad('incomplete state');
  // States saved by rules 2 lack the later options and the table: fill in their defaults.
  const state = s as FrontlineState;
  state.options = options.data;
  state.turn.table ??= [];
  state.turn.asks ??= [];
  if (state.offer) {
    state.offer.more ??= [];
    state.offer.askMore ??= [];
    state.offer.got ??= [];
  }
  return ok(state);
}

export const frontline: Game<FrontlineState, FrontlineAction, FrontlineView, Options, FrontlineEvent> = {
  id: 'frontline',
  // 5: combat by the designer's text — head-on against the row facing an invader (R5.1, R6.8), the middle row
  // follows (R4.5), the rear seized (R5.14, R6.9), landings sink only when their armor is destroyed (O8.23),
  // R6.10/R6.12/R6.13 revised-only (O8.9, O8.15); disarm anywhere (O5.3), maneuver first opens the whole maneuver
  // (O10.3), cities anywhere and stars spent in any phase (O11.2), a lost capital moves (O11.3), damaged armor goes
  // back to repair (R5.8, O7.3), invaders reinforced in the draft and from any neighbour (O8.15).
  // 4: card trades at any time (O3.2, FG12); FG7, R6.15, R7.1 fixes.
  // 6: a player may resign on its own turn (FG21).
  // 7: the long-war preset is the default (issue 19, FG3/FG4/FG6): harder objectives, one claim a step, one of each
  // kind, one card a turn for expeditions, victory held for a round, a first-draft catch-up by the player count.
  rulesVersion: '7',
  capabilities: {
    minPlayers: 2,
    maxPlayers: 6,
    chance: true,
    hiddenInformation: true,
    simultaneousDecisions: true, // both sides may owe damaged-armor decisions after one exchange
    outOfTurnDecisions: true,
    atWillActions: true, // a card trade offered at any time (O3.2, FG12)
    canDraw: true,
    maxActions: MAX_ACTIONS,
  },
  refusals: frontlineRefusals,
  parseOptions,
  setup,
  playerCount: (s) => s.players.length,
  pendingDecisions: decisions,
  legalActions,
  apply,
  standingOrder,
  view,
  revealed,
  outcome,
  serialize: (s) => JSON.stringify(s),
  parse,
  resample,
  determinize,
  seatTags: (s, seat) => ({
    capitalContinent: mapOf(s).continentOf[s.players[seat]?.capital ?? ''] ?? 'none',
    turnOrder: String(s.order.indexOf(seat) + 1),
  }),
  isConcession: (a) => a.type === 'resign', // FG21: bots and random playouts resign only when nothing else is legal
  describeAction,
};
