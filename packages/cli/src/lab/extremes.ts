/**
 * The games a designer wants to watch: per variant the shortest and the longest game and the fastest win of
 * the first player, each with the command that opens it step by step in the web client (`warboard lab replay
 * … --web`), so a number in the report can be checked against the game behind it.
 */

import type { Words } from '@warboard/catalog';
import type { VariantResult } from './results.js';

export interface ExtremeGame {
  readonly variant: string;
  readonly kind: 'shortest' | 'longest' | 'fastest-first-win';
  readonly index: number;
  readonly actions: number;
  /** The game's rounds, where the game counts them (Frontline). */
  readonly rounds?: number;
  readonly command: string;
}

export const EXTREME_NAMES: Readonly<Record<ExtremeGame['kind'], Words>> = {
  shortest: { en: 'shortest game', zh: '最短的對局' },
  longest: { en: 'longest game', zh: '最長的對局' },
  'fastest-first-win': { en: "the first player's fastest win", zh: '先手最快的勝局' },
};

/** The extremes of one variant's finished games; ties go to the lowest game index. */
export function extremeGames(
  v: VariantResult,
  replayCommand: (variant: string, index: number) => string,
): ExtremeGame[] {
  const actions = v.raw.values['length.actions'] ?? [];
  const rounds = v.raw.values['length.rounds'];
  const games = v.raw.index.map((index, k) => ({
    index,
    actions: actions[k] ?? 0,
    rounds: rounds?.[k] ?? null,
    firstWon: v.raw.first[k] != null && (v.raw.winners[k]?.includes(v.raw.first[k] as number) ?? false),
  }));
  if (games.length === 0) return [];
  const pick = (
    kind: ExtremeGame['kind'],
    among: typeof games,
    better: (a: number, b: number) => boolean,
  ) => {
    let best = among[0];
    for (const g of among) if (best === undefined || better(g.actions, best.actions)) best = g;
    if (best === undefined) return [];
    return [
      {
        variant: v.key,
        kind,
        index: best.index,
        actions: best.actions,
        ...(best.rounds !== null ? { rounds: best.rounds } : {}),
        command: replayCommand(v.key, best.index),
      },
    ];
  };
  return [
    ...pick('shortest', games, (a, b) => a < b),
    ...pick('longest', games, (a, b) => a > b),
    ...pick(
      'fastest-first-win',
      games.filter((g) => g.firstWon),
      (a, b) => a < b,
    ),
  ];
}
