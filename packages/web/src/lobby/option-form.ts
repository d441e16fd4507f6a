/**
 * The create form's options for any game, from its catalogue entry (GET /api/catalog): the values start at the
 * defaults its schema declares, an option that does not matter under the others is left out, and the body sent
 * holds only what the player changed (so a preset's own values are not overwritten by defaults never touched) and
 * the player count the seats follow. The server's engine checks whatever is sent. What the form shows for an
 * option left untouched is what the game will play (`shownValues`): the engine's own parser says it, given what
 * the player chose, since a preset or the player count may settle it otherwise than the schema's default.
 */
import type { Result, RuleError } from '@warboard/core';
import type { CatalogGame, OptionField } from '../api/protocol.js';

export type OptionValues = Readonly<Record<string, unknown>>;

/**
 * A game's own option parser (its engine's `parseOptions`, loaded by the web from the game's package): every
 * option's value as the server will play it, for a body the lobby would send.
 */
export type OptionsParser = (input: unknown) => Result<object, RuleError>;

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

/**
 * The values to show: each option the player changed as they set it (and the player count), every other as
 * the engine plays it given those — so a preset's bundle, or a default that depends on the player count, shows
 * and follows the player's choices without the web knowing either. Without the parser (not loaded yet) they are
 * the schema's defaults. Every option the player changed is parsed, whether it matters under the others or not
 * (one that does not matter settles no other), so the values shown never wait on which options are sent, which
 * `optionsBody` judges from the values shown.
 */
export function shownValues(
  game: CatalogGame,
  values: OptionValues,
  touched: ReadonlySet<string>,
  parse: OptionsParser | undefined,
): OptionValues {
  if (!parse) return values;
  const chosen = (field: OptionField) => field.seats || touched.has(field.key);
  const played = playedOptions(
    parse,
    Object.fromEntries(game.options.filter(chosen).map((f) => [f.key, values[f.key]])),
  );
  if (!played) return values;
  return Object.fromEntries(
    game.options.map((f) => [
      f.key,
      chosen(f) || !Object.hasOwn(played, f.key) ? values[f.key] : played[f.key],
    ]),
  );
}

/**
 * The options the engine plays for `chosen`. A value the engine refuses (a number typed out of range, a malformed
 * objective set) is left out and the rest parsed again, so every other option still shows what it will be — the
 * server will refuse the game until the player mends it, and say why. Null when the refusal names no option sent.
 */
function playedOptions(
  parse: OptionsParser,
  chosen: Readonly<Record<string, unknown>>,
): Readonly<Record<string, unknown>> | null {
  let body = chosen;
  for (;;) {
    const parsed = parse(body);
    if (parsed.ok) return parsed.value as Readonly<Record<string, unknown>>;
    // The refused option's path (`objectives.pool.3`) starts with its key.
    const refused = String(parsed.error.params?.option ?? '').split('.')[0] ?? '';
    if (!Object.hasOwn(body, refused)) return null;
    body = Object.fromEntries(Object.entries(body).filter(([key]) => key !== refused));
  }
}

/**
 * The options to send: the player count, and each option the player changed that matters under `values` — the
 * values shown (`shownValues`), so that an option shown disabled is never sent and one shown enabled always is.
 */
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
