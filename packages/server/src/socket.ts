/**
 * One WebSocket connection: hello (seat token or spectator) → welcome and catch-up, then actions.
 * Messages of a connection are handled in order; every bad message gets a typed error and changes nothing.
 * A connection that says no `hello` in time, stops answering pings or stops reading what it is sent is cut
 * off, so an idle or slow client holds neither a socket nor memory for long.
 */
import type { Seat } from '@warboard/core';
import {
  type ClientMessage,
  type ErrorCode,
  type ErrorExtras,
  parseClientMessage,
  refusalFields,
  type ServerMessage,
} from '@warboard/protocol';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { chatOfSocket } from './chat/chat-socket.js';
import type { Chats } from './chat/chats.js';
import { coalescingWrites } from './coalesced-writes.js';
import type { Handovers } from './handover.js';
import type { Hub } from './hub.js';
import { type RateLimit, tokenBucket } from './rate-limit.js';
import type { Room, Subscriber } from './room.js';

/** What a connection is allowed before it is cut off (from limits.ts). */
export interface SocketLimits {
  readonly messages: RateLimit;
  readonly sendBufferBytes: number;
  readonly helloTimeoutMs: number;
  readonly pingIntervalMs: number;
}

/** Past this many messages waiting for their answers, a connection is closed as a flood. */
const MAX_PENDING = 5000;

/** What the server around a socket hears of it and tells it (metrics, shutdown). */
export interface SocketHooks {
  /** False while the server shuts down: new messages are not read (the client resends unacked actions). */
  readonly accepting?: () => boolean;
  /** Seconds from an action being taken up to its answer (ack or refusal). */
  readonly answered?: (seconds: number) => void;
  /** The chat rooms, and the address the connection comes from (a spectator's or visitor's flood limit). */
  readonly chat?: { readonly chats: Chats; readonly ip: string };
  /** Seats handed to bots by vote (handover.ts). */
  readonly handovers?: Handovers;
}

export function serveSocket(
  socket: WebSocket,
  hub: Hub,
  limits: SocketLimits,
  log: FastifyBaseLogger,
  hooks: SocketHooks = {},
): { idle(): Promise<void> } {
  const limit = limits.messages;
  const allow = tokenBucket(limit);
  let joined: { room: Room; sub: Subscriber } | null = null;
  let chain: Promise<void> = Promise.resolve();

  const coalesce = coalescingWrites(socket);
  const send = (message: ServerMessage): void => {
    if (socket.readyState !== socket.OPEN) return;
    const data = Buffer.from(JSON.stringify(message)); // encoded once: measured, then framed as it is
    // A client that does not read its answers would pin them in memory: past the cap it is terminated at
    // once (a closing handshake would wait behind the very bytes it does not read), and its buffers go.
    if (socket.bufferedAmount + data.length > limits.sendBufferBytes) {
      log.warn({ buffered: socket.bufferedAmount }, 'slow reader cut off');
      socket.terminate();
      return;
    }
    coalesce();
    socket.send(data, { binary: false });
  };
  const error = (code: ErrorCode, message: string, extra: ErrorExtras = {}): void =>
    send({ type: 'error', code, message, ...extra, ...(joined ? { version: joined.room.version } : {}) });
  const chat = hooks.chat ? chatOfSocket(hooks.chat.chats, { send, error, ip: hooks.chat.ip }) : null;

  async function hello(m: Extract<ClientMessage, { type: 'hello' }>): Promise<void> {
    if (joined || chat?.joined) return error('already-joined', 'this connection already joined a game');
    const room = await hub.fresh(m.game);
    if (!room) return error('unknown-game', 'no such game');
    let seat: Seat | null = null;
    if (m.token !== undefined) {
      seat = await hub.seatOf(room, m.token);
      if (seat === null) return error('bad-token', 'this token holds no seat in this game');
    }
    const sub: Subscriber = { seat, send };
    joined = { room, sub };
    clearTimeout(helloTimer);
    if (socket.readyState !== socket.OPEN) return;
    room.attach(sub, m.lastVersion);
    for (const pending of (await hooks.handovers?.pending(room)) ?? []) send(pending);
    await chat?.joinGame(room, seat, m.lastChat);
  }

  /** The message types of the chat: refused where the server runs without one. */
  async function chatMessage(m: Extract<ClientMessage, { type: 'lobby' | 'chat' | 'mute' }>): Promise<void> {
    if (!chat) return error('unknown-type', 'this server has no chat');
    if (m.type === 'chat') return chat.say(m);
    if (m.type === 'mute') return chat.mute(m);
    if (joined || chat.joined) return error('already-joined', 'this connection already joined a game');
    clearTimeout(helloTimer);
    return chat.lobby(m);
  }

  async function act(m: Extract<ClientMessage, { type: 'action' }>): Promise<void> {
    if (!joined) return error('no-hello', 'send hello first', { key: m.key });
    const { room, sub } = joined;
    if (sub.seat === null) return error('spectator', 'spectators cannot act', { key: m.key });
    if (m.seat !== undefined && m.seat !== sub.seat) {
      return error('wrong-seat', `this token is seat ${sub.seat}`, { key: m.key });
    }
    if (room.seats().some((s) => s.seat === sub.seat && s.kind === 'bot'))
      return error('handed-over', 'this seat was handed to a bot: it plays it now', { key: m.key });
    const started = performance.now();
    const result = await room.submit(sub.seat, m.action, m.key, m.version);
    hooks.answered?.((performance.now() - started) / 1000);
    if (result.ok) send({ type: 'ack', key: m.key, version: result.version, duplicate: result.duplicate });
    else
      error(result.code, result.message, {
        key: m.key,
        ...(result.refused ? refusalFields(result.refused) : {}),
      });
  }

  async function handle(data: Buffer | string): Promise<void> {
    const parsed = parseClientMessage(data);
    if (!parsed.ok) return error(parsed.error.code, parsed.error.message);
    const m = parsed.message;
    if (m.type === 'hello') return hello(m);
    if (m.type === 'action') return act(m);
    if (m.type === 'lobby' || m.type === 'chat' || m.type === 'mute') return chatMessage(m);
    if (m.type === 'handover') {
      if (!joined || joined.sub.seat === null || !hooks.handovers)
        return error('bad-handover', 'only a player of the game votes a seat away');
      const voted = await hooks.handovers.vote(joined.room, joined.sub.seat, m.seat);
      return voted.ok ? undefined : error('bad-handover', voted.message);
    }
    if (m.type === 'history') {
      if (!joined) return error('no-hello', 'send hello first');
      return send(joined.room.historyFor(joined.sub.seat, m.from ?? 0));
    }
    send({
      type: 'pong',
      ...(m.id !== undefined ? { id: m.id } : {}),
      ...(joined ? { version: joined.room.version } : {}),
    });
  }

  /**
   * The key of a dropped action, so its sender knows which action to send again (a refusal without a key
   * would leave it waiting for an answer for ever). Parsed when the refusal's turn in the queue comes, as any
   * message is; a binary frame is never read.
   */
  const keyOf = (raw: Buffer, isBinary: boolean): { key?: string } => {
    if (isBinary) return {};
    const parsed = parseClientMessage(raw);
    return parsed.ok && parsed.message.type === 'action' ? { key: parsed.message.key } : {};
  };

  let pending = 0;
  const enqueue = (work: () => Promise<void> | void): void => {
    // A client that sends far faster than it reads its answers is cut off instead of queueing without end.
    if (++pending > MAX_PENDING) {
      socket.close(1008, 'flood');
      return;
    }
    chain = chain
      .then(work)
      .catch((e: unknown) => {
        log.error({ error: String(e) }, 'socket message failed');
        error('internal', 'the server could not handle this message');
      })
      .finally(() => {
        pending--;
      });
  };

  socket.on('message', (data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => {
    if (hooks.accepting && !hooks.accepting()) return;
    // Counted before parsing, so a flood of junk is limited like a flood of actions. The refusal is queued
    // like any answer, so answers keep the order of the messages.
    const raw = Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
    if (!allow()) {
      enqueue(() =>
        error('rate-limited', `at most ${limit.perSecond} messages per second`, keyOf(raw, isBinary)),
      );
      return;
    }
    // The protocol is JSON text frames: a binary frame is refused unread, whatever its bytes.
    if (isBinary) enqueue(() => error('not-text', 'messages are JSON text frames, not binary ones'));
    else enqueue(() => handle(raw));
  });
  const helloTimer = setTimeout(() => {
    if (joined || chat?.joined) return;
    error('no-hello', `no hello within ${limits.helloTimeoutMs} ms`);
    socket.close(1008, 'no hello');
  }, limits.helloTimeoutMs);
  helloTimer.unref();

  // Keep-alive: a socket that has not answered the last ping by the next one is dead (or unreadable).
  let answered = true;
  socket.on('pong', () => {
    answered = true;
  });
  const pinger = setInterval(() => {
    if (!answered) {
      socket.terminate();
      return;
    }
    answered = false;
    socket.ping();
  }, limits.pingIntervalMs);
  pinger.unref();

  socket.on('close', () => {
    clearTimeout(helloTimer);
    clearInterval(pinger);
    if (joined) joined.room.detach(joined.sub);
    chat?.close();
  });
  socket.on('error', (e) => log.warn({ error: String(e) }, 'socket error'));
  return { idle: () => chain };
}
