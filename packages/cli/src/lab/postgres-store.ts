/**
 * `--db postgres://…`: the lab's results in PostgreSQL. The report is built from a store read synchronously,
 * so the run keeps its games in an in-memory SQLite store: filled from PostgreSQL before the first game, and
 * every game written through to PostgreSQL as it is stored (INSERT … ON CONFLICT DO NOTHING: a game stored
 * twice keeps its first result). The report reads the same games whichever database holds them, so it is the
 * same byte for byte. A kill loses only the writes under way, as with SQLite.
 */
import pg from 'pg';
import type { ExperimentPlan } from './experiment.js';
import type { LabGame } from './record.js';
import { LAB_GAMES_TABLE, LabStore } from './store.js';

export const isPostgresUrl = (db: string): boolean => /^postgres(ql)?:\/\//.test(db);

export class PostgresLabStore {
  private writes: Promise<unknown> = Promise.resolve();
  private failure: unknown = null;

  private constructor(
    private readonly pool: pg.Pool,
    /** The games of this run, read by the report. */
    readonly store: LabStore,
  ) {}

  static async open(url: string): Promise<PostgresLabStore> {
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    await pool.query(LAB_GAMES_TABLE);
    const mirror: { self?: PostgresLabStore } = {};
    const store = new LabStore(':memory:', (experiment, variant, index, game) =>
      mirror.self?.write(experiment, variant, index, game),
    );
    mirror.self = new PostgresLabStore(pool, store);
    return mirror.self;
  }

  /** Loads every stored game of the experiment into the run's store. */
  async pull(plan: ExperimentPlan): Promise<void> {
    const rows = await this.pool.query<{ variant: string; game_index: number; record: string }>(
      'SELECT variant, game_index, record FROM lab_games WHERE experiment = $1',
      [plan.id],
    );
    this.store.load(
      plan.id,
      rows.rows.map((r) => [r.variant, r.game_index, JSON.parse(r.record) as LabGame]),
    );
  }

  /** `--fresh`: forgets the experiment's games in PostgreSQL too. */
  async clear(experiment: string): Promise<void> {
    await this.pool.query('DELETE FROM lab_games WHERE experiment = $1', [experiment]);
    this.store.clear(experiment);
  }

  private write(experiment: string, variant: string, index: number, game: LabGame): void {
    // One write at a time, in the order stored; a failure is kept and raised by flush.
    this.writes = this.writes
      .then(() =>
        this.pool.query(
          'INSERT INTO lab_games (experiment, variant, game_index, record) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
          [experiment, variant, index, JSON.stringify(game)],
        ),
      )
      .catch((error: unknown) => {
        this.failure ??= error;
      });
  }

  /** Waits for every write; throws the first that failed. */
  async close(): Promise<void> {
    await this.writes;
    this.store.close();
    await this.pool.end();
    if (this.failure !== null) throw this.failure;
  }
}
