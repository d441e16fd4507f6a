/**
 * Golden playthroughs (after OpenSpiel's): a seeded random game recorded once, then written out move by move —
 * each action with the events it caused — between a game's own opening and closing lines. A rules change that
 * alters a recorded game shows as a diff of the text. Pure: the tests that keep the files do the reading and
 * writing.
 */
import { canonicalJson } from './canonical.js';
import type { Game, GameEvent } from './game.js';
import { randomPlayout } from './playout.js';
import { seedRng } from './prng.js';
import { foldLog, type GameRecord } from './replay.js';

/** What a game adds to its playthrough: lines after the header, and lines after the last action. */
export interface PlaythroughFormat<S> {
  readonly opening: (start: S) => readonly string[];
  readonly closing: (end: S) => readonly string[];
}

function started<S, A, V, O, E extends GameEvent>(
  game: Game<S, A, V, O, E>,
  options: unknown,
  seed: string,
): S {
  const o = game.parseOptions(options);
  if (!o.ok) throw new Error(o.error.message);
  const start = game.setup(o.value, seed);
  if (!start.ok) throw new Error(start.error.message);
  return start.value;
}

/** A random game from `seed`, its moves drawn from `driver/<seed>`, as a record to keep. */
export function goldenRecord<S, A, V, O, E extends GameEvent>(
  game: Game<S, A, V, O, E>,
  options: Readonly<Record<string, unknown>>,
  seed: string,
): GameRecord {
  const played = randomPlayout(game, started(game, options, seed), seedRng(`driver/${seed}`));
  return { game: game.id, rulesVersion: game.rulesVersion, options, seed, actions: played.actions };
}

/** The record played again and written out: header, opening, one line per action with its events, closing. */
export function playthrough<S, A, V, O, E extends GameEvent>(
  game: Game<S, A, V, O, E>,
  record: GameRecord,
  format: PlaythroughFormat<S>,
): string {
  const start = started(game, record.options, record.seed);
  const lines = [`# ${canonicalJson({ ...record, actions: undefined })}`, ...format.opening(start)];
  const end = foldLog(game, start, record.actions, ({ seat, action }, applied) => {
    const events = applied.events.map((e) => canonicalJson(e)).join(' ');
    lines.push(`${seat} ${canonicalJson(action)}${events ? ` => ${events}` : ''}`);
  });
  if (!end.ok) throw new Error(end.error.message);
  lines.push(...format.closing(end.value));
  return `${lines.join('\n')}\n`;
}
