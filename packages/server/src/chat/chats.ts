/**
 * Every chat room this process has listeners in, and what a speaker may say: lines are length-capped by the
 * protocol, counted against the speaker's flood limit here, and a game's chat keeps at most so many lines (the
 * lobby drops its oldest). A room with nobody left listening is let go.
 */
import { createHash } from 'node:crypto';
import type { Seat } from '@warboard/core';
import type { ErrorCode } from '@warboard/protocol';
import type { Limits } from '../limits.js';
import { LOBBY_ROOM } from '../storage/storage.js';
import {
  type ChatListener,
  ChatRoom,
  type ChatRoomDeps,
  channelOf,
  type MuteChange,
  type Muted,
} from './chat-room.js';
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

export type MuteResult = { readonly ok: true } | { readonly ok: false; readonly message: string };

/** A listener's place in a room: what it says, who it mutes (a seat, or whoever said a line), and leaving. */
export interface ChatMembership {
  say(text: string, key: string, name: string | null): Promise<SaidResult>;
  mute(target: { readonly seat: Seat } | { readonly line: number }, on: boolean): Promise<MuteResult>;
  leave(): void;
}

/**
 * Who a speaker is, for mutes: a seat (each device holding it), or anyone else by their address, as the flood
 * limit counts them. The address is kept hashed, and the key never leaves the server.
 */
export const whoOf = (speaker: Pick<Speaker, 'seat' | 'ip'>): string =>
  speaker.seat !== null
    ? `seat:${speaker.seat}`
    : `ip:${createHash('sha256').update(speaker.ip).digest('base64url').slice(0, 22)}`;

/** A seat's lines muted by a listener with no seat (spectators) are kept with the speakers', by this key. */
const SEAT_KEY = /^seat:(\d+)$/;

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
    listener: Omit<ChatListener, 'who'>,
    lastChat: number | undefined,
    speaker: Speaker,
  ): Promise<ChatMembership> {
    let chat = this.rooms.get(room);
    if (!chat) {
      chat = new ChatRoom(room, over, this.deps);
      this.rooms.set(room, chat);
    }
    const member: ChatListener = { seat: listener.seat, who: whoOf(speaker), send: listener.send };
    await chat.attach(member, lastChat, await this.mutesOf(room, member));
    const joined = chat;
    return {
      say: (text, key, name) => this.say(joined, speaker, text, key, name),
      mute: async (target, on) => {
        const change = await this.changeOf(room, member, target);
        if (!change.ok) return change;
        await this.storeMute(room, member, change.value, on);
        joined.muted(member.who, change.value, on);
        return { ok: true };
      },
      leave: () => {
        joined.detach(member);
        if (joined.size > 0 || this.rooms.get(room) !== joined) return;
        joined.close();
        this.rooms.delete(room);
      },
    };
  }

  /** What a listener muted in a room, as stored: a seat's own seat mutes, and everyone's speaker mutes. */
  private async mutesOf(room: string, member: ChatListener): Promise<Muted> {
    const muted: Muted = { seats: new Set(), speakers: new Map() };
    if (room !== LOBBY_ROOM && member.seat !== null)
      for (const m of await this.deps.storage.mutes(room))
        if (m.seat === member.seat) muted.seats.add(m.muted);
    for (const m of await this.deps.storage.speakerMutes(room, member.who)) {
      const seat = SEAT_KEY.exec(m.speaker);
      if (seat) muted.seats.add(Number(seat[1]));
      else muted.speakers.set(m.speaker, m.line);
    }
    return muted;
  }

  /** The change a mute asks for: a seat as it is, a line by who said it (never oneself, never a seat's line). */
  private async changeOf(
    room: string,
    member: ChatListener,
    target: { readonly seat: Seat } | { readonly line: number },
  ): Promise<{ ok: true; value: MuteChange } | { ok: false; message: string }> {
    if ('seat' in target) return { ok: true, value: target };
    const line = await this.deps.storage.chatLine(room, target.line);
    if (!line) return { ok: false, message: `this room has no line ${target.line}` };
    if (line.speaker === null)
      return { ok: false, message: `line ${target.line} was said by seat ${line.seat}: mute the seat` };
    if (line.speaker === member.who) return { ok: false, message: 'nobody mutes their own lines' };
    return { ok: true, value: { speaker: line.speaker, line: line.number } };
  }

  private async storeMute(
    room: string,
    member: ChatListener,
    change: MuteChange,
    on: boolean,
  ): Promise<void> {
    if ('seat' in change && member.seat !== null)
      return this.deps.storage.setMute(room, member.seat, change.seat, on);
    const mute = 'seat' in change ? { speaker: `seat:${change.seat}`, line: 0 } : change;
    await this.deps.storage.setSpeakerMute(room, member.who, mute, on);
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
        speaker: speaker.seat !== null ? null : whoOf(speaker),
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
