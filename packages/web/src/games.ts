/**
 * The one table of game screens: for each game id, its name and the screens that show it live and in a replay.
 * GameRoute, ReplayScreen and the lobby read it; adding a game to the web is one entry here plus its screens and
 * strings. The Frontline screens (map, engine odds) are their own chunk, fetched only when a Frontline game
 * opens, so the first load stays small; Four Horsemen's table is part of the first load. Each game's tutorial (a
 * guided game on this device, on the engine itself) is a chunk of its own too.
 */
import type { ComponentType } from 'preact';
import type { WireEvent } from './api/protocol.js';
import { GameScreen } from './horsemen/GameScreen.js';
import { HorsemenReplay } from './horsemen/HorsemenReplay.js';
import { t } from './i18n/i18n.js';

/** A live game, by its id on the server. */
export type LiveScreen = ComponentType<{ id: string }>;
/** A finished game at one step of its replay: the public view then, and the public events so far. */
export type ReplayView = ComponentType<{ view: unknown; events: readonly WireEvent[] }>;

/** A game's tutorial, played on this device. */
export type TutorialView = ComponentType<Record<string, never>>;

export interface WebGame {
  readonly name: () => string;
  readonly live: () => Promise<LiveScreen>;
  readonly replay: () => Promise<ReplayView>;
  readonly tutorial: () => Promise<TutorialView>;
}

const horsemen: WebGame = {
  name: () => t('lobby.horsemen'),
  live: async () => GameScreen,
  replay: async () => HorsemenReplay,
  tutorial: async () => (await import('./tutorial/HorsemenTutorial.js')).HorsemenTutorial,
};

export const webGames: Readonly<Record<string, WebGame>> = {
  horsemen,
  frontline: {
    name: () => t('lobby.frontline'),
    live: async () => (await import('./frontline/FrontlineScreen.js')).FrontlineScreen,
    replay: async () => (await import('./frontline/ReplayBoard.js')).ReplayBoard,
    tutorial: async () => (await import('./tutorial/FrontlineTutorial.js')).FrontlineTutorial,
  },
};

/** The web's entry for a game id; an unknown one gets Four Horsemen's, whose table reports it. */
export const webGame = (id: string): WebGame => webGames[id] ?? horsemen;
