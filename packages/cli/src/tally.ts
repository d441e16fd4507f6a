import type { PlayedGame } from './play-one.js';
import type { GameError, SimSummary } from './simulate.js';
import { RunningStats } from './stats.js';

export const ERROR_SAMPLES = 5;
/** An event field with more distinct values than this (a territory, a card) is not a category to count by. */
export const MAX_FIELD_VALUES = 16;

/** field → value → count, or null once the field has shown too many values to be a category. */
type FieldCounts = Map<string, Map<string, number> | null>;

type Finished = Extract<PlayedGame, { ok: true }>;

/** Folds played games into the counts of a summary, one game at a time (no per-game arrays kept). */
export class Tally {
  games = 0;
  errors = 0;
  finished = 0;
  draws = 0;
  actions = 0; // including those of errored games, for throughput
  readonly errorSamples: GameError[] = [];
  private readonly winsPerSeat: number[] = [];
  private readonly winsByTag: Record<string, Record<string, { seats: number; wins: number }>> = {};
  private readonly outcomes: Record<string, number> = {};
  private readonly length = new RunningStats();
  private readonly events = new Map<string, { total: number; perGame: RunningStats; byField: FieldCounts }>();

  add(played: PlayedGame, index: number, seed: string): void {
    this.games++;
    this.actions += played.actions;
    if (played.ok) {
      this.addFinished(played);
      return;
    }
    this.errors++;
    if (this.errorSamples.length < ERROR_SAMPLES) {
      this.errorSamples.push({ index, seed, actions: played.actions, message: played.message });
    }
  }

  private addFinished(played: Finished): void {
    // Event types first seen now occurred 0 times in every earlier finished game.
    for (const type of played.events.keys()) {
      if (this.events.has(type)) continue;
      const perGame = new RunningStats();
      for (let i = 0; i < this.finished; i++) perGame.add(0);
      this.events.set(type, { total: 0, perGame, byField: new Map() });
    }
    this.finished++;
    this.length.add(played.actions);
    this.outcomes[played.reason] = (this.outcomes[played.reason] ?? 0) + 1;
    if (played.winners === null) this.draws++;
    while (this.winsPerSeat.length < played.seats) this.winsPerSeat.push(0);
    for (const seat of played.winners ?? []) this.winsPerSeat[seat] = (this.winsPerSeat[seat] ?? 0) + 1;
    played.tags.forEach((tags, seat) => {
      const won = played.winners?.includes(seat) ?? false;
      for (const [key, value] of Object.entries(tags)) {
        const byValue = this.winsByTag[key] ?? {};
        this.winsByTag[key] = byValue;
        const stats = byValue[value] ?? { seats: 0, wins: 0 };
        byValue[value] = stats;
        stats.seats++;
        if (won) stats.wins++;
      }
    });
    for (const [type, entry] of this.events) {
      const seen = played.events.get(type);
      entry.perGame.add(seen?.count ?? 0);
      if (seen === undefined) continue;
      entry.total += seen.count;
      addFields(entry.byField, seen.fields);
    }
  }

  /** The counting part of a summary: everything but the run's identity and timing. */
  counts(): Omit<SimSummary, 'game' | 'rulesVersion' | 'seed' | 'options' | 'timing'> {
    return {
      games: this.games,
      errors: this.errors,
      errorSamples: [...this.errorSamples],
      finished: this.finished,
      draws: this.draws,
      seats: this.winsPerSeat.length,
      winsPerSeat: [...this.winsPerSeat],
      winsByTag: structuredClone(this.winsByTag),
      outcomes: { ...this.outcomes },
      length: this.length.spread(),
      events: Object.fromEntries(
        [...this.events].map(([type, e]) => [
          type,
          {
            total: e.total,
            perGame: e.perGame.spread(),
            ...fieldsSummary(e.byField),
          },
        ]),
      ),
    };
  }
}

function addFields(into: FieldCounts, fields: ReadonlyMap<string, ReadonlyMap<string, number>>): void {
  for (const [field, values] of fields) {
    if (!into.has(field)) into.set(field, new Map());
    const counts = into.get(field);
    if (counts === null || counts === undefined) continue;
    for (const [value, n] of values) counts.set(value, (counts.get(value) ?? 0) + n);
    if (counts.size > MAX_FIELD_VALUES) into.set(field, null);
  }
}

function fieldsSummary(fields: FieldCounts): { byField?: Record<string, Record<string, number>> } {
  const byField: Record<string, Record<string, number>> = {};
  for (const [field, counts] of fields) if (counts) byField[field] = Object.fromEntries(counts);
  return Object.keys(byField).length > 0 ? { byField } : {};
}
