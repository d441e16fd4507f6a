/**
 * Per-game measures: what a game's measurer reads off the events of every applied action and the final
 * state, and how the report names and tests each one. Measurers run on worker threads, beside the game.
 */
import type { GameEvent, Seat } from '@warboard/core';

/** An event read field by field: measurers check each field's type before using it. */
export interface FieldEvent extends GameEvent {
  readonly [field: string]: unknown;
}

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

/** The unit of counts: how many times something happened in a game. */
export const perGame: Words = { en: 'per game', zh: '每局' };

/** A chart group of counts per game. */
export const countGroup = (id: string, title: Words): GroupInfo => ({ id, title, unit: perGame });

/** Every game has a length: counted in applied actions here; games add their own. */
export const lengthGroup: GroupInfo = countGroup('length', { en: 'Game length', zh: '對局長度' });

/**
 * Writes a game's counts by kind (deaths by line colour, objectives by kind …) as measures
 * `<group>.<kind>`, and their sum as `<group>.total`; countsByKindMeasures names them.
 */
export function putCountsByKind(
  values: Record<string, number>,
  group: string,
  counts: ReadonlyMap<string, number>,
): void {
  let total = 0;
  for (const [kind, n] of counts) {
    values[`${group}.${kind}`] = n;
    total += n;
  }
  values[`${group}.total`] = total;
}

/** The catalogue entries of putCountsByKind's measures: one per kind, then the total. */
export const countsByKindMeasures = (
  group: string,
  kinds: readonly (readonly [kind: string, name: Words])[],
  total: Words,
): MeasureInfo[] => [
  ...kinds.map(([kind, name]) => ({ id: `${group}.${kind}`, group, name })),
  { id: `${group}.total`, group, name: total },
];
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

/** A group whose values are shares (of drafts, of games), shown and sized as percentages. */
export const isShareGroup = (group: GroupInfo): boolean => group.unit.en.startsWith('share');

/** Whether a measure's values read as percentages: the shares, by their group. */
export function isPercentMeasure(catalogue: Pick<GameMeasures, 'groups' | 'measures'>, id: string): boolean {
  const group = catalogue.measures.find((m) => m.id === id)?.group;
  const info = catalogue.groups.find((g) => g.id === group);
  return info !== undefined && isShareGroup(info);
}
