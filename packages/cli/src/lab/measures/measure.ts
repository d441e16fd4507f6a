/**
 * Per-game measures: what a game's measurer reads off the events of every applied action and the final
 * state, and how the report names and tests each one. Measurers run on worker threads, beside the game.
 */
import type { GameEvent, Seat } from '@warboard/core';

/** Follows one game from its first action to its end. */
export interface Measurer {
  /** One applied action: who played it, what it was, the events it caused and the state after it. */
  step(seat: Seat, action: unknown, events: readonly GameEvent[], after: unknown): void;
  /** The finished game's values (measure id → number) and the seat that moved first, if known. */
  finish(state: unknown, tags: readonly Readonly<Record<string, string>>[]): MeasuredGame;
}

export interface MeasuredGame {
  readonly first: Seat | null;
  readonly values: Record<string, number>;
}

/** Words in the report's two languages: English and Traditional Chinese. */
export interface Words {
  readonly en: string;
  readonly zh: string;
}

/**
 * A per-game number the report compares across variants: its distribution (mean with a 95% interval,
 * quartiles) and a Mann–Whitney U test. Measures of one `group` share a chart.
 */
export interface MeasureInfo {
  readonly id: string;
  readonly group: string;
  readonly name: Words;
}

/** A chart group: its title in both languages. */
export interface GroupInfo {
  readonly id: string;
  readonly title: Words;
  /** How the values read, e.g. "per game" or "share". */
  readonly unit: Words;
}

/** One game's measures: how to follow a game, and the catalogue the report reads. */
export interface GameMeasures {
  readonly measurer: () => Measurer;
  readonly groups: readonly GroupInfo[];
  readonly measures: readonly MeasureInfo[];
  /** Seat tags whose win rates the report shows and tests (Four Horsemen: faction, king). */
  readonly tagWins: readonly {
    readonly tag: string;
    readonly name: Words;
    readonly values: Readonly<Record<string, Words>>;
  }[];
}

/** Every game has a length: counted in applied actions here; games add their own. */
export const lengthGroup: GroupInfo = {
  id: 'length',
  title: { en: 'Game length', zh: '對局長度' },
  unit: { en: 'per game', zh: '每局' },
};
export const actionsMeasure: MeasureInfo = {
  id: 'length.actions',
  group: 'length',
  name: { en: 'actions', zh: '行動數' },
};

/** A game with no measurer of its own: its length, nothing else. */
export const plainMeasures: GameMeasures = {
  measurer: () => ({
    step: () => {},
    finish: () => ({ first: null, values: {} }),
  }),
  groups: [lengthGroup],
  measures: [actionsMeasure],
  tagWins: [],
};
