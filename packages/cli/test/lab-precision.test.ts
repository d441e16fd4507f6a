/**
 * `--precision h`: rounds grow the games per variant until every rate's 95% interval is within ±h or the
 * games run out; the report is the one a plain run of the games reached gives, byte for byte.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { games } from '../src/games.js';
import { nextRound, widestHalfWidth } from '../src/lab/precision.js';
import type { LabReport } from '../src/lab/report.js';
import { rate, type VariantResult } from '../src/lab/results.js';
import { run } from './capture.js';

const dir = mkdtempSync(join(tmpdir(), 'warboard-lab-precision-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const variant = (wins: number, finished: number): VariantResult =>
  ({
    finished,
    seatWins: [rate(wins, finished), rate(finished - wins, finished)],
    firstPlayerWins: rate(0, 0),
    tagWins: {},
  }) as unknown as VariantResult;

describe('lab --precision', () => {
  it('asks for the games a rate needs: z²·p(1−p)/h², at least a tenth more, at most the cap', () => {
    const v = [variant(50, 100)];
    // 1.96² · ¼ / 0.02² = 2400.9… trials, one a game.
    expect(nextRound(v, 0.02, 100, 10_000)).toBe(2401);
    expect(nextRound(v, 0.02, 100, 500)).toBe(500);
    expect(nextRound(v, 0.02, 500, 500)).toBeNull(); // the games ran out
    expect(nextRound(v, 0.1, 100, 10_000)).toBeNull(); // ±0.097 already
    expect(widestHalfWidth(v)).toBeCloseTo(0.0962, 4);
    expect(nextRound([variant(50, 100)], 0.095, 2000, 10_000)).toBe(2200); // 107 trials would do: a tenth more
  });

  it('plays rounds until precise, and reports what a plain run of that many games reports', async () => {
    const base = ['lab', '--game', 'horsemen', '--variant', 'tie=both-die', '--seed', 'precise'];
    const precise = await run(
      [
        ...base,
        '--games',
        '400',
        '--precision',
        '0.1',
        '--db',
        join(dir, 'p.sqlite'),
        '--out',
        join(dir, 'p'),
      ],
      games,
    );
    expect(precise.code).toBe(0);
    const m = /precision ±0.1 reached at (\d+) games per variant \(widest ±([\d.]+)\)/.exec(precise.stderr);
    expect(m).not.toBeNull();
    const reached = Number(m?.[1]);
    expect(reached).toBeGreaterThan(100);
    expect(reached).toBeLessThanOrEqual(400);
    const report = JSON.parse(readFileSync(join(dir, 'p', 'report.json'), 'utf8')) as LabReport;
    expect(widestHalfWidth(report.analysis.variants)).toBeLessThanOrEqual(0.1);
    const plain = await run(
      [...base, '--games', String(reached), '--db', join(dir, 'q.sqlite'), '--out', join(dir, 'q')],
      games,
    );
    expect(plain.code).toBe(0);
    expect(readFileSync(join(dir, 'q', 'report.json'), 'utf8')).toBe(
      readFileSync(join(dir, 'p', 'report.json'), 'utf8'),
    );
  });

  it('a precision out of range is refused before any game', async () => {
    const r = await run(
      ['lab', '--game', 'horsemen', '--variant', 'tie=both-die', '--precision', '0'],
      games,
    );
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });
});
