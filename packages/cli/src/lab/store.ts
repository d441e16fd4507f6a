/**
 * The lab's results database: an embedded SQLite file (better-sqlite3) holding every finished game, keyed
 * by experiment id, variant and game index. Each game is written the moment its result is known, in its
 * own transaction, so a run stopped in any way — Ctrl-C, a kill, a power cut — loses only games under way,
 * and a rerun of the same experiment plays only the games missing.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { canonicalJson } from '@warboard/core';
import { type Connection, openConnection, type Statement } from '@warboard/server/sqlite';
import type { ExperimentPlan } from './experiment.js';
import type { LabGame } from './record.js';

/** Where results go unless --db says otherwise. */
export const DEFAULT_DB = 'data/lab.sqlite';

/** The table of stored games, the same in SQLite and PostgreSQL (postgres-store.ts). */
export const LAB_GAMES_TABLE = `CREATE TABLE IF NOT EXISTS lab_games (
  experiment TEXT NOT NULL,
  variant TEXT NOT NULL,
  game_index INTEGER NOT NULL,
  record TEXT NOT NULL,
  PRIMARY KEY (experiment, variant, game_index)
)`;

export class LabStore {
  private readonly db: Connection;
  private readonly insert: Statement;

  constructor(
    file: string,
    /** Told of every game stored, after it is (a PostgreSQL store writes it through: postgres-store.ts). */
    private readonly onPut?: (experiment: string, variant: string, index: number, game: LabGame) => void,
  ) {
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
    this.db = openConnection(file);
    // WAL: a write is one append, and a reader (a report of a run still going) never blocks the writer.
    this.db.pragma('journal_mode = WAL');
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS lab_experiments (
        id TEXT PRIMARY KEY,
        definition TEXT NOT NULL
      );
      ${LAB_GAMES_TABLE};
    `);
    // A game already stored is kept as it was: the same seed gives the same game, so nothing is lost.
    this.insert = this.db.prepare(
      'INSERT OR IGNORE INTO lab_games (experiment, variant, game_index, record) VALUES (?, ?, ?, ?)',
    );
  }

  /** Records what the experiment is, once; its id already says everything its results depend on. */
  register(plan: ExperimentPlan): void {
    const { gamesPerVariant: _g, variants: _v, sweeps: _s, skill: _k, ...definition } = plan;
    this.db
      .prepare('INSERT OR IGNORE INTO lab_experiments (id, definition) VALUES (?, ?)')
      .run(plan.id, canonicalJson(definition));
  }

  put(experiment: string, variant: string, index: number, game: LabGame): void {
    const { changes } = this.insert.run(experiment, variant, index, JSON.stringify(game));
    if (changes > 0) this.onPut?.(experiment, variant, index, game);
  }

  /** Games read from elsewhere (PostgreSQL), stored without telling onPut. */
  load(
    experiment: string,
    games: readonly (readonly [variant: string, index: number, game: LabGame])[],
  ): void {
    const all = this.db.transaction(() => {
      for (const [variant, index, game] of games)
        this.insert.run(experiment, variant, index, JSON.stringify(game));
    });
    all();
  }

  /** The stored games of one variant with index below `limit`, by index. */
  games(experiment: string, variant: string, limit: number): Map<number, LabGame> {
    const rows = this.db
      .prepare(
        'SELECT game_index AS i, record FROM lab_games WHERE experiment = ? AND variant = ? AND game_index < ? ORDER BY game_index',
      )
      .all(experiment, variant, limit) as { i: number; record: string }[];
    return new Map(rows.map((row) => [row.i, JSON.parse(row.record) as LabGame]));
  }

  /** Forgets every stored game of an experiment (`--fresh`). */
  clear(experiment: string): void {
    this.db.prepare('DELETE FROM lab_games WHERE experiment = ?').run(experiment);
  }

  close(): void {
    this.db.close();
  }
}
