import type { Card, HorsemenState } from './types.js';

/**
 * Copy-on-write for cards. `apply` copies the state shallowly and registers the copy here; rules code then
 * takes a card for writing with `edit`, which copies that one card the first time. Cards an action does not
 * touch stay shared with the previous state, so an action costs a few card copies instead of 48.
 * A state not registered (built by setup or by hand) owns all its cards.
 */
const owned = new WeakMap<HorsemenState, Set<string>>();

export function registerCopy(s: HorsemenState): void {
  owned.set(s, new Set());
}

export function edit(s: HorsemenState, id: string): Card {
  const card = s.cards[id]!;
  const mine = owned.get(s);
  if (!mine || mine.has(id)) return card;
  const copy = { ...card };
  s.cards[id] = copy;
  mine.add(id);
  return copy;
}
