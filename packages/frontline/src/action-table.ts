import { z } from 'zod';
import type { ActionRuleFor, ShapeOf } from './action-rule.js';
import type { FrontlineAction } from './actions.js';
import { AMPHIBIOUS_ACTIONS } from './amphibious.js';
import { ATTACK_ACTIONS } from './attack.js';
import { BATTLE_ACTIONS } from './battle.js';
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
  RESIGNS,
  RETREATS,
  TRADE_ANSWERS,
  UNTABLE,
} from './candidates.js';
import { CARD_ACTIONS } from './cards.js';
import { DRAFT_ACTIONS } from './draft.js';
import { MOVE_ACTIONS } from './follow.js';
import { FORMATION_ACTIONS } from './formation.js';
import { RETREAT_ACTIONS } from './invasion.js';
import { MANEUVER_ACTIONS } from './maneuver.js';
import { PHASE_END_ACTIONS } from './phase-end.js';
import { REPAIR_ACTIONS } from './repair.js';
import { RESIGN_ACTIONS } from './resign.js';
import { REWARD_ACTIONS } from './rewards.js';
import { TABLE_ACTIONS } from './table.js';
import { TRADE_ACTIONS } from './trades.js';

/**
 * The Frontline action table: for every action type, the one place that says what it looks like on the wire,
 * which decision it answers, whether it is free, how it is judged and what it does. Each rules module exports
 * the entries of its own actions beside their checks and effects; this module only assembles them. The engine's
 * dispatch, the decision kinds' lists, the action schema and legalActions' candidates are read from here, so a new action is one entry.
 */

export type ActionType = FrontlineAction['type'];

/** The action shape(s) whose `type` may be `K` (a shape such as `table | untable` serves both of its types). */
export type ActionOf<K extends ActionType> = ShapeOf<FrontlineAction, K>;

/**
 * The rule of an action type: its entry in the table (see ActionRuleFor, action-rule.ts), and where legalActions
 * finds the actions of this type that may be legal now (candidates.ts). The candidates are joined here rather than
 * in the rules modules because candidates.ts reads the cards' prices (cards.ts), which would close a cycle.
 */
export type ActionRule<K extends ActionType> = ActionRuleFor<ActionOf<K>> & {
  readonly candidates: CandidateSource;
};

export type ActionTable = { readonly [K in ActionType]: ActionRule<K> };

/**
 * Every action type's rule, each taken from its rules module. Written out one by one rather than spread, because
 * the order is behaviour: the schema reports its options in it, and whatever walks the table meets the actions in
 * it (the order Warboard has always had).
 */
export const ACTIONS: ActionTable = {
  draft: { ...DRAFT_ACTIONS.draft, candidates: DRAFTS },
  'spend-card': { ...DRAFT_ACTIONS['spend-card'], candidates: CARDS_SPENT },
  post: { ...FORMATION_ACTIONS.post, candidates: FORMATION },
  unpost: { ...FORMATION_ACTIONS.unpost, candidates: FORMATION },
  'end-phase': { ...PHASE_END_ACTIONS['end-phase'], candidates: END_PHASE },
  attack: { ...ATTACK_ACTIONS.attack, candidates: FROM_HELD },
  assault: { ...ATTACK_ACTIONS.assault, candidates: ASSAULTS },
  counter: { ...ATTACK_ACTIONS.counter, candidates: ASSAULTS },
  roll: { ...BATTLE_ACTIONS.roll, candidates: ATTACKER_CHOICES },
  stop: { ...BATTLE_ACTIONS.stop, candidates: ATTACKER_CHOICES },
  hold: { ...BATTLE_ACTIONS.hold, candidates: DEFENDER_CHOICES },
  forward: { ...BATTLE_ACTIONS.forward, candidates: FORWARDS },
  damaged: { ...BATTLE_ACTIONS.damaged, candidates: DAMAGED_CHOICES },
  retreat: { ...RETREAT_ACTIONS.retreat, candidates: RETREATS },
  stand: { ...RETREAT_ACTIONS.stand, candidates: RETREATS },
  move: { ...MOVE_ACTIONS.move, candidates: FROM_HELD },
  merge: { ...MANEUVER_ACTIONS.merge, candidates: FROM_HELD },
  disarm: { ...MANEUVER_ACTIONS.disarm, candidates: FROM_HELD },
  'build-city': { ...CARD_ACTIONS['build-city'], candidates: CITIES },
  'move-capital': { ...CARD_ACTIONS['move-capital'], candidates: CAPITAL_MOVES },
  offer: { ...TRADE_ACTIONS.offer, candidates: OFFERS_AND_TABLE },
  accept: { ...TRADE_ACTIONS.accept, candidates: TRADE_ANSWERS },
  decline: { ...TRADE_ACTIONS.decline, candidates: TRADE_ANSWERS },
  table: { ...TABLE_ACTIONS.table, candidates: OFFERS_AND_TABLE },
  untable: { ...TABLE_ACTIONS.untable, candidates: UNTABLE },
  ask: { ...TABLE_ACTIONS.ask, candidates: ASKS },
  unask: { ...TABLE_ACTIONS.unask, candidates: ASKS },
  embark: { ...AMPHIBIOUS_ACTIONS.embark, candidates: FROM_HELD },
  land: { ...AMPHIBIOUS_ACTIONS.land, candidates: LANDINGS },
  airfield: { ...REWARD_ACTIONS.airfield, candidates: FROM_HELD },
  repair: { ...REWARD_ACTIONS.repair, candidates: FROM_HELD },
  'pull-back': { ...MANEUVER_ACTIONS['pull-back'], candidates: PULL_BACKS },
  'send-to-repair': { ...REPAIR_ACTIONS['send-to-repair'], candidates: FROM_HELD },
  repel: { ...AMPHIBIOUS_ACTIONS.repel, candidates: LANDINGS },
  resign: { ...RESIGN_ACTIONS.resign, candidates: RESIGNS },
};

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

/** The table by type as a Map: the gate looks a rule up for every candidate legalActions judges. */
const RULES = new Map<ActionType, ActionRule<ActionType>>(
  Object.entries(ACTIONS) as [ActionType, ActionRule<ActionType>][],
);

/** The rule of an action type, typed by its type (so that its check and effect take exactly that action). */
export const ruleOf = <K extends ActionType>(type: K): ActionRule<K> => RULES.get(type) as ActionRule<K>;
