import type { Seat } from '@warboard/core';
import type { Division } from './state.js';

/**
 * Events of the quiet actions — drafting, moving and posting divisions — so a game log can tell every step of
 * a turn, not only its battles. Everything they name is on the board for all to see (FG10): no card, no deck,
 * no die. Each is public (no `visibleTo`). Types, not interfaces, so that each is a `FrontlineEvent` (an open record).
 */

/** A drafted division placed in the middle row of a territory (O6.3–O6.5, R3.1–R3.2). */
export type DraftedEvent = {
  readonly type: 'drafted';
  readonly seat: Seat;
  readonly territory: string;
  readonly division: 'I' | 'A';
  /** Units still to deploy this turn. */
  readonly unitsLeft: number;
  /** Dropped onto the player's own invaders in `territory`, not into a territory it holds (O8.15). */
  readonly reinforce?: true;
};

/**
 * One division moved in the maneuver phase (O9.1–O9.3, R8.1–R8.3): within its owner's land, as an expedition
 * into empty land (`expedition`), or reinforcing its invaders across the border they came over (O8.15).
 */
export type MovedEvent = {
  readonly type: 'moved';
  readonly seat: Seat;
  readonly from: string;
  readonly to: string;
  readonly division: Division;
  /** `follow`: in the attack phase, behind an attack that crossed from `from` into `to` (R4.5). */
  readonly kind: 'own' | 'expedition' | 'reinforce' | 'follow';
  /** `from` was left empty and nobody holds it now. */
  readonly abandoned: boolean;
};

/** A middle-row division posted into a front row at `slot`, 0 = leftmost (R4.1–R4.3, R6.3, O7.1–O7.3). */
export type PostedEvent = {
  readonly type: 'posted';
  readonly seat: Seat;
  readonly territory: string;
  readonly border: string;
  readonly division: Division;
  readonly slot: number;
};

/** A front-row division taken back into the middle row (R6.3, O7.3). */
export type UnpostedEvent = {
  readonly type: 'unposted';
  readonly seat: Seat;
  readonly territory: string;
  readonly border: string;
  readonly division: Division;
  readonly slot: number;
};

/** Divisions embarked onto an enemy coast (R7.1, O9.4): the force waits there to land. */
export type EmbarkedEvent = {
  readonly type: 'embarked';
  readonly seat: Seat;
  readonly from: string;
  /** The territory on whose coast the force waits. */
  readonly to: string;
  readonly division: Division;
};

/** Three infantry merged into one armor, or one armor disarmed into three infantry (R2.1–R2.2, O5.1–O5.3). */
export type ConvertedEvent = {
  readonly type: 'merged' | 'disarmed';
  readonly seat: Seat;
  readonly territory: string;
  /** A disarm on the front line facing this border (O5.3 「任何地方」); absent for the middle row. */
  readonly border?: string;
};

/** Damaged armor sent back to the rear row to repair outside a battle (O7.3 「維修」, R5.8, R3.3). */
export type SentToRepairEvent = {
  readonly type: 'sent-to-repair';
  readonly seat: Seat;
  readonly territory: string;
  /** The front row it left; absent when it came from the middle row. */
  readonly border?: string;
};

/** Events of the quiet actions, by type. */
export type ManeuverEvent =
  | DraftedEvent
  | MovedEvent
  | PostedEvent
  | UnpostedEvent
  | EmbarkedEvent
  | ConvertedEvent
  | SentToRepairEvent;
