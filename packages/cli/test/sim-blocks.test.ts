/**
 * Sim runs on worker threads are cut into blocks folded apart and merged in game order (sim-block.ts):
 * the summary must not depend on where the cuts fall, down to the last bit and the order of keys.
 */
import type { AnyGame } from '@warboard/core';
import { makeToyGame } from '@warboard/core/testing';
import { describe, expect, it } from 'vitest';
import { gameSeeds, playOne } from '../src/play-one.js';
import { playSimBlock, type SimTask, simBlocks } from '../src/sim-block.js';
import { simulate } from '../src/simulate.js';
import { addToSeries, emptySeries, spreadOf } from '../src/stats.js';
import { Tally } from '../src/tally.js';

const race = makeToyGame({ rules: 'race' });

const raceOptions = { players: 3, target: 10 };
const raceGame: AnyGame = race;

/** The counts of `games` race games folded block by block, cut at `blocks`. */
function byBlocks(games: number, blocks: readonly number[], seed = 'cuts') {
  const task: SimTask = { kind: 'sim', game: 'race', seed, options: raceOptions, games, blocks };
  const tally = new Tally();
  for (let b = 0; b < blocks.length; b++) tally.merge(playSimBlock(raceGame, task, b));
  return tally.counts();
}

describe('sim blocks', () => {
  it('cover every game once, in order, no block over 1% of the run, the last ones a single game', () => {
    for (const [games, threads] of [
      [1, 1],
      [7, 2],
      [20_000, 2],
      [1_000_000, 8],
    ] as const) {
      const starts = simBlocks(games, threads);
      expect(starts[0]).toBe(0);
      const sizes = starts.map((s, i) => (starts[i + 1] ?? games) - s);
      expect(sizes.every((n) => n >= 1 && n <= Math.max(1, Math.ceil(games / 100)))).toBe(true);
      expect(sizes.reduce((a, b) => a + b, 0)).toBe(games);
      expect(sizes.at(-1)).toBe(1);
      // Guided: never larger than the one before, so the end of the run is cut finest.
      expect(sizes.every((n, i) => i === 0 || n <= (sizes[i - 1] as number))).toBe(true);
    }
    expect(simBlocks(20_000, 2).length).toBeLessThan(400); // a few hundred messages, not 20,000
  });

  it('give exactly the summary of the games folded one by one, wherever the run is cut', () => {
    const games = 400;
    const whole = simulate(race, { games, seed: 'cuts', options: raceOptions });
    const { timing: _t, game: _g, rulesVersion: _r, seed: _s, options: _o, ...counts } = whole;
    const cuts = [
      [0],
      Array.from({ length: games }, (_, i) => i),
      [0, 1, 2, 3, 250, 251],
      simBlocks(games, 1),
      simBlocks(games, 2),
      simBlocks(games, 7),
    ];
    for (const blocks of cuts) {
      const merged = byBlocks(games, blocks);
      // JSON text, not just deep equality: the order of keys (first seen in game order) must match too.
      expect(JSON.stringify(merged)).toBe(JSON.stringify(counts));
    }
  });

  it('keep the first error samples in game order across blocks', () => {
    const endless = { ...race, capabilities: { ...race.capabilities, maxActions: 6 } };
    const task: SimTask = {
      kind: 'sim',
      game: 'race',
      seed: 'err',
      options: { players: 2, target: 50 },
      games: 12,
      blocks: [0, 2, 3, 9],
    };
    const tally = new Tally();
    for (let b = 0; b < task.blocks.length; b++)
      tally.merge(playSimBlock(endless as unknown as AnyGame, task, b));
    const { errorSamples, errors } = tally.counts();
    expect(errors).toBe(12);
    expect(errorSamples.map((e) => e.index)).toEqual([0, 1, 2, 3, 4]);
    expect(errorSamples[3]?.seed).toBe('err/3');
  });

  it('merge a field into "too many values" when the blocks together exceed the limit', () => {
    // 20 distinct values, at most 10 in either half: neither block alone gives the field up.
    const game = makeToyGame();
    const played = (i: number) => {
      const p = playOne(game, { deckSize: 9 }, gameSeeds('f', i));
      if (!p.ok) throw new Error(p.message);
      const fields = new Map([['id', new Map([[`v${i}`, 1]])]]);
      return { ...p, events: new Map([['noisy', { count: 1, fields }]]) };
    };
    const one = new Tally();
    const halves = [new Tally(), new Tally()];
    for (let i = 0; i < 20; i++) {
      one.add(played(i), i, `f/${i}`);
      halves[i < 10 ? 0 : 1]?.add(played(i), i, `f/${i}`);
    }
    const merged = new Tally();
    for (const half of halves) merged.merge(half.data);
    expect(merged.counts().events.noisy?.byField).toBeUndefined();
    expect(merged.counts()).toEqual(one.counts());
  });
});

describe('exact series', () => {
  it('sd from exact sums: no cancellation when the spread is tiny beside the mean', () => {
    const s = emptySeries();
    // Σx² stays exact (below 2^53) but n·Σx² does not: in floating point n·Σx² − (Σx)² is off by units.
    const x = 5e7;
    for (const v of [x, x + 1, x + 2]) addToSeries(s, v);
    expect(3 * s.sumOfSquares - s.sum * s.sum).not.toBe(6);
    expect(spreadOf(s)).toEqual({ mean: x + 1, sd: 1, min: x, max: x + 2 });
  });
});
