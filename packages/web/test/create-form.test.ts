/**
 * The create form's state (src/lobby/create-form.ts), headless: the real catalogue's games and the engines' own
 * option parsers (the modules games.ts loads), each change a function from one state to the next, read without a
 * DOM.
 */
import { describe, expect, it } from 'vitest';
import { parseOptions as frontlineOptions } from '../src/frontline/option-parser.js';
import { parseOptions as horsemenOptions } from '../src/horsemen/option-parser.js';
import { DEFAULT_BOT, defaultBot } from '../src/lobby/bots.js';
import {
  type CreateForm,
  emptyForm,
  picked,
  pickGame,
  setOption,
  setSeat,
  startForm,
  withParser,
} from '../src/lobby/create-form.js';
import { optionsBody } from '../src/lobby/option-form.js';
import { catalogGame, catalogGames } from './catalog-games.js';

/** The form with both games' parsers come, as the lobby has it once their chunks load. */
const loaded = (preferred: string): CreateForm =>
  withParser(
    withParser(startForm(catalogGames, preferred), 'frontline', frontlineOptions),
    'horsemen',
    horsemenOptions,
  );

const shown = (form: CreateForm) => picked(form)?.shown ?? {};

/** What the create button would send. */
const body = (form: CreateForm) => {
  const now = picked(form);
  return now ? optionsBody(now.game, now.shown, now.options.touched) : null;
};

describe('the create form', () => {
  it('starts at the preferred game (else the first), with its default player count and the player first', () => {
    const form = startForm(catalogGames, 'horsemen');
    expect(picked(form)?.game.id).toBe('horsemen');
    expect(form.seats.map((s) => s.choice)).toEqual(['you', 'bot']);
    expect(startForm(catalogGames, 'no-such-game').gameId).toBe(catalogGames[0]!.id);
    expect(startForm([], 'horsemen')).toBe(emptyForm);
    expect(picked(emptyForm)).toBeNull();
    // Nothing to choose before the catalogue came: it sets the seats, and would drop a choice made earlier.
    expect(emptyForm.seats).toEqual([]);
  });

  it('reshapes the seats when the player count changes, keeping the seats already filled in', () => {
    let form = startForm(catalogGames, 'frontline');
    expect(form.seats).toHaveLength(4);
    form = setSeat(form, 1, { choice: 'friend' });
    form = setOption(form, 'players', 3);
    expect(form.seats.map((s) => s.choice)).toEqual(['you', 'friend', 'bot']);
    expect(picked(form)?.options.touched.has('players')).toBe(true);
    form = setOption(form, 'players', 5);
    expect(form.seats.map((s) => s.choice)).toEqual(['you', 'friend', 'bot', 'bot', 'bot']);
    // Another option leaves the seats as they are.
    const before = form.seats;
    form = setOption(form, 'victory', 'next-turn');
    expect(form.seats).toBe(before);
  });

  it('keeps each game its own options while another is picked, and seats follow the picked game', () => {
    let form = startForm(catalogGames, 'frontline');
    form = setOption(form, 'players', 6);
    form = pickGame(form, 'horsemen');
    expect(form.seats).toHaveLength(catalogGame('horsemen').capabilities.minPlayers);
    expect(picked(form)?.options.touched.size).toBe(0);
    form = pickGame(form, 'frontline');
    expect(picked(form)?.options.values.players).toBe(6);
    expect(form.seats).toHaveLength(6);
    expect(pickGame(form, 'no-such-game')).toBe(form);
  });

  it('gives a bot seat a bot the picked game offers (its default where it has one)', () => {
    const form = startForm(catalogGames, 'frontline');
    const offered = catalogGame('frontline').bots;
    for (const seat of form.seats.filter((s) => s.choice === 'bot')) {
      expect(offered).toContain(seat.difficulty);
      expect(seat.difficulty).toBe(DEFAULT_BOT); // the catalogue's games all offer it
    }
    const odd = setSeat(form, 1, { difficulty: 'not-a-bot' });
    expect(odd.seats[1]?.difficulty).toBe('not-a-bot');
    // Reshaping the seats puts a bot the game does not offer back to its default.
    expect(setOption(odd, 'players', 4).seats[1]?.difficulty).toBe(defaultBot(offered));
  });
});

describe('the options shown are those the game will play', () => {
  it("shows the default preset's values (long-war) for options the player has not touched, not the schema's", () => {
    const form = loaded('frontline');
    expect(catalogGame('frontline').options.find((f) => f.key === 'claimsPerStep')?.default).toBe(8);
    expect(shown(form)).toMatchObject({
      preset: 'long-war',
      objectives: 'long-war',
      claimsPerStep: 1,
      sameKindPerStep: 'one',
      expeditionCards: 'one-per-turn',
      victory: 'next-turn',
      firstDraftCatchUp: 2,
      players: 4,
    });
    // Shown, not sent: the server's parse of the player count alone plays the same.
    expect(body(form)).toEqual({ players: 4 });
  });

  it("follows the preset the player picks: the designer's shows the designer's text", () => {
    const form = setOption(loaded('frontline'), 'preset', 'designer');
    expect(shown(form)).toMatchObject({
      objectives: 'designer',
      claimsPerStep: 8,
      sameKindPerStep: 'all',
      expeditionCards: 'per-territory',
      victory: 'claim-step',
      firstDraftCatchUp: 0,
    });
    expect(body(form)).toEqual({ players: 4, preset: 'designer' });
    expect(shown(setOption(form, 'preset', 'long-war'))).toMatchObject({
      claimsPerStep: 1,
      victory: 'next-turn',
    });
  });

  it('follows the player count where the preset depends on it (the catch-up, a table by the player count)', () => {
    let form = loaded('frontline');
    const catchUps = [2, 3, 4, 5, 6].map((players) => {
      form = setOption(form, 'players', players);
      return shown(form).firstDraftCatchUp;
    });
    expect(catchUps).toEqual([3, 2, 2, 1, 1]);
    expect(body(setOption(form, 'players', 2))).toEqual({ players: 2 });
  });

  it('keeps what the player changed through a change of preset or player count, and sends it', () => {
    let form = setOption(loaded('frontline'), 'claimsPerStep', 3);
    form = setOption(form, 'victory', 'claim-step');
    form = setOption(form, 'preset', 'designer');
    expect(shown(form)).toMatchObject({ claimsPerStep: 3, victory: 'claim-step', sameKindPerStep: 'all' });
    form = setOption(form, 'preset', 'long-war');
    form = setOption(form, 'players', 2);
    expect(shown(form)).toMatchObject({
      claimsPerStep: 3,
      victory: 'claim-step',
      sameKindPerStep: 'one',
      firstDraftCatchUp: 3,
    });
    expect(body(form)).toEqual({ players: 2, claimsPerStep: 3, victory: 'claim-step', preset: 'long-war' });
  });

  it('shows the rest as played when a value the player typed is refused, and sends it for the server to refuse', () => {
    const form = setOption(setOption(loaded('frontline'), 'preset', 'designer'), 'turnLimit', 0);
    expect(frontlineOptions({ turnLimit: 0 }).ok).toBe(false);
    expect(shown(form)).toMatchObject({ turnLimit: 0, claimsPerStep: 8, victory: 'claim-step' });
    expect(body(form)).toEqual({ players: 4, preset: 'designer', turnLimit: 0 });
  });

  it("shows the schema's defaults until the game's parser has come", () => {
    const form = startForm(catalogGames, 'frontline');
    expect(shown(form)).toMatchObject({ claimsPerStep: 8, victory: 'claim-step' });
    expect(body(form)).toEqual({ players: 4 });
  });

  it("shows a game without presets at its schema's defaults (Four Horsemen)", () => {
    const form = loaded('horsemen');
    expect(shown(form)).toEqual(picked(form)?.options.values);
  });
});
