/**
 * The browser client's connection (src/api/connection.ts) against the real server, through a TCP relay the
 * test controls, so the connection can be killed exactly between an action and its ack: the client
 * reconnects with back-off and resends the action under its original key, and the game applies it once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer as netServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, openSqlite, type Storage, type WarboardServer } from '@warboard/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { GameConnection } from '../src/api/connection.js';
import { RECONNECT_BASE_MS, RECONNECT_CAP_MS, reconnectDelay } from '../src/api/reconnect.js';

describe('reconnection back-off', () => {
  it('doubles from the base up to the cap, each wait drawn between half the step and the step', () => {
    expect(reconnectDelay(0, 0)).toBe(RECONNECT_BASE_MS / 2);
    expect(reconnectDelay(0, 0.999)).toBeLessThanOrEqual(RECONNECT_BASE_MS);
    expect(reconnectDelay(1, 0)).toBe(RECONNECT_BASE_MS);
    expect(reconnectDelay(3, 0)).toBe(RECONNECT_BASE_MS * 4);
    for (const attempt of [20, 100, 10_000]) {
      expect(reconnectDelay(attempt, 0)).toBe(RECONNECT_CAP_MS / 2);
      expect(reconnectDelay(attempt, 0.999)).toBeLessThanOrEqual(RECONNECT_CAP_MS);
    }
    // Jitter: two clients dropped together do not come back together.
    expect(reconnectDelay(4, 0.1)).not.toBe(reconnectDelay(4, 0.9));
  });
});

/**
 * A server's side of a WebSocket connection cut into its parts, each kept back until whole: the handshake's
 * answer, then the frames (a server's are unmasked and, here, not compressed), each with its text.
 */
function frameSplitter(onPart: (part: Buffer, text: string) => void): (chunk: Buffer) => void {
  let pending = Buffer.alloc(0);
  let handshake = true;
  return (chunk) => {
    pending = Buffer.concat([pending, chunk]);
    if (handshake) {
      const end = pending.indexOf('\r\n\r\n');
      if (end < 0) return;
      handshake = false;
      onPart(pending.subarray(0, end + 4), '');
      pending = pending.subarray(end + 4);
    }
    for (;;) {
      if (pending.length < 2) return;
      const short = pending[1]! & 0x7f;
      const header = short === 126 ? 4 : short === 127 ? 10 : 2;
      if (pending.length < header) return;
      const length =
        short === 126 ? pending.readUInt16BE(2) : short === 127 ? Number(pending.readBigUInt64BE(2)) : short;
      if (pending.length < header + length) return;
      const frame = pending.subarray(0, header + length);
      pending = pending.subarray(header + length);
      onPart(frame, frame.subarray(header).toString('utf8'));
    }
  };
}

/**
 * A relay to the server that can swallow the next chunk in one direction and cut the connection there, or lose
 * one frame to the client and keep the connection.
 */
class Relay {
  private readonly sockets = new Set<Socket>();
  private cut: 'to-server' | 'to-client' | null = null;
  private lose: ((text: string) => boolean) | null = null;
  connections = 0;
  lost = 0;

  private constructor(private readonly server: Server) {}

  static async to(port: number): Promise<Relay> {
    let relay: Relay | null = null;
    const server = netServer((client) => {
      const self = relay as Relay;
      self.connections++;
      const upstream = connect(port, '127.0.0.1');
      for (const s of [client, upstream]) {
        self.sockets.add(s);
        s.on('close', () => self.sockets.delete(s));
        s.on('error', () => undefined);
      }
      // Frames to the client go on whole, so that one of them can be lost.
      const toClient = frameSplitter((frame, text) => {
        if (self.lose?.(text)) {
          self.lose = null;
          self.lost++;
          return;
        }
        client.write(frame);
      });
      const forward = (from: Socket, to: Socket, direction: 'to-server' | 'to-client') =>
        from.on('data', (chunk: Buffer) => {
          if (self.cut === direction) {
            self.cut = null;
            client.destroy(); // the chunk is lost with the connection
            upstream.destroy();
            return;
          }
          if (direction === 'to-client') toClient(chunk);
          else to.write(chunk);
        });
      forward(client, upstream, 'to-server');
      forward(upstream, client, 'to-client');
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    relay = new Relay(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    return relay;
  }

  get url(): string {
    const address = this.server.address();
    return `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/play`;
  }

  /** Lose the next chunk going `direction` (the action, or its ack) and drop the connection with it. */
  cutNext(direction: 'to-server' | 'to-client'): void {
    this.cut = direction;
  }

  /** Lose the next frame to a client whose text `matches`, and keep the connection. */
  loseNext(matches: (text: string) => boolean): void {
    this.lose = matches;
  }

  close(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

describe('an action whose connection dies before its ack is applied exactly once', () => {
  let dir: string;
  let storage: Storage;
  let server: WarboardServer;
  let url: string;
  const previous = globalThis.WebSocket;

  beforeAll(async () => {
    // The client is browser code: here `ws` plays the browser's WebSocket.
    globalThis.WebSocket = WebSocket as unknown as typeof globalThis.WebSocket;
    dir = mkdtempSync(join(tmpdir(), 'warboard-connection-'));
    storage = openSqlite(join(dir, 'w.sqlite'));
    server = await createServer({ storage, bots: 'inline', logger: false });
    url = await server.listen(0);
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
    globalThis.WebSocket = previous;
  });

  const post = async (path: string, body?: unknown) => {
    const r = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return (await r.json()) as { id: string; token: string };
  };

  /** A two-player Four Horsemen game, and a connection for the seat that has something to do first. */
  async function connectActor(relay: Relay): Promise<{ id: string; conn: GameConnection }> {
    const { id } = await post('/api/games', {
      game: 'horsemen',
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    const tokens = [
      (await post(`/api/games/${id}/seats/0/join`)).token,
      (await post(`/api/games/${id}/seats/1/join`)).token,
    ];
    for (const seat of [0, 1] as const) {
      const conn = new GameConnection(id, seat, tokens[seat] as string, relay.url);
      await expect.poll(() => conn.welcomed.value && conn.view.value !== null).toBe(true);
      if (conn.legal.value.length > 0) return { id, conn };
      conn.close();
    }
    throw new Error('no seat has an action');
  }

  it.each(['to-client', 'to-server'] as const)('when the %s half is lost', async (direction) => {
    const relay = await Relay.to(Number(new URL(url).port));
    try {
      const { id, conn } = await connectActor(relay);
      const connections = relay.connections;
      relay.cutNext(direction);
      conn.act(conn.legal.value[0]);
      const key = conn.pending.value;
      expect(key).not.toBeNull();
      await expect.poll(() => conn.connected.value).toBe(false);
      expect(conn.pending.value).toBe(key); // still on its way
      // Reconnected on its own, welcomed, resent, acknowledged.
      await expect.poll(() => conn.pending.value, { timeout: 20_000 }).toBeNull();
      expect(relay.connections).toBe(connections + 1);
      expect(conn.version.value).toBe(1);
      expect(conn.refusal.value).toBeNull();
      const log = await storage.actions(id);
      expect(log.map((a) => a.key)).toEqual([key]);
      conn.close();
    } finally {
      await relay.close();
    }
  });

  it.each(['to-client', 'to-server'] as const)(
    'a chat line whose connection dies (the %s half) is said once, and what was missed comes after lastChat',
    async (direction) => {
      const relay = await Relay.to(Number(new URL(url).port));
      try {
        const { id, conn } = await connectActor(relay);
        const other = new GameConnection(id, null, null, `${url.replace('http', 'ws')}/api/play`);
        await expect.poll(() => other.welcomed.value).toBe(true);
        conn.say('first');
        await expect.poll(() => conn.chat.lines.value.length).toBe(1);
        relay.cutNext(direction);
        conn.say('through the drop');
        await expect.poll(() => conn.connected.value).toBe(false);
        other.say('said while you were away', 'Watcher');
        await expect.poll(() => other.chat.lines.value.length).toBe(3);
        // Reconnected with lastChat: exactly the lines it lacks, each once (its own, whose echo or ack was lost
        // with the connection, among them), never the spectators' while the game is live.
        const players = () =>
          other.chat.lines.value.filter((l) => l.channel === 'players').map((l) => l.text);
        await expect
          .poll(() => conn.chat.lines.value.map((l) => l.text), { timeout: 20_000 })
          .toEqual(players());
        expect(players()).toEqual(['first', 'through the drop']);
        // Numbered in the room, in order; a gap is a spectators' line this seat does not read.
        const numbers = conn.chat.lines.value.map((l) => l.number);
        expect(numbers).toEqual(
          other.chat.lines.value.filter((l) => l.channel === 'players').map((l) => l.number),
        );
        expect(relay.connections).toBeGreaterThan(1);
        conn.close();
        other.close();
      } finally {
        await relay.close();
      }
    },
  );

  it('a lost update: the next view patch does not fit, and the client catches up from the view it holds', async () => {
    const relay = await Relay.to(Number(new URL(url).port));
    const direct = `${url.replace('http', 'ws')}/api/play`;
    try {
      const { id } = await post('/api/games', {
        game: 'horsemen',
        seats: [{ kind: 'human' }, { kind: 'human' }],
      });
      const players = await Promise.all(
        [0, 1].map(async (seat) => {
          const { token } = await post(`/api/games/${id}/seats/${seat}/join`);
          const conn = new GameConnection(id, seat, token, direct);
          await expect.poll(() => conn.view.value !== null).toBe(true);
          return conn;
        }),
      );
      const watcher = new GameConnection(id, null, null, relay.url);
      await expect.poll(() => watcher.view.value !== null).toBe(true);
      // The spectator's first update (version 1) is lost; version 2's view comes as a patch of version 1's.
      relay.loseNext((text) => text.startsWith('{"type":"update"'));
      for (let version = 1; version <= 4; version++) {
        const actor = players.find((p) =>
          p.legal.value.some((a) => (a as { type: string }).type !== 'surrender'),
        );
        if (!actor) throw new Error('nobody to move');
        actor.act(actor.legal.value.find((a) => (a as { type: string }).type !== 'surrender'));
        await expect.poll(() => players.every((p) => p.version.value === version)).toBe(true);
      }
      await expect.poll(() => watcher.version.value, { timeout: 20_000 }).toBe(4);
      expect(relay.lost).toBe(1);
      expect(relay.connections).toBe(2); // it came back once, from the view it held
      // It holds what a new spectator is sent, and the whole story.
      const fresh = new GameConnection(id, null, null, direct);
      await expect.poll(() => fresh.view.value !== null && fresh.logComplete.value).toBe(true);
      await expect.poll(() => watcher.view.value).toEqual(fresh.view.value);
      await expect.poll(() => watcher.log.value).toEqual(fresh.log.value);
      for (const c of [...players, watcher, fresh]) c.close();
    } finally {
      await relay.close();
    }
  });

  it('a spectator of a long finished game gets every event, in order, through paged history', async () => {
    const created = await fetch(`${url}/api/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        game: 'frontline',
        options: { players: 4, turnLimit: 10, stepsPerTurn: 40 },
        seats: [0, 1, 2, 3].map(() => ({ kind: 'bot', difficulty: 'random' })),
      }),
    });
    const { id } = (await created.json()) as { id: string };
    const status = async () =>
      (await (await fetch(`${url}/api/games/${id}`)).json()) as { status: string; version: number };
    await expect.poll(async () => (await status()).status, { timeout: 60_000, interval: 100 }).toBe('over');
    const { version } = await status();
    // More steps than one history answer carries (500), so the client pages through them.
    expect(version).toBeGreaterThan(500);

    const conn = new GameConnection(id, null, null, `${url.replace('http', 'ws')}/api/play`);
    await expect
      .poll(() => conn.logComplete.value && conn.view.value !== null, { timeout: 20_000 })
      .toBe(true);
    // The public replay, page by page: what a spectator may see of each step.
    const steps: { version: number; actor: number; events: unknown[] }[] = [];
    for (let from: number | null = 0; from !== null; ) {
      const page = (await (await fetch(`${url}/api/games/${id}/replay?from=${from}`)).json()) as {
        steps: typeof steps;
        next: number | null;
      };
      steps.push(...page.steps);
      from = page.next;
    }
    expect(steps).toHaveLength(version);
    const expected = steps.flatMap((s) =>
      s.events.map((event) => ({ version: s.version, actor: s.actor, event })),
    );
    expect(conn.log.value).toEqual(expected);
    conn.close();
  });
});
