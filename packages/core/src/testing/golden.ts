/**
 * The golden replays' test block, one for every game: each golden game is kept as its record
 * (`<dir>/<name>.json`) and its playthrough (`<dir>/<name>.txt`). The test plays the record again and
 * compares the text; `UPDATE_GOLDEN=1` (`npm run goldens`) records the game anew and rewrites both files.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Game, GameEvent } from '../game.js';
import { goldenRecord, type PlaythroughFormat, playthrough } from '../playthrough.js';
import { type GameRecord, replay } from '../replay.js';

/** One golden game: its file name, seed and options. */
export interface GoldenGame {
  readonly name: string;
  readonly seed: string;
  readonly options: Readonly<Record<string, unknown>>;
}

/** The `golden replays` tests of `game`: one per golden game, its files in `dir` (a folder URL ending in `/`). */
export function goldenReplays<S, A, V, O, E extends GameEvent>(
  game: Game<S, A, V, O, E>,
  format: PlaythroughFormat<S>,
  games: readonly GoldenGame[],
  dir: URL,
): void {
  describe('golden replays', () => {
    for (const g of games) {
      it(`replays ${g.name} exactly`, () => {
        const file = new URL(`${g.name}.txt`, dir);
        const json = new URL(`${g.name}.json`, dir);
        if (process.env.UPDATE_GOLDEN === '1' || !existsSync(json)) {
          const record = goldenRecord(game, g.options, g.seed);
          writeFileSync(json, `${JSON.stringify(record, null, 1)}\n`);
          writeFileSync(file, playthrough(game, record, format));
        }
        const record = JSON.parse(readFileSync(json, 'utf8')) as GameRecord;
        expect(playthrough(game, record, format)).toBe(readFileSync(file, 'utf8'));
        const rebuilt = replay(game, record);
        expect(rebuilt.ok).toBe(true);
        if (rebuilt.ok) expect(game.outcome(rebuilt.value)).not.toBeNull();
      });
    }
  });
}
