import type { AnyGame } from '@warboard/core';
import type { GameRegistry } from '../src/games.js';
import { main } from '../src/main.js';

export interface Run {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Run `warboard <args>` in-process, capturing what it prints; stderr is not a terminal unless `tty`. */
export async function run(args: readonly string[], registry: GameRegistry, tty = false): Promise<Run> {
  let stdout = '';
  let stderr = '';
  const io = {
    stdout: { write: (text: string) => (stdout += text), isTTY: false },
    stderr: { write: (text: string) => (stderr += text), isTTY: tty, columns: 100 },
  };
  const code = await main(['node', 'warboard', ...args], io, registry);
  return { code, stdout, stderr };
}

export const registryOf = (...games: AnyGame[]): GameRegistry =>
  new Map(games.map((game) => [game.id, { game, benchOptions: [{}] }]));
