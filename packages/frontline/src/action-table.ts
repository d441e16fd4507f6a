import type { RuleError, Seat } from '@warboard/core';
import { ruleError } from '@warboard/core';
import { z } from 'zod';
import type { DecisionKind, FrontlineAction } from './actions.js';
import { checkEmbark, checkLand, checkRepel, doEmbark, doLand, doRepel } from './amphibious.js';
import { checkAssault, checkAttack, checkCounter, doAssault, doAttack, doCounter } from './attack.js';
import { checkForward, countOf, doDamaged, doForward, endBattle, hold, roll } from './battle.js';
import { mayHold, mayRoll } from './battle-rules.js';
import {
  ASKS,
  ASSAULTS,
  ATTACKER_CHOICES,
  CAPITAL_MOVES,
  CARDS_SPENT,
  type CandidateSource,
  CITIES,
  DAMAGED_CHOICES,
  DEFENDER_CHOICES,
  DRAFTS,
  END_PHASE,
  FORMATION,
  FORWARDS,
  FROM_HELD,
  LANDINGS,
  OFFERS_AND_TABLE,
  PULL_BACKS,
  RETREATS,
  TRADE_ANSWERS,
  UNTABLE,
} from './candidates.js';
import { checkBuildCity, checkMoveCapital, doBuildCity, doMoveCapital } from './cards.js';
import { decisions } from './decisions.js';
import { checkDraft, checkSpendCard, doDraft, doSpendCard } from './draft.js';
import type { FrontlineEvent } from './events.js';
import { checkFollow, doFollow } from './follow.js';
import { checkPost, checkUnpost, doPost, doUnpost } from './formation.js';
import { checkRetreat, doRetreat } from './invasion.js';
import { checkConvert, checkMove, checkPullBack, doConvert, doMove, doPullBack } from './maneuver.js';
import { checkEndPhase, endPhase, spent, turnSpent } from './phase-end.js';
import { checkSendToRepair, doSendToRepair } from './repair.js';
import { checkAirfield, checkRepair, doAirfield, doRepair } from './rewards.js';
import { peek } from './rows.js';
import type { FrontlineState } from './state.js';
import { checkAsk, checkTable, doAsk, doTable } from './table.js';
import { checkAnswer, checkOffer, doAnswer, doOffer } from './trades.js';

/**
 * The Frontline action table: for every action type, the one place that says what it looks like on the wire,
 * which decision it answers, whether it is free, how it is judged and what it does. The engine's dispatch, the
 * decision kinds' lists, the action schema and legalActions' candidates are read from here, so a new action is one
 * entry.
 */

export type ActionType = FrontlineAction['type'];

/** The action shape(s) whose `type` may be `K` (a shape such as `table | untable` serves both of its types). */
export type ActionOf<K extends ActionType> = FrontlineAction extends infer A
  ? A extends { type: infer T }
    ? K extends T
      ? A
      : never
    : never
  : never;

export interface ActionRule<K extends ActionType> {
  /** The wire shape; strict objects refuse unknown fields. Shapes only: `check` judges legality. */
  readonly schema: z.ZodObject;
  /** The decisions this action may answer (FG15); any other is refused as the wrong decision (O3.1). */
  readonly answers: readonly DecisionKind[];
  /**
   * A turn action that starts nothing the turn must finish: once the turn has used its actions it is refused
   * (FG20), while the actions that end or resolve something stay open.
   */
  readonly free: boolean;
  /** Is the action acceptable from `seat`, who owes a decision of `kind` that the action answers? */
  readonly check: (state: FrontlineState, seat: Seat, a: ActionOf<K>, kind: DecisionKind) => RuleError | null;
  /** Apply the checked action to `state` (a private copy). */
  readonly perform: (state: FrontlineState, seat: Seat, a: ActionOf<K>, events: FrontlineEvent[]) => void;
  /** Where legalActions finds the actions of this type that may be legal now (candidates.ts). */
  readonly candidates: CandidateSource;
}

export type ActionTable = { readonly [K in ActionType]: ActionRule<K> };

const id = z.string().min(1).max(40);
const slot = z.number().int().min(0).max(8);
const seat = z.number().int().min(0).max(5);
const division = z.enum(['I', 'A', 'D']);
const stars = z.union([z.literal(1), z.literal(2)]);

const TURN: readonly DecisionKind[] = ['turn'];
const ok = (): null => null;

/** A turn action of the rules modules: checked and performed with the module's own pair. */
function turnAction<K extends ActionType>(
  schema: z.ZodObject,
  free: boolean,
  check: (state: FrontlineState, seat: Seat, a: ActionOf<K>) => RuleError | null,
  perform: (state: FrontlineState, seat: Seat, a: ActionOf<K>, events: FrontlineEvent[]) => void,
  candidates: CandidateSource,
): ActionRule<K> {
  return { schema, answers: TURN, free, check: (state, s, a) => check(state, s, a), perform, candidates };
}

/** The side whose decision a battle action answers: the attacker's, or the defender's forward (R5.2, R6.4). */
const sideOf = (state: FrontlineState, kind: DecisionKind) =>
  kind === 'battle' ? state.battle!.attacker : state.battle!.defender;

/** Once the turn has used its actions, the attacker may only stop the battle (FG20). */
const attackerSpent = (state: FrontlineState, kind: DecisionKind): boolean =>
  kind === 'battle' && spent(state);

/** The answers to an offer (FG12). */
/** Cards laid on or taken back from the table for the next offer (FG12). */
const tableAction = (schema: z.ZodObject, candidates: CandidateSource): ActionRule<'table' | 'untable'> =>
  turnAction(schema, true, checkTable, (state, s, a) => doTable(state, s, a), candidates);

/** One ask more or less for the next offer (FG12). */
const askAction = (schema: z.ZodObject): ActionRule<'ask' | 'unask'> =>
  turnAction(
    schema,
    true,
    (state, _s, a) => checkAsk(state, a),
    (state, _s, a) => doAsk(state, a),
    ASKS,
  );

const answer: Omit<ActionRule<'accept' | 'decline'>, 'schema'> = {
  answers: ['trade'],
  free: false,
  check: (state, s, a) => checkAnswer(state, s, a),
  perform: (state, _s, a, events) => doAnswer(state, a, events),
  candidates: TRADE_ANSWERS,
};

export const ACTIONS: ActionTable = {
  draft: turnAction(
    z.strictObject({ type: z.literal('draft'), division: z.enum(['I', 'A']), territory: id }),
    false,
    checkDraft,
    doDraft,
    DRAFTS,
  ),
  'spend-card': turnAction(
    z.strictObject({ type: z.literal('spend-card'), card: id }),
    true,
    checkSpendCard,
    (state, s, a) => doSpendCard(state, s, a),
    CARDS_SPENT,
  ),
  post: turnAction(
    z.strictObject({ type: z.literal('post'), territory: id, border: id, division, slot }),
    true,
    checkPost,
    doPost,
    FORMATION,
  ),
  unpost: turnAction(
    z.strictObject({ type: z.literal('unpost'), territory: id, border: id, slot }),
    true,
    checkUnpost,
    doUnpost,
    FORMATION,
  ),
  'end-phase': turnAction(
    z.strictObject({ type: z.literal('end-phase') }),
    false,
    (state, s) => checkEndPhase(state, s),
    (state, _s, _a, events) => endPhase(state, events),
    END_PHASE,
  ),
  attack: turnAction(
    z.strictObject({ type: z.literal('attack'), from: id, to: id }),
    false,
    checkAttack,
    doAttack,
    FROM_HELD,
  ),
  assault: turnAction(
    z.strictObject({ type: z.literal('assault'), territory: id, target: id }),
    false,
    checkAssault,
    doAssault,
    ASSAULTS,
  ),
  counter: turnAction(
    z.strictObject({ type: z.literal('counter'), territory: id, target: seat }),
    false,
    checkCounter,
    doCounter,
    ASSAULTS,
  ),
  roll: {
    schema: z.strictObject({ type: z.literal('roll') }),
    answers: ['battle'],
    free: false,
    check: (state, _s, _a, kind) => {
      if (attackerSpent(state, kind)) return turnSpent();
      if (!mayRoll(countOf(peek(state, state.battle!.attacker.front))))
        return ruleError('no-front', 'R5.2', 'bring a division forward before rolling');
      return null;
    },
    perform: (state, _s, _a, events) => roll(state, events),
    candidates: ATTACKER_CHOICES,
  },
  stop: {
    schema: z.strictObject({ type: z.literal('stop') }),
    answers: ['battle'],
    free: false,
    check: ok,
    perform: (state) => endBattle(state),
    candidates: ATTACKER_CHOICES,
  },
  hold: {
    schema: z.strictObject({ type: z.literal('hold') }),
    answers: ['defend'],
    free: false,
    check: (state) =>
      mayHold(state.options.ruleset, countOf(peek(state, state.battle!.defender.front)))
        ? null
        : ruleError('must-defend', 'R6.4', 'the middle row must meet the attack before the border falls'),
    perform: (state, _s, _a, events) => hold(state, events),
    candidates: DEFENDER_CHOICES,
  },
  forward: {
    schema: z.strictObject({ type: z.literal('forward'), division, slot }),
    answers: ['battle', 'defend'],
    free: false,
    check: (state, _s, a, kind) =>
      attackerSpent(state, kind) ? turnSpent() : checkForward(state, sideOf(state, kind), a),
    perform: (state, _s, a) =>
      doForward(
        state,
        state.battle!.stage === 'attacker' ? state.battle!.attacker : state.battle!.defender,
        a,
      ),
    candidates: FORWARDS,
  },
  damaged: {
    schema: z.strictObject({ type: z.literal('damaged'), choice: z.enum(['stay', 'withdraw']) }),
    answers: ['damaged'],
    free: false,
    check: ok,
    perform: (state, s, a, events) => doDamaged(state, s, a.choice, events),
    candidates: DAMAGED_CHOICES,
  },
  retreat: {
    schema: z.strictObject({ type: z.literal('retreat'), to: id }),
    answers: ['retreat'],
    free: false,
    check: (state, s, a) => checkRetreat(state, s, a.to),
    perform: (state, s, a, events) => doRetreat(state, s, a.to, events),
    candidates: RETREATS,
  },
  stand: {
    schema: z.strictObject({ type: z.literal('stand') }),
    answers: ['retreat'],
    free: false,
    check: ok,
    perform: (state) => endBattle(state), // R8.5 / O8.19: stay and fight on
    candidates: RETREATS,
  },
  move: turnAction(
    z.strictObject({ type: z.literal('move'), from: id, to: id, division }),
    true,
    // In the attack phase a move follows an attack across the border it crossed (R4.5).
    (state, s, a) => (state.turn.phase === 'attack' ? checkFollow(state, s, a) : checkMove(state, s, a)),
    (state, s, a, events) =>
      state.turn.phase === 'attack' ? doFollow(state, s, a, events) : doMove(state, s, a, events),
    FROM_HELD,
  ),
  merge: turnAction(
    z.strictObject({ type: z.literal('merge'), territory: id }),
    true,
    checkConvert,
    doConvert,
    FROM_HELD,
  ),
  disarm: turnAction(
    // O5.3, R2.2: the middle row's armor, or with border and slot a front row's (checked together by the rules).
    z.strictObject({
      type: z.literal('disarm'),
      territory: id,
      border: id.optional(),
      slot: slot.optional(),
    }),
    true,
    checkConvert,
    doConvert,
    FROM_HELD,
  ),
  'build-city': turnAction(
    z.strictObject({ type: z.literal('build-city'), territory: id }),
    true,
    checkBuildCity,
    doBuildCity,
    CITIES,
  ),
  'move-capital': turnAction(
    z.strictObject({ type: z.literal('move-capital'), territory: id }),
    true,
    checkMoveCapital,
    doMoveCapital,
    CAPITAL_MOVES,
  ),
  offer: {
    schema: z.strictObject({ type: z.literal('offer'), to: seat, give: id, askStars: stars }),
    answers: TURN,
    free: true,
    check: (state, s, a) => checkOffer(state, s, a),
    // An offer from a seat that does not owe the turn is one made at will (O3.2, FG12).
    perform: (state, s, a, events) => doOffer(state, s, a, events, !ownsTurn(state, s)),
    candidates: OFFERS_AND_TABLE,
  },
  accept: { ...answer, schema: z.strictObject({ type: z.literal('accept'), card: id }) },
  decline: { ...answer, schema: z.strictObject({ type: z.literal('decline') }) },
  table: tableAction(z.strictObject({ type: z.literal('table'), card: id }), OFFERS_AND_TABLE),
  untable: tableAction(z.strictObject({ type: z.literal('untable'), card: id }), UNTABLE),
  ask: askAction(z.strictObject({ type: z.literal('ask'), stars })),
  unask: askAction(z.strictObject({ type: z.literal('unask'), stars })),
  embark: turnAction(
    z.strictObject({ type: z.literal('embark'), from: id, to: id, division }),
    true,
    checkEmbark,
    doEmbark,
    FROM_HELD,
  ),
  land: turnAction(
    z.strictObject({ type: z.literal('land'), territory: id }),
    false,
    checkLand,
    doLand,
    LANDINGS,
  ),
  airfield: turnAction(
    z.strictObject({ type: z.literal('airfield'), territory: id }),
    true,
    (state, s, a) =>
      state.battle ? ruleError('wrong-phase', 'O10.4', 'not during a battle') : checkAirfield(state, s, a),
    doAirfield,
    FROM_HELD,
  ),
  repair: turnAction(
    z.strictObject({ type: z.literal('repair'), territory: id }),
    true,
    checkRepair,
    (state, _s, a) => doRepair(state, a),
    FROM_HELD,
  ),
  'pull-back': turnAction(
    z.strictObject({ type: z.literal('pull-back'), territory: id }),
    true,
    (state, s, a) => checkPullBack(state, s, a.territory),
    (state, s, a, events) => doPullBack(state, s, a.territory, events),
    PULL_BACKS,
  ),
  'send-to-repair': turnAction(
    z.strictObject({
      type: z.literal('send-to-repair'),
      territory: id,
      border: id.optional(),
      slot: slot.optional(),
    }),
    true,
    checkSendToRepair,
    doSendToRepair,
    FROM_HELD,
  ),
  repel: turnAction(
    z.strictObject({ type: z.literal('repel'), territory: id, target: seat }),
    false,
    checkRepel,
    doRepel,
    LANDINGS,
  ),
};

/** Does `seat` owe the turn decision now (rather than offering at will)? */
const ownsTurn = (state: FrontlineState, s: Seat): boolean =>
  decisions(state).some((d) => d.seat === s && d.kind === 'turn');

const nonEmpty = <T>(xs: readonly T[]): [T, ...T[]] => {
  const [first, ...rest] = xs;
  if (first === undefined) throw new Error('the action table is empty');
  return [first, ...rest];
};

/** Every action's wire shape, as one schema keyed by `type`: what `apply` reads its input with. */
export const ActionSchema = z.discriminatedUnion(
  'type',
  nonEmpty(Object.values(ACTIONS).map((r) => r.schema)),
);

/** The rule of an action type, typed by its type (so that its check and effect take exactly that action). */
export const ruleOf = <K extends ActionType>(type: K): ActionRule<K> => ACTIONS[type];
