import type { Seat } from '@warboard/core';
import { z } from 'zod';
import type { DecisionKind } from './decisions.js';
import type { FrontlineEvent } from './events.js';
import type { FrontlineRefusal } from './refusals.js';
import type { FrontlineState } from './state.js';

/**
 * What an action-table entry is (action-table.ts assembles them). Each rules module exports the entries of its
 * own actions beside their checks and effects; this module holds only what the entries share, and knows no
 * action, so that every rules module may stand on it.
 */

/** The rule of the action shape `A`: how it looks on the wire, what it answers, how it is judged, what it does. */
export interface ActionRuleFor<A> {
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
  readonly check: (state: FrontlineState, seat: Seat, a: A, kind: DecisionKind) => FrontlineRefusal | null;
  /**
   * Why no action of this type is acceptable from `seat` now, whatever its fields — its phase is not open, what it
   * spends is gone — or null. The gate asks it before `check` (which then judges the action's own fields), and
   * legalActions asks it once per call, so that it lists no candidate of a closed type.
   */
  readonly closed?: (state: FrontlineState, seat: Seat) => FrontlineRefusal | null;
  /** Apply the checked action to `state` (a private copy). */
  readonly perform: (state: FrontlineState, seat: Seat, a: A, events: FrontlineEvent[]) => void;
}

/** The shape(s) among `A` whose `type` may be `K` (a shape such as `table | untable` serves both of its types). */
export type ShapeOf<A, K> = A extends { type: infer T } ? (K extends T ? A : never) : never;

/** A rules module's table entries: one per type of its actions `A`, each typed by its own shape. */
export type ActionRules<A extends { type: string }> = {
  readonly [K in A['type']]: ActionRuleFor<ShapeOf<A, K>>;
};

/** The fields the wire shapes share: ids of territories, borders and cards, row slots, seats, divisions, stars. */
export const wire = {
  id: z.string().min(1).max(40),
  slot: z.number().int().min(0).max(8),
  seat: z.number().int().min(0).max(5),
  division: z.enum(['I', 'A', 'D']),
  stars: z.union([z.literal(1), z.literal(2)]),
};

export const TURN: readonly DecisionKind[] = ['turn'];

/** The check of an action that is always acceptable once it answers its decision. */
export const ok = (): null => null;

/** A turn action of the rules modules: checked and performed with the module's own pair. */
export function turnAction<A>(
  schema: z.ZodObject,
  free: boolean,
  check: (state: FrontlineState, seat: Seat, a: A) => FrontlineRefusal | null,
  perform: (state: FrontlineState, seat: Seat, a: A, events: FrontlineEvent[]) => void,
  closed?: ActionRuleFor<A>['closed'],
): ActionRuleFor<A> {
  return {
    schema,
    answers: TURN,
    free,
    check: (state, s, a) => check(state, s, a),
    perform,
    ...(closed ? { closed } : {}),
  };
}
