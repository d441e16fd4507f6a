/**
 * What a random-bot simulation reports, as data: the fold (tally.ts) builds it and the command prints it, so
 * both read these types from here rather than from the simulation that drives them.
 */
import type { Spread } from './stats.js';

/** A game stopped by an engine error, with what is needed to replay it alone. */
export interface GameError {
  readonly index: number;
  readonly seed: string;
  readonly actions: number;
  readonly message: string;
}

/** How often seats with one tag value (e.g. faction = war) played and won. */
export interface TagStats {
  readonly seats: number;
  readonly wins: number;
}

export interface EventStats {
  readonly total: number;
  /** Occurrences per finished game (0 for games without it). */
  readonly perGame: Spread;
  /**
   * Counts by the values of the event's string fields (`mode`, `cause`, `objective` …): field → value →
   * count. A field that took more than MAX_FIELD_VALUES distinct values (a territory, a card id) is left
   * out as not being a category.
   */
  readonly byField?: Readonly<Record<string, Readonly<Record<string, number>>>>;
}

export interface SimSummary {
  readonly game: string;
  readonly rulesVersion: string;
  readonly seed: string;
  readonly options: unknown;
  /** Games played. */
  readonly games: number;
  /** Games stopped by an engine error (a throw, a refused legal action, a broken promise of the contract). */
  readonly errors: number;
  /** The first few errors, in game order. */
  readonly errorSamples: readonly GameError[];
  /** Games that reached an outcome; every statistic below is over these games only. */
  readonly finished: number;
  readonly draws: number;
  /** The largest table played (wins per seat has this many entries). */
  readonly seats: number;
  readonly winsPerSeat: readonly number[];
  /** tag key → tag value → seats and wins, from the game's seatTags at the end of each game. */
  readonly winsByTag: Readonly<Record<string, Readonly<Record<string, TagStats>>>>;
  /** Outcome reasons as the game names them ('higher card', 'turn limit', …). */
  readonly outcomes: Readonly<Record<string, number>>;
  /** Game length in applied actions. */
  readonly length: Spread;
  readonly events: Readonly<Record<string, EventStats>>;
  /** The only part that differs between two runs with the same seed. */
  readonly timing: {
    readonly seconds: number;
    readonly gamesPerSecond: number;
    readonly actionsPerSecond: number;
  };
}
