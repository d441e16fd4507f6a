/**
 * A suite that cannot fail proves nothing: two deliberately leaky copies of Four Horsemen, each with a leak
 * the engine once had, must fail the conformance suite's view checks (rulebook §2.4, §9).
 */
import { runConformance } from '@warboard/core';
import { describe, expect, it } from 'vitest';
import { type HorsemenState, horsemen } from '../../src/index.js';
import { cardIds } from './run.js';

const config = {
  games: 40,
  seed: 'planted-leaks',
  options: [{}, { factionScope: 'line' }],
  resamples: 2,
  viewIds: cardIds,
};

/** Every card view, wherever it sits in a view. */
function eachCard(view: unknown, f: (card: Record<string, unknown>) => void): void {
  if (Array.isArray(view)) for (const x of view) eachCard(x, f);
  else if (typeof view === 'object' && view !== null) {
    const o = view as Record<string, unknown>;
    if (typeof o.id === 'string' && typeof o.value === 'number' && 'faction' in o) f(o);
    for (const v of Object.values(o)) eachCard(v, f);
  }
}

describe('planted leaks are caught (rulebook §2.4, §9)', () => {
  it('§2.4: a view that shows every shown card’s deck king (`kingValue`) gives a hidden king’s size away', {
    timeout: 900_000,
  }, () => {
    const leaky = {
      ...horsemen,
      view(s: HorsemenState, seat: number | null) {
        const v = horsemen.view(s, seat);
        eachCard(v, (c) => {
          c.kingValue = s.cards[c.id as string]!.kingValue;
        });
        return v;
      },
    };
    expect(runConformance(horsemen, config).failures).toEqual([]);
    expect(runConformance(leaky, config).failures.join('\n')).toMatch(
      /changes when what it cannot see is resampled \(a leak\)/,
    );
  });

  it('§9: card ids that follow the deck list (seat, faction, place in the sorted deck) are caught as not opaque', {
    timeout: 900_000,
  }, () => {
    const positional = {
      ...horsemen,
      setup(options: Parameters<typeof horsemen.setup>[0], seed: string) {
        const r = horsemen.setup(options, seed);
        if (!r.ok) return r;
        return { ok: true as const, value: relabel(r.value) };
      },
    };
    expect(runConformance(positional, config).failures.join('\n')).toMatch(
      /drawn afresh for each game \(a leak\)/,
    );
  });
});

/** The engine's old ids: `s<seat><faction><place>`, each card named by its place in its owner's sorted deck. */
function relabel(s: HorsemenState): HorsemenState {
  const cards = Object.values(s.cards).sort(
    (a, b) =>
      a.owner - b.owner ||
      a.faction.localeCompare(b.faction) ||
      a.value - b.value ||
      a.id.localeCompare(b.id),
  );
  const place = new Map<string, number>();
  const name = new Map<string, string>();
  for (const c of cards) {
    const deck = `s${c.owner}${c.faction}`;
    const i = place.get(deck) ?? 0;
    place.set(deck, i + 1);
    name.set(c.id, `${deck}c${String(i).padStart(2, '0')}`);
  }
  const to = (id: string) => name.get(id)!;
  const text = JSON.stringify(s).replace(/"c[0-9a-z]{7}"/g, (m) =>
    JSON.stringify(to(JSON.parse(m) as string)),
  );
  return JSON.parse(text) as HorsemenState;
}
