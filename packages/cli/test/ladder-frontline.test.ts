import { describe, expect, it } from 'vitest';
import { games } from '../src/games.js';
import { main } from '../src/main.js';

/** `warboard ladder` on Frontline with the registered bots (packages/bots' registry), in this thread. */
describe('warboard ladder --game frontline', () => {
  it('plays the heuristic against random bots at 2 and 4 players, seats rotated, and prints intervals', async () => {
    for (const players of ['2', '4']) {
      let stdout = '';
      const io = {
        stdout: { write: (text: string) => (stdout += text), isTTY: false },
        stderr: { write: () => true, isTTY: false },
      };
      const args = [
        '--bots',
        'heuristic,random',
        '--games',
        '4',
        '--players',
        players,
        '--seed',
        'fl',
        '--workers',
        '1',
      ];
      const code = await main(
        ['node', 'warboard', 'ladder', '--game', 'frontline', ...args, '--json'],
        io,
        games,
      );
      expect(code).toBe(0);
      const summary = JSON.parse(stdout) as { errors: number; players: number; games: number };
      expect(summary).toMatchObject({ errors: 0, players: Number(players), games: 4 });
    }
  });
});
