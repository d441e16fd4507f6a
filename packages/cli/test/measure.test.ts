import { makeToyGame } from '@warboard/core/testing';
import { describe, expect, it } from 'vitest';
import { measure } from '../src/measure.js';

const race = makeToyGame({ rules: 'race' });

// A fake clock advancing 1 ms per reading: the shape of the measurement is tested, never real time.
const fakeClock = () => {
  let t = 0;
  return () => (t += 1);
};

describe('measure (the benchmark numbers)', () => {
  it('plays games, samples steps and times apply beside structuredClone', () => {
    const m = measure(
      race,
      { players: 3, target: 10 },
      { seconds: 0.05, minGames: 1, samples: 200, rounds: 3, seed: 'b', now: fakeClock() },
    );
    expect(m.games).toBeGreaterThan(0);
    expect(m.errors).toBe(0);
    expect(m.actions).toBeGreaterThanOrEqual(5 * m.games);
    expect(m.samples).toBe(200);
    expect(m.stateBytes).toBeGreaterThan(0);
    for (const v of [m.applyMicros, m.cloneMicros, m.legalMicros, m.applyToClone]) {
      expect(Number.isFinite(v)).toBe(true);
      expect(v).toBeGreaterThan(0);
    }
    expect(m.applyToClone).toBeCloseTo(m.applyMicros / m.cloneMicros);
  });

  it('plays at least minGames games whatever the time budget', () => {
    const m = measure(
      race,
      { players: 2, target: 10 },
      { seconds: 0, minGames: 7, samples: 5, rounds: 1, seed: 'm', now: fakeClock() },
    );
    expect(m.games).toBe(7);
  });

  it('works on a game with simultaneous decisions', () => {
    const toy = makeToyGame();
    const m = measure(
      toy,
      { deckSize: 9 },
      { seconds: 0.01, minGames: 1, samples: 20, rounds: 1, seed: 't', now: fakeClock() },
    );
    expect(m.errors).toBe(0);
    expect(m.samples).toBe(20);
  });
});
