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
