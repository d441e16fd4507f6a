/**
 * One lab game again, step by step: played exactly as the lab played it (the same options, seed, bots and
 * bot seeds), with every action recorded. The record is core's GameRecord — `(rulesVersion, options, seed,
 * actions)` — which core's `replay` rebuilds exactly.
 */
import type { Bot } from '@warboard/bots';
import type { GameMeasures, Measurer } from '@warboard/catalog';
import type { AnyGame, GameEvent, GameRecord, LoggedAction, Seat } from '@warboard/core';
import { playLabGame } from './play.js';
import type { LabGame } from './record.js';

export interface ReplayedStep extends LoggedAction {
  readonly events: readonly string[];
}

export interface ReplayedGame {
  readonly record: GameRecord;
  readonly steps: readonly ReplayedStep[];
  readonly result: LabGame;
}

/** A measurer that also keeps every applied action and its events' types. */
function recording(inner: Measurer, steps: ReplayedStep[]): Measurer {
  return {
    step(seat: Seat, action: unknown, events: readonly GameEvent[], after: unknown) {
      steps.push({ seat, action, events: events.map((e) => e.type) });
      inner.step(seat, action, events, after);
    },
    finish: (state, tags) => inner.finish(state, tags),
  };
}

export function replayLabGame(
  game: AnyGame,
  bots: readonly Bot[],
  options: unknown,
  seed: string,
  measures: GameMeasures,
): ReplayedGame {
  const steps: ReplayedStep[] = [];
  const result = playLabGame(game, bots, options, seed, recording(measures.measurer(), steps));
  return {
    record: {
      game: game.id,
      rulesVersion: game.rulesVersion,
      options,
      seed,
      actions: steps.map(({ seat, action }) => ({ seat, action })),
    },
    steps,
    result,
  };
}

/** The game as text: one line per action — its number, the seat (from 1), the action and what it caused. */
export function replayText(replayed: ReplayedGame): string {
  const lines = replayed.steps.map(
    (s, i) =>
      `${i + 1}. seat ${s.seat + 1}: ${JSON.stringify(s.action)}${s.events.length > 0 ? ` → ${s.events.join(', ')}` : ''}`,
  );
  const r = replayed.result;
  const end = r.ok
    ? `${r.winners === null ? 'draw' : `won by seat ${r.winners.map((s) => s + 1).join(', ')}`} (${r.reason}) after ${r.actions} actions`
    : `failed: ${r.message}`;
  return `${[`${replayed.record.game} rules ${replayed.record.rulesVersion}, seed ${replayed.record.seed}`, ...lines, end].join('\n')}\n`;
}
