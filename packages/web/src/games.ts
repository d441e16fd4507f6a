/**
 * The one table of game screens: for each game id, its name and the screens that show it live and in a replay.
 * GameRoute, ReplayScreen and the lobby read it; adding a game to the web is one entry here plus its screens and
 * strings. The Frontline screens (map, engine odds) are their own chunk, fetched only when a Frontline game
 * opens, so the first load stays small; Four Horsemen's table is part of the first load.
 */
import type { ComponentType } from 'preact';
import { GameScreen } from './horsemen/GameScreen.js';
import { HorsemenReplay } from './horsemen/HorsemenReplay.js';
import { t } from './i18n/i18n.js';
import type { ReplayProps } from './replay/props.js';

/** A live game, by its id on the server. */
export type LiveScreen = ComponentType<{ id: string }>;
/**
 * A finished game at one step of its replay: the view then (public, or with every card revealed), the events
 * so far with the step and seat of each, and the players' names.
 */
export type ReplayView = ComponentType<ReplayProps>;

export interface WebGame {
  readonly name: () => string;
  /** The lobby's short description of the game. */
  readonly about: () => string;
  readonly live: () => Promise<LiveScreen>;
  readonly replay: () => Promise<ReplayView>;
}

const horsemen: WebGame = {
  name: () => t('lobby.horsemen'),
  about: () => t('lobby.about.horsemen'),
  live: async () => GameScreen,
  replay: async () => HorsemenReplay,
};

export const webGames: Readonly<Record<string, WebGame>> = {
  horsemen,
  frontline: {
    name: () => t('lobby.frontline'),
    about: () => t('lobby.about.frontline'),
    live: async () => (await import('./frontline/FrontlineScreen.js')).FrontlineScreen,
    replay: async () => (await import('./frontline/ReplayBoard.js')).ReplayBoard,
  },
};

/** The web's entry for a game id; an unknown one gets Four Horsemen's, whose table reports it. */
export const webGame = (id: string): WebGame => webGames[id] ?? horsemen;
