/**
 * The create form's options for any game, from its catalogue entry (GET /api/catalog): the values start at the
 * engine's defaults, an option that does not matter under the others is left out, and the body sent holds only
 * what the player changed (so a preset's own values are not overwritten by defaults never touched) and the
 * player count the seats follow. The server's engine checks whatever is sent.
 */
import type { CatalogGame, OptionField } from '../api/protocol.js';

export type OptionValues = Readonly<Record<string, unknown>>;

export const defaultValues = (fields: readonly OptionField[]): OptionValues =>
  Object.fromEntries(fields.map((f) => [f.key, f.default]));

/** Whether `field` matters under the other values (its `when`: e.g. R5.5 only in the revised rules). */
export const applies = (field: OptionField, values: OptionValues): boolean =>
  Object.entries(field.when ?? {}).every(([key, allowed]) => allowed.some((v) => v === values[key]));

/** The option that is the player count, if the game has one. */
export const seatsField = (game: CatalogGame): OptionField | undefined => game.options.find((f) => f.seats);

/** How many seats the table has: the player count option's value within the game's bounds, else its minimum. */
export function seatCount(game: CatalogGame, values: OptionValues): number {
  const { minPlayers, maxPlayers } = game.capabilities;
  const field = seatsField(game);
  const n = field ? values[field.key] : minPlayers;
  return typeof n === 'number' && Number.isInteger(n)
    ? Math.min(maxPlayers, Math.max(minPlayers, n))
    : minPlayers;
}

/** The options to send: the player count, and each option the player changed that matters. */
export function optionsBody(
  game: CatalogGame,
  values: OptionValues,
  touched: ReadonlySet<string>,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of game.options) {
    if ((field.seats || touched.has(field.key)) && applies(field, values))
      body[field.key] = values[field.key];
  }
  return body;
}
