/**
 * Graceful shutdown of the real process: SIGTERM arrives while an action is on its way. Every socket is
 * closed with 1001 and the resume hint (before, fastify's default close sent 1005, no status), the process
 * exits 0, and after a restart on the same data the action is there exactly once — either it was read before
 * the shutdown and acknowledged, or the client resends it under its key and it is applied then.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { Client, hello, http, newHorsemenGame, tempDir } from '../helpers.js';
import { killProcess, type ServerProcess, startServerProcess } from '../server-process.js';

const exited = (p: ServerProcess) =>
  new Promise<{ code: number | null; signal: string | null }>((resolve) => {
    if (p.child.exitCode !== null || p.child.signalCode !== null)
      return resolve({ code: p.child.exitCode, signal: p.child.signalCode });
    p.child.once('exit', (code, signal) => resolve({ code, signal }));
  });

describe('SIGTERM', () => {
  const procs: ServerProcess[] = [];
  const data = tempDir();
  afterEach(async () => {
    await Promise.all(procs.splice(0).map((p) => killProcess(p.child)));
  });
  const spawnServer = async () => {
    const { DATABASE_URL: _, REDIS_URL: __, ...env } = process.env;
    const p = await startServerProcess({ ...env, WARBOARD_DATA: data.dir });
    procs.push(p);
    return p;
  };

  it('closes sockets with 1001 and a resume hint, exits 0, and keeps the action in flight exactly once', async () => {
    try {
      const first = await spawnServer();
      const game = await newHorsemenGame(first.url);
      const players = await Promise.all([Client.connect(first.ws), Client.connect(first.ws)]);
      const closes = players.map(
        (c) =>
          new Promise<{ code: number; reason: string }>((resolve) =>
            c.socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
          ),
      );
      for (const [seat, c] of players.entries()) await hello(c, game.id, game.tokens[seat]);
      // Whoever is offered an action first acts, and the signal follows at once.
      const offer = await Promise.race(
        players.map(async (c, seat) => ({
          seat,
          m: await c.waitFor((m) => Array.isArray(m.legal) && m.legal.length > 0),
        })),
      );
      const actor = players[offer.seat] as Client;
      const action = { type: 'action', key: 'in-flight', version: offer.m.version, action: offer.m.legal[0] };
      actor.send(action);
      first.child.kill('SIGTERM');

      for (const closed of closes) {
        expect(await closed).toEqual({
          code: 1001,
          reason: 'server restarting: reconnect and resume with lastVersion',
        });
      }
      expect(await exited(first)).toEqual({ code: 0, signal: null });
      const acked = actor.messages.some((m) => m.type === 'ack' && m.key === 'in-flight');

      const second = await spawnServer();
      const before = await http('GET', `${second.url}/api/games/${game.id}`);
      expect(before.body.version).toBe(acked ? 1 : 0); // acknowledged means written; not read means not applied
      // The client resends what it saw no ack for, under the same key; a resend of an acked one is a duplicate.
      const again = await Client.connect(second.ws);
      await hello(again, game.id, game.tokens[offer.seat], offer.m.version);
      const from = again.messages.length;
      again.send(action);
      const ack = await again.waitFor((m) => m.type === 'ack' && m.key === 'in-flight', from);
      expect(ack).toMatchObject({ version: 1, duplicate: acked });
      expect((await http('GET', `${second.url}/api/games/${game.id}`)).body.version).toBe(1);
      await again.close();
      second.child.kill('SIGINT'); // the same path
      expect(await exited(second)).toEqual({ code: 0, signal: null });
    } finally {
      data.remove();
    }
  });
});
