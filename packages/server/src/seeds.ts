/**
 * Where the chance in play comes from: each new game's seed (its PRNG, which no client ever sees) and the seed
 * of each decision a bot takes. The OS's CSPRNG by default; a test that must play one game the same way every
 * run fixes them (ServerOptions.seeds). Game ids and seat tokens never come from here: they stay unguessable.
 */
import { randomBytes } from 'node:crypto';
import type { Seat } from '@warboard/core';

export interface SeedSource {
  /** The seed of a game about to be created. */
  game(): string;
  /** The seed of `seat`'s bot deciding at `version` of game `game`. */
  bot(game: string, version: number, seat: Seat): string;
}

export const randomSeeds: SeedSource = {
  game: () => randomBytes(24).toString('base64url'),
  bot: () => randomBytes(8).toString('hex'),
};

/**
 * Seeds that play every game the same way on every run: each game dealt from `name`, each bot decision
 * seeded by its version and seat alone (not by the game's id, which is random).
 */
export const fixedSeeds = (name: string): SeedSource => ({
  game: () => name,
  bot: (_game, version, seat) => `${name}/${version}/${seat}`,
});
