/** Types of the board outline generator (frontline-map.mjs), for the test that regenerates it. */
export interface World {
  source: string;
  width: number;
  height: number;
  territories: Record<string, { label: [number, number]; d: string }>;
  background: string;
  crossings: { a: string; b: string; sea: boolean; lines: number[] }[];
}
export function generate(map: {
  territories: readonly { id: string }[];
  borders: readonly { a: string; b: string; sea: boolean }[];
}): World;
export function serialize(world: World): string;
