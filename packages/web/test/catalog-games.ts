/** Each catalog game as `/api/catalog` serves it (the server's test checks that it serves exactly this). */
import { catalog } from '@warboard/catalog';
import type { CatalogGame } from '../src/api/protocol.js';

export const catalogGames: readonly CatalogGame[] = [...catalog].map(([id, entry]) => ({
  id,
  rulesVersion: entry.game.rulesVersion,
  capabilities: entry.game.capabilities,
  bots: [...entry.bots.keys()],
  options: entry.options,
}));

export const catalogGame = (id: string): CatalogGame => {
  const game = catalogGames.find((g) => g.id === id);
  if (!game) throw new Error(`no game ${id} in the catalog`);
  return game;
};
