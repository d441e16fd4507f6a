/**
 * A room's log and state: the game's stored record, the state rebuilt from its action log (the source of truth)
 * with core's replay fold, and every applied step with the idempotency key it was written with, and the decision
 * clocks as last stored. No sockets, no timers: what the room shows and automates is read from here.
 */
import {
  type AnyGame,
  type Decision,
  foldLog,
  type GameEvent,
  type Outcome,
  type Seat,
  setupFromRecord,
} from '@warboard/core';
import type { ActionRow, GameRow, GameStatus, RematchLink, Storage } from './storage/storage.js';
import type { Clocks } from './timers.js';

export interface Step {
  readonly version: number;
  readonly actor: Seat;
  readonly action: unknown; // never sent to other seats: it may name a hidden card
  readonly key: string; // the idempotency key it was written with
  readonly events: readonly GameEvent[];
}

/** A stored game this server cannot rebuild (another rules version, options or actions the rules refuse). */
export class UnplayableLog extends Error {
  override readonly name = 'UnplayableLog';
}

export class GameLog {
  private readonly keys = new Map<string, number>(); // `${seat}:${key}` → version

  private constructor(
    readonly game: AnyGame,
    private current: GameRow,
    // biome-ignore lint/suspicious/noExplicitAny: the state type of whichever game this room holds.
    private live: any,
    private readonly applied: Step[],
  ) {
    for (const s of applied) this.keys.set(`${s.actor}:${s.key}`, s.version);
  }

  /** Rebuild a game from its stored record and log. */
  static async load(game: AnyGame, row: GameRow, storage: Storage): Promise<GameLog> {
    const log = await storage.actions(row.id);
    if (row.rulesVersion !== game.rulesVersion) {
      throw new UnplayableLog(
        `game ${row.id} uses rules ${row.rulesVersion}, engine has ${game.rulesVersion}`,
      );
    }
    const initial = setupFromRecord(game, row.options, row.seed);
    if (!initial.ok)
      throw new UnplayableLog(`game ${row.id}: stored options or setup refused: ${initial.error.message}`);
    const steps: Step[] = [];
    const state = foldLog(game, initial.value, log, (a, applied) => steps.push(stepOf(a, applied.events)));
    if (!state.ok) {
      const version = log[state.error.index]?.version;
      throw new UnplayableLog(`game ${row.id}: action ${version} refused on replay: ${state.error.message}`);
    }
    return new GameLog(game, { ...row, version: log.length }, state.value, steps);
  }

  get id(): string {
    return this.current.id;
  }

  get row(): GameRow {
    return this.current;
  }

  get status(): GameStatus {
    return this.current.status;
  }

  set status(status: GameStatus) {
    this.current = { ...this.current, status };
  }

  /** The finished game's rematch, once recorded in storage (rematch-link.ts): the one setting a game gains later. */
  set rematch(link: RematchLink) {
    this.current = { ...this.current, settings: { ...this.current.settings, rematch: link } };
  }

  /** The decision clocks as last stored (room-automation.ts runs them). */
  get clocks(): Clocks {
    return { deadlines: this.current.deadlines, reserves: this.current.reserves };
  }

  set clocks(clocks: Clocks) {
    this.current = { ...this.current, deadlines: clocks.deadlines, reserves: clocks.reserves };
  }

  get version(): number {
    return this.applied.length;
  }

  // biome-ignore lint/suspicious/noExplicitAny: see `live`.
  get state(): any {
    return this.live;
  }

  get steps(): readonly Step[] {
    return this.applied;
  }

  view(seat: Seat | null): unknown {
    return this.game.view(this.live, seat);
  }

  decisions(): readonly Decision[] {
    return this.game.pendingDecisions(this.live);
  }

  outcome(): Outcome | null {
    return this.game.outcome(this.live);
  }

  /** The step `seat` wrote with idempotency key `key`, if it did. */
  stepOf(seat: Seat, key: string): Step | undefined {
    const version = this.keys.get(`${seat}:${key}`);
    return version === undefined ? undefined : this.applied[version - 1];
  }

  /** A step written to storage, and the state it led to; the game is over when its outcome is known. */
  record(step: Step, state: unknown): void {
    this.live = state;
    this.applied.push(step);
    this.keys.set(`${step.actor}:${step.key}`, step.version);
    if (this.game.outcome(state) !== null) this.status = 'over';
  }

  /**
   * Apply the actions other processes wrote after this log's version, in order; the first gap or refusal stops
   * there. Returns the version of a refused action, if one was.
   */
  catchUp(rows: readonly ActionRow[]): number | null {
    const caughtUp = foldLog(this.game, this.live, following(rows, this.version), (a, applied) =>
      this.record(stepOf(a, applied.events), applied.state),
    );
    return caughtUp.ok ? null : this.version + 1;
  }
}

/** The actions of `log` that follow on from `version` without a gap. */
function following(log: readonly ActionRow[], version: number): ActionRow[] {
  const gap = log.findIndex((a, i) => a.version !== version + 1 + i);
  return gap === -1 ? [...log] : log.slice(0, gap);
}

const stepOf = (a: ActionRow, events: readonly GameEvent[]): Step => ({
  version: a.version,
  actor: a.seat,
  action: a.action,
  events,
  key: a.key,
});
