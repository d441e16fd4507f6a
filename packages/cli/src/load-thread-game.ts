/**
 * One game of thread-games.ts, imported alone: a worker thread that plays only Four Horsemen need not
 * load and compile Frontline (nor the bots, the ladder, the lab), which would delay its first game and
 * cost CPU the other threads could use. A test keeps this list equal to thread-games.ts.
 */
import type { AnyGame } from '@warboard/core';

export async function loadThreadGame(id: string): Promise<AnyGame> {
  switch (id) {
    case 'horsemen':
      return (await import('@warboard/horsemen')).horsemen as unknown as AnyGame;
    case 'frontline':
      return (await import('@warboard/frontline')).frontline as unknown as AnyGame;
    default:
      throw new Error(`unknown game '${id}'`);
  }
}
