/**
 * Every chat room this process has listeners in, and what a speaker may say: lines are length-capped by the
 * protocol, counted against the speaker's flood limit here, and a game's chat keeps at most so many lines (the
 * lobby drops its oldest). A room with nobody left listening is let go.
 */
import type { Seat } from '@warboard/core';
import type { ErrorCode } from '@warboard/protocol';
import type { Limits } from '../limits.js';
import { LOBBY_ROOM } from '../storage/storage.js';
import { type ChatListener, ChatRoom, type ChatRoomDeps, channelOf } from './chat-room.js';
import { ChatFlood } from './flood.js';

export type ChatLimits = Pick<
  Limits,
  'chatLinesPerMinute' | 'chatBurst' | 'chatLinesPerGame' | 'lobbyChatLines'
>;

/** Who speaks: in a game, a seat (with its name) or a spectator; in the lobby, a visitor. */
export interface Speaker {
  readonly seat: Seat | null;
  readonly name: string | null;
  readonly ip: string;
}

export type SaidResult =
  | { readonly ok: true; readonly number: number; readonly duplicate: boolean }
  | { readonly ok: false; readonly code: ErrorCode; readonly message: string };

/** A listener's place in a room: what it says, who it mutes, and leaving. */
export interface ChatMembership {
  say(text: string, key: string, name: string | null): Promise<SaidResult>;
  mute(seat: Seat, on: boolean): Promise<void>;
  leave(): void;
}

export class Chats {
  private readonly rooms = new Map<string, ChatRoom>();
  private readonly flood: ChatFlood;

  constructor(
    private readonly deps: ChatRoomDeps,
    private readonly limits: ChatLimits,
  ) {
    this.flood = new ChatFlood({ perSecond: limits.chatLinesPerMinute / 60, burst: limits.chatBurst });
  }

  /**
   * Join a room (a game's id, or LOBBY_ROOM): the lines after `lastChat`, then each new one. `over` tells
   * whether the game is over (its spectators' lines reach its players then).
   */
  async join(
    room: string,
    over: () => boolean,
    listener: ChatListener,
    lastChat: number | undefined,
    speaker: Speaker,
  ): Promise<ChatMembership> {
    let chat = this.rooms.get(room);
    if (!chat) {
      chat = new ChatRoom(room, over, this.deps);
      this.rooms.set(room, chat);
    }
    const muted =
      room !== LOBBY_ROOM && listener.seat !== null
        ? (await this.deps.storage.mutes(room)).filter((m) => m.seat === listener.seat).map((m) => m.muted)
        : [];
    await chat.attach(listener, lastChat, muted);
    const joined = chat;
    return {
      say: (text, key, name) => this.say(joined, speaker, text, key, name),
      mute: async (seat, on) => {
        if (listener.seat === null) return;
        await this.deps.storage.setMute(room, listener.seat, seat, on);
        joined.muted(listener.seat, seat, on);
      },
      leave: () => {
        joined.detach(listener);
        if (joined.size > 0 || this.rooms.get(room) !== joined) return;
        joined.close();
        this.rooms.delete(room);
      },
    };
  }

  private async say(
    chat: ChatRoom,
    speaker: Speaker,
    text: string,
    key: string,
    name: string | null,
  ): Promise<SaidResult> {
    const lobby = chat.room === LOBBY_ROOM;
    // A seat is one speaker in its game, whatever its devices; anyone else is their address.
    const who = speaker.seat !== null ? `${chat.room}#${speaker.seat}` : `ip:${speaker.ip}`;
    if (!this.flood.allow(who))
      return {
        ok: false,
        code: 'chat-flood',
        message: `at most ${this.limits.chatLinesPerMinute} chat lines a minute (${this.limits.chatBurst} at once)`,
      };
    const keep = lobby
      ? { max: this.limits.lobbyChatLines, rolling: true }
      : { max: this.limits.chatLinesPerGame, rolling: false };
    const written = await chat.say(
      {
        room: chat.room,
        channel: channelOf(chat.room, speaker.seat),
        seat: speaker.seat,
        name: speaker.seat !== null ? speaker.name : name,
        text,
        key,
      },
      keep,
    );
    if (!written.ok)
      return { ok: false, code: 'chat-full', message: `a game's chat keeps at most ${keep.max} lines` };
    return { ok: true, number: written.line.number, duplicate: written.duplicate };
  }

  close(): void {
    for (const chat of this.rooms.values()) chat.close();
    this.rooms.clear();
  }
}
