import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workerBots } from '../src/bots/pool.js';
import { Client, hello, http, newHorsemenGame, startServer, type TestServer, tempDir } from './helpers.js';

describe('bots on worker threads', () => {
  const temp = tempDir();
  const release = join(temp.dir, 'release');
  let t: TestServer;
  beforeAll(async () => {
    process.env.WARBOARD_TEST_RELEASE = release; // read by the worker, which copies the environment at start
    const bots = workerBots(1, new URL('./fixtures/stuck-worker.js', import.meta.url));
    t = await startServer({ bots });
  });
  afterAll(async () => {
    await t.close();
    delete process.env.WARBOARD_TEST_RELEASE;
    temp.remove();
  });

  it('a bot that keeps its thread busy never delays another game', async () => {
    const busy = await http('POST', `${t.url}/api/games`, {
      game: 'horsemen',
      seats: [{ kind: 'bot' }, { kind: 'bot' }],
    });
    const { id, tokens } = await newHorsemenGame(t.url);
    const clients = [await Client.connect(t.ws), await Client.connect(t.ws)];
    for (const [seat, c] of clients.entries()) await hello(c, id, tokens[seat]);
    // Ten actions of the human game, each acknowledged, while the bot thinks on.
    for (let i = 0; i < 10; i++) {
      const lasts = clients.map((c) => [...c.messages].reverse().find((m) => Array.isArray(m.legal)));
      const seat = lasts.findIndex((m) => m && m.legal.length > 0);
      const c = clients[seat]!;
      const from = c.messages.length;
      c.send({ type: 'action', key: `k${i}`, version: lasts[seat].version, action: lasts[seat].legal[0] });
      expect(await c.waitFor((m) => m.type === 'ack' || m.type === 'error', from)).toMatchObject({
        type: 'ack',
      });
      for (const x of clients) await x.waitFor((m) => m.type === 'update' && m.version === i + 1);
    }
    expect((await http('GET', `${t.url}/api/games/${busy.body.id}`)).body.version).toBe(0); // still thinking
    writeFileSync(release, '');
    // Released, the bot gives up and its seats play their standing orders.
    let version = 0;
    for (let i = 0; i < 500 && version === 0; i++) {
      version = (await http('GET', `${t.url}/api/games/${busy.body.id}`)).body.version;
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(version).toBeGreaterThan(0);
    await Promise.all(clients.map((c) => c.close()));
  });
});

describe('a bot past its time', () => {
  const temp = tempDir();
  const lines: string[] = [];
  let t: TestServer;
  beforeAll(async () => {
    process.env.WARBOARD_TEST_RELEASE = join(temp.dir, 'never'); // never released: the bot thinks forever
    const bots = workerBots(1, new URL('./fixtures/stuck-worker.js', import.meta.url));
    t = await startServer({ bots, logger: { level: 'warn', stream: { write: (line) => lines.push(line) } } });
  });
  afterAll(async () => {
    await t.close();
    delete process.env.WARBOARD_TEST_RELEASE;
    temp.remove();
  });

  it('is given up after the decision time: its seat plays the standing order, the thread is replaced, the failure logged', async () => {
    const created = await http('POST', `${t.url}/api/games`, {
      game: 'horsemen',
      seats: [{ kind: 'bot' }, { kind: 'bot' }],
      decisionMs: 100,
    });
    const spectator = await Client.connect(t.ws);
    await hello(spectator, created.body.id);
    // Every move is a standing order, each after a replaced thread gave up: three of them show the loop runs.
    await spectator.waitFor((m) => m.type === 'update' && m.version === 3);
    const slow = lines
      .map((l) => JSON.parse(l))
      .filter((l) => l.msg === 'bot too slow: standing order played');
    expect(slow.length).toBeGreaterThanOrEqual(3);
    expect(slow[0]).toMatchObject({ game: created.body.id, bot: 'random', thinkMs: 100 });
    await spectator.close();
  });
});
