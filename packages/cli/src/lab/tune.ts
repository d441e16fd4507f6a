/**
 * `warboard lab tune`: search the option space for settings that meet the designer's targets. Every
 * combination of the `--param` values is a candidate (a variant, in the lab's one resumable store); two
 * strategies spend the same budget of games — a plain grid (the budget split evenly) and successive halving
 * (rounds that split the round's games among the candidates left, keeping the better half each time, so the
 * games go where the answer is decided) — and the better result is kept.
 */

import type { GameMeasures } from '@warboard/catalog';
import { parseOptionValue } from '../option-input.js';
import { UsageError } from '../usage-error.js';
import type { VariantResult } from './results.js';

/** Values a `lo..hi` range of whole numbers is cut into, at most. */
const RANGE_STEPS = 8;

/** `key=lo..hi` (whole numbers, at most RANGE_STEPS evenly spaced values) or `key=v1,v2,…`, as sweep text. */
export function paramSweep(text: string): string {
  const at = text.indexOf('=');
  if (at <= 0) throw new UsageError(`--param '${text}': expected key=lo..hi or key=v1,v2,…`);
  const key = text.slice(0, at);
  const body = text.slice(at + 1);
  const range = /^\s*(-?\d+)\s*\.\.\s*(-?\d+)\s*$/.exec(body);
  if (range === null) {
    if (body.includes('..')) throw new UsageError(`--param '${text}': a range is lo..hi of whole numbers`);
    return text;
  }
  const lo = Number(range[1]);
  const hi = Number(range[2]);
  if (lo > hi) throw new UsageError(`--param '${text}': an empty range (${lo} > ${hi})`);
  const count = Math.min(RANGE_STEPS, hi - lo + 1);
  const values = Array.from({ length: count }, (_, i) =>
    count === 1 ? lo : Math.round(lo + ((hi - lo) * i) / (count - 1)),
  );
  return `${key}=${[...new Set(values)].join(',')}`;
}

export interface Target {
  /** `win.first`, `win.seat.<s>`, a measure id (its mean) or `<measure id>:median`. */
  readonly measure: string;
  readonly lo: number;
  readonly hi: number;
  readonly text: string;
}

/** `measure=value`, `measure=lo..hi` or `measure=fair` (1 ÷ players, for win rates). */
export function parseTarget(text: string, catalogue: GameMeasures, players: number): Target {
  const at = text.indexOf('=');
  if (at <= 0) throw new UsageError(`--target '${text}': expected measure=value or measure=lo..hi`);
  const measure = text.slice(0, at);
  const body = text.slice(at + 1).trim();
  const ids = catalogue.measures.map((m) => m.id);
  const base = measure.endsWith(':median') ? measure.slice(0, -':median'.length) : measure;
  const rate = measure === 'win.first' || /^win\.seat\.\d+$/.test(measure);
  const known = rate ? measure === 'win.first' || Number(measure.slice(9)) < players : ids.includes(base);
  if (!known) {
    throw new UsageError(
      `--target '${text}': no measure '${measure}' (win.first, win.seat.0…, ${ids.join(', ')}, or <id>:median)`,
    );
  }
  if (body === 'fair') {
    if (!rate) throw new UsageError(`--target '${text}': 'fair' is a win rate's target`);
    return { measure, lo: 1 / players, hi: 1 / players, text };
  }
  const range = /^(-?[\d.]+)\s*\.\.\s*(-?[\d.]+)$/.exec(body);
  const lo = Number(range ? range[1] : parseOptionValue(body));
  const hi = Number(range ? range[2] : lo);
  if (!Number.isFinite(lo) || !Number.isFinite(hi)) throw new UsageError(`--target '${text}': not a number`);
  if (lo > hi) throw new UsageError(`--target '${text}': an empty range (${lo} > ${hi})`);
  return { measure, lo, hi, text };
}

export interface Measured {
  readonly target: string;
  readonly value: number;
  /** The 95% interval (the quartiles, for a median). */
  readonly interval: readonly [number, number];
  /** How far the value lies outside the target, relative to the target's size (0 inside it). */
  readonly miss: number;
}

export function measure(v: VariantResult, target: Target): Measured {
  const { measure: id } = target;
  let value: number;
  let interval: readonly [number, number];
  if (id === 'win.first' || id.startsWith('win.seat.')) {
    const r = id === 'win.first' ? v.firstPlayerWins : v.seatWins[Number(id.slice(9))];
    value = r?.rate ?? 0;
    interval = r?.interval ?? [0, 1];
  } else if (id.endsWith(':median')) {
    const d = v.measures[id.slice(0, -':median'.length)];
    value = d?.median ?? 0;
    interval = [d?.q1 ?? 0, d?.q3 ?? 0];
  } else {
    const d = v.measures[id];
    value = d?.mean ?? 0;
    interval = d?.interval ?? [0, 0];
  }
  const outside = value < target.lo ? target.lo - value : value > target.hi ? value - target.hi : 0;
  // Relative to the target's size, so a target in rounds and one in win rates weigh alike.
  const scale = Math.max(Math.abs(target.lo), Math.abs(target.hi), 1e-9);
  return { target: target.text, value, interval, miss: outside / scale };
}

/** A candidate's total miss over every target: 0 when it meets them all. */
export const loss = (measured: readonly Measured[]): number => measured.reduce((s, m) => s + m.miss, 0);

/** How a strategy spends its budget: per round, each candidate left is played up to this many games. */
export interface Round {
  readonly candidates: readonly string[];
  readonly games: number;
}

/** The grid: every candidate the same share of the budget, in one round. */
export const gridGames = (candidates: number, budget: number): number =>
  Math.max(1, Math.floor(budget / candidates));

/**
 * Successive halving: ⌈log₂ K⌉ rounds with an equal share of the budget each; in a round every candidate left
 * gets an equal part of it (on top of its games so far), and the better half goes on.
 */
export const halvingRounds = (candidates: number): number => Math.max(1, Math.ceil(Math.log2(candidates)));
