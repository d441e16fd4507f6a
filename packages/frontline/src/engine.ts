import type { RuleError, Seat } from '@warboard/core';
import { ruleError } from '@warboard/core';
import type { DecisionKind, FrontlineAction, FrontlineDecision } from './actions.js';
import { checkEmbark, checkLand, checkRepel, doEmbark, doLand, doRepel } from './amphibious.js';
import { checkAssault, checkAttack, checkCounter, doAssault, doAttack, doCounter } from './attack.js';
import { checkForward, countOf, doDamaged, doForward, endBattle, hold, roll } from './battle.js';
import { mayHold, mayRoll } from './battle-rules.js';
import { checkBuildCity, checkMoveCapital, doBuildCity, doMoveCapital } from './cards.js';
import { checkDraft, checkSpendCard, doDraft, doSpendCard } from './draft.js';
import { checkFollow, doFollow } from './follow.js';
import { checkPost, checkUnpost, doPost, doUnpost, normalizeAll } from './formation.js';
import { checkRetreat, doRetreat, tidy } from './invasion.js';
import { checkConvert, checkMove, checkPullBack, doConvert, doMove, doPullBack } from './maneuver.js';
import { checkSendToRepair, doSendToRepair } from './repair.js';
import { checkAirfield, checkRepair, doAirfield, doRepair } from './rewards.js';
import { peek } from './rows.js';
import { cutOff, type FrontlineState, heldBy } from './state.js';
import { checkAsk, checkTable, doAsk, doTable } from './table.js';
import { checkAnswer, checkOffer, checkOfferAtWill, doAnswer, doOffer } from './trades.js';
import { checkEliminations, endTurn, type FrontlineEvent, nextPlayer } from './turn.js';

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

const KINDS: Record<DecisionKind, readonly FrontlineAction['type'][]> = {
  turn: [
    'draft',
    'spend-card',
    'post',
    'unpost',
    'end-phase',
    'attack',
    'assault',
    'counter',
    'move',
    'merge',
    'disarm',
    'build-city',
    'move-capital',
    'offer',
    'table',
    'untable',
    'ask',
    'unask',
    'embark',
    'land',
    'repel',
    'airfield',
    'repair',
    'send-to-repair',
    'pull-back',
  ],
  trade: ['accept', 'decline'],
  battle: ['roll', 'forward', 'stop'],
  defend: ['forward', 'hold'],
  damaged: ['damaged'],
  retreat: ['retreat', 'stand'],
};

const spent = (state: FrontlineState) => state.turn.steps >= state.options.stepsPerTurn;
const turnSpent = () => ruleError('turn-spent', 'FG20', 'this turn has used all its actions: end the phase');

function checkEndPhase(state: FrontlineState, seat: Seat): RuleError | null {
  if (
    state.turn.phase === 'draft' &&
    state.turn.units > 0 &&
    heldBy(state, seat).some((id) => !cutOff(state, state.territories[id]!)) && // R6.13: nowhere to deploy, units lapse
    !spent(state)
  ) {
    return ruleError('units-left', 'O6.1', `${state.turn.units} drafted units are still to be deployed`);
  }
  return null;
}

function checkBattleAction(state: FrontlineState, kind: DecisionKind, a: FrontlineAction): RuleError | null {
  const b = state.battle!;
  if (kind === 'battle' && spent(state) && a.type !== 'stop') return turnSpent();
  if (a.type === 'forward') return checkForward(state, kind === 'battle' ? b.attacker : b.defender, a);
  if (a.type === 'roll' && !mayRoll(countOf(peek(state, b.attacker.front)))) {
    return ruleError('no-front', 'R5.2', 'bring a division forward before rolling');
  }
  if (a.type === 'hold' && !mayHold(state.options.ruleset, countOf(peek(state, b.defender.front)))) {
    return ruleError('must-defend', 'R6.4', 'the middle row must meet the attack before the border falls');
  }
  return null;
}

/** Turn actions that start nothing a turn must finish: once the turn has used its actions they are refused (FG20). */
const FREE: ReadonlySet<FrontlineAction['type']> = new Set([
  'post',
  'unpost',
  'move',
  'merge',
  'disarm',
  'spend-card',
  'offer',
  'table',
  'untable',
  'ask',
  'unask',
  'build-city',
  'move-capital',
  'embark',
  'airfield',
  'repair',
  'send-to-repair',
  'pull-back',
]);

/** Is `a` acceptable from `seat` now? The single gate used by both `apply` and `legalActions`. */
export function check(state: FrontlineState, seat: Seat, a: FrontlineAction): RuleError | null {
  if (state.outcome) return ruleError('game-over', 'O2.1', 'the game is over');
  const owed = decisions(state).find((d) => d.seat === seat);
  if (a.type === 'offer' && owed?.kind !== 'turn') return checkOfferAtWill(state, seat, a); // O3.2, FG12
  if (!owed) return ruleError('not-your-turn', 'O3.1', `seat ${seat} owes no decision now`);
  return checkOwed(state, seat, owed.kind, a);
}

/** `check` for a seat known to owe a decision of `kind` (legalActions asks once, then tries every candidate). */
export function checkOwed(
  state: FrontlineState,
  seat: Seat,
  kind: DecisionKind,
  a: FrontlineAction,
): RuleError | null {
  if (!KINDS[kind].includes(a.type))
    return ruleError('wrong-decision', 'O3.1', `a ${a.type} action does not answer a ${kind} decision`);
  if (kind !== 'turn') return checkBattleOrRetreat(state, seat, kind, a);
  if (spent(state) && FREE.has(a.type)) return turnSpent();
  switch (a.type) {
    case 'draft':
      return checkDraft(state, seat, a);
    case 'spend-card':
      return checkSpendCard(state, seat, a);
    case 'post':
      return checkPost(state, seat, a);
    case 'unpost':
      return checkUnpost(state, seat, a);
    case 'end-phase':
      return checkEndPhase(state, seat);
    case 'attack':
      return checkAttack(state, seat, a);
    case 'assault':
      return checkAssault(state, seat, a);
    case 'counter':
      return checkCounter(state, seat, a);
    case 'move':
      return state.turn.phase === 'attack' ? checkFollow(state, seat, a) : checkMove(state, seat, a);
    case 'merge':
    case 'disarm':
      return checkConvert(state, seat, a);
    case 'build-city':
      return checkBuildCity(state, seat, a);
    case 'move-capital':
      return checkMoveCapital(state, seat, a);
    case 'offer':
      return checkOffer(state, seat, a);
    case 'table':
    case 'untable':
      return checkTable(state, seat, a);
    case 'ask':
    case 'unask':
      return checkAsk(state, a);
    case 'embark':
      return checkEmbark(state, seat, a);
    case 'land':
      return checkLand(state, seat, a);
    case 'repel':
      return checkRepel(state, seat, a);
    case 'airfield':
      return state.battle
        ? ruleError('wrong-phase', 'O10.4', 'not during a battle')
        : checkAirfield(state, seat, a);
    case 'repair':
      return checkRepair(state, seat, a);
    case 'send-to-repair':
      return checkSendToRepair(state, seat, a);
    case 'pull-back':
      return checkPullBack(state, seat, a.territory);
    default:
      return ruleError('wrong-decision', 'O3.1', `${a.type} is not a turn action`);
  }
}

function checkBattleOrRetreat(
  state: FrontlineState,
  seat: Seat,
  kind: DecisionKind,
  a: FrontlineAction,
): RuleError | null {
  if (kind === 'retreat') return a.type === 'retreat' ? checkRetreat(state, seat, a.to) : null;
  if (kind === 'trade')
    return a.type === 'accept' || a.type === 'decline' ? checkAnswer(state, seat, a) : null;
  if (kind === 'damaged') return null;
  return checkBattleAction(state, kind, a);
}

function endPhase(state: FrontlineState, events: FrontlineEvent[]): void {
  const seat = state.turn.seat;
  if (state.turn.phase === 'draft') {
    normalizeAll(state, seat); // R6.1: the formation duty once the draft is deployed
    state.turn.phase = 'attack';
  } else if (state.turn.phase === 'attack') {
    state.turn.phase = 'maneuver'; // R5.11: the attack phase ends; repairs wait for the next draft
  } else {
    endTurn(state, events);
    return;
  }
  events.push({ type: 'phase', seat, phase: state.turn.phase });
}

function performBattle(
  state: FrontlineState,
  seat: Seat,
  a: FrontlineAction,
  events: FrontlineEvent[],
): void {
  const b = state.battle!;
  if (a.type === 'forward') doForward(state, b.stage === 'attacker' ? b.attacker : b.defender, a);
  else if (a.type === 'roll') roll(state, events);
  else if (a.type === 'hold') hold(state, events);
  else if (a.type === 'stop') endBattle(state);
  else if (a.type === 'damaged') doDamaged(state, seat, a.choice, events);
  else if (a.type === 'retreat') doRetreat(state, seat, a.to, events);
  else if (a.type === 'stand') endBattle(state); // R8.5 / O8.19: stay and fight on
}

const ownsTurn = (state: FrontlineState, seat: Seat): boolean =>
  decisions(state).some((d) => d.seat === seat && d.kind === 'turn');

/** Apply an action already checked; mutates `state` (a private copy). */
export function perform(
  state: FrontlineState,
  seat: Seat,
  a: FrontlineAction,
  events: FrontlineEvent[],
): void {
  if (seat === state.turn.seat) state.turn.steps++;
  switch (a.type) {
    case 'draft':
      doDraft(state, seat, a, events);
      break;
    case 'spend-card':
      doSpendCard(state, seat, a);
      break;
    case 'post':
      doPost(state, seat, a, events);
      break;
    case 'unpost':
      doUnpost(state, seat, a, events);
      break;
    case 'end-phase':
      endPhase(state, events);
      break;
    case 'attack':
      doAttack(state, seat, a, events);
      break;
    case 'assault':
      doAssault(state, seat, a, events);
      break;
    case 'counter':
      doCounter(state, seat, a, events);
      break;
    case 'move':
      if (state.turn.phase === 'attack') doFollow(state, seat, a, events);
      else doMove(state, seat, a, events);
      break;
    case 'merge':
    case 'disarm':
      doConvert(state, seat, a, events);
      break;
    case 'build-city':
      doBuildCity(state, seat, a, events);
      break;
    case 'move-capital':
      doMoveCapital(state, seat, a, events);
      break;
    case 'offer':
      doOffer(state, seat, a, events, !ownsTurn(state, seat));
      break;
    case 'table':
    case 'untable':
      doTable(state, seat, a);
      break;
    case 'ask':
    case 'unask':
      doAsk(state, a);
      break;
    case 'embark':
      doEmbark(state, seat, a, events);
      break;
    case 'land':
      doLand(state, seat, a, events);
      break;
    case 'repel':
      doRepel(state, seat, a, events);
      break;
    case 'airfield':
      doAirfield(state, seat, a, events);
      break;
    case 'repair':
      doRepair(state, a);
      break;
    case 'send-to-repair':
      doSendToRepair(state, seat, a, events);
      break;
    case 'pull-back':
      doPullBack(state, seat, a.territory, events);
      break;
    case 'accept':
    case 'decline':
      doAnswer(state, a, events);
      break;
    default:
      performBattle(state, seat, a, events);
      break;
  }
}

/** Bookkeeping after every action: empty territories, eliminations (FG7), a turn player who was wiped out. */
export function settle(state: FrontlineState, events: FrontlineEvent[]): void {
  if (state.battle !== null || state.outcome) return;
  tidy(state, events);
  checkEliminations(state, state.turn.seat, events);
  if (!state.outcome && state.players[state.turn.seat]!.eliminated) nextPlayer(state, events);
}
