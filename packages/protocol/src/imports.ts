/**
 * `POST /api/imports` (docs/protocol.md): a finished game's record — core's GameRecord, e.g. a lab game from
 * `warboard lab replay --json` — brought in as a read-only replay. The server plays it again with its own
 * engine and refuses a record that does not replay.
 */
import { z } from 'zod';
import { seat } from './common.js';
import { gameSummary } from './lobby.js';

/** The largest record body the server reads; a Frontline game of random bots is about 130 kB. */
export const MAX_IMPORT_BYTES = 4 * 1024 * 1024;
/** The most actions a record may hold; each game's own bound (`capabilities.maxActions`) applies too. */
export const MAX_IMPORT_ACTIONS = 100_000;

export const importGameBody = z
  .object({
    game: z.string().min(1).max(64),
    rulesVersion: z.string().min(1).max(64),
    options: z.unknown(),
    seed: z.string().min(1).max(256),
    actions: z.array(z.object({ seat: seat.max(63), action: z.unknown() }).strict()).max(MAX_IMPORT_ACTIONS),
    /** The bot that played each seat (shown as the seat's name), when the record's maker knows them. */
    bots: z.array(z.string().min(1).max(32)).max(64).optional(),
  })
  .strict();
export type ImportGameBody = z.infer<typeof importGameBody>;

/** The answer to an import: the new game, and the client's path that opens its replay. */
export const importedGame = z.object({ id: z.string(), path: z.string(), summary: gameSummary }).readonly();
export type ImportedGame = z.infer<typeof importedGame>;
