import type { RngState } from './prng.js';
import type { Result } from './result.js';
import type { RefusalCatalogue, RuleError } from './rule-error.js';

/** A seat at the table, 0-based. Seat numbers are stable for the whole game. */
export type Seat = number;

/**
 * Someone owes the game an answer. Several seats may owe one at once (simultaneous face-down placement,
 * a defender's choice during another player's turn, a trade offer waiting for its answer).
 */
export interface Decision {
  readonly seat: Seat;
  readonly kind: string; // game-defined: 'turn', 'place', 'capture', 'prize', 'defend', …
}

/** What a game is, as data, so bots, the CLI and the server can ask instead of assuming (OpenSpiel's GameType). */
export interface Capabilities {
  readonly minPlayers: number;
  readonly maxPlayers: number;
  readonly chance: boolean; // dice, shuffles
  readonly hiddenInformation: boolean; // some seat cannot see everything
  readonly simultaneousDecisions: boolean; // several seats may owe a decision at once
  readonly outOfTurnDecisions: boolean; // a seat may owe a decision on another seat's turn
  /**
   * A seat that owes nothing may still have actions it may take at will (a Frontline card trade offered at any
   * time, O3.2): its `legalActions` list them though it is not in `pendingDecisions`. Such an action is never
   * owed, so no deadline or standing order waits for it. Absent means false.
   */
  readonly atWillActions?: boolean;
  readonly canDraw: boolean;
  readonly maxActions: number; // every game ends within this many applied actions (finiteness bound)
}

export type Outcome =
  | { readonly kind: 'win'; readonly winners: readonly Seat[]; readonly reason: string }
  | { readonly kind: 'draw'; readonly reason: string };

/**
 * Something that happened, for logs and animations. `visibleTo` lists the seats allowed to see it; an event
 * without `visibleTo` is public. The server sends each seat only the events it may see.
 */
export interface GameEvent {
  readonly type: string;
  readonly visibleTo?: readonly Seat[];
}

export interface Applied<S, E extends GameEvent> {
  readonly state: S;
  readonly events: readonly E[];
}

/**
 * The one contract every Warboard game implements. All functions are pure: the input state is never
 * modified, and all chance comes from the PRNG held in the state.
 *
 * - S: the full state (server only: it holds hidden information and the PRNG).
 * - A: an action, plain JSON.
 * - V: what one seat (or a spectator, `null`) may know, plain JSON.
 * - O: validated options.
 */
export interface Game<S, A, V, O, E extends GameEvent = GameEvent> {
  readonly id: string;
  /** Bumped whenever the meaning of a recorded action log changes; replays name it. */
  readonly rulesVersion: string;
  readonly capabilities: Capabilities;
  /** Every refusal `apply` may answer with, and the facts each names: the codes a client has sentences for. */
  readonly refusals: RefusalCatalogue;

  /** Validate options (defaults filled in); errors name the rule behind each limit. */
  parseOptions(input: unknown): Result<O, RuleError>;
  setup(options: O, seed: string): Result<S, RuleError>;
  playerCount(state: S): number;

  /** Who must act now. Empty exactly when the game is over. */
  pendingDecisions(state: S): readonly Decision[];
  /**
   * Every action `seat` may take now: unique, each one accepted by `apply`. Empty if it owes nothing, unless the
   * game has at-will actions (`capabilities.atWillActions`), which any seat may list at any time.
   */
  legalActions(state: S, seat: Seat): readonly A[];
  /**
   * Apply one action of one seat. Never throws on bad input: a malformed action, a seat that owes
   * nothing, or a move the rules forbid returns a RuleError, and the given state is left unchanged.
   */
  apply(state: S, seat: Seat, action: unknown): Result<Applied<S, E>, RuleError>;
  /**
   * Standing orders: the action the game takes for `seat` when it owes a decision and does not answer
   * in time (a server timeout, an absent player). Must be one of `legalActions(state, seat)`.
   */
  standingOrder(state: S, seat: Seat): A | null;

  /** Exactly what `seat` may know; `null` is a spectator. Never includes the PRNG. */
  view(state: S, seat: Seat | null): V;
  /**
   * The spectator's view with every hidden card shown (face-down cards, every hand) — for a finished game's
   * revealed replay, which the server offers only after the end (docs/protocol.md). Never the PRNG, nor the
   * order of cards not yet drawn. Games without hidden information omit it.
   */
  revealed?(state: S): V;
  /** Null while the game goes on. */
  outcome(state: S): Outcome | null;

  serialize(state: S): string;
  parse(text: string): Result<S, RuleError>;

  /**
   * A random state that `seat` cannot tell apart from `state`: everything `seat` cannot see is drawn
   * again (face-down cards, other hands, deck order, the PRNG). The conformance suite checks views with it;
   * bots that must not cheat search over such states.
   */
  resample(state: S, seat: Seat | null, rng: RngState): S;

  /**
   * A full state built from `seat`'s view alone, with everything the view does not show drawn at random:
   * what a bot searches without ever seeing the real state (determinization, for Information-Set MCTS).
   * Its view for `seat` equals `view`, and `seat` has the same legal actions in it. Games without hidden
   * information may omit it (their view is the state).
   */
  determinize?(view: V, seat: Seat, rng: RngState): S;

  /**
   * Public facts about a seat that statistics group by (a faction, a king, a starting continent), e.g.
   * `{ faction: 'war' }`. Only what every seat may know.
   */
  seatTags(state: S, seat: Seat): Readonly<Record<string, string>>;

  /**
   * True for actions that give the game up (a surrender). Random playouts and bots take one only when
   * nothing else is legal, so that random play explores the game instead of conceding at once.
   */
  isConcession(action: A): boolean;

  /** A short human-readable description of an action, for logs and the CLI. */
  describeAction(action: A): string;
}

// biome-ignore lint/suspicious/noExplicitAny: a registry of games of any types needs an existential type.
export type AnyGame = Game<any, any, any, any, GameEvent>;
