import type { Seat } from '@warboard/core';
import { ACTIONS, type ActionRule, type ActionType } from './action-table.js';
import type { FrontlineAction } from './actions.js';
import { type CandidateSource, distinct, type Refused } from './candidates.js';
import { type DecisionKind, decisions } from './decisions.js';
import { checkFields, checkOwed, mayAnswer } from './engine.js';
import { type FrontlineState, whileJudging } from './state.js';
import { checkOfferAtWill } from './trades.js';

/** Each decision kind's candidate sources, read from the action table: those of the types that answer it, in order. */
const SOURCES = new Map<DecisionKind, CandidateSource[]>();
for (const rule of Object.values(ACTIONS) as ActionRule<ActionType>[]) {
  for (const kind of rule.answers) {
    const sources = SOURCES.get(kind) ?? [];
    if (!sources.includes(rule.candidates)) sources.push(rule.candidates);
    SOURCES.set(kind, sources);
  }
}
for (const sources of SOURCES.values()) sources.sort((a, b) => a.order - b.order);

/** What the sources may leave out for `seat` owing `kind` now: closed types (asked once each), and the hints. */
function knownRefused(state: FrontlineState, seat: Seat, kind: DecisionKind): Refused {
  const open = new Map<ActionType, boolean>();
  return {
    open: (type) => {
      const known = open.get(type);
      if (known !== undefined) return known;
      const answers = mayAnswer(state, seat, kind, type);
      open.set(type, answers);
      return answers;
    },
    hints: true,
  };
}

/** Every candidate judged by the gate: what a test compares legalActions with. */
const NOTHING_KNOWN: Refused = { open: () => true, hints: false };

/** The candidates of a decision of `kind` that `seat` may take, in the order legalActions offers them. */
function legalOwed(
  state: FrontlineState,
  seat: Seat,
  kind: DecisionKind,
  leaveOut: boolean,
): FrontlineAction[] {
  const known = leaveOut ? knownRefused(state, seat, kind) : NOTHING_KNOWN;
  const out: FrontlineAction[] = [];
  let type: ActionType | undefined; // a source lists the candidates of one type together: ask once per run
  let open = false;
  for (const source of SOURCES.get(kind) ?? [])
    for (const a of source.list(state, seat, kind, known)) {
      if (a.type !== type) {
        type = a.type;
        open = known.open(type);
      }
      const accepted = leaveOut
        ? open && checkFields(state, seat, kind, a) === null // closed types already asked
        : checkOwed(state, seat, kind, a) === null;
      if (accepted) out.push(a);
    }
  return out;
}

/** O3.2, FG12: the one-for-one offers `seat` may make at will, outside a turn decision of its own. */
function offersAtWill(state: FrontlineState, seat: Seat): FrontlineAction[] {
  const hand = state.players[seat]?.hand ?? [];
  if (state.outcome || state.offer || hand.length === 0) return [];
  const out: FrontlineAction[] = [];
  for (const give of distinct(hand))
    for (let to = 0; to < state.players.length; to++)
      out.push({ type: 'offer', to, give, askStars: 1 }, { type: 'offer', to, give, askStars: 2 });
  return out.filter((a) => a.type === 'offer' && checkOfferAtWill(state, seat, a) === null);
}

/**
 * Every action `seat` may take now: candidates filtered through the same gate `apply` uses. Besides what it
 * owes, a seat not taking its turn may offer a trade at will (the game's `atWillActions`).
 */
export function legalActions(state: FrontlineState, seat: Seat): FrontlineAction[] {
  return whileJudging(state, () => judgeCandidates(state, seat, true));
}

/**
 * legalActions with nothing left out before the gate: every candidate of every source is judged. Slower, and the
 * same list — which a test checks over seeded random games.
 */
export function legalActionsJudgingAll(state: FrontlineState, seat: Seat): FrontlineAction[] {
  return whileJudging(state, () => judgeCandidates(state, seat, false));
}

function judgeCandidates(state: FrontlineState, seat: Seat, leaveOut: boolean): FrontlineAction[] {
  const owed = decisions(state).find((d) => d.seat === seat);
  const own = owed ? legalOwed(state, seat, owed.kind, leaveOut) : [];
  return owed?.kind === 'turn' ? own : [...own, ...offersAtWill(state, seat)];
}
