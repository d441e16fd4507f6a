/**
 * Each game's engine by id, imported on demand and alone: a sim worker thread that plays only Four Horsemen
 * never loads and compiles Frontline, nor any bot (their modules import every engine), which would delay its
 * first game and cost CPU the other threads could use. This is the catalog's one other list of games; a test
 * keeps it equal to `catalog.ts`.
 */
import type { AnyGame } from '@warboard/core';

const loaders: Readonly<Record<string, () => Promise<AnyGame>>> = {
  horsemen: async () => (await import('@warboard/horsemen')).horsemen,
  frontline: async () => (await import('@warboard/frontline')).frontline,
};

export const catalogIds: readonly string[] = Object.keys(loaders);

export async function loadGame(id: string): Promise<AnyGame> {
  const load = Object.hasOwn(loaders, id) ? loaders[id] : undefined;
  if (load === undefined) throw new Error(`unknown game '${id}'`);
  return load();
}
