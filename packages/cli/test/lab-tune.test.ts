/**
 * `warboard lab tune`: parameters and targets read and checked before any game, the target misses, and a
 * small search whose rerun gives the same result from the store.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { games } from '../src/games.js';
import { measuresFor } from '../src/lab/measures/index.js';
import { rate, type VariantResult } from '../src/lab/results.js';
import { halvingRounds, loss, measure, paramSweep, parseTarget } from '../src/lab/tune.js';
import { run } from './capture.js';

const horsemenMeasures = measuresFor('horsemen');

const dir = mkdtempSync(join(tmpdir(), 'warboard-lab-tune-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('lab tune: parameters and targets', () => {
  it('a range of whole numbers is cut into at most 8 evenly spaced values; a list stays as given', () => {
    expect(paramSweep('startingChips=10..80')).toBe('startingChips=10,20,30,40,50,60,70,80');
    expect(paramSweep('startingChips=1..3')).toBe('startingChips=1,2,3');
    expect(paramSweep('startingChips=0..100')).toBe('startingChips=0,14,29,43,57,71,86,100');
    expect(paramSweep('tie=both-survive,both-die')).toBe('tie=both-survive,both-die');
    expect(() => paramSweep('startingChips=9..3')).toThrow(/empty range/);
  });

  it('targets: a value, a range, or the fair share; the miss is relative and 0 inside the target', () => {
    const first = parseTarget('win.first=fair', horsemenMeasures, 2);
    expect([first.lo, first.hi]).toEqual([0.5, 0.5]);
    const length = parseTarget('length.actions=30..40', horsemenMeasures, 2);
    expect([length.lo, length.hi]).toEqual([30, 40]);
    expect(() => parseTarget('dragons=1', horsemenMeasures, 2)).toThrow(/no measure 'dragons'/);
    expect(() => parseTarget('win.seat.2=fair', horsemenMeasures, 2)).toThrow(/no measure/);
    expect(() => parseTarget('length.actions=9..3', horsemenMeasures, 2)).toThrow(/empty range/);
    expect(() => parseTarget('length.actions=fair', horsemenMeasures, 2)).toThrow(/win rate's target/);
    const v = {
      firstPlayerWins: rate(60, 100),
      seatWins: [],
      measures: { 'length.actions': { mean: 45, interval: [44, 46], median: 44, q1: 40, q3: 50 } },
    } as unknown as VariantResult;
    const m = [
      measure(v, first),
      measure(v, length),
      measure(v, parseTarget('length.actions:median=40..50', horsemenMeasures, 2)),
    ];
    expect(m[0]?.miss).toBeCloseTo(0.1 / 0.5, 12);
    expect(m[1]?.miss).toBe(5 / 40);
    expect(m[2]?.miss).toBe(0);
    expect(m[2]?.interval).toEqual([40, 50]);
    expect(loss(m)).toBeCloseTo(0.2 + 0.125, 12);
  });

  it('successive halving takes ⌈log₂ K⌉ rounds', () => {
    expect([1, 2, 3, 8, 9].map(halvingRounds)).toEqual([1, 1, 2, 3, 4]);
  });
});

describe('warboard lab tune', () => {
  const tune = (args: string[], name: string) =>
    run(['lab', 'tune', ...args, '--db', join(dir, `${name}.sqlite`), '--out', join(dir, name)], games);

  it('refuses bad input on one line before any game', async () => {
    for (const [args, message] of [
      [['--param', 'startingChips=5..1', '--target', 'win.first=fair'], /empty range/],
      [
        ['--param', 'dragons=1,2', '--target', 'win.first=fair'],
        /--param point 'dragons=1': options refused/,
      ],
      [['--param', 'startingChips=1,2', '--target', 'dragons=3'], /no measure 'dragons'/],
      [['--param', 'startingChips=1,2'], /no --target/],
    ] as const) {
      const r = await tune(['--game', 'horsemen', ...args], 'refused');
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(message);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(existsSync(join(dir, 'refused.sqlite'))).toBe(false);
    }
  });

  it('spends the budget by both strategies, keeps the better, and a rerun gives the same result from the store', async () => {
    const args = ['--game', 'horsemen', '--param', 'startingChips=10,50,90', '--target', 'win.first=fair'];
    const first = await tune([...args, '--budget', '24', '--seed', 'tune-test'], 'small');
    expect(first.code).toBe(0);
    const result = JSON.parse(readFileSync(join(dir, 'small', 'tune.json'), 'utf8')) as {
      kept: string;
      candidates: string[];
      strategies: {
        name: string;
        spent: number;
        ranked: { settings: string; games: number; loss: number }[];
      }[];
    };
    expect(result.candidates).toEqual(['startingChips=10', 'startingChips=50', 'startingChips=90']);
    const [halving, grid] = result.strategies;
    expect(grid?.spent).toBe(24);
    expect(grid?.ranked.map((c) => c.games)).toEqual([8, 8, 8]);
    expect(halving?.spent).toBeLessThanOrEqual(24);
    expect(halving?.ranked.length).toBeLessThan(3); // halved
    expect(['grid', 'successive-halving']).toContain(result.kept);
    for (const s of result.strategies) {
      const losses = s.ranked.map((c) => c.loss);
      expect(losses).toEqual([...losses].sort((a, b) => a - b));
    }
    const again = await tune([...args, '--budget', '24', '--seed', 'tune-test'], 'small');
    expect(again.stdout).toBe(first.stdout);
  });
});
