/**
 * Seats hold any bot of the registry in packages/bots (Four Horsemen: random, heuristic and ISMCTS at three
 * budgets), named by the seat's difficulty and checked when the game is created. Bots think on worker threads
 * from their seat's view and legal actions only.
 */
import { join } from 'node:path';
import { catalogBots as bots } from '@warboard/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BotRequest, BotRunner } from '../src/bots/bot.js';
import { inlineBots, workerScript } from '../src/bots/pool.js';
import { games } from '../src/games.js';
import { openSqlite } from '../src/storage/index.js';
import { autoPlay, Client, hello, http, newHorsemenGame, startServer, type TestServer } from './helpers.js';

async function waitOver(url: string, id: string): Promise<number> {
  for (let i = 0; i < 6000; i++) {
    const s = await http('GET', `${url}/api/games/${id}`);
    if (s.body.status === 'over') return s.body.version;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('the game did not end');
}

describe('bots in seats', () => {
  let t: TestServer;
  beforeAll(async () => {
    expect(workerScript()).not.toBeNull(); // the build output exists (npm ci builds it)
    t = await startServer({ bots: 'workers' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('the catalogue offers each game its registered bots; a bot the game lacks is refused at creation', async () => {
    const catalog = await http('GET', `${t.url}/api/catalog`);
    const horsemen = catalog.body.games.find((g: { id: string }) => g.id === 'horsemen');
    expect(horsemen.bots).toEqual([...bots.get('horsemen')!.bots.keys()]);
    expect(horsemen.bots).toEqual(expect.arrayContaining(['random', 'heuristic', 'easy', 'normal', 'hard']));
    expect(catalog.body.difficulties).toEqual(expect.arrayContaining(horsemen.bots));
    const frontline = catalog.body.games.find((g: { id: string }) => g.id === 'frontline');
    const refused = await http('POST', `${t.url}/api/games`, {
      game: 'frontline',
      options: { players: 2 },
      seats: [{ kind: 'human' }, { kind: 'bot', difficulty: 'no-such-bot' }],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('bad-difficulty');
    expect(refused.body.error.message).toContain(frontline.bots[0]);
  });

  it('a Four Horsemen game against the ISMCTS bot (easy: 60 iterations a move) plays to its end, every bot move its own (no fallback)', async () => {
    const { id, tokens } = await newHorsemenGame(t.url, ['human', 'bot'], {
      decisionMs: 60_000,
      seats: [{ kind: 'human' }, { kind: 'bot', difficulty: 'easy' }],
    });
    const human = await Client.connect(t.ws);
    const play = autoPlay(human, 'ismcts-seat');
    await hello(human, id, tokens[0]);
    const end = await play.done;
    expect(await waitOver(t.url, id)).toBe(end);
    const storage = openSqlite(join(t.dir, 'warboard.sqlite'));
    const log = await storage.actions(id);
    await storage.close();
    const botMoves = log.filter((a) => a.seat === 1);
    expect(botMoves.length).toBeGreaterThan(4);
    for (const a of botMoves) expect(a.key).toMatch(/^bot:v\d+$/); // never a standing order
    await human.close();
  });
});

describe('what a bot is told', () => {
  const requests: BotRequest[] = [];
  let t: TestServer;
  beforeAll(async () => {
    const inline = inlineBots(games);
    const recording: BotRunner = {
      choose: (request, thinkMs) => {
        requests.push(request);
        return inline.choose(request, thinkMs);
      },
      close: () => inline.close(),
    };
    t = await startServer({ bots: recording });
  });
  afterAll(async () => {
    await t.close();
  });

  it("is its seat's view and legal actions: never the state, the seed or the PRNG", async () => {
    const created = await http('POST', `${t.url}/api/games`, {
      game: 'horsemen',
      seats: [
        { kind: 'bot', difficulty: 'heuristic' },
        { kind: 'bot', difficulty: 'random' },
      ],
    });
    await waitOver(t.url, created.body.id);
    expect(requests.length).toBeGreaterThan(8);
    for (const r of requests) {
      expect(Object.keys(r).sort()).toEqual(['bot', 'game', 'legal', 'seat', 'seed', 'view']);
      expect((r.view as { seat: number }).seat).toBe(r.seat);
      expect(JSON.stringify(r.view)).not.toMatch(/"rng"/);
    }
    expect(new Set(requests.map((r) => `${r.seat}:${r.bot}`))).toEqual(new Set(['0:heuristic', '1:random']));
  });
});
