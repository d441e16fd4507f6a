/**
 * A room's writes: its actions applied one at a time (a promise queue), each written to storage before it is
 * acknowledged, and, with several processes on one database, the read-backs of what the others wrote, queued
 * with them so the two never interleave.
 */
import { canonicalJson, type Seat } from '@warboard/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Fanout } from './fanout.js';
import type { Leases } from './leases.js';
import type { Automation, SubmitResult } from './room-automation.js';
import type { GameLog } from './room-log.js';
import type { Storage } from './storage/storage.js';

export interface WritesDeps {
  readonly storage: Storage;
  readonly fanout: Fanout;
  readonly log: FastifyBaseLogger;
  readonly leases?: Leases;
}

/** What the writes ask of their room. */
export interface WritesHost {
  /** A closed room takes no new action. */
  closed(): boolean;
  /** A read-back of a game still open: take in the seats and status storage has now. */
  syncOpen(): Promise<void>;
  /** A read-back is done: send clients what they lack, and run the clocks and bots. */
  caughtUp(): void;
  /** An action was written: run the clocks and bots. */
  changed(): void;
}

export class Writes {
  private queue: Promise<unknown> = Promise.resolve();
  private waitingRefresh: Promise<void> | null = null; // a read-back queued and not yet started
  private unsureOfLog = false; // a write failed without an answer: it may or may not be in the log

  constructor(
    private readonly log: GameLog,
    private readonly automation: Automation,
    private readonly deps: WritesDeps,
    private readonly host: WritesHost,
  ) {}

  /** Settles once everything queued so far has finished. */
  get idle(): Promise<unknown> {
    return this.queue;
  }

  /**
   * Catch up with what other processes wrote to the shared database (nothing to do in a single process).
   * Queued with the submissions, so it never interleaves with a write.
   */
  refresh(): Promise<void> {
    if (!this.deps.leases) return Promise.resolve();
    // Notices that arrive while a read-back waits its turn are all answered by that one read-back.
    if (this.waitingRefresh) return this.waitingRefresh;
    const run = this.queue.then(() => {
      this.waitingRefresh = null;
      return this.readBack();
    });
    this.waitingRefresh = run;
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** The log is the source of truth: seats and status while the game is open, then the actions this room lacks. */
  private async readBack(): Promise<void> {
    if (this.log.status === 'open') await this.host.syncOpen();
    const [rows, row] = await Promise.all([
      this.deps.storage.actions(this.log.id, this.log.version),
      this.deps.storage.getGame(this.log.id),
    ]);
    const refused = this.log.catchUp(rows);
    if (refused !== null)
      this.deps.log.error({ game: this.log.id, version: refused }, 'stored action refused on read-back');
    if (this.log.outcome() !== null) this.log.status = 'over';
    if (row && row.version === this.log.version)
      this.automation.setClocks({ deadlines: row.deadlines, reserves: row.reserves }, false);
    this.host.caughtUp();
  }

  /** Apply one action of `seat`; resolves once it is durably written (or refused). Serialized per room. */
  submit(seat: Seat, action: unknown, key: string, expectVersion?: number): Promise<SubmitResult> {
    const run = this.queue.then(() => this.applyOrFault(seat, action, key, expectVersion));
    this.queue = run.catch(() => undefined);
    return run;
  }

  /**
   * A storage fault (the database unreachable) is an answer, not an exception: the action may or may not be
   * in the log, so the next submission reads the log back first, and a retry with the same key is safe.
   */
  private async applyOrFault(
    seat: Seat,
    action: unknown,
    key: string,
    expectVersion?: number,
  ): Promise<SubmitResult> {
    try {
      return await this.apply(seat, action, key, expectVersion);
    } catch (error) {
      this.unsureOfLog = true;
      this.deps.log.error(
        { game: this.log.id, seat, error: String(error) },
        'action not written: storage failed',
      );
      return {
        ok: false,
        code: 'internal',
        message: 'the action could not be written: send it again with the same key',
      };
    }
  }

  private async apply(
    seat: Seat,
    action: unknown,
    key: string,
    expectVersion?: number,
    attempt = 1,
  ): Promise<SubmitResult> {
    // A write whose outcome is unknown (the database went away mid-commit) may be in the log: read it back
    // first, so its retry is found as a duplicate and the next action is not judged on a stale version.
    if (this.unsureOfLog) {
      await this.readBack();
      this.unsureOfLog = false;
    }
    const seen = this.log.stepOf(seat, key);
    if (seen !== undefined) return retried(seen, action);
    if (this.host.closed()) return { ok: false, code: 'internal', message: 'server shutting down' };
    const status = this.log.status;
    if (status === 'open') return { ok: false, code: 'not-started', message: 'seats are still free' };
    if (status === 'over') return { ok: false, code: 'game-over', message: 'the game is over' };
    if (expectVersion !== undefined && expectVersion !== this.log.version) {
      return { ok: false, code: 'stale-version', message: `the game is at version ${this.log.version}` };
    }
    const next = this.log.game.apply(this.log.state, seat, action);
    if (!next.ok) return { ok: false, code: 'illegal', message: next.error.message, refused: next.error };
    const over = this.log.game.outcome(next.value.state) !== null;
    // The clocks after this action are written with it, so a restart resumes them.
    const clocks = this.automation.clocksAfter(next.value.state, seat, over);
    const written = await this.deps.storage.appendAction(
      this.log.id,
      this.log.version,
      { seat, action, key },
      over ? 'over' : undefined,
      clocks.deadlines,
      clocks.reserves,
    );
    if (!written.ok) {
      if (this.deps.leases && attempt < 5) {
        // Another process wrote first: read its actions back and judge this one again on the new state
        // (a retried key is then found, an action on a stale `version` refused, any other one re-validated).
        await this.readBack();
        return this.apply(seat, action, key, expectVersion, attempt + 1);
      }
      if (written.reason === 'duplicate')
        return retried({ version: written.existing.version, action: written.existing.action }, action);
      return { ok: false, code: 'stale-version', message: `the game is at version ${written.version}` };
    }
    const step = { version: written.version, actor: seat, action, key, events: next.value.events };
    this.log.record(step, next.value.state);
    this.automation.setClocks(clocks, true);
    this.deps.fanout.publish(this.log.id, written.version);
    this.host.changed();
    return { ok: true, version: written.version, duplicate: false };
  }
}

/**
 * The answer to a key this seat already used: the same action again is a retry, acknowledged with its
 * original version; another action under the same key is refused, never dropped as if it were a retry.
 */
function retried(
  logged: { readonly version: number; readonly action: unknown },
  action: unknown,
): SubmitResult {
  if (canonicalJson(logged.action) === canonicalJson(action))
    return { ok: true, version: logged.version, duplicate: true };
  return {
    ok: false,
    code: 'key-reused',
    message: `this key was used for another action (version ${logged.version}): each action needs a key of its own`,
  };
}
