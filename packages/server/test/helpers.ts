/** Test helpers: a real server on 127.0.0.1 over a real SQLite file, HTTP calls, and `ws` clients that keep every byte. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type AnyGame,
  foldLog,
  type GameRecord,
  nextInt,
  type RngState,
  seedRng,
  setupFromRecord,
} from '@warboard/core';
import { horsemen } from '@warboard/horsemen';
import { followView, type HeldView, serverMessage } from '@warboard/protocol';
import { afterAll } from 'vitest';
import WebSocket from 'ws';
import { createServer, type ServerOptions, type WarboardServer } from '../src/server.js';
import { openPostgres, openSqlite, type Storage } from '../src/storage/index.js';
import { freshSchema } from './cluster-helpers.js';

export const tempDir = (): { dir: string; remove: () => void } => {
  const dir = mkdtempSync(join(tmpdir(), 'warboard-server-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
};

/**
 * PostgreSQL in a schema of its own for each test folder, as each folder has a SQLite file of its own. A server
 * started on a database rebuilds every live game in it and runs their clocks and bots (`hub.loadLive`): on one
 * shared schema, another test's server would play this test's clock and write a version this test's server
 * never hears of. Opening the same folder again (a restart) opens the same schema; the schemas of a test file
 * are dropped after its tests.
 */
const schemas = new Map<string, ReturnType<typeof freshSchema>>();
const schemaOf = (dir: string) => {
  const known = schemas.get(dir);
  if (known) return known;
  const made = freshSchema();
  schemas.set(dir, made);
  return made;
};
afterAll(async () => {
  const made = [...schemas.values()];
  schemas.clear();
  for (const schema of made) await (await schema).drop();
});

/** Storage backends to run a suite against: SQLite always, PostgreSQL when DATABASE_URL is set (CI sets it). */
export const backends: readonly { name: string; open: (dir: string) => Promise<Storage> }[] = [
  { name: 'sqlite', open: async (dir) => openSqlite(join(dir, 'test.sqlite')) },
  ...(process.env.DATABASE_URL
    ? [{ name: 'postgres', open: async (dir: string) => openPostgres((await schemaOf(dir)).url) }]
    : []),
];

/**
 * Tests poll the lobby every few milliseconds, and their scripted players answer every message at once, far
 * above anyone's rate: a message refused as `rate-limited` is never sent again, and its game stalls (about one
 * Four Horsemen game in 200 sent more than the default burst). The adversary tests set the limits they check.
 */
export const UNLIMITED_CLIENTS = {
  lobbyRequests: 1_000_000,
  messagesPerSecond: 1_000_000,
  messageBurst: 1_000_000,
} as const;

export interface TestServer {
  readonly server: WarboardServer;
  readonly url: string;
  readonly ws: string;
  readonly dir: string;
  close(): Promise<void>;
}

export async function startServer(
  options: Partial<ServerOptions> & { dir?: string; storage?: Storage } = {},
): Promise<TestServer> {
  const temp = options.dir ? null : tempDir();
  const dir = options.dir ?? temp!.dir;
  const storage = options.storage ?? openSqlite(join(dir, 'warboard.sqlite'));
  const limits = { ...UNLIMITED_CLIENTS, ...options.limits };
  const server = await createServer({ bots: 'inline', logger: false, ...options, limits, storage });
  const url = await server.listen(0);
  return {
    server,
    url,
    ws: `${url.replace('http', 'ws')}/api/play`,
    dir,
    close: async () => {
      await server.close();
      temp?.remove();
    },
  };
}

// biome-ignore lint/suspicious/noExplicitAny: test code reads JSON answers loosely.
export type Json = any;

export async function http(
  method: string,
  url: string,
  body?: unknown,
): Promise<{ status: number; body: Json }> {
  const response = await fetch(url, {
    method,
    ...(body !== undefined
      ? { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }
      : {}),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/**
 * A request as a browser holding this session `cookie` (or none) and, if given, a seat `token` (as
 * `Authorization: Bearer …`); `cookie` in the answer is the `name=value` of a cookie the server set, `setCookie`
 * its whole header (with its attributes).
 */
export async function httpAs(
  who: { readonly cookie?: string | null; readonly token?: string | null },
  method: string,
  url: string,
  body?: unknown,
): Promise<{ status: number; body: Json; cookie: string | null; setCookie: string | null }> {
  const response = await fetch(url, {
    method,
    headers: {
      ...(who.cookie ? { cookie: who.cookie } : {}),
      ...(who.token ? { authorization: `Bearer ${who.token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  const setCookie = response.headers.get('set-cookie');
  const cookie = setCookie?.split(';')[0] ?? null;
  return { status: response.status, body: text ? JSON.parse(text) : null, cookie, setCookie };
}

/**
 * A WebSocket client that records every frame as received (bytes) and parsed, and the views it holds: each
 * whole view and each patch applied to the view before, as a browser keeps them (a patch of a view it does not
 * hold fails the test run).
 */
export class Client {
  readonly frames: Buffer[] = [];
  readonly messages: Json[] = [];
  readonly views: HeldView<Json>[] = [];
  private waiters: (() => void)[] = [];
  closed = false;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data: Buffer) => {
      this.frames.push(Buffer.from(data));
      const message = JSON.parse(data.toString('utf8'));
      // Every message the server sends matches the published schema (a mismatch fails the test run).
      const checked = serverMessage.safeParse(message);
      if (!checked.success)
        throw new Error(`a server message outside the schema: ${checked.error.message} in ${data}`);
      if (message.type === 'snapshot' || message.type === 'update') {
        const held = this.views.at(-1) ?? null;
        const next = followView(held, message);
        if (next === 'out-of-step')
          throw new Error(`a view patch of a view this client does not hold (${held?.version}): ${data}`);
        if (next !== null && next !== held) this.views.push(next);
      }
      this.messages.push(message);
      this.wake();
    });
    socket.on('close', () => {
      this.closed = true;
      this.wake();
    });
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) w();
  }

  /** A client connected to `url`, from the local address `from` (another address of 127/8, another visitor). */
  static connect(url: string, from?: string): Promise<Client> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url, from ? { localAddress: from } : {});
      const client = new Client(socket);
      socket.once('open', () => resolve(client));
      socket.once('error', reject);
    });
  }

  send(message: unknown): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The first message from index `from` on that matches; rejects after `timeoutMs` without one. */
  async waitFor(match: (m: Json) => boolean, from = 0, timeoutMs = 20_000): Promise<Json> {
    const deadline = setTimeout(() => this.wake(), timeoutMs);
    const start = performance.now();
    try {
      for (let i = from; ; ) {
        for (; i < this.messages.length; i++) if (match(this.messages[i])) return this.messages[i];
        if (this.closed) throw new Error('socket closed while waiting');
        if (performance.now() - start >= timeoutMs)
          throw new Error(`no matching message within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => this.waiters.push(resolve));
      }
    } finally {
      clearTimeout(deadline);
    }
  }

  close(): Promise<void> {
    if (this.closed) return Promise.resolve();
    return new Promise((resolve) => {
      this.socket.once('close', () => resolve());
      this.socket.close();
    });
  }
}

/** Create a Four Horsemen game with the given seats and join every human seat. */
export async function newHorsemenGame(
  url: string,
  seats: readonly ('human' | 'bot')[] = ['human', 'human'],
  extra: Record<string, unknown> = {},
): Promise<{ id: string; tokens: (string | null)[] }> {
  const created = await http('POST', `${url}/api/games`, {
    game: 'horsemen',
    seats: seats.map((kind) => ({ kind })),
    ...extra,
  });
  if (created.status !== 201) throw new Error(`create failed: ${JSON.stringify(created.body)}`);
  const id: string = created.body.id;
  const tokens: (string | null)[] = [];
  for (const [seat, kind] of seats.entries()) {
    if (kind === 'bot') {
      tokens.push(null);
      continue;
    }
    const joined = await http('POST', `${url}/api/games/${id}/seats/${seat}/join`);
    if (joined.status !== 200) throw new Error(`join failed: ${JSON.stringify(joined.body)}`);
    tokens.push(joined.body.token);
  }
  return { id, tokens };
}

/**
 * A client joined on each seat of a game of humans, each with its first snapshot, and the first seat offered
 * an action: who acts first depends on the deal (in Four Horsemen the deal owes one seat alone a decision in about one game in six, H5).
 */
export async function joinEverySeat(
  ws: string,
  game: { readonly id: string; readonly tokens: readonly (string | null)[] },
): Promise<{ clients: Client[]; snapshots: Json[]; actor: number }> {
  const clients = await Promise.all(game.tokens.map(() => Client.connect(ws)));
  const snapshots: Json[] = [];
  for (const [seat, client] of clients.entries()) {
    const welcome = await hello(client, game.id, game.tokens[seat]);
    if (welcome.type !== 'welcome') throw new Error(`seat ${seat} not joined: ${JSON.stringify(welcome)}`);
    snapshots.push(await client.waitFor((m) => m.type === 'snapshot'));
  }
  const actor = snapshots.findIndex((s) => s.legal.length > 0);
  if (actor < 0) throw new Error('no seat is offered an action');
  return { clients, snapshots, actor };
}

/** Refusals a scripted player meets in a fair race: the other seat acted first, or ended the game. */
const RACE_REFUSALS: ReadonlySet<string> = new Set(['stale-version', 'game-over']);

/**
 * A scripted human: answers every message that offers it legal actions (for the newest version it knows) with
 * a random one, its key derived from the version so a resend is a retry. Resolves when the game is over;
 * rejects at once when the server refuses one of its actions for any other reason (it never sends one again,
 * so its game would stall until the test times out).
 */
export function autoPlay(
  client: Client,
  seed: string,
  isConcession: (action: Json) => boolean = (a) => horsemen.isConcession(a),
): { done: Promise<number>; stop: () => void } {
  const rng: RngState = seedRng(seed);
  let newest = -1;
  let stopped = false;
  const sent = new Set<string>();
  let resolveDone: (v: number) => void = () => undefined;
  let rejectDone: (e: Error) => void = () => undefined;
  const done = new Promise<number>((resolve, reject) => {
    resolveDone = resolve;
    rejectDone = reject;
  });
  // A test that leaves `done` alone (the crash tests) must not fail on an unhandled rejection.
  done.catch(() => undefined);
  const onMessage = (data: Buffer) => {
    if (stopped) return;
    const m = JSON.parse(data.toString('utf8'));
    if (m.type === 'error' && sent.has(m.key) && !RACE_REFUSALS.has(m.code)) {
      stopped = true;
      rejectDone(new Error(`${seed}: action ${m.key} refused (${m.code}): ${m.message}`));
      return;
    }
    if (typeof m.version === 'number' && m.version > newest) newest = m.version;
    if ((m.type === 'update' || m.type === 'snapshot') && m.status === 'over') {
      stopped = true;
      resolveDone(m.version);
      return;
    }
    if (!Array.isArray(m.legal) || m.legal.length === 0 || m.version < newest) return;
    const playing = m.legal.filter((a: Json) => !isConcession(a));
    const pool = playing.length > 0 ? playing : m.legal;
    const action = pool[nextInt(rng, pool.length)];
    const key = `v${m.version}`;
    sent.add(key);
    client.send({ type: 'action', key, version: m.version, action });
  };
  client.socket.on('message', onMessage);
  return {
    done,
    stop: () => {
      stopped = true;
      client.socket.off('message', onMessage);
    },
  };
}

export const hello = async (client: Client, game: string, token?: string | null, lastVersion?: number) => {
  const from = client.messages.length;
  client.send({
    type: 'hello',
    game,
    ...(token ? { token } : {}),
    ...(lastVersion !== undefined ? { lastVersion } : {}),
  });
  return client.waitFor((m) => m.type === 'welcome' || m.type === 'error', from);
};

/** What `seat` saw before the first action of a logged game and after each (index: version), by the engine alone. */
export function engineViews(game: AnyGame, record: GameRecord, seat: number | null): unknown[] {
  const initial = setupFromRecord(game, record.options, record.seed);
  if (!initial.ok) throw new Error(initial.error.message);
  const views = [game.view(initial.value, seat)];
  foldLog(game, initial.value, record.actions, (_a, applied) => views.push(game.view(applied.state, seat)));
  return views;
}
