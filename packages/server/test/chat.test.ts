/**
 * Chat (issue 22, item 4): stored with the game on both databases, delivered like events (numbered, the lines
 * after `lastChat` resent on a new connection), rate-limited and length-capped with typed errors that store
 * nothing, spectators' lines kept from the players while the game is live, mutes per seat.
 */
import { randomBytes } from 'node:crypto';
import { MAX_CHAT_CHARS } from '@warboard/protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOBBY_ROOM, type NewChatLine, type Storage } from '../src/storage/index.js';
import {
  backends,
  Client,
  hello,
  type Json,
  newHorsemenGame,
  startServer,
  type TestServer,
} from './helpers.js';
import { useTempStorage } from './temp-storage.js';

const line = (room: string, n: number, over: Partial<NewChatLine> = {}): NewChatLine => ({
  room,
  channel: 'players',
  seat: 0,
  name: 'Ada',
  text: `line ${n}`,
  key: `k${n}`,
  speaker: null,
  ...over,
});

/** A two-seat game of `status`: both seats taken when it is live, neither when it is open. */
async function newGame(storage: Storage, status: 'open' | 'live'): Promise<string> {
  const id = randomBytes(9).toString('base64url');
  await storage.createGame({
    id,
    game: 'horsemen',
    rulesVersion: '1',
    options: {},
    seed: 's',
    settings: { decisionMs: 1000, fullReplay: false },
    status,
    seats: [0, 1].map((seat) => ({
      seat,
      kind: 'human' as const,
      difficulty: null,
      tokenHash: status === 'live' ? `h${seat}` : null,
      name: null,
    })),
  });
  return id;
}

describe.each(backends)('chat storage on $name', ({ open }) => {
  let storage: Storage;
  useTempStorage(open, (opened) => {
    storage = opened;
  });

  it('numbers lines per room, answers a repeated key with its line, and reads the newest after a number', async () => {
    const room = randomBytes(9).toString('base64url');
    const keep = { max: 100, rolling: false };
    for (let n = 1; n <= 5; n++)
      expect(await storage.appendChat(line(room, n), keep)).toMatchObject({ ok: true, line: { number: n } });
    const again = await storage.appendChat(line(room, 2, { text: 'other text' }), keep);
    expect(again).toMatchObject({ ok: true, duplicate: true, line: { number: 2, text: 'line 2' } });
    expect((await storage.chat(room, 2, 100)).map((l) => l.number)).toEqual([3, 4, 5]);
    expect((await storage.chat(room, 0, 2)).map((l) => l.text)).toEqual(['line 4', 'line 5']); // the newest two
    expect(await storage.chat('elsewhere', 0, 10)).toEqual([]);
  });

  it('a full game chat refuses the next line and stores nothing; the lobby drops its oldest instead', async () => {
    const room = randomBytes(9).toString('base64url');
    for (let n = 1; n <= 3; n++) await storage.appendChat(line(room, n), { max: 3, rolling: false });
    expect(await storage.appendChat(line(room, 4), { max: 3, rolling: false })).toEqual({
      ok: false,
      reason: 'full',
    });
    expect((await storage.chat(room, 0, 10)).length).toBe(3);
    const lobby = { max: 3, rolling: true };
    const before = (await storage.chat(LOBBY_ROOM, 0, 1000)).at(-1)?.number ?? 0;
    for (let n = 1; n <= 5; n++)
      await storage.appendChat(
        line(LOBBY_ROOM, n, { channel: 'lobby', seat: null, key: randomBytes(8).toString('hex') }),
        lobby,
      );
    expect((await storage.chat(LOBBY_ROOM, 0, 1000)).map((l) => l.number)).toEqual([
      before + 3,
      before + 4,
      before + 5,
    ]);
  });

  it("keeps who said a seatless line, and a listener's mutes of speakers, by room and listener", async () => {
    const keep = { max: 100, rolling: true };
    const said = await storage.appendChat(
      line(LOBBY_ROOM, 1, {
        channel: 'lobby',
        seat: null,
        key: randomBytes(6).toString('hex'),
        speaker: 'ip:x',
      }),
      keep,
    );
    if (!said.ok) throw new Error('not said');
    expect(await storage.chatLine(LOBBY_ROOM, said.line.number)).toMatchObject({
      speaker: 'ip:x',
      seat: null,
    });
    expect(await storage.chatLine(LOBBY_ROOM, said.line.number + 1000)).toBeNull();
    const listener = `ip:${randomBytes(6).toString('hex')}`;
    await storage.setSpeakerMute(LOBBY_ROOM, listener, { speaker: 'ip:x', line: said.line.number }, true);
    await storage.setSpeakerMute(LOBBY_ROOM, listener, { speaker: 'seat:1', line: 0 }, true);
    await storage.setSpeakerMute(LOBBY_ROOM, listener, { speaker: 'ip:x', line: said.line.number + 1 }, true);
    expect(await storage.speakerMutes(LOBBY_ROOM, listener)).toEqual([
      { speaker: 'seat:1', line: 0 },
      { speaker: 'ip:x', line: said.line.number + 1 },
    ]);
    expect(await storage.speakerMutes(LOBBY_ROOM, 'someone else')).toEqual([]);
    await storage.setSpeakerMute(LOBBY_ROOM, listener, { speaker: 'ip:x', line: 0 }, false);
    expect(await storage.speakerMutes(LOBBY_ROOM, listener)).toEqual([{ speaker: 'seat:1', line: 0 }]);
  });

  it('keeps mutes and notices per seat, hands a seat to a bot, and forgets notices when the game ends', async () => {
    const id = await newGame(storage, 'live');
    await storage.setMute(id, 0, 1, true);
    await storage.setMute(id, 0, 1, true); // twice is once
    await storage.setMute(id, 1, 0, true);
    await storage.setMute(id, 1, 0, false);
    expect(await storage.mutes(id)).toEqual([{ seat: 0, muted: 1 }]);
    const push = { endpoint: 'https://push.example/abc', keys: { p256dh: 'BPk', auth: 'au' } };
    await storage.setNotices(id, { seat: 1, push, email: 'ada@example.org' });
    expect(await storage.notices(id)).toEqual([{ seat: 1, push, email: 'ada@example.org' }]);
    await storage.setNotices(id, { seat: 1, push: null, email: 'ada@example.org' });
    expect(await storage.notices(id)).toEqual([{ seat: 1, push: null, email: 'ada@example.org' }]);
    // A seat handed to a bot keeps its token (its player may watch); only a human seat is handed over.
    expect(await storage.handSeatToBot(id, 1, 'random')).toBe(true);
    expect(await storage.handSeatToBot(id, 1, 'random')).toBe(false);
    expect((await storage.seats(id))[1]).toEqual({
      seat: 1,
      kind: 'bot',
      difficulty: 'random',
      tokenHash: 'h1',
      name: null,
      accountId: null,
    });
    await storage.appendAction(id, 0, { seat: 0, action: { type: 'x' }, key: 'k' }, 'over', []);
    expect(await storage.notices(id)).toEqual([]);
  });

  it('an expired open game leaves with its chat, mutes and notices', async () => {
    const id = await newGame(storage, 'open');
    await storage.appendChat(line(id, 1, { channel: 'spectators', seat: null }), { max: 10, rolling: false });
    await storage.setMute(id, 0, 1, true);
    await storage.setNotices(id, { seat: 0, push: null, email: 'a@example.org' });
    expect(await storage.removeOpenGames(Date.now() + 1000)).toContain(id);
    expect(await storage.chat(id, 0, 10)).toEqual([]);
    expect(await storage.mutes(id)).toEqual([]);
    expect(await storage.notices(id)).toEqual([]);
  });
});

describe('chat over the WebSocket', () => {
  let t: TestServer;
  beforeEach(async () => {
    t = await startServer({ limits: { chatBurst: 4, chatLinesPerMinute: 6 } });
  });
  afterEach(async () => {
    await t.close();
  });

  const say = async (c: Client, text: string, key: string, extra: Record<string, unknown> = {}) => {
    const from = c.messages.length;
    c.send({ type: 'chat', key, text, ...extra });
    return c.waitFor((m) => (m.type === 'chat-ack' && m.key === key) || m.type === 'error', from);
  };
  /** A live game of two players, each connected, and a spectator. */
  const twoPlayersAndWatcher = async () => {
    const { id, tokens } = await newHorsemenGame(t.url);
    const [a, b, watcher] = await Promise.all([
      Client.connect(t.ws),
      Client.connect(t.ws),
      Client.connect(t.ws),
    ]);
    await hello(a, id, tokens[0]);
    await hello(b, id, tokens[1]);
    await hello(watcher, id);
    return { id, tokens, a, b, watcher };
  };
  const linesOf = (c: Client): Json[] => c.messages.filter((m) => m.type === 'chat').flatMap((m) => m.lines);

  it('delivers a line to every seat and spectator, numbered, and resends what a client missed after lastChat', async () => {
    const { id, tokens, a, b, watcher } = await twoPlayersAndWatcher();
    expect(await say(a, 'good luck', 'a1')).toMatchObject({
      type: 'chat-ack',
      number: 1,
      duplicate: false,
      version: 0,
    });
    await b.waitFor((m) => m.type === 'chat' && m.lines.some((l: Json) => l.text === 'good luck'));
    await watcher.waitFor((m) => m.type === 'chat' && m.lines.some((l: Json) => l.number === 1));
    expect(linesOf(b).at(-1)).toMatchObject({ number: 1, channel: 'players', seat: 0, text: 'good luck' });
    // The same key again is the same line: acknowledged, never said twice.
    expect(await say(a, 'good luck', 'a1')).toMatchObject({ type: 'chat-ack', number: 1, duplicate: true });

    await b.close();
    await say(a, 'still there?', 'a2');
    await say(a, '<b>bold</b> & co', 'a3');
    const back = await Client.connect(t.ws);
    back.send({ type: 'hello', game: id, token: tokens[1], lastChat: 1 });
    const caughtUp = await back.waitFor((m) => m.type === 'chat');
    // Only what it missed, in order; the text as it was said (the client shows it as text, never as HTML).
    expect(caughtUp.lines.map((l: Json) => [l.number, l.text])).toEqual([
      [2, 'still there?'],
      [3, '<b>bold</b> & co'],
    ]);
    expect(caughtUp.muted).toEqual([]);
    await Promise.all([a.close(), back.close(), watcher.close()]);
  });

  it('refuses floods, over-long and empty lines with typed errors, and stores none of them', async () => {
    const { id, tokens } = await newHorsemenGame(t.url);
    const a = await Client.connect(t.ws);
    await hello(a, id, tokens[0]);
    expect(await say(a, 'x'.repeat(MAX_CHAT_CHARS + 1), 'long')).toMatchObject({
      type: 'error',
      code: 'chat-too-long',
    });
    expect(await say(a, '   ', 'blank')).toMatchObject({ type: 'error', code: 'chat-empty' });
    expect(await say(a, 'bell\u0007', 'ctl')).toMatchObject({ type: 'error', code: 'bad-message' });
    for (let i = 0; i < 4; i++) expect(await say(a, `hi ${i}`, `h${i}`)).toMatchObject({ type: 'chat-ack' });
    expect(await say(a, 'one too many', 'h4')).toMatchObject({ type: 'error', code: 'chat-flood' });
    // A second connection of the same seat is the same speaker: no fresh allowance.
    const again = await Client.connect(t.ws);
    await hello(again, id, tokens[0]);
    expect(await say(again, 'from another tab', 'h5')).toMatchObject({ type: 'error', code: 'chat-flood' });
    const replay = await Client.connect(t.ws);
    replay.send({ type: 'hello', game: id });
    const stored = (await replay.waitFor((m) => m.type === 'chat')).lines;
    await replay.close();
    expect(stored.map((l: Json) => l.text)).toEqual(['hi 0', 'hi 1', 'hi 2', 'hi 3']);
    await Promise.all([a.close(), again.close()]);
  });

  it("keeps spectators' lines from the players while the game is live; a seat's mute follows it to every device", async () => {
    const { id, tokens, a, b, watcher } = await twoPlayersAndWatcher();
    expect(await say(watcher, 'play the left card!', 'w1', { name: 'Kibitzer' })).toMatchObject({
      type: 'chat-ack',
    });
    await watcher.waitFor((m) => m.type === 'chat' && m.lines.some((l: Json) => l.channel === 'spectators'));
    a.send({ type: 'mute', seat: 1, muted: true });
    await a.waitFor((m) => m.type === 'muted' && m.seats.includes(1));
    await say(b, 'hello from seat 2', 'b1');
    await say(b, 'and again', 'b2');
    await say(watcher, 'second tip', 'w2', { name: 'Kibitzer' });
    await a.waitFor((m) => m.type === 'muted'); // everything above reached a before the ping below answers
    const from = a.messages.length;
    a.send({ type: 'ping', id: 'sync' });
    await a.waitFor((m) => m.type === 'pong' && m.id === 'sync', from);
    expect(linesOf(a).filter((l) => l.channel === 'spectators' || l.seat === 1)).toEqual([]);
    expect(linesOf(watcher).map((l) => l.text)).toEqual([
      'play the left card!',
      'hello from seat 2',
      'and again',
      'second tip',
    ]);
    expect(linesOf(watcher)[0]).toMatchObject({ channel: 'spectators', seat: null, name: 'Kibitzer' });
    // Another device of seat 0 starts muted too, and so does a reconnection.
    const a2 = await Client.connect(t.ws);
    a2.send({ type: 'hello', game: id, token: tokens[0] });
    const first = await a2.waitFor((m) => m.type === 'chat');
    expect(first.muted).toEqual([1]);
    expect(first.lines.map((l: Json) => l.seat)).toEqual([]);
    // Bad mutes are refused.
    for (const [m, who] of [
      [{ type: 'mute', seat: 0, muted: true }, a],
      [{ type: 'mute', seat: 7, muted: true }, a],
      [{ type: 'mute', seat: 7, muted: true }, watcher],
      [{ type: 'mute', muted: true }, a],
      [{ type: 'mute', seat: 1, line: 1, muted: true }, a],
    ] as const) {
      const at = who.messages.length;
      who.send(m);
      expect(await who.waitFor((x) => x.type === 'error', at)).toMatchObject({ code: 'bad-mute' });
    }
    await Promise.all([a.close(), a2.close(), b.close(), watcher.close()]);
  });

  /** Send a ping and wait for its pong: every message sent to `c` before it has arrived. */
  const sync = async (c: Client, id: string) => {
    const from = c.messages.length;
    c.send({ type: 'ping', id });
    await c.waitFor((m) => m.type === 'pong' && m.id === id, from);
  };
  const numberOf = (c: Client, text: string): number => linesOf(c).find((l) => l.text === text)?.number;

  it('lets a spectator mute a seat and another spectator (by a line of theirs), kept on a reconnection', async () => {
    const { id, a, b, watcher } = await twoPlayersAndWatcher();
    const other = await Client.connect(t.ws, '127.0.0.2'); // another spectator, from another address
    await hello(other, id);
    await say(other, 'psst, seat 0 holds the king', 'o1', { name: 'Loud' });
    await watcher.waitFor((m) => m.type === 'chat' && m.lines.some((l: Json) => l.text.startsWith('psst')));
    const loud = numberOf(watcher, 'psst, seat 0 holds the king');
    watcher.send({ type: 'mute', line: loud, muted: true });
    expect(await watcher.waitFor((m) => m.type === 'muted')).toMatchObject({ seats: [], lines: [loud] });
    watcher.send({ type: 'mute', seat: 1, muted: true });
    await watcher.waitFor((m) => m.type === 'muted' && m.seats.includes(1));
    await say(b, 'from seat 1', 'b1');
    await say(other, 'and more', 'o2', { name: 'Loud' });
    await say(a, 'from seat 0', 'a1');
    await sync(watcher, 's1');
    const heard = linesOf(watcher).map((l) => l.text);
    expect(heard).toContain('from seat 0');
    expect(heard).not.toContain('from seat 1');
    expect(heard).not.toContain('and more');
    // No line names who said it beyond its seat and given name: the server's key for a speaker stays its own.
    expect(linesOf(watcher).every((l) => !('speaker' in l))).toBe(true);
    // The same spectator again (the same address): its mutes hold.
    const back = await Client.connect(t.ws);
    back.send({ type: 'hello', game: id });
    const caughtUp: Json = await back.waitFor((m) => m.type === 'chat');
    expect(caughtUp).toMatchObject({ muted: [1], mutedLines: [loud] });
    expect(caughtUp.lines.map((l: Json) => l.text)).toEqual(['from seat 0']);
    // Bad mutes are refused: one's own line, a line that is not there, a seat's line (mute the seat).
    await say(watcher, 'my own', 'w1', { name: 'Quiet' });
    await sync(watcher, 's2');
    for (const line of [numberOf(watcher, 'my own'), 999, numberOf(watcher, 'from seat 0')]) {
      const at = watcher.messages.length;
      watcher.send({ type: 'mute', line, muted: true });
      expect(await watcher.waitFor((x) => x.type === 'error', at)).toMatchObject({ code: 'bad-mute' });
    }
    await Promise.all([a.close(), b.close(), watcher.close(), other.close(), back.close()]);
  });

  it('lets anyone in the lobby mute another visitor by a line of theirs, kept on a reconnection, and unmute', async () => {
    const [x, y] = [await Client.connect(t.ws), await Client.connect(t.ws, '127.0.0.2')];
    x.send({ type: 'lobby' });
    y.send({ type: 'lobby' });
    await x.waitFor((m) => m.type === 'chat');
    await y.waitFor((m) => m.type === 'chat');
    await say(y, 'BUY GOLD', 'y1', { name: 'Spam' });
    await x.waitFor((m) => m.type === 'chat' && m.lines.some((l: Json) => l.text === 'BUY GOLD'));
    const spam = numberOf(x, 'BUY GOLD');
    x.send({ type: 'mute', line: spam, muted: true });
    expect(await x.waitFor((m) => m.type === 'muted')).toMatchObject({ seats: [], lines: [spam] });
    await say(y, 'BUY MORE GOLD', 'y2', { name: 'Spam' });
    await say(x, 'quiet now', 'x1', { name: 'Ada' });
    await sync(x, 'l1');
    expect(linesOf(x).map((l) => l.text)).not.toContain('BUY MORE GOLD');
    const again = await Client.connect(t.ws);
    again.send({ type: 'lobby' });
    const caughtUp: Json = await again.waitFor((m) => m.type === 'chat');
    expect(caughtUp.mutedLines).toEqual([spam]);
    expect(caughtUp.lines.map((l: Json) => l.text)).toEqual(['quiet now']);
    // The lobby has no seats to mute.
    let at = x.messages.length;
    x.send({ type: 'mute', seat: 0, muted: true });
    expect(await x.waitFor((m) => m.type === 'error', at)).toMatchObject({ code: 'bad-mute' });
    at = x.messages.length;
    x.send({ type: 'mute', line: spam, muted: false });
    expect(await x.waitFor((m) => m.type === 'muted', at)).toEqual({ type: 'muted', seats: [] });
    await say(y, 'sorry', 'y3', { name: 'Spam' });
    await x.waitFor((m) => m.type === 'chat' && m.lines.some((l: Json) => l.text === 'sorry'));
    await Promise.all([x.close(), y.close(), again.close()]);
  });

  it('the lobby has a chat of its own, joined instead of a game', async () => {
    const [x, y] = await Promise.all([Client.connect(t.ws), Client.connect(t.ws)]);
    x.send({ type: 'lobby' });
    y.send({ type: 'lobby' });
    await x.waitFor((m) => m.type === 'chat');
    await y.waitFor((m) => m.type === 'chat');
    expect(await say(x, 'anyone for Frontline?', 'l1', { name: 'Ada' })).toMatchObject({ type: 'chat-ack' });
    const heard = await y.waitFor(
      (m) => m.type === 'chat' && m.lines.some((l: Json) => l.text === 'anyone for Frontline?'),
    );
    expect(heard.lines[0]).toMatchObject({ channel: 'lobby', seat: null, name: 'Ada' });
    expect(heard.version).toBeUndefined();
    const at = x.messages.length;
    x.send({ type: 'hello', game: 'whatever' });
    expect(await x.waitFor((m) => m.type === 'error', at)).toMatchObject({ code: 'already-joined' });
    await Promise.all([x.close(), y.close()]);
  });
});
