/**
 * A finished game's replay, built from its record: the view before the first action and after each one, and
 * each step's actor and the events it may show (every event, and the action, in a full replay). The views
 * are a spectator's, one seat's own (`seat`: an imported game's), or the spectator's with every hidden card
 * shown (`'revealed'`, the game's `revealed`); replay-answer.ts decides who may ask for which.
 * Pure and synchronous, so it runs on the replay thread (replay-worker.ts); each part is JSON already, so a
 * page of it is put together by joining strings, never by serializing the whole again.
 */
import { type AnyGame, foldLog, type Outcome, type Seat, setupFromRecord } from '@warboard/core';
import { canSee } from './room-audience.js';

export interface ReplayRecord {
  readonly rulesVersion: string;
  readonly options: unknown;
  readonly seed: string; // used to rebuild the states; never part of the replay
  readonly actions: readonly { readonly seat: Seat; readonly action: unknown }[];
}

export interface BuiltReplay {
  readonly outcome: Outcome | null;
  /** JSON of the view (public, or the seat's) at each version, 0 (before the first action) to the last. */
  readonly views: readonly string[];
  /** JSON of each step (version 1 first) without its view and without its closing brace. */
  readonly steps: readonly string[];
}

/** Whose view each step shows: a spectator's (null), one seat's, or every hidden card revealed. */
export type ReplayPerspective = Seat | null | 'revealed';

export function buildReplay(
  game: AnyGame,
  record: ReplayRecord,
  full: boolean,
  perspective: ReplayPerspective,
): { ok: true; replay: BuiltReplay } | { ok: false; error: string } {
  if (record.rulesVersion !== game.rulesVersion)
    return { ok: false, error: `rules ${record.rulesVersion}, this server has ${game.rulesVersion}` };
  if (perspective === 'revealed' && !game.revealed) return { ok: false, error: `${game.id} hides nothing` };
  const seat = perspective === 'revealed' ? null : perspective;
  const viewOf = (state: unknown) =>
    JSON.stringify(
      perspective === 'revealed' && game.revealed ? game.revealed(state) : game.view(state, seat),
    );
  const initial = setupFromRecord(game, record.options, record.seed);
  if (!initial.ok) return { ok: false, error: initial.error.message };
  const views = [viewOf(initial.value)];
  const steps: string[] = [];
  const final = foldLog(game, initial.value, record.actions, (entry, applied) => {
    const step = {
      version: steps.length + 1,
      actor: entry.seat,
      ...(full ? { action: entry.action } : {}),
      events: full ? applied.events : applied.events.filter((e) => canSee(e, seat)),
    };
    steps.push(JSON.stringify(step).slice(0, -1));
    views.push(viewOf(applied.state));
  });
  if (!final.ok) return { ok: false, error: `action ${final.error.index + 1}: ${final.error.message}` };
  return { ok: true, replay: { outcome: game.outcome(final.value), views, steps } };
}
