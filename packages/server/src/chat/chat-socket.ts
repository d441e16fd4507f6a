/**
 * The chat part of one WebSocket connection: joining the room of the game the hello named (or the lobby's, with
 * a `lobby` message instead of a hello), saying lines, muting seats and other speakers. Every refusal is a typed
 * error.
 */
import type { Seat } from '@warboard/core';
import type { ClientMessage, ErrorCode, ServerMessage } from '@warboard/protocol';
import type { Room } from '../room.js';
import { LOBBY_ROOM } from '../storage/storage.js';
import type { ChatMembership, Chats } from './chats.js';

type Message<T extends ClientMessage['type']> = Extract<ClientMessage, { type: T }>;

export interface ChatSocket {
  readonly send: (message: ServerMessage) => void;
  readonly error: (code: ErrorCode, message: string) => void;
  readonly ip: string;
}

export function chatOfSocket(chats: Chats, socket: ChatSocket) {
  let membership: ChatMembership | null = null;
  let gameSeats: { room: Room; seat: Seat | null } | null = null;
  let left = false;
  // In a game every message carries the game's version (docs/protocol.md), chat's too.
  const send = (message: ServerMessage): void =>
    socket.send(gameSeats ? ({ ...message, version: gameSeats.room.version } as ServerMessage) : message);
  const listener = (seat: Seat | null) => ({ seat, send });
  const keep = (joined: ChatMembership) => {
    if (left)
      joined.leave(); // the socket closed while the room was being joined
    else membership = joined;
  };

  return {
    /** The connection joined a game: its chat too, from `lastChat` on. */
    async joinGame(room: Room, seat: Seat | null, lastChat: number | undefined): Promise<void> {
      gameSeats = { room, seat };
      const name = seat === null ? null : (room.seats().find((s) => s.seat === seat)?.name ?? null);
      const over = () => room.status === 'over';
      keep(await chats.join(room.id, over, listener(seat), lastChat, { seat, name, ip: socket.ip }));
    },

    /** `lobby` instead of a hello: the lobby's chat. */
    async lobby(m: Message<'lobby'>): Promise<void> {
      keep(
        await chats.join(LOBBY_ROOM, () => false, listener(null), m.lastChat, {
          seat: null,
          name: null,
          ip: socket.ip,
        }),
      );
    },

    async say(m: Message<'chat'>): Promise<void> {
      if (!membership) return socket.error('no-hello', 'send hello (or lobby) first');
      const said = await membership.say(m.text, m.key, m.name ?? null);
      if (said.ok) send({ type: 'chat-ack', key: m.key, number: said.number, duplicate: said.duplicate });
      else socket.error(said.code, said.message);
    },

    /** A seat's lines (in a game), or whoever said a line (a spectator, a lobby visitor), for anyone listening. */
    async mute(m: Message<'mute'>): Promise<void> {
      if (!membership) return socket.error('no-hello', 'send hello (or lobby) first');
      if ((m.seat === undefined) === (m.line === undefined))
        return socket.error('bad-mute', 'a mute names a seat or a line, one of them');
      if (m.seat !== undefined) {
        if (!gameSeats) return socket.error('bad-mute', 'the lobby has no seats: mute by a line');
        const { room, seat } = gameSeats;
        if (m.seat === seat) return socket.error('bad-mute', 'a seat does not mute itself');
        if (!room.seats().some((s) => s.seat === m.seat))
          return socket.error('bad-mute', `this game has no seat ${m.seat}`);
      }
      const target = m.seat !== undefined ? { seat: m.seat } : { line: m.line as number };
      const muted = await membership.mute(target, m.muted);
      if (!muted.ok) socket.error('bad-mute', muted.message);
    },

    /** Whether this connection joined a game or the lobby already. */
    get joined(): boolean {
      return membership !== null;
    },

    close(): void {
      left = true;
      membership?.leave();
    },
  };
}
