/**
 * The report's charts: Vega-Lite specifications compiled with vega-lite and drawn to SVG by vega's
 * headless view when the report is written, so the HTML needs no script and no network to show them.
 * Each chart is drawn once per language.
 */
import { parse, View } from 'vega';
import { compile, type TopLevelSpec } from 'vega-lite';
import type { Lang } from './i18n.js';

/** Latin text in a common sans-serif, Chinese in whichever CJK face the reader's system has. */
const FONT =
  "system-ui, -apple-system, 'Segoe UI', 'Noto Sans CJK TC', 'PingFang TC', 'Microsoft JhengHei', sans-serif";

const config = {
  font: FONT,
  axis: { labelFontSize: 11, titleFontSize: 12, labelLimit: 220 },
  legend: { labelFontSize: 11, titleFontSize: 12, labelLimit: 320 },
  view: { stroke: null },
} as const;

/** A dashed line across a chart at `reference` (a fair share, a designer's target). */
const referenceRule = (reference: number) => ({
  data: { values: [{ reference }] },
  mark: { type: 'rule', strokeDash: [4, 3], color: '#888' },
  encoding: { y: { field: 'reference', type: 'quantitative' } },
});

/** A bar (a rate or a mean) with its 95% interval, per category and variant. */
export interface IntervalRow {
  readonly category: string;
  readonly variant: string;
  readonly value: number;
  readonly lo: number;
  readonly hi: number;
}

export function intervalChart(
  rows: readonly IntervalRow[],
  axis: { readonly category: string; readonly value: string; readonly variant: string },
  options: { readonly percent?: boolean; readonly reference?: number; readonly referenceLabel?: string } = {},
): TopLevelSpec {
  // '~' drops trailing zeros: ticks at 0.5% steps read 0%, 0.5%, 1% — not 0%, 1%, 1% as '.0%' rounds them.
  const format = options.percent ? '.1~%' : '~r';
  const x = { field: 'category', type: 'nominal', title: null, sort: null, axis: { labelAngle: 0 } } as const;
  const layers: unknown[] = [
    {
      mark: { type: 'bar', width: { band: 0.9 } },
      encoding: {
        x,
        xOffset: { field: 'variant', sort: null },
        y: { field: 'value', type: 'quantitative', title: axis.value, axis: { format } },
        color: {
          field: 'variant',
          type: 'nominal',
          title: axis.variant,
          sort: null,
          legend: { orient: 'bottom', direction: 'vertical' },
        },
      },
    },
    {
      mark: { type: 'rule', color: '#222', strokeWidth: 1.5 },
      encoding: {
        x,
        xOffset: { field: 'variant', sort: null },
        y: { field: 'lo', type: 'quantitative' },
        y2: { field: 'hi' },
      },
    },
  ];
  if (options.reference !== undefined) layers.push(referenceRule(options.reference));
  return {
    config,
    width: { step: Math.max(36, 24 * new Set(rows.map((r) => r.variant)).size + 12) },
    height: 220,
    data: { values: rows.map((r) => ({ ...r })) },
    layer: layers,
  } as TopLevelSpec;
}

/** One point of a sweep chart: the swept value, the series (the other swept options) and an interval. */
export interface SweepRow {
  readonly x: string | number;
  readonly series: string;
  readonly value: number;
  readonly lo: number;
  readonly hi: number;
}

/**
 * A measure against a swept option: a line through the estimates, a band for their 95% intervals, one
 * colour per series (the values of the other swept options). A numeric option gets a numeric axis, so
 * unevenly spaced values sit where they belong; any other is drawn in the order swept.
 */
export function sweepChart(
  rows: readonly SweepRow[],
  axis: { readonly x: string; readonly value: string; readonly series: string },
  options: { readonly percent?: boolean; readonly reference?: number } = {},
): TopLevelSpec {
  const numeric = rows.every((r) => typeof r.x === 'number');
  const x = numeric
    ? ({ field: 'x', type: 'quantitative', title: axis.x, scale: { zero: false } } as const)
    : ({ field: 'x', type: 'ordinal', title: axis.x, sort: null, axis: { labelAngle: 0 } } as const);
  const format = options.percent ? '.1~%' : '~r';
  const series = new Set(rows.map((r) => r.series)).size > 1;
  const color = series
    ? {
        color: {
          field: 'series',
          type: 'nominal',
          title: axis.series,
          sort: null,
          legend: { orient: 'bottom', direction: 'vertical' },
        },
      }
    : {};
  const layers: unknown[] = [
    {
      mark: { type: 'errorband', opacity: 0.25 },
      encoding: {
        x,
        y: { field: 'lo', type: 'quantitative', title: axis.value, axis: { format } },
        y2: { field: 'hi' },
        ...color,
      },
    },
    {
      mark: { type: 'line', point: true },
      encoding: { x, y: { field: 'value', type: 'quantitative' }, ...color },
    },
  ];
  if (options.reference !== undefined) layers.push(referenceRule(options.reference));
  return {
    config,
    width: 320,
    height: 180,
    data: { values: rows.map((r) => ({ ...r })) },
    layer: layers,
  } as TopLevelSpec;
}

/** Overlaid histograms of one per-game measure, one colour per variant. */
export function histogramChart(
  rows: readonly { readonly variant: string; readonly value: number }[],
  axis: { readonly value: string; readonly count: string; readonly variant: string },
): TopLevelSpec {
  return {
    config,
    width: 520,
    height: 200,
    data: { values: rows.map((r) => ({ ...r })) },
    mark: { type: 'bar', opacity: 0.55, binSpacing: 0 },
    encoding: {
      x: { field: 'value', type: 'quantitative', bin: { maxbins: 40 }, title: axis.value },
      y: { aggregate: 'count', type: 'quantitative', title: axis.count, stack: null },
      color: {
        field: 'variant',
        type: 'nominal',
        title: axis.variant,
        sort: null,
        legend: { orient: 'bottom', direction: 'vertical' },
      },
    },
  } as TopLevelSpec;
}

/**
 * The chart as inline SVG. The XML namespace attributes are dropped: HTML needs none for inline SVG, and
 * the page then names no outside address at all.
 */
export async function renderSvg(spec: TopLevelSpec, lang: Lang): Promise<string> {
  const view = new View(parse(compile(spec).spec), { renderer: 'none' });
  const svg = await view.toSVG();
  view.finalize();
  return svg
    .replace(/\s+xmlns(:xlink)?="[^"]*"/g, '')
    .replace('<svg ', `<svg role="img" lang="${lang === 'zh' ? 'zh-Hant' : 'en'}" `);
}
