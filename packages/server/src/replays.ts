/**
 * Replays of finished games, built once on the replay thread, kept in a least-recently-used cache bounded in
 * bytes, and served a page of steps at a time. A finished game never changes, so a cached replay is never
 * stale; twenty requests for one replay that is not built yet wait for the same build.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { GameSummary } from '@warboard/protocol';
import { type GameRegistry, games } from './games.js';
import type { HubError } from './hub-results.js';
import { type ReplayRequest, replayRefusal } from './replay-answer.js';
import { type BuiltReplay, buildReplay, type ReplayPerspective, type ReplayRecord } from './replay-build.js';
import type { Storage } from './storage/storage.js';
import { summaryOf } from './summary.js';

interface Cached {
  readonly summary: GameSummary & { readonly rulesVersion: string };
  readonly replay: BuiltReplay;
  readonly bytes: number;
  /**
   * The page asked for last, put together and UTF-8 encoded: twenty requests for the first page join its
   * strings and encode them once (a whole Frontline game is megabytes; encoding it per request held the loop).
   */
  last?: { readonly from: number; readonly end: number; readonly body: Buffer };
}

type Built = { ok: true; replay: BuiltReplay } | { ok: false; error: string };
type Answer<T> = { ok: true; value: T } | { ok: false; error: HubError };

/** Builds replays; on a thread of its own unless the games are not the catalog's (a test's own registry). */
interface ReplayBuilder {
  build(game: string, record: ReplayRecord, full: boolean, seat: ReplayPerspective): Promise<Built>;
  close(): Promise<void>;
}

/** The compiled replay thread: beside this module, or, run from sources (tests), in the build output. */
function replayScript(): URL | null {
  for (const candidate of ['./replay-worker.js', '../dist/replay-worker.js']) {
    const url = new URL(candidate, import.meta.url);
    if (existsSync(fileURLToPath(url))) return url;
  }
  return null;
}

function threadBuilder(script: URL): ReplayBuilder {
  let worker: Worker | null = null;
  let nextId = 0;
  const waiting = new Map<number, (built: Built) => void>();
  const start = (): Worker => {
    const w = new Worker(script);
    w.unref();
    w.on('message', (m: { id: number } & Built) => {
      const done = waiting.get(m.id);
      waiting.delete(m.id);
      done?.(m.ok ? { ok: true, replay: m.replay } : { ok: false, error: m.error });
    });
    w.on('error', (error) => {
      if (worker === w) worker = null; // the next build starts a fresh thread
      for (const done of waiting.values()) done({ ok: false, error: String(error) });
      waiting.clear();
    });
    return w;
  };
  return {
    build(game, record, full, seat) {
      worker ??= start();
      const id = nextId++;
      const w = worker;
      return new Promise((resolve) => {
        waiting.set(id, resolve);
        w.postMessage({ id, game, record, full, seat });
      });
    },
    async close() {
      await worker?.terminate();
      worker = null;
    },
  };
}

function inlineBuilder(registry: GameRegistry): ReplayBuilder {
  return {
    async build(id, record, full, seat) {
      const game = registry.get(id);
      return game ? buildReplay(game, record, full, seat) : { ok: false, error: `unknown game ${id}` };
    },
    close: async () => undefined,
  };
}

export interface ReplayLimits {
  readonly replayCacheBytes: number;
  readonly replayPageSteps: number;
  readonly replayMaxPageSteps: number;
}

export class Replays {
  private readonly cache = new Map<string, Cached>(); // least recently used first
  private readonly building = new Map<string, Promise<Answer<Cached>>>();
  private cachedBytes = 0;
  private readonly builder: ReplayBuilder;
  /** Replays built since the start (each one a rebuild of a whole game). */
  builds = 0;
  /** Whether replays are built on their own thread (else inline: a test's own games, or no build output). */
  readonly threaded: boolean;

  constructor(
    private readonly storage: Storage,
    registry: GameRegistry,
    private readonly limits: ReplayLimits,
  ) {
    const script = replayScript();
    this.threaded = registry === games && script !== null;
    this.builder = this.threaded && script ? threadBuilder(script) : inlineBuilder(registry);
  }

  /** Bytes of replays held now. */
  get bytes(): number {
    return this.cachedBytes;
  }

  /**
   * One page of a finished game's replay as UTF-8 JSON: steps `from + 1` … `from + limit` (the page's `start`
   * is the view at version `from`: the public one, or `request.seat`'s), with `total` and the `next` page's
   * `from` (null on the last). Who may ask for which replay is replay-answer.ts's.
   */
  async page(id: string, request: ReplayRequest, from: number, limit?: number): Promise<Answer<Buffer>> {
    // A revealed replay is its players' alone: the token is checked on every request, cached or not.
    if (request.reveal) {
      const refused = await this.refusal(id, request);
      if (refused) return { ok: false, error: refused };
    }
    const got = await this.get(id, request);
    if (!got.ok) return got;
    const { summary, replay } = got.value;
    const total = replay.steps.length;
    const start = Math.min(from, total);
    const end = Math.min(
      total,
      start + Math.min(limit ?? this.limits.replayPageSteps, this.limits.replayMaxPageSteps),
    );
    if (got.value.last?.from === start && got.value.last.end === end)
      return { ok: true, value: got.value.last.body };
    const head = JSON.stringify({
      ...summary,
      outcome: replay.outcome,
      from: start,
      total,
      next: end < total ? end : null,
    });
    const steps: string[] = [];
    for (let i = start; i < end; i++) steps.push(`${replay.steps[i]},"view":${replay.views[i + 1]}}`);
    const body = Buffer.from(
      `${head.slice(0, -1)},"start":${replay.views[start]},"steps":[${steps.join(',')}]}`,
    );
    got.value.last = { from: start, end, body };
    return { ok: true, value: body };
  }

  private get(id: string, request: ReplayRequest): Promise<Answer<Cached>> {
    // One entry per game, kind and seat: a finished game's settings never change, so a cached replay was
    // allowed when it was built and still is.
    const kind = request.reveal ? 'revealed' : request.full ? 'full' : 'public';
    const key = `${kind} ${request.seat ?? 'all'} ${id}`;
    const cached = this.cache.get(key);
    if (cached) {
      this.cache.delete(key); // most recently used now
      this.cache.set(key, cached);
      return Promise.resolve({ ok: true, value: cached });
    }
    let pending = this.building.get(key);
    if (!pending) {
      pending = this.build(id, request).finally(() => this.building.delete(key));
      this.building.set(key, pending);
      void pending.then((answer) => answer.ok && this.keep(key, answer.value));
    }
    return pending;
  }

  /** Why `request` may not see this game's replay, read from storage (the game's row and its seats). */
  private async refusal(id: string, request: ReplayRequest): Promise<HubError | null> {
    const row = await this.storage.getGame(id);
    if (!row) return { status: 404, code: 'unknown-game', message: 'no such game' };
    return replayRefusal(row, await this.storage.seats(id), request, await this.storage.seatTokens(id));
  }

  private async build(id: string, request: ReplayRequest): Promise<Answer<Cached>> {
    const refuse = (status: number, code: string, message: string) =>
      ({ ok: false, error: { status, code, message } }) as const;
    const row = await this.storage.getGame(id);
    if (!row) return refuse(404, 'unknown-game', 'no such game');
    // Refused before the log is read: the game's status and settings decide, and its seats (a few rows).
    const seats = await this.storage.seats(id);
    const refused = replayRefusal(row, seats, request, await this.storage.seatTokens(id));
    if (refused) return { ok: false, error: refused };
    const actions = await this.storage.actions(id);
    this.builds++;
    const record: ReplayRecord = {
      rulesVersion: row.rulesVersion,
      options: row.options,
      seed: row.seed,
      actions: actions.map((a) => ({ seat: a.seat, action: a.action })),
    };
    const perspective: ReplayPerspective = request.reveal ? 'revealed' : request.seat;
    const built = await this.builder.build(
      row.game,
      record,
      request.full || request.reveal === true,
      perspective,
    );
    if (!built.ok) return refuse(500, 'internal', `the replay could not be built: ${built.error}`);
    const { replay } = built;
    let bytes = 0;
    for (const part of [...replay.views, ...replay.steps]) bytes += part.length;
    const summary = { ...summaryOf(row, seats), rulesVersion: row.rulesVersion };
    return { ok: true, value: { summary, replay, bytes } };
  }

  private keep(key: string, entry: Cached): void {
    if (entry.bytes > this.limits.replayCacheBytes || this.cache.has(key)) return;
    this.cache.set(key, entry);
    this.cachedBytes += entry.bytes;
    for (const [old, dropped] of this.cache) {
      if (this.cachedBytes <= this.limits.replayCacheBytes) break;
      this.cache.delete(old);
      this.cachedBytes -= dropped.bytes;
    }
  }

  close(): Promise<void> {
    return this.builder.close();
  }
}
