/**
 * The game's story for the log, headless (no Preact, no DOM): the events this client may see, grouped into
 * chapters — one per turn, opened where the game's teller says a turn begins — and told concisely, a run of
 * events that differ only in what they count (three divisions moved from Egypt to Peru) folded into one line.
 * Each game brings its teller (how its turns begin, what folds, the sentences); the grouping is here alone.
 */
import type { Seat } from '../api/protocol.js';

/** One event as the log holds it: the step (version) that caused it and who acted. */
export interface StoryEntry<E> {
  readonly version: number;
  readonly actor: Seat;
  readonly event: E;
}

export interface StoryLine {
  readonly text: string;
  /** The first and last versions the line tells. */
  readonly from: number;
  readonly to: number;
  /** How many events the line folds together (1: one event). */
  readonly events: number;
}

export interface Chapter {
  /** Stable across renders: the version that opened the chapter. */
  readonly key: number;
  readonly title: string;
  readonly lines: readonly StoryLine[];
}

export interface Teller<E> {
  /**
   * The title of the chapter `entry` opens, or null when it goes on in the current one. `previous` is the
   * entry before it (null for the first); `chapters` counts the chapters opened so far.
   */
  opens(entry: StoryEntry<E>, previous: StoryEntry<E> | null, chapters: number): string | null;
  /** The title of the chapter before any entry opens one (a game's deal), if the first entry may not open one. */
  readonly prologue?: string;
  /** Events of one key that follow each other fold into one line; null: the event stands alone. */
  foldKey(event: E): string | null;
  /** The line of a run of events: one event, or several of one fold key. */
  tell(run: readonly E[]): string;
}

/** The chapters of a log, oldest first, each line in the order it happened. */
export function story<E>(log: readonly StoryEntry<E>[], teller: Teller<E>): Chapter[] {
  const chapters: { key: number; title: string; lines: StoryLine[] }[] = [];
  let run: StoryEntry<E>[] = [];
  let runKey: string | null = null;
  const flush = () => {
    if (run.length === 0) return;
    if (chapters.length === 0) chapters.push({ key: 0, title: teller.prologue ?? '', lines: [] });
    chapters.at(-1)!.lines.push({
      text: teller.tell(run.map((r) => r.event)),
      from: run[0]!.version,
      to: run.at(-1)!.version,
      events: run.length,
    });
    run = [];
    runKey = null;
  };
  let previous: StoryEntry<E> | null = null;
  for (const entry of log) {
    const title = teller.opens(entry, previous, chapters.length);
    if (title !== null) {
      flush();
      chapters.push({ key: entry.version, title, lines: [] });
    }
    const key = teller.foldKey(entry.event);
    if (key === null || key !== runKey) flush();
    run.push(entry);
    runKey = key;
    previous = entry;
  }
  flush();
  return chapters;
}
