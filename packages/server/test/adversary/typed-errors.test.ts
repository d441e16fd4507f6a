/**
 * Every refusal at the server's edges is typed: HTTP answers `{"error":{"code","message"}}` with a 4xx status
 * whoever refuses (a route, fastify's parser and router, Node's HTTP parser), and the WebSocket answers an
 * `error` message for binary frames, byte order marks and strings a database could not store as they are.
 * Run on SQLite and on PostgreSQL (where a NUL used to reach the database as a raw 500). A fault of the
 * database itself answers a typed 500 too: postgres-outage.test.ts.
 */
import { connect } from 'node:net';
import { httpError } from '@warboard/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  backends,
  Client,
  hello,
  type Json,
  newHorsemenGame,
  startServer,
  type TestServer,
  tempDir,
} from '../helpers.js';

interface Answer {
  readonly status: number;
  readonly body: Json;
}

async function send(url: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(url, init);
  const text = await response.text();
  let body: Json = text;
  try {
    body = JSON.parse(text);
  } catch {
    // left as text: the assertion below shows it
  }
  return { status: response.status, body };
}

const json = (body: string, type = 'application/json'): RequestInit => ({
  method: 'POST',
  body,
  headers: { 'content-type': type },
});

/** A raw HTTP exchange, for requests fetch will not send (oversized request lines). */
function rawRequest(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(request));
    let out = '';
    socket.on('data', (chunk) => {
      out += chunk.toString();
    });
    socket.on('end', () => resolve(out));
    socket.on('error', reject);
  });
}

/** A Four Horsemen game against a bot, its human seat still free. */
async function openGame(url: string): Promise<{ id: string }> {
  const created = await send(
    `${url}/api/games`,
    json(JSON.stringify({ game: 'horsemen', seats: [{ kind: 'human' }, { kind: 'bot' }] })),
  );
  expect(created.status).toBe(201);
  return { id: created.body.id };
}

function expectTyped(answer: Answer, status: number, code: string): void {
  expect({ status: answer.status, body: answer.body }).toMatchObject({ status, body: { error: { code } } });
  expect(httpError.strict().safeParse(answer.body).success).toBe(true);
}

describe.each(backends)('typed errors at every edge, on $name', ({ open }) => {
  let server: TestServer;
  let temp: ReturnType<typeof tempDir>;
  beforeAll(async () => {
    temp = tempDir();
    server = await startServer({ storage: await open(temp.dir) });
  });
  afterAll(async () => {
    await server.close();
    temp.remove();
  });

  it('answers malformed, oversized and mistyped bodies in the documented shape', async () => {
    const create = `${server.url}/api/games`;
    expectTyped(await send(create, json('{"game":')), 400, 'bad-json');
    expectTyped(await send(create, json('')), 400, 'bad-json');
    expectTyped(await send(create, json('{"__proto__":{"polluted":1},"game":"horsemen"}')), 400, 'bad-json');
    expectTyped(await send(create, json(`{"game":"${'x'.repeat(70_000)}"}`)), 413, 'too-large');
    expectTyped(
      await send(create, json('game=horsemen', 'application/x-www-form-urlencoded')),
      415,
      'unsupported-media-type',
    );
    expect(({} as Json).polluted).toBeUndefined();
  });

  it('answers unknown routes, bad URLs and oversized ones in the documented shape', async () => {
    expectTyped(await send(`${server.url}/api/nope`), 404, 'not-found');
    expectTyped(await send(`${server.url}/api/play`), 426, 'upgrade-required');
    expectTyped(await send(`${server.url}/api/games`, { method: 'DELETE' }), 404, 'not-found');
    expectTyped(await send(`${server.url}/api/games/x/seats/0/leave`, { method: 'POST' }), 404, 'not-found');
    expectTyped(await send(`${server.url}/api/games/${'a'.repeat(200)}`), 414, 'uri-too-long');
    expectTyped(await send(`${server.url}/api/games/%E0%A4%A`), 400, 'bad-url');
    const port = Number(new URL(server.url).port);
    const huge = await rawRequest(port, `GET /api/games?q=${'a'.repeat(20_000)} HTTP/1.1\r\nhost: x\r\n\r\n`);
    expect(huge).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(huge.slice(huge.indexOf('\r\n\r\n') + 4))).toEqual({
      error: { code: 'headers-too-large', message: expect.any(String) },
    });
    const junk = await rawRequest(port, 'NOT HTTP AT ALL\r\n\r\n');
    expect(junk).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(junk.slice(junk.indexOf('\r\n\r\n') + 4)).error.code).toBe('bad-request');
  });

  it('parses the seat strictly: " ", 0x1, 1e1 and 01 are no seat numbers', async () => {
    const { id } = await openGame(server.url);
    for (const seat of ['%20', '0x1', '1e1', '01', '-0', '1.0', '+1'])
      expectTyped(
        await send(`${server.url}/api/games/${id}/seats/${seat}/join`, { method: 'POST' }),
        400,
        'bad-request',
      );
    // Nothing was taken by any of them: seat 0 is still free.
    const joined = await send(`${server.url}/api/games/${id}/seats/0/join`, { method: 'POST' });
    expect(joined.status).toBe(200);
  });

  it('refuses ids and names with NUL, control, bidi-override or lone-surrogate characters', async () => {
    for (const id of ['a%00b', 'a%0Ab', '%E2%80%AEab', 'a b', 'a.b'])
      expectTyped(await send(`${server.url}/api/games/${id}`), 400, 'bad-request');
    const { id } = await openGame(server.url);
    const join = (name: string) =>
      send(`${server.url}/api/games/${id}/seats/0/join`, json(JSON.stringify({ name })));
    for (const name of ['Ada\u0000', 'Ada\u0007', '\u202Eada', 'Ada\u2066', 'Ada\ud800', '\u0085Ada'])
      expectTyped(await join(name), 400, 'bad-request');
    // A name in another script, with an emoji (a surrogate pair), is a name.
    const fine = await join('Ада 🎲');
    expect(fine.status).toBe(200);
    const game = await send(`${server.url}/api/games/${id}`);
    expect(game.body.seats[0].name).toBe('Ада 🎲');
  });

  it('refuses binary frames, byte order marks and unstorable strings on the WebSocket, typed', async () => {
    const { id, tokens } = await newHorsemenGame(server.url, ['human', 'human']);
    const client = await Client.connect(server.ws);
    const next = () => client.waitFor(() => true, client.messages.length);
    const answer = async (frame: string | Buffer, binary = false): Promise<Json> => {
      const waiting = next();
      client.socket.send(frame, { binary });
      return waiting;
    };
    const helloText = JSON.stringify({ type: 'hello', game: id, token: tokens[0] });
    expect(await answer(Buffer.from(helloText), true)).toMatchObject({ type: 'error', code: 'not-text' });
    expect(
      await answer(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(helloText)])),
    ).toMatchObject({
      type: 'error',
      code: 'bad-json',
    });
    expect(await answer(`\ufeff${helloText}`)).toMatchObject({ type: 'error', code: 'bad-json' });
    for (const game of [`${id}\u0000`, `${id} `, 'a'.repeat(65)])
      expect(await answer(JSON.stringify({ type: 'hello', game }))).toMatchObject({
        type: 'error',
        code: 'bad-message',
      });
    expect(
      await answer(JSON.stringify({ type: 'hello', game: id, token: `${tokens[0]}\u0000` })),
    ).toMatchObject({
      code: 'bad-message',
    });
    // None of that joined: the real hello still does.
    expect(await hello(client, id, tokens[0])).toMatchObject({ type: 'welcome', seat: 0 });
    await client.waitFor((m) => m.type === 'chat'); // the join's last message: the chat so far
    // Distinct lone-surrogate keys would be one key once PostgreSQL stored them: refused, as are NUL and controls.
    for (const key of ['k\ud800', 'k\udfff', 'k\u0000', 'k\n', '\u202Ek'])
      expect(await answer(JSON.stringify({ type: 'action', key, action: { type: 'x' } }))).toMatchObject({
        code: 'bad-message',
      });
    for (const action of [{ type: 'pass\u0000' }, { type: 'x', 'k\u0000': 1 }, { type: '\ud800' }])
      expect(await answer(JSON.stringify({ type: 'action', key: 'a1', action }))).toMatchObject({
        code: 'bad-message',
      });
    // The socket is still up and the game untouched.
    expect(await answer(JSON.stringify({ type: 'ping', id: '1' }))).toMatchObject({
      type: 'pong',
      version: 0,
    });
    await client.close();
  });

  it('closes a connection whose text frame is not UTF-8, as the WebSocket protocol says (1007)', async () => {
    const socket = new WebSocket(server.ws);
    await new Promise((resolve) => socket.once('open', resolve));
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    socket.send(Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), { binary: false });
    expect(await closed).toBe(1007);
    expect((await send(`${server.url}/api/health`)).status).toBe(200);
  });
});
