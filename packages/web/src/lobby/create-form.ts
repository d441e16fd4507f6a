/**
 * The create form's state, headless (no DOM, no requests): which game is picked, each game's options as the
 * player set them, the option parsers of the games whose engine has loaded, and who sits where. Every change is a
 * function from one state to the next, so the form's rules — a seat count option reshapes the seats, a game's bot
 * seats get a bot that game offers, each game keeps its own options while another is picked, an untouched option
 * shows what the game will play — are tested without a browser.
 */
import type { CatalogGame } from '../api/protocol.js';
import { DEFAULT_BOT, defaultBot } from './bots.js';
import {
  defaultValues,
  type OptionsParser,
  type OptionValues,
  seatCount,
  seatsField,
  shownValues,
} from './option-form.js';

export type SeatChoice = 'you' | 'friend' | 'bot' | 'hotseat';
export const SEAT_CHOICES: readonly SeatChoice[] = ['you', 'friend', 'bot', 'hotseat'];

export interface SeatForm {
  readonly choice: SeatChoice;
  readonly difficulty: string;
}

/** A game's options as the player has set them: the values, and which ones the player changed. */
export interface OptionsForm {
  readonly values: OptionValues;
  readonly touched: ReadonlySet<string>;
}

export interface CreateForm {
  readonly games: readonly CatalogGame[];
  readonly gameId: string | null;
  readonly forms: Readonly<Record<string, OptionsForm>>;
  /** Each game's option parser once its engine's chunk has come (games.ts, `optionsParser`), by game id. */
  readonly parsers: Readonly<Record<string, OptionsParser>>;
  readonly seats: readonly SeatForm[];
}

/** The player sits first; the others are bots until the player says otherwise. */
const seatForm = (i: number, bot: string = DEFAULT_BOT): SeatForm => ({
  choice: i === 0 ? 'you' : 'bot',
  difficulty: bot,
});

/**
 * Before the catalogue came: no game, and no seats to choose — the catalogue's game sets the seats when it
 * comes (`startForm`), so a choice made before then would be silently replaced.
 */
export const emptyForm: CreateForm = {
  games: [],
  gameId: null,
  forms: {},
  parsers: {},
  seats: [],
};

/** One seat form per player, the ones already filled in kept; a new bot seat gets this game's default bot. */
export function seatsFor(g: CatalogGame, values: OptionValues, now: readonly SeatForm[]): SeatForm[] {
  return Array.from({ length: seatCount(g, values) }, (_, i) => {
    const seat = now[i] ?? seatForm(i, defaultBot(g.bots));
    return g.bots.includes(seat.difficulty) ? seat : { ...seat, difficulty: defaultBot(g.bots) };
  });
}

/** The form for the games this client can play, `preferred` picked when it is among them (else the first). */
export function startForm(playable: readonly CatalogGame[], preferred: string | null): CreateForm {
  const start = playable.find((g) => g.id === preferred) ?? playable[0];
  if (!start) return emptyForm;
  return {
    games: playable,
    gameId: start.id,
    forms: Object.fromEntries(
      playable.map((g) => [g.id, { values: defaultValues(g.options), touched: new Set<string>() }]),
    ),
    parsers: {},
    seats: seatsFor(start, defaultValues(start.options), []),
  };
}

/**
 * The picked game, its options as the player set them, and the values to show (`shownValues`: untouched ones as
 * the game will play them, once its parser has come), if the catalogue has come.
 */
export function picked(
  form: CreateForm,
): { game: CatalogGame; options: OptionsForm; shown: OptionValues } | null {
  const game = form.games.find((g) => g.id === form.gameId);
  const options = game ? form.forms[game.id] : undefined;
  if (!game || !options) return null;
  const shown = shownValues(game, options.values, options.touched, form.parsers[game.id]);
  return { game, options, shown };
}

/** The form once a game's option parser has come. */
export const withParser = (form: CreateForm, id: string, parse: OptionsParser): CreateForm => ({
  ...form,
  parsers: { ...form.parsers, [id]: parse },
});

export function pickGame(form: CreateForm, id: string): CreateForm {
  const next = form.games.find((g) => g.id === id);
  const values = form.forms[id]?.values;
  if (!next || !values) return form;
  return { ...form, gameId: id, seats: seatsFor(next, values, form.seats) };
}

export function setOption(form: CreateForm, key: string, value: unknown): CreateForm {
  const now = picked(form);
  if (!now) return form;
  const { game, options } = now;
  const values = { ...options.values, [key]: value };
  return {
    ...form,
    forms: { ...form.forms, [game.id]: { values, touched: new Set([...options.touched, key]) } },
    seats: key === seatsField(game)?.key ? seatsFor(game, values, form.seats) : form.seats,
  };
}

export const setSeat = (form: CreateForm, i: number, patch: Partial<SeatForm>): CreateForm => ({
  ...form,
  seats: form.seats.map((s, j) => (j === i ? { ...s, ...patch } : s)),
});
