/**
 * One room's chat (a game's, or the lobby's): who listens, and which lines each of them gets. A line is written
 * to storage before anyone hears it; its number orders it. With several processes, each one that holds
 * listeners of the room hears of new numbers through the fan-out and reads the lines it lacks back.
 */
import type { Seat } from '@warboard/core';
import { type ChatChannel, type ChatLine, MAX_CHAT_CATCH_UP, type ServerMessage } from '@warboard/protocol';
import type { FastifyBaseLogger } from 'fastify';
import type { Fanout } from '../fanout.js';
import type { StoredLine } from '../storage/chat-rows.js';
import { type ChatKeep, LOBBY_ROOM, type Storage } from '../storage/storage.js';

/** Someone reading a room: a seat of the game, a spectator (seat null), or a lobby visitor. */
export interface ChatListener {
  readonly seat: Seat | null;
  /** Who listens, for mutes: `seat:<n>` for a seat (each device holding it), else its speaker key (chats.ts). */
  readonly who: string;
  send(message: ServerMessage): void;
}

/** What one listener muted: seats, and speakers without a seat, each by the line it was muted by. */
export interface Muted {
  readonly seats: Set<Seat>;
  readonly speakers: Map<string, number>;
}

/** A change of mutes: a seat, or the speaker of a line (`speaker`, the stored key of who said line `line`). */
export type MuteChange = { readonly seat: Seat } | { readonly speaker: string; readonly line: number };

/** A line as a client gets it: without the key of who said it, which never leaves the server. */
const publicLine = ({ speaker: _, ...line }: StoredLine): ChatLine => line;

export interface ChatRoomDeps {
  readonly storage: Storage;
  readonly fanout: Fanout;
  readonly log: FastifyBaseLogger;
}

/** The fan-out channel of a room's chat, beside its game's. */
export const chatChannelOf = (room: string): string => `chat:${room}`;

/** Whether `listener` reads `line`: players' lines everyone, spectators' lines spectators (players once it is over). */
export function reads(line: StoredLine, listener: ChatListener, over: boolean, muted: Muted): boolean {
  if (line.seat !== null && muted.seats.has(line.seat)) return false;
  if (line.speaker !== null && muted.speakers.has(line.speaker)) return false;
  if (line.channel !== 'spectators') return true;
  return listener.seat === null || over;
}

/** The channel a listener speaks on. */
export const channelOf = (room: string, seat: Seat | null): ChatChannel =>
  room === LOBBY_ROOM ? 'lobby' : seat === null ? 'spectators' : 'players';

/** Mutes as the protocol tells them: the seats, and one line of each speaker without a seat. */
const mutedOf = (m: Muted) => ({
  seats: [...m.seats].sort((a, b) => a - b),
  lines: [...m.speakers.values()].sort((a, b) => a - b),
});

export class ChatRoom {
  private readonly listeners = new Map<ChatListener, Muted>(); // each with whom it muted
  private readonly delivered = new Set<number>();
  private newest = 0; // the newest number delivered here
  private readonly unsubscribe: () => void;

  constructor(
    readonly room: string,
    /** Whether the room's game is over (the lobby's never is). */
    private readonly over: () => boolean,
    private readonly deps: ChatRoomDeps,
  ) {
    this.unsubscribe = deps.fanout.subscribe(chatChannelOf(room), (number) => this.heard(number));
  }

  get size(): number {
    return this.listeners.size;
  }

  /** Start sending a listener the room's lines: those after `lastChat` (the newest ones), then each new one. */
  async attach(listener: ChatListener, lastChat: number | undefined, mutes: Muted): Promise<void> {
    this.listeners.set(listener, mutes);
    const lines = await this.deps.storage.chat(this.room, lastChat ?? 0, MAX_CHAT_CATCH_UP);
    for (const line of lines) this.remember(line.number);
    const over = this.over();
    const { seats, lines: mutedLines } = mutedOf(mutes);
    listener.send({
      type: 'chat',
      lines: lines.filter((l) => reads(l, listener, over, mutes)).map(publicLine),
      ...(listener.seat !== null || seats.length > 0 ? { muted: seats } : {}),
      ...(mutedLines.length > 0 ? { mutedLines } : {}),
    });
  }

  detach(listener: ChatListener): void {
    this.listeners.delete(listener);
  }

  close(): void {
    this.unsubscribe();
    this.listeners.clear();
  }

  /** Every listener that is `who` (each device holding a seat) stops or starts getting the lines of `change`. */
  muted(who: string, change: MuteChange, on: boolean): void {
    for (const [listener, mutes] of this.listeners) {
      if (listener.who !== who) continue;
      if ('seat' in change) {
        if (on) mutes.seats.add(change.seat);
        else mutes.seats.delete(change.seat);
      } else if (on) mutes.speakers.set(change.speaker, change.line);
      else mutes.speakers.delete(change.speaker);
      const { seats, lines } = mutedOf(mutes);
      listener.send({ type: 'muted', seats, ...(lines.length > 0 ? { lines } : {}) });
    }
  }

  async say(line: Parameters<Storage['appendChat']>[0], keep: ChatKeep) {
    const written = await this.deps.storage.appendChat(line, keep);
    if (written.ok && !written.duplicate) {
      this.deliver(written.line);
      this.deps.fanout.publish(chatChannelOf(this.room), written.line.number);
    }
    return written;
  }

  private deliver(line: StoredLine): void {
    if (this.delivered.has(line.number)) return;
    this.remember(line.number);
    const over = this.over();
    for (const [listener, mutes] of this.listeners)
      if (reads(line, listener, over, mutes)) listener.send({ type: 'chat', lines: [publicLine(line)] });
  }

  /** Numbers already sent are kept a while, so a line heard twice (read back, and said here) goes out once. */
  private remember(number: number): void {
    this.delivered.add(number);
    this.newest = Math.max(this.newest, number);
    for (const old of this.delivered) {
      if (this.delivered.size <= 2 * MAX_CHAT_CATCH_UP) break;
      this.delivered.delete(old);
    }
  }

  /** A number from the fan-out: said here (already delivered), or in another process (read it back). */
  private heard(number: number): void {
    if (number <= this.newest && this.delivered.has(number)) return;
    this.deps.storage
      .chat(this.room, Math.max(0, this.newest - MAX_CHAT_CATCH_UP), MAX_CHAT_CATCH_UP)
      .then((lines) => {
        for (const line of lines) this.deliver(line);
      })
      .catch((error: unknown) =>
        this.deps.log.warn({ room: this.room, error: String(error) }, 'chat read-back failed'),
      );
  }
}
