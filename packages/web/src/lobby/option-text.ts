/**
 * An option's words, keyed by game and option as the catalogue names them: `opt.<game>.<key>` its name,
 * `.help` what it settles, `.<value>` each value's name. A string this client lacks falls back to the key or
 * the value itself, so an option added on the server is still offered.
 */
import { tOr } from '../i18n/i18n.js';

export const optionKey = (game: string, key: string) => `opt.${game}.${key}`;

export const optionName = (game: string, key: string) => tOr(optionKey(game, key), key);

export const optionHelp = (game: string, key: string) => tOr(`${optionKey(game, key)}.help`, '');

export const valueName = (game: string, key: string, value: string) =>
  tOr(`${optionKey(game, key)}.${value}`, value);
