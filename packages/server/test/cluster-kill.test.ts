/**
 * Losing a process loses nothing. Three `warboard start` child processes share one PostgreSQL schema and
 * one Redis; eighteen games (scripted humans against each other and against bots, and bots alone) are
 * spread over them, each human seat on another process than its opponent. One process is killed with
 * SIGKILL mid-game: its clients reconnect to the other two and play on, the bots of the games it ran are
 * taken over once its leases expire, every game ends, and every acknowledged action is in the log.
 */
import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../src/storage/index.js';
import { clusterUnavailable, freshSchema, TestRedis } from './cluster-helpers.js';
import { autoPlay, Client, hello, http, type Json, newHorsemenGame, tempDir } from './helpers.js';
import { type Ack, killProcess, startServerProcess } from './server-process.js';

const unavailable = clusterUnavailable();

interface Player {
  readonly game: string;
  readonly seat: number;
  readonly token: string;
  client: Client;
  done: Promise<number>;
}

describe.skipIf(unavailable !== null)(
  `three processes, one killed mid-game${unavailable ? ` (skipped: ${unavailable})` : ''}`,
  () => {
    const temp = tempDir();
    const children: ChildProcess[] = [];
    let redis: TestRedis | null = null;
    let schema: { url: string; drop: () => Promise<void> } | null = null;
    afterAll(async () => {
      await Promise.all(children.map(killProcess));
      await redis?.stop();
      await schema?.drop();
      temp.remove();
    });

    it('loses no acknowledged action: clients reconnect to the others and every game ends', async () => {
      redis = await TestRedis.start();
      schema = await freshSchema();
      const env = {
        DATABASE_URL: schema.url,
        REDIS_URL: redis.url,
        WARBOARD_DATA: temp.dir,
        WARBOARD_LEASE_MS: '1500',
        WARBOARD_POLL_MS: '500',
      };
      const procs = await Promise.all([0, 1, 2].map(() => startServerProcess({ ...process.env, ...env })));
      children.push(...procs.map((p) => p.child));

      const acks: Ack[] = [];
      const players: Player[] = [];
      const play = async (p: Omit<Player, 'client' | 'done'>, ws: string, round: number) => {
        const client = await Client.connect(ws);
        client.socket.on('message', (data: Buffer) => {
          const m: Json = JSON.parse(data.toString());
          if (m.type === 'ack') acks.push({ game: p.game, seat: p.seat, key: m.key, version: m.version });
        });
        const { done } = autoPlay(client, `kill/${round}/${p.game}/${p.seat}`);
        await hello(client, p.game, p.token);
        return { ...p, client, done };
      };

      // Games created round-robin over the processes; each human seat plays on the process after its game's.
      const kinds: ('human' | 'bot')[][] = [
        ...Array.from({ length: 9 }, () => ['human', 'human'] as ('human' | 'bot')[]),
        ...Array.from(
          { length: 6 },
          (_, i) => (i % 2 ? ['bot', 'human'] : ['human', 'bot']) as ('human' | 'bot')[],
        ),
      ];
      const created = await Promise.all(
        kinds.map((seats, i) => newHorsemenGame(procs[i % 3]!.url, seats, { decisionMs: 60_000 })),
      );
      const ids = created.map((g) => g.id);
      const seated = created.flatMap(({ id, tokens }, i) =>
        tokens.flatMap((token, seat) =>
          token ? [{ p: { game: id, seat, token }, at: (i + seat + 1) % 3 }] : [],
        ),
      );
      players.push(...(await Promise.all(seated.map(({ p, at }) => play(p, procs[at]!.ws, 0)))));
      for (let i = 0; i < 2000 && acks.length < 40; i++) await new Promise((r) => setTimeout(r, 5));
      expect(acks.length).toBeGreaterThanOrEqual(40);
      // Bots alone on the process about to be killed, just started: no client will come back for them, so
      // only the adoption of games whose lease expired can finish them.
      const botGames: string[] = [];
      for (let i = 0; i < 3; i++) botGames.push((await newHorsemenGame(procs[0]!.url, ['bot', 'bot'])).id);
      ids.push(...botGames);
      await killProcess(procs[0]!.child);

      const db = new pg.Pool({ connectionString: schema.url, max: 1 });
      const open = async () =>
        (
          await db.query<{ id: string }>("SELECT id FROM games WHERE id = ANY($1) AND status <> 'over'", [
            ids,
          ])
        ).rows.length;
      const openAtKill = await open();
      expect(openAtKill, 'games were still being played when the process died').toBeGreaterThan(3);
      const botsOpen = await db.query("SELECT id FROM games WHERE id = ANY($1) AND status <> 'over'", [
        botGames,
      ]);
      expect(botsOpen.rows.length, 'games of bots alone were still being played').toBeGreaterThan(0);

      // The killed process's clients come back on the other two, alternately.
      let turn = 0;
      for (const [i, p] of players.entries()) {
        if (!p.client.closed) continue;
        await p.client.close();
        players[i] = await play(p, procs[1 + (turn++ % 2)]!.ws, 1);
      }
      expect(turn, 'clients of the killed process reconnected').toBeGreaterThan(0);
      await Promise.all(players.map((p) => p.done));
      for (let i = 0; i < 600 && (await open()) > 0; i++) await new Promise((r) => setTimeout(r, 100));
      expect(await open(), 'every game ended, bots alone included').toBe(0);
      await db.end();

      const storage = await openPostgres(schema.url);
      const logs = new Map<string, Map<string, number>>();
      for (const id of ids) {
        const log = await storage.actions(id);
        expect(
          log.map((a) => a.version),
          `game ${id}: versions 1…n`,
        ).toEqual(log.map((_, i) => i + 1));
        expect((await storage.getGame(id))?.version, `game ${id}`).toBe(log.length);
        logs.set(id, new Map(log.map((a) => [`${a.seat}:${a.key}`, a.version])));
      }
      await storage.close();
      const lost = acks.filter((a) => logs.get(a.game)?.get(`${a.seat}:${a.key}`) !== a.version);
      expect(lost, `${acks.length} acknowledged actions`).toEqual([]);
      for (const p of procs.slice(1)) expect((await http('GET', `${p.url}/api/health`)).status).toBe(200);
      await Promise.all(players.map((p) => p.client.close()));
    }, 240_000);
  },
);
