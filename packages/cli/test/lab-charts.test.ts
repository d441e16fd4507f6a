/** The report's charts: a percent axis over small shares (the armor share, ~2%) reads without repeats. */
import { describe, expect, it } from 'vitest';
import { intervalChart, renderSvg } from '../src/lab/charts.js';

describe('lab charts', () => {
  it('a percent axis between 0% and 3% labels every tick differently', async () => {
    const rows = [
      { category: 'armor share', variant: 'a', value: 0.022, lo: 0.018, hi: 0.027 },
      { category: 'armor share', variant: 'b', value: 0.021, lo: 0.017, hi: 0.026 },
    ];
    const svg = await renderSvg(
      intervalChart(rows, { category: '', value: 'mean', variant: 'v' }, { percent: true }),
      'en',
    );
    const labels = [...svg.matchAll(/>(-?[\d.]+%)</g)].map((m) => m[1]);
    expect(labels.length).toBeGreaterThanOrEqual(4);
    expect(new Set(labels).size).toBe(labels.length);
  });
});
