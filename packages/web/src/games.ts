/**
 * The one table of game screens: for each game id, its name and the screens that show it live and in a replay.
 * GameRoute, ReplayScreen and the lobby read it; adding a game to the web is one entry here plus its screens and
 * strings. The Frontline screens (map, engine odds) are their own chunk, fetched only when a Frontline game
 * opens, so the first load stays small; Four Horsemen's table is part of the first load. Each game's tutorial (a
 * guided game on this device, on the engine itself) is a chunk of its own too, and so is its option parser, which
 * the lobby loads when the game is picked.
 */
import type { ComponentType } from 'preact';
import type { GameWire, OpenWire } from './api/protocol.js';
import type { FrontlineWire } from './frontline/wire.js';
import { GameScreen } from './horsemen/GameScreen.js';
import { HorsemenReplay } from './horsemen/HorsemenReplay.js';
import type { HorsemenWire } from './horsemen/wire.js';
import { t } from './i18n/i18n.js';
import type { OptionsParser } from './lobby/option-form.js';
import type { ReplayProps } from './replay/props.js';

/** A live game, by its id on the server. */
export type LiveScreen = ComponentType<{ id: string }>;
/**
 * A finished game at one step of its replay: the view then (public, one seat's, or with every card revealed),
 * the events so far with the step and seat of each, and the players' names.
 */
export type ReplayView<W extends GameWire = OpenWire> = ComponentType<ReplayProps<W>>;

/** A game's tutorial, played on this device. */
export type TutorialView = ComponentType<Record<string, never>>;

export interface WebGame<W extends GameWire = OpenWire> {
  readonly name: () => string;
  /** The lobby's short description of the game. */
  readonly about: () => string;
  readonly live: () => Promise<LiveScreen>;
  readonly replay: () => Promise<ReplayView<W>>;
  readonly tutorial: () => Promise<TutorialView>;
  /**
   * The engine's own `parseOptions`: the lobby shows with it what each option the player leaves alone will be
   * (a preset's value, a default by the player count), with no rule of the game restated in the web.
   */
  readonly optionsParser: () => Promise<OptionsParser>;
}

/**
 * One game's entry, typed with its wire types, as the table holds every game's. The one place the client takes
 * a replay's views and events as its game's: the server names the game (`Replay.game`) the entry is chosen by.
 */
function entry<W extends GameWire>(game: WebGame<W>): WebGame {
  return game as unknown as WebGame;
}

const horsemen = entry<HorsemenWire>({
  name: () => t('lobby.horsemen'),
  about: () => t('lobby.about.horsemen'),
  live: async () => GameScreen,
  replay: async () => HorsemenReplay,
  tutorial: async () => (await import('./tutorial/HorsemenTutorial.js')).HorsemenTutorial,
  optionsParser: async () => (await import('./horsemen/option-parser.js')).parseOptions,
});

export const webGames: Readonly<Record<string, WebGame>> = {
  horsemen,
  frontline: entry<FrontlineWire>({
    name: () => t('lobby.frontline'),
    about: () => t('lobby.about.frontline'),
    live: async () => (await import('./frontline/FrontlineScreen.js')).FrontlineScreen,
    replay: async () => (await import('./frontline/ReplayBoard.js')).ReplayBoard,
    tutorial: async () => (await import('./tutorial/FrontlineTutorial.js')).FrontlineTutorial,
    optionsParser: async () => (await import('./frontline/option-parser.js')).parseOptions,
  }),
};

/** The web's entry for a game id; an unknown one gets Four Horsemen's, whose table reports it. */
export const webGame = (id: string): WebGame => webGames[id] ?? horsemen;
