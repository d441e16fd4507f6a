/**
 * How this browser shows the Frontline map — territory names, owner or continent colours, the zoomed box — kept in
 * its storage so a reload or the next game shows the map as the player left it. Whatever was stored is checked
 * field by field: a value of an older client, or one edited by hand, falls back to the default of that field.
 */
import { type Fields, readStored, writeStored } from '../store/stored.js';

const KEY = 'warboard.frontline.display';

export type Box = readonly [number, number, number, number];

export interface Display {
  readonly names: boolean;
  readonly byContinent: boolean;
  /** The map's viewBox; null: the whole map (a phone starts zoomed so that labels are readable). */
  readonly box: Box | null;
}

const isBox = (v: unknown): v is Box =>
  Array.isArray(v) &&
  v.length === 4 &&
  v.every((n) => typeof n === 'number' && Number.isFinite(n)) &&
  v[2] > 0 &&
  v[3] > 0;

export const DEFAULT_DISPLAY: Display = { names: false, byContinent: false, box: null };

/** The stored fields, each checked: one of an older client, or edited by hand, falls back to its default. */
export function readDisplay(v: Fields): Display {
  if (!v) return DEFAULT_DISPLAY;
  return {
    names: typeof v.names === 'boolean' ? v.names : false,
    byContinent: typeof v.byContinent === 'boolean' ? v.byContinent : false,
    box: isBox(v.box) ? v.box : null,
  };
}

export const loadDisplay = (): Display => readStored(KEY, readDisplay);
export const saveDisplay = (display: Display): void => writeStored(KEY, display);

/**
 * The box a map `pixels` wide starts with: the whole map where each map unit gets at least `minScale` pixels,
 * else the widest box that does, around `centre` — so labels stay readable on a phone.
 */
export function startingBox(
  world: { width: number; height: number },
  pixels: number,
  centre: readonly [number, number],
  minScale = 0.8,
): Box {
  if (pixels <= 0 || pixels / world.width >= minScale) return [0, 0, world.width, world.height];
  const w = pixels / minScale;
  const h = (w / world.width) * world.height;
  const x = Math.min(Math.max(centre[0] - w / 2, 0), world.width - w);
  const y = Math.min(Math.max(centre[1] - h / 2, 0), world.height - h);
  return [x, y, w, h];
}
