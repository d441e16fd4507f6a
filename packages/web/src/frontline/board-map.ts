/**
 * A board the client can draw: the engine's map (territories, borders, continents) with its drawing (outlines,
 * label points, sea crossings from map/world.json, built by scripts/frontline-map.mjs). The screen picks the one
 * its game's options name and hands it to the board, which draws whatever it is given.
 */
import { type GameMap, MAPS } from '@warboard/frontline';
import world from './map/world.json' with { type: 'json' };

export interface MapDrawing {
  readonly width: number;
  readonly height: number;
  readonly territories: Readonly<Record<string, { readonly label: readonly number[]; readonly d: string }>>;
  readonly background: string;
  readonly crossings: readonly { a: string; b: string; sea: boolean; lines: readonly number[] }[];
}

export interface BoardMap {
  readonly map: GameMap;
  readonly drawing: MapDrawing;
}

const BOARDS: Readonly<Record<string, BoardMap>> = { classic: { map: MAPS.classic!, drawing: world } };

/** The board of the map a game's options name (FG1); the classic world when it is one this client cannot draw. */
export const boardFor = (mapId: string | undefined): BoardMap =>
  BOARDS[mapId ?? 'classic'] ?? BOARDS.classic!;
