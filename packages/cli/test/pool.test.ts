import { makeToyGame } from '@warboard/core/testing';
import { describe, expect, it } from 'vitest';
import { defaultBatch, InOrder, runPool } from '../src/pool.js';
import { defaultRegistries, registriesFor, runTask } from '../src/tasks.js';
import { registryOf } from './capture.js';

const race = makeToyGame({ rules: 'race' });

describe('worker pool: order', () => {
  it('releases results in index order whatever order they arrive in', () => {
    const seen: [string, number][] = [];
    const order = new InOrder<string>((result, index) => seen.push([result, index]));
    for (const i of [3, 1, 4, 0, 2, 6, 5]) order.put(i, `r${i}`);
    expect(seen).toEqual([0, 1, 2, 3, 4, 5, 6].map((i) => [`r${i}`, i]));
    expect(order.held).toBe(0);
  });

  it('holds back what arrives before its predecessors', () => {
    const seen: number[] = [];
    const order = new InOrder<number>((_, index) => seen.push(index));
    order.put(2, 2);
    order.put(1, 1);
    expect(seen).toEqual([]);
    expect(order.held).toBe(2);
    order.put(0, 0);
    expect(seen).toEqual([0, 1, 2]);
  });

  it('hands each worker about sixteen batches, between 1 and 64 games', () => {
    expect(defaultBatch(10, 2)).toBe(1);
    expect(defaultBatch(160, 2)).toBe(5);
    expect(defaultBatch(1_000_000, 2)).toBe(64);
  });
});

describe('worker pool: in this thread', () => {
  const registries = registriesFor(registryOf(race));

  it('keeps an injected registry in this thread, whatever workers were asked for', async () => {
    const results: unknown[] = [];
    const progress: number[] = [];
    const options = { players: 3, target: 12 };
    const task = {
      kind: 'sim',
      game: 'race',
      seed: 'p',
      options,
      games: 5,
      blocks: [0, 1, 2, 3, 4],
    } as const;
    const threads = await runPool({
      task,
      total: 5,
      workers: 4,
      registries,
      onResult: (r) => results.push(r),
      onProgress: (done) => progress.push(done),
    });
    expect(threads).toBe(1);
    expect(progress).toEqual([1, 2, 3, 4, 5]);
    expect(results).toEqual([0, 1, 2, 3, 4].map((i) => runTask(task, i, registries)));
  });

  it('plays in this thread when no built worker is at hand (as under vitest, from sources)', async () => {
    let played = 0;
    const threads = await runPool({
      task: { kind: 'sim', game: 'horsemen', seed: 'p', options: {}, games: 3, blocks: [0, 1, 2] },
      total: 3,
      workers: 2,
      script: null,
      onResult: () => played++,
    });
    expect(threads).toBe(1);
    expect(played).toBe(3);
  });

  it('uses the built-in registries only for the built-in games and bots', async () => {
    const { games } = await import('../src/games.js');
    expect(registriesFor(games)).toBe(defaultRegistries);
    expect(registriesFor(registryOf(race))).not.toBe(defaultRegistries);
    expect(registriesFor(games, new Map())).not.toBe(defaultRegistries);
  });
});

describe('worker pool: games on threads', () => {
  it('a worker loads each game of the catalog the commands use alone, by id, and no other', async () => {
    const { games } = await import('../src/games.js');
    const { catalogIds, loadGame } = await import('@warboard/catalog/load');
    expect([...catalogIds].sort()).toEqual([...games.keys()].sort());
    for (const [id, entry] of games) expect(await loadGame(id)).toBe(entry.game);
    await expect(loadGame('chess')).rejects.toThrow("unknown game 'chess'");
  });
});

describe('worker pool: stopping early', () => {
  it('starts no game after the signal, and reports the games finished before it', async () => {
    const stop = new AbortController();
    const seen: number[] = [];
    const blocks = Array.from({ length: 10 }, (_, i) => i);
    await runPool({
      task: { kind: 'sim', game: 'race', seed: 'p', options: { players: 2, target: 10 }, games: 10, blocks },
      total: 10,
      workers: 1,
      registries: registriesFor(registryOf(race)),
      signal: stop.signal,
      onResult: (_, index) => {
        seen.push(index);
        if (index === 2) stop.abort();
      },
    });
    expect(seen).toEqual([0, 1, 2]);
  });
});
