/**
 * Frontline's option parser alone, for the lobby to show what each option it was not given will be (a preset's
 * bundle, a catch-up by the player count). games.ts loads it on demand: it holds the engine's schemas and zod,
 * which the first load does without.
 */
export { parseOptions } from '@warboard/frontline';
