/**
 * The create form's state (src/lobby/create-form.ts), headless: the real catalogue's games, each change a
 * function from one state to the next, read without a DOM.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_BOT, defaultBot } from '../src/lobby/bots.js';
import { emptyForm, picked, pickGame, setOption, setSeat, startForm } from '../src/lobby/create-form.js';
import { catalogGame, catalogGames } from './catalog-games.js';

describe('the create form', () => {
  it('starts at the preferred game (else the first), with its default player count and the player first', () => {
    const form = startForm(catalogGames, 'horsemen');
    expect(picked(form)?.game.id).toBe('horsemen');
    expect(form.seats.map((s) => s.choice)).toEqual(['you', 'bot']);
    expect(startForm(catalogGames, 'no-such-game').gameId).toBe(catalogGames[0]!.id);
    expect(startForm([], 'horsemen')).toBe(emptyForm);
    expect(picked(emptyForm)).toBeNull();
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
