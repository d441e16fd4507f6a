import type { Seat } from '@warboard/core';
import type { Pair } from './dice.js';
import type { BattleMode, Division, Phase } from './state.js';

/**
 * Events of the quiet actions — drafting, moving and posting divisions — so a game log can tell every step of
 * a turn, not only its battles. Everything they name is on the board for all to see (FG10): no card, no deck,
 * no die. Each is public (no `visibleTo`).
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

/** A seat and a territory: what most events of the board name. */
type AtTerritory<T extends string> = {
  readonly type: T;
  readonly seat: Seat;
  readonly territory: string;
};

/** The turn passed to `seat` (O3.1); `round` counts from 1. */
export type TurnEvent = { readonly type: 'turn'; readonly seat: Seat; readonly round: number };

/** The player on turn moved on to `phase` (O3.1). */
export type PhaseEvent = { readonly type: 'phase'; readonly seat: Seat; readonly phase: Phase };

/** A battle began in `territory` (R5, R7, O8). */
export type BattleEvent = {
  readonly type: 'battle';
  readonly mode: BattleMode;
  readonly territory: string;
  readonly attacker: Seat;
  readonly defender: Seat;
};

/** One exchange of dice and its pairs (R5.3–R5.6, O8.2–O8.5). */
export type ExchangeEvent = {
  readonly type: 'exchange';
  readonly attackerDice: readonly number[];
  readonly defenderDice: readonly number[];
  readonly pairs: readonly Pair[];
};

/** Damaged armor withdrew from the front row to repair (R5.8). */
export type WithdrawnEvent = AtTerritory<'withdrawn'>;

/** The holder's rear row was lost (R5.14, R6.9): `removed` repairing armor. */
export type RearLostEvent = {
  readonly type: 'rear-lost';
  readonly territory: string;
  readonly removed: number;
};

/** `by` invaded `territory` across the border `via` (R6.4, O8.12, R6.15). */
export type InvadedEvent = {
  readonly type: 'invaded';
  readonly territory: string;
  readonly by: Seat;
  readonly via: string;
};

/** The holder `seat` lost its last fighting division in `territory`, and `rearLost` repairing armor (R6.9, R7.4). */
export type ClearedEvent = AtTerritory<'cleared'> & { readonly rearLost: number };

/** Retreat of an invaded defender into a territory of its own (R8.4, O8.18). */
export type RetreatedEvent = {
  readonly type: 'retreated';
  readonly seat: Seat;
  readonly from: string;
  readonly destination: string;
  readonly divisions: number;
};

/** A landing that failed: `returned` divisions go back (O8.23). */
export type LandingFailedEvent = AtTerritory<'landing-failed'> & { readonly returned: number };

/** An invader pulled back across the border it came over (R6.14). */
export type PulledBackEvent = AtTerritory<'pulled-back'> & { readonly destination: string };

/** A card trade offered (O3.2, FG12): from `from` to `seat`, the cards given and the stars asked. */
export type OfferEvent = {
  readonly type: 'offer';
  readonly from: Seat;
  readonly seat: Seat;
  readonly give: string;
  readonly askStars: 1 | 2;
  readonly more: readonly string[];
  readonly askMore: readonly (1 | 2)[];
  /** Made outside a turn decision of the offerer's own. */
  readonly atWill: boolean;
};

/** `seat` declined the offer of `from` (FG12). */
export type OfferDeclinedEvent = {
  readonly type: 'offer-declined';
  readonly from: Seat;
  readonly seat: Seat;
};

/** A trade made (FG12): the two traders (`to`) learn which cards changed hands. */
export type TradedEvent = {
  readonly type: 'traded';
  readonly to: readonly Seat[];
  readonly from: Seat;
  readonly seat: Seat;
  readonly gave: string;
  readonly got: string;
  readonly gaveAll: readonly string[];
  readonly gotAll: readonly string[];
};

/** A public objective claimed (FG4, FG5) with its reward card, if one was left. */
export type ObjectiveEvent = {
  readonly type: 'objective';
  readonly seat: Seat;
  readonly objective: string;
  readonly tier: string;
  readonly kind: string;
  readonly reward: string | null;
};

/**
 * The battle decisions that change no division's count, told so the log misses no action: the attacker
 * stops (R5.2, O8.12), a side brings a division forward from its middle row (R5.2, R6.4), the owner of damaged
 * armor keeps it fighting (R5.8), the invaded defender stays to fight on (R8.5, O8.19). Public, as battles are.
 */
export type BattleDecisionEvent =
  | { readonly type: 'attack-stopped'; readonly seat: Seat; readonly territory: string }
  | {
      readonly type: 'brought-forward';
      readonly seat: Seat;
      readonly territory: string;
      readonly division: Division;
    }
  | { readonly type: 'kept-damaged'; readonly seat: Seat; readonly territory: string }
  | { readonly type: 'stood'; readonly seat: Seat; readonly territory: string };

/**
 * A territory card spent in the draft (O6.1, FG8): it goes face up to the discard pile, so every seat may see
 * which; `units` is what it added to the units left to draft (1, or the star table's increase).
 */
export type CardSpentEvent = {
  readonly type: 'card-spent';
  readonly seat: Seat;
  readonly card: string;
  readonly units: number;
};

/**
 * The table an offer is prepared on (FG12): a card laid face up on it or taken back into the hand, a further ask
 * named or withdrawn, and what is left when the turn ends (`table-cleared`: the cards go back to the hand, the
 * asks lapse). Public, as the table is: its cards lie face up for everyone.
 */
export type TableEvent =
  | { readonly type: 'tabled' | 'untabled'; readonly seat: Seat; readonly card: string }
  | { readonly type: 'asked' | 'unasked'; readonly seat: Seat; readonly stars: 1 | 2 }
  | {
      readonly type: 'table-cleared';
      readonly seat: Seat;
      readonly cards: readonly string[];
      readonly asks: readonly (1 | 2)[];
    };

/** Territory cards drawn at the end of a turn (O11.1, O10.6). */
export type CardsDrawnEvent = { readonly type: 'cards-drawn'; readonly seat: Seat; readonly count: number };

/** `seat` has no divisions left (FG7); `by` caused it. */
export type EliminatedEvent = { readonly type: 'eliminated'; readonly seat: Seat; readonly by: Seat };
/** FG21: the player resigned; its divisions left the board (its elimination follows, FG7). */
export type ResignedEvent = { readonly type: 'resigned'; readonly seat: Seat };

/** Every event a Frontline action may bring, by its `type`. */
export type FrontlineEvent =
  | ManeuverEvent
  | TurnEvent
  | PhaseEvent
  | BattleEvent
  | ExchangeEvent
  | WithdrawnEvent
  | RearLostEvent
  | InvadedEvent
  | ClearedEvent
  | RetreatedEvent
  | LandingFailedEvent
  | PulledBackEvent
  | AtTerritory<
      | 'landed'
      | 'landing-sunk'
      | 'coast-force-destroyed'
      | 'invader-destroyed'
      | 'occupied'
      | 'city-built'
      | 'capital-moved'
      | 'airfield'
    >
  | TableEvent
  | OfferEvent
  | OfferDeclinedEvent
  | TradedEvent
  | ObjectiveEvent
  | BattleDecisionEvent
  | CardSpentEvent
  | CardsDrawnEvent
  | EliminatedEvent
  | ResignedEvent;
