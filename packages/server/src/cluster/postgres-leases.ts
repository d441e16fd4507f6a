/**
 * Game leases in PostgreSQL, for several processes sharing one database. A lease is a row (game, holder,
 * expiry) with the expiry on the database's clock, so the processes' clocks never need to agree. Every
 * third of the lease time each process renews the leases it holds and claims the ones it watches that have
 * expired, in one statement; a killed process's games pass to the others within one lease time. Live games
 * that no process watches at all (their process died, and no client came back to another) are adopted: the
 * next process to look loads them and competes for them like any other.
 */
import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { Leases } from '../leases.js';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS game_leases (
  game_id TEXT PRIMARY KEY,
  holder TEXT NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL
);
`;

/** Renew what this process holds and take what has expired; answers the games this process holds now. */
const CLAIM = `
INSERT INTO game_leases (game_id, holder, expires_at)
SELECT g, $2, now() + $3 * interval '1 millisecond' FROM unnest($1::text[]) AS g
ON CONFLICT (game_id) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at
  WHERE game_leases.holder = excluded.holder OR game_leases.expires_at < now()
RETURNING game_id`;

const ORPHANS_AT_ONCE = 100;

/**
 * Live games whose lease nobody holds, other than those this process already watches. A game never leased
 * counts only once it is a lease time old: until then its creator is about to claim it.
 */
const ORPHANS = `
SELECT g.id FROM games g LEFT JOIN game_leases l ON l.game_id = g.id
WHERE g.status = 'live' AND NOT (g.id = ANY($1::text[]))
  AND (l.expires_at < now() OR (l.game_id IS NULL AND g.updated_at < $2))
ORDER BY g.created_at LIMIT ${ORPHANS_AT_ONCE}`;

export interface LeaseLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

export interface PostgresLeaseOptions {
  /** How long a lease lasts without renewal: how long a killed process's games wait for another. */
  readonly ttlMs: number;
  /** This process's name in the table (a random one by default). */
  readonly holder?: string;
  readonly log: LeaseLog;
}

export class PostgresLeases implements Leases {
  readonly holder: string;
  private readonly watched = new Map<string, (held: boolean) => void>();
  private readonly holding = new Set<string>();
  private adopt: ((game: string) => Promise<unknown> | undefined) | null = null;
  /** Handed to `adopt`: watched since, or not loadable here. One whose load failed is offered again. */
  private readonly offered = new Set<string>();
  private validUntil = 0; // local clock: until when the leases last renewed are surely still ours
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private healthy = true;
  private closed = false;

  private constructor(
    private readonly pool: pg.Pool,
    private readonly options: PostgresLeaseOptions,
  ) {
    this.holder = options.holder ?? randomBytes(9).toString('base64url');
  }

  static async open(pool: pg.Pool, options: PostgresLeaseOptions): Promise<PostgresLeases> {
    const setup = await pool.connect();
    try {
      // The same lock as the storage's schema: processes starting at once create tables one at a time.
      await setup.query('SELECT pg_advisory_lock(727274)');
      await setup.query(SCHEMA);
    } finally {
      await setup.query('SELECT pg_advisory_unlock(727274)').catch(() => undefined);
      setup.release();
    }
    const leases = new PostgresLeases(pool, options);
    leases.loop();
    return leases;
  }

  /**
   * Live games nobody holds are handed to `load`, which is expected to open (and so watch) them. A load that
   * rejects (the database went away meanwhile) is forgotten, so a later round offers the game again.
   */
  adoptOrphans(load: (game: string) => Promise<unknown> | undefined): void {
    this.adopt = load;
    this.kick();
  }

  watch(game: string, changed: (held: boolean) => void): () => void {
    this.watched.set(game, changed);
    this.kick(); // claim now rather than at the next renewal: a new game's bots start at once
    return () => {
      if (this.watched.get(game) !== changed) return;
      this.watched.delete(game);
      if (this.holding.delete(game)) {
        this.pool
          .query('DELETE FROM game_leases WHERE game_id = $1 AND holder = $2', [game, this.holder])
          .catch(() => undefined); // it expires anyway
      }
    };
  }

  held(game: string): boolean {
    return this.holding.has(game) && Date.now() < this.validUntil;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
    this.holding.clear();
    this.watched.clear();
    // Give every lease up, so the other processes take these games over at once rather than after expiry.
    await this.pool.query('DELETE FROM game_leases WHERE holder = $1', [this.holder]).catch(() => undefined);
  }

  private loop(): void {
    if (this.closed) return;
    this.timer = setTimeout(
      () => {
        this.kick();
        this.loop();
      },
      Math.max(50, Math.floor(this.options.ttlMs / 3)),
    );
    this.timer.unref?.();
  }

  /** Run a round now, or right after the one under way. */
  private kick(): void {
    if (this.closed) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.round().finally(() => {
      this.running = null;
      if (this.again) {
        this.again = false;
        this.kick();
      }
    });
  }

  private async round(): Promise<void> {
    const started = Date.now();
    const wanted = [...this.watched.keys()];
    try {
      if (wanted.length > 0) {
        const r = await this.pool.query<{ game_id: string }>(CLAIM, [
          wanted,
          this.holder,
          this.options.ttlMs,
        ]);
        // What `held` answered until now: a round that came late (a busy event loop) may find leases that
        // had lapsed here and are ours again, and their rooms must hear it to wake their bots.
        const before = new Map(wanted.map((game) => [game, this.held(game)]));
        // The database set the expiry after `started`; a little margin covers clocks that run apart.
        this.validUntil = started + Math.floor(this.options.ttlMs * 0.8);
        const got = new Set(r.rows.map((row) => row.game_id));
        for (const game of wanted) {
          const held = got.has(game);
          if (held) this.holding.add(game);
          else this.holding.delete(game);
          if (held !== before.get(game)) this.watched.get(game)?.(held);
        }
      }
      if (this.adopt) {
        const r = await this.pool.query<{ id: string }>(ORPHANS, [
          [...this.watched.keys(), ...this.offered],
          Date.now() - this.options.ttlMs,
        ]);
        for (const row of r.rows) {
          this.offered.add(row.id);
          this.adopt(row.id)?.catch(() => this.offered.delete(row.id));
        }
        if (r.rows.length === ORPHANS_AT_ONCE) this.again = true; // more are waiting: go on at once
      }
      if (!this.healthy) this.options.log.info({ holder: this.holder }, 'game leases renewed again');
      this.healthy = true;
    } catch (error) {
      if (this.healthy)
        this.options.log.warn({ holder: this.holder, error: String(error) }, 'game leases not renewed');
      this.healthy = false;
      // Past the time they surely lasted, leases that could not be renewed are no longer ours.
      if (Date.now() >= this.validUntil) for (const game of [...this.holding]) this.set(game, false);
    }
  }

  private set(game: string, held: boolean): void {
    const changed = this.watched.get(game);
    if (!changed || this.holding.has(game) === held) return;
    if (held) this.holding.add(game);
    else this.holding.delete(game);
    changed(held);
  }
}
