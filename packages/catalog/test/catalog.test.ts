import { describe, expect, it } from 'vitest';
import { catalog, catalogBots, catalogGames, catalogIds, loadGame } from '../src/index.js';

describe('the catalog', () => {
  it('registers each game once, under its own id, with its bots', () => {
    expect([...catalog.keys()]).toEqual(['horsemen', 'frontline']);
    for (const [id, entry] of catalog) {
      expect(entry.game.id).toBe(id);
      expect(catalogGames.get(id)).toBe(entry.game);
      expect([...(catalogBots.get(id)?.bots.keys() ?? [])]).toEqual([
        'random',
        'heuristic',
        'easy',
        'normal',
        'hard',
      ]);
      expect(entry.benchOptions.length).toBeGreaterThan(0);
      // The lab's measures for the game (its length at least) and every rules option as a field.
      expect(entry.measures.measures.map((m) => m.id)).toContain('length.actions');
      expect(entry.options.length).toBeGreaterThan(0);
    }
  });

  it('loads each of its games alone for a worker thread, and no other', async () => {
    expect([...catalogIds]).toEqual([...catalog.keys()]);
    for (const [id, entry] of catalog) expect(await loadGame(id)).toBe(entry.game);
    await expect(loadGame('chess')).rejects.toThrow("unknown game 'chess'");
    await expect(loadGame('constructor')).rejects.toThrow("unknown game 'constructor'");
  });

  it('makes a fresh bot for every request', () => {
    for (const [id, entry] of catalog) {
      const make = entry.bots.get('heuristic');
      expect(make, id).toBeDefined();
      if (make) expect(make(entry.game)).not.toBe(make(entry.game));
    }
  });
});
