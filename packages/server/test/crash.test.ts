/**
 * The log is the source of truth: the server process is killed with SIGKILL in the middle of games (bots on
 * both sides, a bot against a scripted human, two scripted humans), restarted on the same data, and then
 * every acknowledged action is in the log and every game plays on to its end.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { openStorage, type Storage } from '../src/storage/index.js';
import { autoPlay, Client, hello, http, type Json, newHorsemenGame, tempDir } from './helpers.js';
import { type Ack, killProcess, type ServerProcess, startServerProcess } from './server-process.js';

/** `warboard start` on `dir`, and on PostgreSQL when `databaseUrl` is given. */
function spawnServer(dir: string, databaseUrl: string | undefined): Promise<ServerProcess> {
  // One process restarted on its own data: without REDIS_URL (several processes are cluster-kill.test.ts).
  const { DATABASE_URL: _, REDIS_URL: __, ...env } = process.env;
  return startServerProcess({
    ...env,
    WARBOARD_DATA: dir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
}

/** Play every human seat of `games` through fresh sockets, recording each acknowledgement. */
async function connectHumans(
  ws: string,
  games: readonly { id: string; tokens: (string | null)[] }[],
  acks: Ack[],
  round: number,
) {
  const clients: Client[] = [];
  for (const g of games) {
    for (const [seat, token] of g.tokens.entries()) {
      if (!token) continue;
      const c = await Client.connect(ws);
      c.socket.on('message', (data: Buffer) => {
        const m: Json = JSON.parse(data.toString());
        if (m.type === 'ack') acks.push({ game: g.id, seat, key: m.key, version: m.version });
      });
      autoPlay(c, `crash/${round}/${g.id}/${seat}`);
      await hello(c, g.id, token);
      clients.push(c);
    }
  }
  return clients;
}

async function untilAllOver(url: string, ids: readonly string[]): Promise<void> {
  for (let i = 0; i < 3000; i++) {
    const states = await Promise.all(ids.map((id) => http('GET', `${url}/api/games/${id}`)));
    if (states.every((s) => s.body.status === 'over')) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('games did not finish');
}

/**
 * A game's log and its version, read once nothing more arrives between the two reads. On PostgreSQL a statement
 * the killed process had sent may still commit a moment after the kill (the database finishes it before it finds
 * its client gone): unacknowledged, so lost to nobody, but a log read just before it and a version just after
 * would disagree by that one action.
 */
async function settledLog(storage: Storage, id: string) {
  for (let i = 0; ; i++) {
    const before = (await storage.getGame(id))?.version;
    const log = await storage.actions(id);
    const version = (await storage.getGame(id))?.version;
    if (version === before || i >= 50) return { log, version };
    await new Promise((r) => setTimeout(r, 20));
  }
}

const targets = [
  { name: 'sqlite', url: undefined },
  ...(process.env.DATABASE_URL ? [{ name: 'postgres', url: process.env.DATABASE_URL }] : []),
];

describe.each(targets)('SIGKILL mid-game ($name)', ({ url: databaseUrl }) => {
  const temp = tempDir();
  let running: ServerProcess | null = null;
  afterEach(async () => {
    if (running) await killProcess(running.child);
    temp.remove();
  });

  it('loses no acknowledged action, and every game continues to its end after a restart', async () => {
    running = await spawnServer(temp.dir, databaseUrl);
    const many = (n: number, seats: ('human' | 'bot')[]) =>
      Promise.all(
        Array.from({ length: n }, () => newHorsemenGame(running!.url, seats, { decisionMs: 60_000 })),
      );
    const games = [
      ...(await many(2, ['bot', 'bot'])),
      ...(await many(3, ['human', 'bot'])),
      ...(await many(4, ['human', 'human'])),
    ];
    const acks: Ack[] = [];
    const clients = await connectHumans(running.ws, games, acks, 0);
    // Kill while the scripted humans are playing: after enough acknowledgements, but before their games end.
    for (let i = 0; i < 2000 && acks.length < 30; i++) await new Promise((r) => setTimeout(r, 5));
    expect(acks.length).toBeGreaterThanOrEqual(30);
    await killProcess(running.child);
    running = null;
    await Promise.all(clients.map((c) => c.close()));

    const storage: Storage = await openStorage(databaseUrl, `${temp.dir}/warboard.sqlite`);
    const logs = new Map<string, Map<string, number>>();
    for (const g of games) {
      const { log, version } = await settledLog(storage, g.id);
      logs.set(g.id, new Map(log.map((a) => [`${a.seat}:${a.key}`, a.version])));
      expect(version, `game ${g.id}`).toBe(log.length); // the version moved with the log, never apart
    }
    await storage.close();
    const lost = acks.filter((a) => logs.get(a.game)?.get(`${a.seat}:${a.key}`) !== a.version);
    expect(lost).toEqual([]);
    const unfinished = [];
    for (const g of games) {
      const s = await openStorage(databaseUrl, `${temp.dir}/warboard.sqlite`);
      if ((await s.getGame(g.id))?.status !== 'over') unfinished.push(g.id);
      await s.close();
    }
    expect(unfinished.length, 'the kill landed after every game had ended').toBeGreaterThan(0);

    running = await spawnServer(temp.dir, databaseUrl);
    const again = await connectHumans(running.ws, games, acks, 1);
    await untilAllOver(
      running.url,
      games.map((g) => g.id),
    );
    await Promise.all(again.map((c) => c.close()));
  }, 300_000);
});
