import { z } from 'zod';
import type { ActionRuleFor, ShapeOf } from './action-rule.js';
import type { FrontlineAction } from './actions.js';
import { AMPHIBIOUS_ACTIONS } from './amphibious.js';
import { ATTACK_ACTIONS } from './attack.js';
import { BATTLE_ACTIONS } from './battle.js';
import { CARD_ACTIONS } from './cards.js';
import { DRAFT_ACTIONS } from './draft.js';
import { MOVE_ACTIONS } from './follow.js';
import { FORMATION_ACTIONS } from './formation.js';
import { RETREAT_ACTIONS } from './invasion.js';
import { MANEUVER_ACTIONS } from './maneuver.js';
import { PHASE_END_ACTIONS } from './phase-end.js';
import { REPAIR_ACTIONS } from './repair.js';
import { REWARD_ACTIONS } from './rewards.js';
import { TABLE_ACTIONS } from './table.js';
import { TRADE_ACTIONS } from './trades.js';

/**
 * The Frontline action table: for every action type, the one place that says what it looks like on the wire,
 * which decision it answers, whether it is free, how it is judged and what it does. Each rules module exports
 * the entries of its own actions beside their checks and effects; this module only assembles them. The engine's
 * dispatch, the decision kinds' lists and the action schema are read from here, so a new action is one entry.
 */

export type ActionType = FrontlineAction['type'];

/** The action shape(s) whose `type` may be `K` (a shape such as `table | untable` serves both of its types). */
export type ActionOf<K extends ActionType> = ShapeOf<FrontlineAction, K>;

/** The rule of an action type: its entry in the table (see ActionRuleFor, action-rule.ts). */
export type ActionRule<K extends ActionType> = ActionRuleFor<ActionOf<K>>;

export type ActionTable = { readonly [K in ActionType]: ActionRule<K> };

/**
 * Every action type's rule, each taken from its rules module. Written out one by one rather than spread, because
 * the order is behaviour: the schema reports its options in it, and whatever walks the table meets the actions in
 * it (the order Warboard has always had).
 */
export const ACTIONS: ActionTable = {
  draft: DRAFT_ACTIONS.draft,
  'spend-card': DRAFT_ACTIONS['spend-card'],
  post: FORMATION_ACTIONS.post,
  unpost: FORMATION_ACTIONS.unpost,
  'end-phase': PHASE_END_ACTIONS['end-phase'],
  attack: ATTACK_ACTIONS.attack,
  assault: ATTACK_ACTIONS.assault,
  counter: ATTACK_ACTIONS.counter,
  roll: BATTLE_ACTIONS.roll,
  stop: BATTLE_ACTIONS.stop,
  hold: BATTLE_ACTIONS.hold,
  forward: BATTLE_ACTIONS.forward,
  damaged: BATTLE_ACTIONS.damaged,
  retreat: RETREAT_ACTIONS.retreat,
  stand: RETREAT_ACTIONS.stand,
  move: MOVE_ACTIONS.move,
  merge: MANEUVER_ACTIONS.merge,
  disarm: MANEUVER_ACTIONS.disarm,
  'build-city': CARD_ACTIONS['build-city'],
  'move-capital': CARD_ACTIONS['move-capital'],
  offer: TRADE_ACTIONS.offer,
  accept: TRADE_ACTIONS.accept,
  decline: TRADE_ACTIONS.decline,
  table: TABLE_ACTIONS.table,
  untable: TABLE_ACTIONS.untable,
  ask: TABLE_ACTIONS.ask,
  unask: TABLE_ACTIONS.unask,
  embark: AMPHIBIOUS_ACTIONS.embark,
  land: AMPHIBIOUS_ACTIONS.land,
  airfield: REWARD_ACTIONS.airfield,
  repair: REWARD_ACTIONS.repair,
  'pull-back': MANEUVER_ACTIONS['pull-back'],
  'send-to-repair': REPAIR_ACTIONS['send-to-repair'],
  repel: AMPHIBIOUS_ACTIONS.repel,
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

/** The rule of an action type, typed by its type (so that its check and effect take exactly that action). */
export const ruleOf = <K extends ActionType>(type: K): ActionRule<K> => ACTIONS[type];
