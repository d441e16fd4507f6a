import { CLASSIC_MAP } from './classic.js';
import type { GameMap } from './map.js';
import { parseMap } from './map.js';

export { CLASSIC_MAP } from './classic.js';
export * from './map.js';

const classic = parseMap(CLASSIC_MAP);
// The built-in map is program data: if it fails validation the build itself is broken, not the input.
if (!classic.ok) throw new Error(`classic map invalid: ${classic.error.message}`);

/** Maps a game may name in its options (FG1: other maps are added as data files). */
export const MAPS: Readonly<Record<string, GameMap>> = { classic: classic.value };
