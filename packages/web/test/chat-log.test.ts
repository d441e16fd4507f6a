/** The chat as a client holds it, without a DOM: who may be muted from a line, and what a mute hides. */
import { describe, expect, it } from 'vitest';
import type { ChatLine, ClientMessage } from '../src/api/protocol.js';
import { ChatLog } from '../src/chat/chat-log.js';

const line = (
  number: number,
  channel: ChatLine['channel'],
  seat: number | null,
  name: string | null,
): ChatLine => ({
  number,
  channel,
  seat,
  name,
  text: `line ${number}`,
  at: 0,
});

describe('chat mutes in the client', () => {
  it('offers a spectator a mute by line on another spectator, by seat on a player, and none on its own line', () => {
    const chat = new ChatLog();
    const sent: ClientMessage[] = [];
    chat.say('mine', (m) => sent.push(m), 'Me');
    chat.receive({ type: 'chat', lines: [line(1, 'players', 0, 'Ada'), line(2, 'spectators', null, 'Bob')] });
    const key = sent[0]?.type === 'chat' ? sent[0].key : '';
    chat.receive({ type: 'chat', lines: [line(3, 'spectators', null, 'Me')] });
    chat.receive({ type: 'chat-ack', key, number: 3, duplicate: false });
    const [ada, bob, me] = chat.lines.value as [ChatLine, ChatLine, ChatLine];
    expect(chat.muteTarget(ada, null)).toEqual({ seat: 0 });
    expect(chat.muteTarget(bob, null)).toEqual({ line: 2 });
    expect(chat.muteTarget(me, null)).toBeNull();
    // A seated player does not mute its own seat, but mutes a spectator by line.
    expect(chat.muteTarget(ada, 0)).toBeNull();
    expect(chat.muteTarget(bob, 0)).toEqual({ line: 2 });
  });

  it('hides the line a seatless speaker was muted by, and shows it again once unmuted', () => {
    const chat = new ChatLog();
    chat.receive({ type: 'chat', lines: [line(1, 'lobby', null, 'Bob'), line(2, 'lobby', null, null)] });
    const [bob, guest] = chat.lines.value as [ChatLine, ChatLine];
    chat.receive({ type: 'muted', seats: [], lines: [1] });
    expect(chat.mutedLines.value).toEqual([1]);
    expect(chat.hidden(bob)).toBe(true);
    expect(chat.hidden(guest)).toBe(false);
    expect(chat.muteTarget(bob, null)).toBeNull();
    // `lines` is left out when empty: everyone heard again.
    chat.receive({ type: 'muted', seats: [] });
    expect(chat.mutedLines.value).toEqual([]);
    expect(chat.hidden(bob)).toBe(false);
  });

  it('takes the mutes of a catch-up: seats and lines alike', () => {
    const chat = new ChatLog();
    chat.receive({
      type: 'chat',
      lines: [line(4, 'players', 1, 'Cy'), line(5, 'spectators', null, 'Di'), line(6, 'players', 0, 'Ada')],
      muted: [1],
      mutedLines: [5],
    });
    expect(chat.lines.value.filter((l) => !chat.hidden(l)).map((l) => l.number)).toEqual([6]);
  });
});
