/**
 * Replays under load: twenty requests at once for a finished game's replay cost one build, on the replay
 * thread, never on the event loop; the answer comes a page at a time, the pages join up to the whole game,
 * and the cache stays within its bytes.
 */
import { replayAnswer } from '@warboard/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { http, type Json, startServer, type TestServer } from '../helpers.js';

async function until(done: () => Promise<boolean>): Promise<void> {
  while (!(await done())) await new Promise((resolve) => setTimeout(resolve, 50));
}

async function finishedBotGame(url: string, fullReplay = false): Promise<string> {
  const created = await http('POST', `${url}/api/games`, {
    game: 'horsemen',
    seats: [{ kind: 'bot' }, { kind: 'bot' }],
    decisionMs: 60_000,
    fullReplay,
  });
  const id: string = created.body.id;
  await until(async () => (await http('GET', `${url}/api/games/${id}`)).body.status === 'over');
  return id;
}

describe('replay floods', () => {
  let t: TestServer | null = null;
  afterEach(async () => {
    await t?.close();
    t = null;
  });

  it('answers twenty concurrent requests with one build on the replay thread', async () => {
    t = await startServer();
    expect(t.server.replays.threaded).toBe(true);
    const id = await finishedBotGame(t.url);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => fetch(`${t!.url}/api/games/${id}/replay`).then((r) => r.text())),
    );
    expect(new Set(answers).size).toBe(1);
    expect(t.server.replays.builds).toBe(1);
    const replay = replayAnswer.parse(JSON.parse(answers[0]!));
    expect(replay).toMatchObject({ id, status: 'over', from: 0 });
    // Asked again later: from the cache.
    await http('GET', `${t.url}/api/games/${id}/replay?from=3`);
    expect(t.server.replays.builds).toBe(1);
    expect(t.server.replays.bytes).toBeGreaterThan(0);
  });

  it('pages the steps: the pages join up to the whole game, each starting from the view the last one ended on', async () => {
    t = await startServer();
    const id = await finishedBotGame(t.url, true);
    for (const full of [false, true]) {
      const q = full ? '&full=1' : '';
      const whole: Json = (await http('GET', `${t.url}/api/games/${id}/replay?limit=1000${q}`)).body;
      expect(whole.next).toBeNull();
      expect(whole.steps).toHaveLength(whole.total);
      const steps: Json[] = [];
      let page: Json = (await http('GET', `${t.url}/api/games/${id}/replay?limit=7${q}`)).body;
      expect(page.start).toEqual(whole.start);
      for (;;) {
        replayAnswer.parse(page);
        expect(page.from).toBe(steps.length);
        expect(page.start).toEqual(steps.length === 0 ? whole.start : steps.at(-1).view);
        expect(page.steps.length).toBeLessThanOrEqual(7);
        steps.push(...page.steps);
        if (page.next === null) break;
        page = (await http('GET', `${t.url}/api/games/${id}/replay?from=${page.next}&limit=7${q}`)).body;
      }
      expect(steps).toEqual(whole.steps);
      expect(steps.some((s) => 'action' in s)).toBe(full);
    }
  });

  it('sends at most the page size it is configured with, and refuses bad paging with a typed error', async () => {
    t = await startServer({ limits: { replayPageSteps: 5, replayMaxPageSteps: 10 } });
    const id = await finishedBotGame(t.url);
    const first = (await http('GET', `${t.url}/api/games/${id}/replay`)).body;
    expect(first.steps).toHaveLength(Math.min(5, first.total));
    const big = (await http('GET', `${t.url}/api/games/${id}/replay?limit=500`)).body;
    expect(big.steps).toHaveLength(Math.min(10, big.total));
    const past = (await http('GET', `${t.url}/api/games/${id}/replay?from=100000`)).body;
    expect(past).toMatchObject({ from: past.total, steps: [], next: null });
    for (const bad of ['from=-1', 'limit=0', 'from=1.5', 'limit=x']) {
      const refused = await http('GET', `${t.url}/api/games/${id}/replay?${bad}`);
      expect(refused.status).toBe(400);
      expect(refused.body.error.code).toBe('bad-request');
    }
  });

  it('keeps the cache within its bytes: a replay larger than the cache is built each time, and never kept', async () => {
    t = await startServer({ limits: { replayCacheBytes: 1 } });
    const id = await finishedBotGame(t.url);
    for (let i = 0; i < 3; i++)
      expect((await http('GET', `${t.url}/api/games/${id}/replay`)).status).toBe(200);
    expect(t.server.replays.builds).toBe(3);
    expect(t.server.replays.bytes).toBe(0);
  });
});
