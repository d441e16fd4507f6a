/**
 * The lab's statistics against reference values (computed with SciPy 1.17: scipy.special.erfc,
 * scipy.stats.chi2.sf, chi2_contingency(correction=False), mannwhitneyu(method='asymptotic'), numpy's
 * default quantile, norm.ppf, binomtest) and textbook cases worked by hand.
 */
import { describe, expect, it } from 'vitest';
import {
  binomialTest,
  chiSquareHomogeneity,
  chiSquareUpperTail,
  erfc,
  holm,
  lnGamma,
  mannWhitneyU,
  meanInterval,
  minimumDetectable,
  newcombeInterval,
  normalQuantile,
  quantile,
  twoProportionZ,
  twoSidedNormalP,
} from '../src/lab/statistics.js';

const close = (actual: number, expected: number, relative = 1e-9) =>
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(relative * Math.max(1e-300, Math.abs(expected)));

describe('lab statistics', () => {
  it('erfc and the normal tail match SciPy', () => {
    close(erfc(0.3), 0.6713732405408726);
    close(erfc(1.7), 0.01620954140922544);
    close(erfc(-0.8), 1.7421009647076606);
    close(erfc(5), 1.5374597944280347e-12, 1e-8);
    close(twoSidedNormalP(1), 0.31731050786291415);
    close(twoSidedNormalP(-2.5), 0.012419330651552265);
    close(twoSidedNormalP(4), 6.334248366623973e-5, 1e-8);
  });

  it('ln Γ and the chi-square tail match SciPy', () => {
    close(lnGamma(0.5), 0.5723649429247);
    close(lnGamma(10), 12.801827480081469);
    close(lnGamma(123.4), 469.3360974421906);
    close(chiSquareUpperTail(3.841458820694124, 1), 0.05);
    close(chiSquareUpperTail(10, 3), 0.01856613546304325);
    close(chiSquareUpperTail(0.5, 2), 0.7788007830714049);
    close(chiSquareUpperTail(25, 10), 0.005345505487134069);
  });

  it('two-proportion z: 30/100 against 45/100 gives z² = χ² = 4.8, p = 0.02846', () => {
    const r = twoProportionZ(30, 100, 45, 100);
    close(r.statistic * r.statistic, 4.8);
    expect(r.statistic).toBeLessThan(0);
    close(r.p, 0.028459736916310638);
    expect(twoProportionZ(100, 100, 50, 50).p).toBe(1); // nothing varies
    expect(twoProportionZ(0, 0, 5, 10).p).toBe(1);
  });

  it('chi-square homogeneity matches chi2_contingency, dropping empty columns', () => {
    const two = chiSquareHomogeneity([
      [30, 70],
      [45, 55],
    ]);
    close(two.statistic, 4.8);
    close(two.p, 0.028459736916310638);
    expect(two.df).toBe(1);
    const three = chiSquareHomogeneity([
      [10, 20, 30, 0],
      [20, 20, 20, 0],
      [5, 10, 40, 0],
    ]);
    close(three.statistic, 20.664983164983166);
    close(three.p, 0.0003689617339126451);
    expect(three.df).toBe(4);
    expect(
      chiSquareHomogeneity([
        [5, 0],
        [7, 0],
      ]).p,
    ).toBe(1);
  });

  it('Mann–Whitney U matches SciPy, ties included', () => {
    const r = mannWhitneyU([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 3, 3], [4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 5, 5]);
    close(r.statistic, 35.5);
    close(r.p, 0.03683780326865615);
    const shifted = mannWhitneyU(
      Array.from({ length: 200 }, (_, i) => i),
      Array.from({ length: 200 }, (_, i) => i + 15),
    );
    close(shifted.statistic, 17112.5);
    close(shifted.p, 0.012520743518610693, 1e-7);
    expect(mannWhitneyU([1, 1, 1], [1, 1, 1]).p).toBe(1);
    expect(mannWhitneyU([], [1]).p).toBe(1);
  });

  it('Holm: each sorted p times the tests left, kept non-decreasing, in the order given', () => {
    const adjusted = holm([0.01, 0.04, 0.03, 0.005]);
    for (const [i, expected] of [0.03, 0.06, 0.06, 0.02].entries()) close(adjusted[i] as number, expected);
    expect(holm([0.5, 0.9])).toEqual([1, 1]);
    expect(holm([])).toEqual([]);
  });

  it('means with normal intervals, and quantiles as numpy computes them', () => {
    const m = meanInterval([2, 4, 4, 4, 5, 5, 7, 9]);
    close(m.mean, 5);
    close(m.sd, Math.sqrt(32 / 7));
    close(m.hi - m.mean, (1.959963984540054 * Math.sqrt(32 / 7)) / Math.sqrt(8));
    expect(meanInterval([]).n).toBe(0);
    const a = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 3, 3];
    close(quantile(a, 0.5), 4.5);
    close(quantile(a, 0.25), 3);
    close(quantile(a, 0.9), 8.9);
  });

  it('the normal quantile matches scipy.stats.norm.ppf to full precision', () => {
    close(normalQuantile(0.975), 1.959963984540054, 1e-14);
    close(normalQuantile(0.8), 0.8416212335729143, 1e-14);
    close(normalQuantile(0.999), 3.090232306167813, 1e-14);
    close(normalQuantile(1 - 0.05 / 40 / 2), 3.2272184259631627, 1e-13);
    close(normalQuantile(1e-10), -6.361340902404056, 1e-13);
    close(normalQuantile(0.3), -0.5244005127080409, 1e-14);
    expect(normalQuantile(0.5)).toBe(0);
  });

  it('the exact binomial test matches scipy.stats.binomtest (two-sided)', () => {
    close(binomialTest(7, 20, 0.25).p, 0.30547848486367, 1e-9);
    close(binomialTest(3, 10, 0.5).p, 0.34375, 1e-12); // symmetric: both tails counted exactly
    close(binomialTest(0, 5, 0.25).p, 0.34082031250000006, 1e-12);
    close(binomialTest(640, 1000, 0.5).p, 6.63221813607981e-19, 1e-7);
    close(binomialTest(428, 1000, 0.25).p, 1.8094005409973474e-34, 1e-7); // the worked example's first player
    expect(binomialTest(0, 0, 0.25).p).toBe(1);
  });

  it("Newcombe's hybrid score interval: 56/70 − 48/80 gives [0.0524, 0.3339] (Newcombe 1998, Table II)", () => {
    const [lo, hi] = newcombeInterval(56, 70, 48, 80);
    close(lo, 0.05243147240236498, 1e-9);
    close(hi, 0.333872654036906, 1e-9);
    expect(newcombeInterval(10, 10, 0, 10)[1]).toBeLessThanOrEqual(1);
  });

  it('the minimum detectable difference is (z₁₋α/₂ + z₀.₈)·se', () => {
    close(minimumDetectable(0.1, 0.05), 0.28015852181129686, 1e-12);
    close(minimumDetectable(1, 0.05 / 40), 4.068839659536077, 1e-12);
  });
});
