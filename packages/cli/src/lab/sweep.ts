/**
 * `--sweep key=v1,v2,…`: every value of an option played as a variant; several sweeps make a grid (every
 * combination). Values are read as JSON when they parse, like every option value.
 */

import { canonicalJson } from '@warboard/core';
import { parseOptionValue } from '../option-input.js';
import { UsageError } from '../usage-error.js';
import { canonicalOptions } from './variant-key.js';

export interface Sweep {
  readonly key: string;
  readonly values: readonly unknown[];
}

export function parseSweep(text: string): Sweep {
  const at = text.indexOf('=');
  const key = at > 0 ? text.slice(0, at).trim() : '';
  if (key === '') throw new UsageError(`--sweep '${text}': expected key=v1,v2,…`);
  const parts = text
    .slice(at + 1)
    .split(',')
    .map((part) => part.trim());
  if (parts.every((part) => part === '')) throw new UsageError(`--sweep '${text}': no values to sweep`);
  if (parts.some((part) => part === '')) throw new UsageError(`--sweep '${text}': an empty value`);
  const values = parts.map(parseOptionValue);
  const seen = new Set<string>();
  for (const value of values) {
    const canonical = canonicalJson(value);
    if (seen.has(canonical)) throw new UsageError(`--sweep '${text}': the value ${canonical} twice`);
    seen.add(canonical);
  }
  return { key, values };
}

/** Every combination of the sweeps' values, the first sweep varying slowest. */
export function sweepGrid(sweeps: readonly Sweep[]): Record<string, unknown>[] {
  const keys = new Set<string>();
  for (const { key } of sweeps) {
    if (keys.has(key)) throw new UsageError(`--sweep: '${key}' swept twice (give its values in one --sweep)`);
    keys.add(key);
  }
  let grid: Record<string, unknown>[] = [{}];
  for (const { key, values } of sweeps) {
    grid = grid.flatMap((point) => values.map((value) => ({ ...point, [key]: value })));
  }
  return sweeps.length === 0 ? [] : grid;
}

/** The name of a sweep point's series in a chart: the values of every sweep but the first. */
export const seriesOf = (sweeps: readonly Sweep[], input: Readonly<Record<string, unknown>>): string =>
  canonicalOptions(Object.fromEntries(sweeps.slice(1).map(({ key }) => [key, input[key]])));
