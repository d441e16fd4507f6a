import type { Seat } from '@warboard/core';

/**
 * What copy-on-write.ts keeps with a state it made (its record): which territories and players the state owns, what
 * is known of its tidiness, whether it is complete, and facts read off it since. It lives in a symbol-keyed,
 * non-enumerable field of the state object itself, which JSON, structured clones, spreads and `Object.keys` all
 * leave out — so a copy made any other way has none. Not a WeakMap: an entry per state cost more than the rest of
 * the copy (the collector's work on weak entries), and search bots make a state for every action of every playout.
 * This module knows no state type, so that state.ts may read facts kept here without an import cycle.
 */
export interface StateRecord {
  /** Territories this state owns (copied for it); the others are shared with the state it was copied from. */
  readonly territories: Set<string>;
  /** The record of territories itself (`state.territories`) is still the copied-from state's: none written yet. */
  boardShared: boolean;
  readonly players: Set<Seat>;
  /** Every territory of this state is known tidy (invasion.ts `tidy`): set as a tidy ends, cleared by any write after. */
  tidy: boolean;
  /** Was every territory of the state copied from known tidy? Then those still shared with it need no tidying. */
  readonly fromTidy: boolean;
  /** Complete: no rule writes the state any more (`apply`'s result, a determinized state), so facts may be kept. */
  sealed: boolean;
  /** Facts read off the sealed state, by the function that reads them and its argument (`kept`). */
  readonly facts: Map<unknown, unknown[]>;
}

const RECORD = Symbol('state record');

export const recordOf = (state: object): StateRecord | undefined =>
  (state as { [RECORD]?: StateRecord })[RECORD];

/** Give a new state its record (not enumerable, not writable: see above). */
export function attachRecord(state: object, record: StateRecord): void {
  Object.defineProperty(state, RECORD, { value: record });
}

/**
 * `read()`, the fact `reader` gives for argument `index` of `state` — computed once and kept with the state when the
 * state is sealed (nothing changes it any more), computed afresh otherwise. What is kept is shared by every caller:
 * callers never change it.
 */
export function kept<T>(state: object, reader: unknown, index: number, read: () => T): T {
  const record = recordOf(state);
  if (!record?.sealed) return read();
  let slots = record.facts.get(reader);
  if (!slots) {
    slots = [];
    record.facts.set(reader, slots);
  }
  const known = slots[index];
  if (known !== undefined) return known as T;
  const fact = read();
  slots[index] = fact;
  return fact;
}
