/**
 * One client's many bot games against another game's bot: the bot threads serve a queue fair between the
 * games' creators, so thirty waiting requests of one lane delay another lane's request by at most one turn,
 * not thirty. Counted in the order answers come back, never in time.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { BotRunner } from '../../src/bots/bot.js';
import { FairQueue, workerBots } from '../../src/bots/pool.js';

const request = (answer: string, ms: number) => ({
  game: 'horsemen',
  view: { ms, answer },
  legal: [],
  seat: 0,
  bot: 'hard',
  seed: 'x',
});

describe('the bot queue', () => {
  let bots: BotRunner | null = null;
  afterEach(async () => {
    await bots?.close();
    bots = null;
  });

  it("serves another creator's bot after at most one turn of a creator with thirty waiting", async () => {
    bots = workerBots(2, new URL('../fixtures/sleepy-worker.js', import.meta.url));
    const order: string[] = [];
    const asked: Promise<unknown>[] = [];
    for (let i = 0; i < 30; i++)
      asked.push(
        bots.choose(request(`flood-${i}`, 30), 10_000, 'flooder').then((a) => order.push(String(a))),
      );
    asked.push(bots.choose(request('victim', 1), 10_000, 'other').then((a) => order.push(String(a))));
    await Promise.all(asked);
    // Two threads start on the flood's first two requests; the victim's is the next one taken up.
    expect(order.indexOf('victim')).toBeLessThanOrEqual(3);
    expect(order).toHaveLength(31); // and every flood request was answered too
  });

  it('takes lanes in turn and each lane in order', () => {
    const queue = new FairQueue<string>();
    for (const item of ['a1', 'a2', 'a3']) queue.push('a', item);
    queue.push('b', 'b1');
    queue.push('c', 'c1');
    queue.push('b', 'b2');
    const out: string[] = [];
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) out.push(item);
    expect(out).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3']);
    expect(queue.size).toBe(0);
  });
});
