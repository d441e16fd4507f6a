import type { PlayedGame } from './play-one.js';
import type { GameError, SimSummary } from './sim-summary.js';
import { addToSeries, type CountSeries, emptySeries, mergeSeries, spreadOf } from './stats.js';

export const ERROR_SAMPLES = 5;
/** An event field with more distinct values than this (a territory, a card) is not a category to count by. */
export const MAX_FIELD_VALUES = 16;

/** field → value → count, or null once the field has shown too many values to be a category. */
type FieldCounts = Map<string, Map<string, number> | null>;

/** One event type over the finished games: its count per game, zero in the games without it. */
interface EventTally {
  /** Finished games in which it occurred (in the others it counts 0). */
  games: number;
  /** Its count in the games where it occurred: together with `games`, the whole per-game series. */
  readonly present: CountSeries;
  readonly byField: FieldCounts;
}

/**
 * The counts of a summary so far, as plain data: what a worker thread sends back for the games it played.
 * Maps keep the order in which keys were first seen, and that order is the summary's.
 */
export interface TallyData {
  games: number;
  errors: number;
  finished: number;
  draws: number;
  actions: number; // including those of errored games, for throughput
  readonly errorSamples: GameError[];
  readonly winsPerSeat: number[];
  readonly winsByTag: Map<string, Map<string, { seats: number; wins: number }>>;
  readonly outcomes: Map<string, number>;
  readonly length: CountSeries;
  readonly events: Map<string, EventTally>;
}

type Finished = Extract<PlayedGame, { ok: true }>;

/**
 * Folds played games into the counts of a summary, one game at a time (no per-game arrays kept). Every
 * count is a sum of whole numbers, so tallies of consecutive runs of games, folded on different threads
 * and merged in game order, give exactly the tally of all the games folded here one by one.
 */
export class Tally {
  readonly data: TallyData = {
    games: 0,
    errors: 0,
    finished: 0,
    draws: 0,
    actions: 0,
    errorSamples: [],
    winsPerSeat: [],
    winsByTag: new Map(),
    outcomes: new Map(),
    length: emptySeries(),
    events: new Map(),
  };

  get games(): number {
    return this.data.games;
  }

  get actions(): number {
    return this.data.actions;
  }

  add(played: PlayedGame, index: number, seed: string): void {
    const d = this.data;
    d.games++;
    d.actions += played.actions;
    if (played.ok) {
      this.addFinished(played);
      return;
    }
    d.errors++;
    if (d.errorSamples.length < ERROR_SAMPLES) {
      d.errorSamples.push({ index, seed, actions: played.actions, message: played.message });
    }
  }

  private addFinished(played: Finished): void {
    const d = this.data;
    d.finished++;
    addToSeries(d.length, played.actions);
    increment(d.outcomes, played.reason, 1);
    if (played.winners === null) d.draws++;
    while (d.winsPerSeat.length < played.seats) d.winsPerSeat.push(0);
    for (const seat of played.winners ?? []) d.winsPerSeat[seat] = (d.winsPerSeat[seat] ?? 0) + 1;
    played.tags.forEach((tags, seat) => {
      const won = played.winners?.includes(seat) ?? false;
      for (const [key, value] of Object.entries(tags)) {
        const stats = tagStats(d.winsByTag, key, value);
        stats.seats++;
        if (won) stats.wins++;
      }
    });
    for (const [type, seen] of played.events) {
      const entry = eventTally(d.events, type);
      entry.games++;
      addToSeries(entry.present, seen.count);
      addFields(entry.byField, seen.fields);
    }
  }

  /** Adds the tally of the games that follow those already here (a worker's block of games). */
  merge(next: TallyData): void {
    const d = this.data;
    d.games += next.games;
    d.errors += next.errors;
    d.finished += next.finished;
    d.draws += next.draws;
    d.actions += next.actions;
    for (const sample of next.errorSamples) {
      if (d.errorSamples.length < ERROR_SAMPLES) d.errorSamples.push(sample);
    }
    next.winsPerSeat.forEach((wins, seat) => {
      d.winsPerSeat[seat] = (d.winsPerSeat[seat] ?? 0) + wins;
    });
    for (const [key, byValue] of next.winsByTag) {
      for (const [value, { seats, wins }] of byValue) {
        const stats = tagStats(d.winsByTag, key, value);
        stats.seats += seats;
        stats.wins += wins;
      }
    }
    for (const [reason, n] of next.outcomes) increment(d.outcomes, reason, n);
    mergeSeries(d.length, next.length);
    for (const [type, theirs] of next.events) {
      const entry = eventTally(d.events, type);
      entry.games += theirs.games;
      mergeSeries(entry.present, theirs.present);
      for (const [field, values] of theirs.byField) {
        if (values === null) entry.byField.set(field, null);
        else addFields(entry.byField, new Map([[field, values]]));
      }
    }
  }

  /** The counting part of a summary: everything but the run's identity and timing. */
  counts(): Omit<SimSummary, 'game' | 'rulesVersion' | 'seed' | 'options' | 'timing'> {
    const d = this.data;
    return {
      games: d.games,
      errors: d.errors,
      errorSamples: [...d.errorSamples],
      finished: d.finished,
      draws: d.draws,
      seats: d.winsPerSeat.length,
      winsPerSeat: [...d.winsPerSeat],
      winsByTag: Object.fromEntries(
        [...d.winsByTag].map(([key, byValue]) => [
          key,
          Object.fromEntries([...byValue].map(([value, stats]) => [value, { ...stats }])),
        ]),
      ),
      outcomes: Object.fromEntries(d.outcomes),
      length: spreadOf(d.length),
      events: Object.fromEntries(
        [...d.events].map(([type, e]) => [
          type,
          {
            total: e.present.sum,
            perGame: perGameSpread(e, d.finished),
            ...fieldsSummary(e.byField),
          },
        ]),
      ),
    };
  }
}

/** The spread over every finished game, the games without the event counting 0. */
function perGameSpread(e: EventTally, finished: number) {
  const series = { ...e.present, n: finished };
  if (e.games < finished) series.min = 0;
  return spreadOf(series);
}

function increment(counts: Map<string, number>, key: string, n: number): void {
  counts.set(key, (counts.get(key) ?? 0) + n);
}

function tagStats(byTag: TallyData['winsByTag'], key: string, value: string) {
  let byValue = byTag.get(key);
  if (byValue === undefined) {
    byValue = new Map();
    byTag.set(key, byValue);
  }
  let stats = byValue.get(value);
  if (stats === undefined) {
    stats = { seats: 0, wins: 0 };
    byValue.set(value, stats);
  }
  return stats;
}

function eventTally(events: TallyData['events'], type: string): EventTally {
  let entry = events.get(type);
  if (entry === undefined) {
    entry = { games: 0, present: emptySeries(), byField: new Map() };
    events.set(type, entry);
  }
  return entry;
}

function addFields(into: FieldCounts, fields: ReadonlyMap<string, ReadonlyMap<string, number>>): void {
  for (const [field, values] of fields) {
    if (!into.has(field)) into.set(field, new Map());
    const counts = into.get(field);
    if (counts === null || counts === undefined) continue;
    for (const [value, n] of values) increment(counts, value, n);
    if (counts.size > MAX_FIELD_VALUES) into.set(field, null);
  }
}

function fieldsSummary(fields: FieldCounts): { byField?: Record<string, Record<string, number>> } {
  const byField: Record<string, Record<string, number>> = {};
  for (const [field, counts] of fields) if (counts) byField[field] = Object.fromEntries(counts);
  return Object.keys(byField).length > 0 ? { byField } : {};
}
