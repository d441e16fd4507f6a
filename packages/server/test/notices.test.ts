/**
 * "Your decision is due" notices with real components (issue 22, items 3 and 6): a push endpoint of the test's
 * own, on https with a certificate the test makes, records the Web Push request, whose VAPID signature and
 * aes128gcm encryption (RFC 8291) it checks and undoes with the subscription's private key; a local SMTP sink
 * (smtp-server) receives the e-mail. A seat's notices are its own: another seat's token changes nothing.
 */
import { execFileSync } from 'node:child_process';
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { Agent, createServer as createHttps, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.js';
import { ConfigurationError } from '../src/configuration-error.js';
import type { NoticeOptions } from '../src/notices/notifier.js';
import {
  autoPlay,
  Client,
  hello,
  http,
  type Json,
  startServer,
  type TestServer,
  tempDir,
} from './helpers.js';

interface Pushed {
  readonly path: string;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: Buffer;
}

/** A push service of the test's own: https on 127.0.0.1, every request kept. */
async function pushService(
  dir: string,
): Promise<{ server: Server; origin: string; ca: Buffer; got: Pushed[] }> {
  const key = join(dir, 'push.key');
  const cert = join(dir, 'push.crt');
  execFileSync(
    'openssl',
    [
      ...[
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '2',
      ],
      ...['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', cert],
    ],
    { stdio: 'ignore' },
  );
  const got: Pushed[] = [];
  const server = createHttps({ key: readFileSync(key), cert: readFileSync(cert) }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      got.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, origin: `https://127.0.0.1:${port}`, ca: readFileSync(cert), got };
}

/** RFC 8291: the push message's plaintext, decrypted with the subscription's private key and auth secret. */
function decryptPush(body: Buffer, receiver: ReturnType<typeof createECDH>, auth: Buffer): string {
  const salt = body.subarray(0, 16);
  const idlen = body[20]!;
  const senderKey = body.subarray(21, 21 + idlen);
  const secret = receiver.computeSecret(senderKey);
  const info = Buffer.concat([Buffer.from('WebPush: info\0'), receiver.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, auth, info, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const record = body.subarray(21 + idlen);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  const end = plain.lastIndexOf(2); // the last record's padding delimiter
  return plain.subarray(0, end).toString('utf8');
}

/** The VAPID JWT of an `Authorization: vapid t=…, k=…` header, checked against the server's public key. */
function vapidClaims(header: string, publicKey: string): Json {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(header);
  expect(match, header).not.toBeNull();
  const [, jwt, k] = match!;
  expect(k).toBe(publicKey);
  const [head, claims, signature] = jwt!.split('.');
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature!, 'base64url'),
  );
  expect(signed).toBe(true);
  expect(JSON.parse(Buffer.from(head!, 'base64url').toString())).toMatchObject({ alg: 'ES256' });
  return JSON.parse(Buffer.from(claims!, 'base64url').toString());
}

const waitUntil = async (done: () => boolean, what: string): Promise<void> => {
  for (let i = 0; i < 2000 && !done(); i++) await new Promise((r) => setTimeout(r, 10));
  if (!done()) throw new Error(`never: ${what}`);
};

describe('notices when a decision is due', () => {
  const temp = tempDir();
  const mails: { to: string[]; text: string }[] = [];
  let push: Awaited<ReturnType<typeof pushService>>;
  let smtp: SMTPServer;
  let t: TestServer;
  let noticesIn: (dir: string) => NoticeOptions;

  beforeAll(async () => {
    push = await pushService(temp.dir);
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          mails.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            text: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const smtpPort = (smtp.server.address() as AddressInfo).port;
    noticesIn = (dir) => ({
      dataDir: dir,
      smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
      smtpFrom: 'Warboard <turns@warboard.test>',
      publicUrl: 'https://warboard.test',
      pushEndpoints: 'any',
      pushAgent: new Agent({ ca: push.ca }),
    });
    t = await startServer({ dir: temp.dir, notices: noticesIn(temp.dir) });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => push.server.close(() => resolve()));
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    temp.remove();
  });

  it('pushes an encrypted, VAPID-signed notice and sends an e-mail when the seat that asked for them owes', async () => {
    const offer = await http('GET', `${t.url}/api/notices`);
    expect(offer.body).toMatchObject({ email: true });
    expect(statSync(join(temp.dir, 'vapid.json')).mode & 0o777).toBe(0o600);
    const created = await http('POST', `${t.url}/api/games`, {
      game: 'horsemen',
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    const id: string = created.body.id;
    const token0: string = (await http('POST', `${t.url}/api/games/${id}/seats/0/join`)).body.token;

    const receiver = createECDH('prime256v1');
    receiver.generateKeys();
    const auth = randomBytes(16);
    const subscription = {
      endpoint: `${push.origin}/push/seat0`,
      expirationTime: null,
      keys: { p256dh: receiver.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    };
    const put = (seat: number, token: string | null, body: unknown) =>
      fetch(`${t.url}/api/games/${id}/seats/${seat}/notices`, {
        method: 'PUT',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      }).then(async (r) => ({ status: r.status, body: await r.json() }));
    expect(await put(0, token0, { push: subscription, email: 'ada@example.org' })).toEqual({
      status: 200,
      body: { push: true, email: true },
    });

    const token1: string = (await http('POST', `${t.url}/api/games/${id}/seats/1/join`)).body.token;
    // Seat 0 never answers; seat 1 plays whenever it may, so seat 0's decision comes due either way.
    const seat1 = await Client.connect(t.ws);
    const playing = autoPlay(seat1, 'notices/1');
    await hello(seat1, id, token1);
    await waitUntil(() => push.got.length > 0 && mails.length > 0, 'a push and an e-mail');
    playing.stop();
    await seat1.close();

    const [pushed] = push.got;
    expect(pushed!.path).toBe('/push/seat0');
    expect(pushed!.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(pushed!.headers.ttl)).toBeGreaterThan(0);
    const claims = vapidClaims(String(pushed!.headers.authorization), offer.body.vapidPublicKey);
    expect(claims).toMatchObject({ aud: push.origin, sub: 'https://warboard.test' });
    expect(typeof claims.exp).toBe('number');
    expect(JSON.parse(decryptPush(pushed!.body, receiver, auth))).toEqual({
      title: 'Warboard: Four Horsemen',
      body: 'Your decision is due.',
      url: `/game/${id}`,
    });
    expect(push.got).toHaveLength(1); // one notice per seat, not one per step

    const [mail] = mails;
    expect(mail!.to).toEqual(['ada@example.org']);
    expect(mail!.text).toContain('Subject: Warboard: your decision is due (Four Horsemen)');
    expect(mail!.text).toContain(`https://warboard.test/game/${id}`);
  });

  it('sends no push or e-mail while the seat has the game open, and sends them once it is not connected', async () => {
    const own = tempDir();
    const browser = createECDH('prime256v1');
    browser.generateKeys();
    let server = await startServer({ dir: own.dir, notices: noticesIn(own.dir) });
    try {
      // Short clocks: seat 0's standing orders keep its decisions coming due, open or not.
      const created = await http('POST', `${server.url}/api/games`, {
        game: 'horsemen',
        seats: [{ kind: 'human' }, { kind: 'human' }],
        decisionMs: 300,
      });
      const id: string = created.body.id;
      const token0: string = (await http('POST', `${server.url}/api/games/${id}/seats/0/join`)).body.token;
      const asked = await fetch(`${server.url}/api/games/${id}/seats/0/notices`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token0}` },
        body: JSON.stringify({
          push: {
            endpoint: `${push.origin}/push/open0`,
            keys: {
              p256dh: browser.getPublicKey().toString('base64url'),
              auth: randomBytes(16).toString('base64url'),
            },
          },
          email: 'open@example.org',
        }),
      });
      expect(asked.status).toBe(200);
      const mine = () => ({
        pushes: push.got.filter((p) => p.path === '/push/open0').length,
        mails: mails.filter((m) => m.to.includes('open@example.org')).length,
      });

      // Seat 0 has the game open (from before the game goes live), and is offered its decision there.
      const open = await Client.connect(server.ws);
      await hello(open, id, token0);
      const token1: string = (await http('POST', `${server.url}/api/games/${id}/seats/1/join`)).body.token;
      const seat1 = await Client.connect(server.ws);
      const playing = autoPlay(seat1, 'notices/open');
      await hello(seat1, id, token1);
      await open.waitFor((m) => Array.isArray(m.legal) && m.legal.length > 0 && m.status === 'live');
      playing.stop();
      await server.close(); // waits for every notice asked for: none was, for seat 0
      await Promise.all([open.close(), seat1.close()]);
      expect(mine()).toEqual({ pushes: 0, mails: 0 });

      // The same game, seat 0 no longer connected: its next decision is pushed and mailed.
      server = await startServer({ dir: own.dir, notices: noticesIn(own.dir) });
      const again = await Client.connect(server.ws);
      const replaying = autoPlay(again, 'notices/away');
      await hello(again, id, token1);
      await waitUntil(() => mine().pushes > 0 && mine().mails > 0, 'a push and an e-mail to the absent seat');
      replaying.stop();
      await again.close();
    } finally {
      await server.close();
      own.remove();
    }
  });

  it("refuses another seat's token, no token and bad bodies with typed errors, and changes nothing", async () => {
    const created = await http('POST', `${t.url}/api/games`, {
      game: 'horsemen',
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    const id: string = created.body.id;
    const token0: string = (await http('POST', `${t.url}/api/games/${id}/seats/0/join`)).body.token;
    const call = (method: string, seat: number, token: string | null, body?: unknown) =>
      fetch(`${t.url}/api/games/${id}/seats/${seat}/notices`, {
        method,
        headers: {
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      }).then(async (r) => ({ status: r.status, body: await r.json() }));
    const email = { email: 'mallory@example.org' };
    expect(await call('PUT', 1, token0, email)).toMatchObject({
      status: 403,
      body: { error: { code: 'not-your-seat' } },
    });
    expect(await call('PUT', 0, null, email)).toMatchObject({
      status: 403,
      body: { error: { code: 'not-your-seat' } },
    });
    expect(await call('PUT', 0, 'forged-token', email)).toMatchObject({ status: 403 });
    expect(await call('PUT', 0, token0, { email: 'not an address' })).toMatchObject({
      status: 400,
      body: { error: { code: 'bad-request' } },
    });
    const plain = { endpoint: 'http://127.0.0.1/x', keys: { p256dh: 'BPk', auth: 'au' } };
    expect(await call('PUT', 0, token0, { push: plain })).toMatchObject({ status: 400 });
    expect(await call('GET', 0, token0)).toEqual({ status: 200, body: { push: false, email: false } });
    expect(await call('PUT', 0, token0, email)).toEqual({ status: 200, body: { push: false, email: true } });
    expect(await call('PUT', 0, token0, { email: null })).toEqual({
      status: 200,
      body: { push: false, email: false },
    });
  });

  it('a bad SMTP_URL is refused at start with a line that names it (and does not repeat it)', () => {
    for (const bad of ['http://mail.example', 'smtp//nohost', 'smtp://user:secret@host:notaport']) {
      expect(() => readConfig({ SMTP_URL: bad })).toThrow(ConfigurationError);
      expect(() => readConfig({ SMTP_URL: bad })).toThrow(
        /^SMTP_URL is not valid: it takes an smtp:\/\/ or smtps:\/\/ URL/,
      );
      expect(() => readConfig({ SMTP_URL: bad })).not.toThrow(/secret/);
    }
    expect(readConfig({ SMTP_URL: 'smtps://user:pw@mail.example:465' }).SMTP_URL).toBe(
      'smtps://user:pw@mail.example:465',
    );
  });
});
