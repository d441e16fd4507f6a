/**
 * Bad clients: thousands of malformed, oversized, forged, misdirected and stale messages. Each gets exactly
 * one typed error, in order; the server stays up and no game changes.
 */
import { join } from 'node:path';
import { nextInt, type RngState, seedRng } from '@warboard/core';
import { MAX_MESSAGE_BYTES } from '@warboard/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqlite } from '../src/storage/index.js';
import { Client, hello, http, type Json, newHorsemenGame, startServer, type TestServer } from './helpers.js';

type Case = readonly [message: string | Buffer, code: string];

const pick = <T>(rng: RngState, items: readonly T[]): T => items[nextInt(rng, items.length)] as T;
const word = (rng: RngState) =>
  Array.from({ length: 1 + nextInt(rng, 12) }, () => pick(rng, [...'abcxyz-_09{}[]"\\ '])).join('');
/** A word of the characters ids and tokens are made of (others are refused as `bad-message` before any look-up). */
const idWord = (rng: RngState) => word(rng).replace(/[^A-Za-z0-9_-]/g, '');

/** Junk any connection gets the same answer to, joined or not. */
function anywhere(rng: RngState): Case {
  switch (nextInt(rng, 9)) {
    case 0:
      return [
        pick(rng, ['#', '{', 'nope', '{"type":', "{'type':'hello'}", '[1,2', 'undefined']) +
          word(rng).replace(/[{}[\]"]/g, ''),
        'bad-json',
      ];
    case 1:
      // Sent as a binary frame: refused unread (messages are text frames).
      return [
        Buffer.from([0xff, 0xfe, ...Array.from({ length: nextInt(rng, 40) }, () => nextInt(rng, 256))]),
        'not-text',
      ];
    case 2:
      return [pick(rng, ['1', '-3.5', 'null', 'true', '"hello"', '[]', '[{"type":"hello"}]']), 'bad-message'];
    case 3:
      return [
        JSON.stringify(pick(rng, [{}, { type: 7 }, { type: null }, { kind: 'hello' }, { type: ['hello'] }])),
        'bad-message',
      ];
    case 4:
      return [JSON.stringify({ type: `x${word(rng)}` }), 'unknown-type'];
    case 5:
      return [
        JSON.stringify(
          pick(rng, [
            { type: 'hello' },
            { type: 'hello', game: '' },
            { type: 'hello', game: 'g', lastVersion: -1 },
            { type: 'hello', game: 'g', lastVersion: 1.5 },
            { type: 'hello', game: 'g', extra: 1 },
            { type: 'action', action: {} },
            { type: 'action', key: '', action: {} },
            { type: 'action', key: 'k'.repeat(200), action: {} },
            { type: 'action', key: 'k', action: {}, version: 'one' },
            { type: 'action', key: 'k', action: {}, seat: -1 },
            { type: 'ping', id: 5 },
            { type: 'ping', ping: true },
          ]),
        ),
        'bad-message',
      ];
    case 6:
      return [JSON.stringify({ type: 'ping', id: 'x'.repeat(MAX_MESSAGE_BYTES) }), 'too-large'];
    case 7:
      return [`${' '.repeat(MAX_MESSAGE_BYTES)}{}`, 'too-large'];
    default:
      return [JSON.stringify({ type: 'ping', id: word(rng) }), 'pong'];
  }
}

describe('bad clients', () => {
  let t: TestServer;
  let game: { id: string; tokens: (string | null)[] };
  beforeAll(async () => {
    t = await startServer({ rateLimit: { perSecond: 1e9, burst: 1e9 } });
    game = await newHorsemenGame(t.url);
  });
  afterAll(async () => {
    await t.close();
  });

  async function exchange(client: Client, cases: readonly Case[]): Promise<void> {
    const from = client.messages.length;
    for (const [message] of cases) client.socket.send(message);
    await client.waitFor(() => client.messages.length >= from + cases.length, from, 60_000);
    const got = client.messages.slice(from).map((m: Json) => (m.type === 'error' ? m.code : m.type));
    expect(got).toEqual(cases.map(([, code]) => code));
  }

  it('answers thousands of bad messages with one typed error each, and no game changes', async () => {
    const rng = seedRng('fuzz');
    const storage = () => openSqlite(join(t.dir, 'warboard.sqlite'));
    const before = await storage();
    const logBefore = await before.actions(game.id);
    await before.close();
    const viewBefore = (await http('GET', `${t.url}/api/games/${game.id}/view`)).body;

    // Not joined: junk, actions before hello, unknown games and forged tokens.
    const stranger = await Client.connect(t.ws);
    const strangerCases: Case[] = [];
    for (let i = 0; i < 1500; i++) {
      const r = nextInt(rng, 10);
      if (r < 7) strangerCases.push(anywhere(rng));
      else if (r === 7)
        strangerCases.push([
          JSON.stringify({ type: 'action', key: word(rng) || 'k', action: { type: 'flip' } }),
          'no-hello',
        ]);
      else if (r === 8)
        strangerCases.push([JSON.stringify({ type: 'hello', game: `nope${idWord(rng)}` }), 'unknown-game']);
      else
        strangerCases.push([
          JSON.stringify({ type: 'hello', game: game.id, token: `forged${idWord(rng)}` }),
          'bad-token',
        ]);
    }
    await exchange(stranger, strangerCases);

    // A real seat: another seat's actions, stale versions, illegal actions, second hellos.
    const seat = await Client.connect(t.ws);
    await hello(seat, game.id, game.tokens[0]);
    await seat.waitFor((m) => m.type === 'snapshot');
    const seatCases: Case[] = [];
    for (let i = 0; i < 1500; i++) {
      const key = `fuzz${i}`;
      const r = nextInt(rng, 10);
      if (r < 5) seatCases.push(anywhere(rng));
      else if (r === 5)
        seatCases.push([
          JSON.stringify({ type: 'action', key, seat: 1, action: { type: 'flip', line: 0, row: 'front' } }),
          'wrong-seat',
        ]);
      else if (r === 6)
        seatCases.push([
          JSON.stringify({ type: 'action', key, version: 1000 + i, action: { type: 'surrender' } }),
          'stale-version',
        ]);
      else if (r === 7) {
        const junk = pick(rng, [
          {},
          null,
          7,
          'flip',
          { type: 'teleport' },
          { type: 'place', card: 'nope', line: 9, row: 'up' },
          { type: 'compare', line: -1 },
        ]);
        seatCases.push([JSON.stringify({ type: 'action', key, action: junk }), 'illegal']);
      } else if (r === 8)
        seatCases.push([
          JSON.stringify({ type: 'hello', game: game.id, token: game.tokens[0] }),
          'already-joined',
        ]);
      else seatCases.push([JSON.stringify({ type: 'hello', game: game.id }), 'already-joined']);
    }
    await exchange(seat, seatCases);

    // A spectator may not act.
    const watcher = await Client.connect(t.ws);
    await hello(watcher, game.id);
    await exchange(
      watcher,
      Array.from(
        { length: 200 },
        (_, i): Case => [
          JSON.stringify({ type: 'action', key: `w${i}`, action: { type: 'surrender' } }),
          'spectator',
        ],
      ),
    );

    // Nothing changed: same log, same public view; the server still serves and plays.
    const after = await storage();
    expect(await after.actions(game.id)).toEqual(logBefore);
    await after.close();
    expect((await http('GET', `${t.url}/api/games/${game.id}/view`)).body).toEqual(viewBefore);
    expect((await http('GET', `${t.url}/api/health`)).status).toBe(200);
    const other = await Client.connect(t.ws);
    await hello(other, game.id, game.tokens[1]);
    const snaps = [
      await seat.waitFor((m) => m.type === 'snapshot'),
      await other.waitFor((m) => m.type === 'snapshot'),
    ];
    const owing = snaps.findIndex((s) => s.legal.length > 0);
    const actor = [seat, other][owing]!;
    actor.send({ type: 'action', key: 'real', action: snaps[owing].legal[0] });
    expect(await actor.waitFor((m) => m.type === 'ack')).toMatchObject({ key: 'real', duplicate: false });
    await Promise.all([stranger, seat, watcher, other].map((c) => c.close()));
  });

  it('limits the rate per connection with a typed error, and serves the connection again later', async () => {
    const limited = await startServer({ rateLimit: { perSecond: 2, burst: 5 } });
    const c = await Client.connect(limited.ws);
    for (let i = 0; i < 40; i++) c.send({ type: 'ping', id: `${i}` });
    await c.waitFor(() => c.messages.length >= 40);
    const codes = c.messages.map((m: Json) => (m.type === 'error' ? m.code : m.type));
    expect(codes.slice(0, 5)).toEqual(['pong', 'pong', 'pong', 'pong', 'pong']);
    expect(codes.filter((x: string) => x === 'rate-limited').length).toBeGreaterThan(20);
    // The bucket refills: poll (bounded) until a ping is answered again.
    let answered = false;
    for (let i = 0; i < 100 && !answered; i++) {
      await new Promise((r) => setTimeout(r, 50));
      const from = c.messages.length;
      c.send({ type: 'ping', id: 'later' });
      answered = (await c.waitFor(() => true, from)).type === 'pong';
    }
    expect(answered).toBe(true);
    await c.close();
    await limited.close();
  });

  it('names the key of a rate-limited action, so its sender knows which one to send again', async () => {
    // The bucket holds one message and refills once in a thousand seconds: every message after the first is refused.
    const limited = await startServer({ rateLimit: { perSecond: 0.001, burst: 1 } });
    const c = await Client.connect(limited.ws);
    c.send({ type: 'ping', id: 'first' });
    c.send({ type: 'action', key: 'dropped-1', version: 3, action: { type: 'flip' } });
    c.send({ type: 'ping', id: 'second' });
    c.socket.send(Buffer.from(JSON.stringify({ type: 'action', key: 'binary', action: {} })), {
      binary: true,
    });
    c.send('{"type":"action","key":');
    c.send({ type: 'action', key: 'dropped-2', action: {} });
    await c.waitFor(() => c.messages.length >= 6);
    expect(c.messages.map((m: Json) => [m.type === 'error' ? m.code : m.type, m.key])).toEqual([
      ['pong', undefined],
      ['rate-limited', 'dropped-1'],
      ['rate-limited', undefined],
      ['rate-limited', undefined],
      ['rate-limited', undefined],
      ['rate-limited', 'dropped-2'],
    ]);
    await c.close();
    await limited.close();
  });

  it('closes a socket that sends a frame beyond the transport limit, and keeps serving others', async () => {
    const c = await Client.connect(t.ws);
    c.socket.send(Buffer.alloc(64 * MAX_MESSAGE_BYTES + 1, 32));
    await expect(c.waitFor(() => false, 0, 10_000)).rejects.toThrow(/closed/);
    expect((await http('GET', `${t.url}/api/health`)).status).toBe(200);
  });
});
