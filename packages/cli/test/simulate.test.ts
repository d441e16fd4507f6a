import { type Game, randomPlayout, seedRng } from '@warboard/core';
import { makeToyGame, type ToyAction, type ToyState, type ToyView } from '@warboard/core/testing';
import { describe, expect, it } from 'vitest';
import { gameSeeds, playOne } from '../src/play-one.js';
import { type SimSummary, simulate } from '../src/simulate.js';

const race = makeToyGame({ rules: 'race' });

const toy = makeToyGame();
const toyOptions = { deckSize: 9 };
const raceOptions = { players: 3, target: 10 };
const withoutTiming = ({ timing: _timing, ...rest }: SimSummary) => rest;
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

describe('simulate', () => {
  it('plays every game of the toy game and the counts add up', () => {
    const s = simulate(toy, { games: 300, seed: 'toy', options: toyOptions });
    expect(s.games).toBe(300);
    expect(s.errors).toBe(0);
    expect(s.errorSamples).toEqual([]);
    expect(s.finished).toBe(300);
    expect(s.seats).toBe(2);
    expect(sum(s.winsPerSeat) + s.draws).toBe(s.finished); // one winner or a draw per game
    expect(s.length).toEqual({ mean: 2, sd: 0, min: 2, max: 2 });
    expect(s.events.bet?.total).toBe(600);
    expect(s.events.bet?.perGame.mean).toBe(2);
    expect(sum(Object.values(s.outcomes))).toBe(s.finished);
  });

  it('groups wins by seat tags and counts events by kind', () => {
    const s = simulate(race, { games: 500, seed: 'race', options: raceOptions });
    expect(s.errors).toBe(0);
    expect(s.seats).toBe(3);
    expect(s.draws).toBeGreaterThan(0);
    expect(sum(s.winsPerSeat) + s.draws).toBe(s.finished);
    const parity = s.winsByTag.parity ?? {};
    expect(parity.even?.seats).toBe(1000); // seats 0 and 2 in each of 500 games
    expect(parity.odd?.seats).toBe(500);
    expect((parity.even?.wins ?? 0) + (parity.odd?.wins ?? 0)).toBe(sum(s.winsPerSeat));
    const step = s.events.step;
    expect(step?.total).toBe(Math.round(s.length.mean * s.finished));
    expect(sum(Object.values(step?.byField?.kind ?? {}))).toBe(step?.total);
    expect(Object.keys(step?.byField?.kind ?? {}).sort()).toEqual(['one', 'two']);
    // 'finish' happens only in won games; games without it count as 0 in its per-game spread.
    expect(s.events.finish?.total).toBe(s.finished - s.draws);
    expect(s.events.finish?.perGame.min).toBe(0);
    expect(s.events.finish?.perGame.max).toBe(1);
    expect(s.length.min).toBeGreaterThanOrEqual(5);
    expect(s.length.max).toBeLessThanOrEqual(10);
    expect(s.length.sd).toBeGreaterThan(0);
  });

  it('counts events by the values of their string fields, leaving out fields with too many values', () => {
    type Noisy = { type: 'noisy'; cause: string; id: string; n: number };
    const noisy: Game<ToyState, ToyAction, ToyView, { deckSize: number }, Noisy> = {
      ...toy,
      apply: (s, seat, a) => {
        const r = toy.apply(s, seat, a);
        if (!r.ok) return r;
        const events: Noisy[] = [
          { type: 'noisy', cause: s.cards[seat] === 1 ? 'ace' : 'other', id: `${s.rng.s[0]}`, n: 1 },
        ];
        return { ok: true, value: { state: r.value.state, events } };
      },
    };
    const s = simulate(noisy, { games: 100, seed: 'fields', options: toyOptions });
    const fields = s.events.noisy?.byField ?? {};
    expect(Object.keys(fields)).toEqual(['cause']); // id has 200 values; n is not a string
    expect((fields.cause?.ace ?? 0) + (fields.cause?.other ?? 0)).toBe(200);
  });

  it('gives the same summary for the same seed, apart from timing', () => {
    const a = simulate(race, { games: 200, seed: 'same', options: raceOptions });
    const b = simulate(race, { games: 200, seed: 'same', options: raceOptions });
    expect(withoutTiming(b)).toEqual(withoutTiming(a));
    expect(JSON.parse(JSON.stringify(a))).toEqual(a); // plain JSON: no Infinity, NaN or Maps
  });

  it('gives different summaries for different seeds', () => {
    const a = simulate(race, { games: 200, seed: 'one', options: raceOptions });
    const b = simulate(race, { games: 200, seed: 'two', options: raceOptions });
    expect(withoutTiming(b)).not.toEqual({ ...withoutTiming(a), seed: 'two' });
  });

  it("plays exactly as core's randomPlayout, so game i replays from its seeds alone", () => {
    for (let i = 0; i < 30; i++) {
      const seeds = gameSeeds('replay', i);
      expect(seeds.setup).toBe(`replay/${i}`);
      const start = race.setup(raceOptions, seeds.setup);
      if (!start.ok) throw new Error('setup refused');
      const replayed = randomPlayout(race, start.value, seedRng(seeds.bots));
      const played = playOne(race, raceOptions, seeds);
      if (!played.ok) throw new Error(played.message);
      expect(played.actions).toBe(replayed.actions.length);
      const outcome = replayed.outcome;
      expect(played.winners).toEqual(outcome?.kind === 'win' ? outcome.winners : null);
    }
  });

  it('reports progress after every game', () => {
    const seen: number[] = [];
    simulate(toy, { games: 5, seed: 'p', options: toyOptions, onProgress: (done) => seen.push(done) });
    expect(seen).toEqual([1, 2, 3, 4, 5]);
  });

  it('uses the injected clock for throughput', () => {
    let t = 0;
    const s = simulate(toy, { games: 10, seed: 'c', options: toyOptions, now: () => (t += 1000) });
    expect(s.timing.seconds).toBe(1);
    expect(s.timing.gamesPerSecond).toBe(10);
    expect(s.timing.actionsPerSecond).toBe(20);
  });
});

describe('simulate on broken engines', () => {
  type ToyGame = Game<ToyState, ToyAction, ToyView, { deckSize: number }>;

  it('counts a throwing game as an error and keeps its message', () => {
    const throwing: ToyGame = {
      ...toy,
      apply: (s, seat, a) => {
        if (s.cards[0] === 1) throw new Error('boom');
        return toy.apply(s, seat, a);
      },
    };
    const s = simulate(throwing, { games: 200, seed: 'err', options: toyOptions });
    expect(s.errors).toBeGreaterThan(0);
    expect(s.errors + s.finished).toBe(200);
    expect(s.errorSamples.length).toBe(Math.min(5, s.errors));
    expect(s.errorSamples[0]?.message).toContain('boom');
    expect(s.errorSamples[0]?.seed).toBe(`err/${s.errorSamples[0]?.index}`);
  });

  it('counts a refused legal action as an error, naming the rule', () => {
    const refusing: ToyGame = {
      ...toy,
      legalActions: (s, seat) => [...toy.legalActions(s, seat), { type: 'bet', amount: 4 }],
    };
    const s = simulate(refusing, { games: 50, seed: 'refuse', options: toyOptions });
    expect(s.errors).toBeGreaterThan(0);
    expect(s.errorSamples[0]?.message).toMatch(/legal action refused .*bad-amount \(T1\)/);
  });

  it('counts a game that never ends within maxActions as an error', () => {
    const endless = { ...race, capabilities: { ...race.capabilities, maxActions: 3 } };
    const s = simulate(endless, { games: 10, seed: 'endless', options: { players: 2, target: 50 } });
    expect(s.errors).toBe(10);
    expect(s.finished).toBe(0);
    expect(s.errorSamples[0]?.message).toContain('maxActions');
  });
});
