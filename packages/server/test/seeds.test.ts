/**
 * A game's chance comes from its seeds (seeds.ts): with the same game seed and bot seeds, a game of bots plays
 * the same actions in the same order on another server; another game seed deals another game. This is what
 * lets a browser test play one game exactly the same every run.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixedSeeds as fixed, type SeedSource } from '../src/seeds.js';
import { openSqlite } from '../src/storage/index.js';
import { http, startServer, tempDir } from './helpers.js';

/** A two-player Frontline game of random bots to its end (two rounds) on a fresh server: its action log. */
async function botGame(seeds: SeedSource) {
  const temp = tempDir();
  const storage = openSqlite(join(temp.dir, 'seeds.sqlite'));
  const t = await startServer({ dir: temp.dir, storage, seeds });
  try {
    const created = await http('POST', `${t.url}/api/games`, {
      game: 'frontline',
      options: { players: 2, turnLimit: 2, stepsPerTurn: 20 },
      seats: [
        { kind: 'bot', difficulty: 'random' },
        { kind: 'bot', difficulty: 'random' },
      ],
    });
    expect(created.status).toBe(201);
    const id: string = created.body.id;
    await expect
      .poll(async () => (await http('GET', `${t.url}/api/games/${id}`)).body.status, { timeout: 60_000 })
      .toBe('over');
    return (await storage.actions(id)).map(({ version, seat, key, action }) => ({
      version,
      seat,
      key,
      action,
    }));
  } finally {
    await t.close();
    temp.remove();
  }
}

describe('seeds', () => {
  it('plays a game of bots the same on another server with the same seeds, another with another game seed', async () => {
    const first = await botGame(fixed('seeds-test'));
    expect(first.length).toBeGreaterThan(10);
    expect(await botGame(fixed('seeds-test'))).toEqual(first);
    expect(await botGame(fixed('seeds-test-2'))).not.toEqual(first);
  });
});
