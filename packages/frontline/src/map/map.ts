import { err, ok, type Result, type RuleError, ruleError } from '@warboard/core';
import { z } from 'zod';

/** A map as written in a data file: plain JSON, not yet trusted. */
export interface RawMap {
  readonly id: string;
  readonly continents: readonly { id: string; bonus: number; territories: readonly string[] }[];
  readonly territories: readonly { id: string; stars: number }[];
  /** Each border once, as an unordered pair; `sea` marks a sea crossing (R7, FG2). */
  readonly borders: readonly { a: string; b: string; sea: boolean }[];
}

/** A validated map: every lookup the rules need, precomputed. */
export interface GameMap {
  readonly id: string;
  readonly territoryIds: readonly string[];
  readonly continents: readonly { id: string; bonus: number; territories: readonly string[] }[];
  readonly stars: Readonly<Record<string, number>>;
  readonly continentOf: Readonly<Record<string, string>>;
  /** Neighbours of each territory, in a stable order. */
  readonly neighbors: Readonly<Record<string, readonly string[]>>;
  /** `sea[a][b]` is true when the a–b border is a sea crossing. */
  readonly sea: Readonly<Record<string, Readonly<Record<string, boolean>>>>;
  readonly borderCount: number;
  readonly seaCount: number;
}

const bad = (message: string): Result<never, RuleError> => err(ruleError('bad-map', 'FG1', message));

function checkTerritories(raw: RawMap): string | null {
  const seen = new Set<string>();
  for (const t of raw.territories) {
    if (typeof t.id !== 'string' || t.id === '') return 'a territory has no id';
    if (seen.has(t.id)) return `duplicate territory id "${t.id}"`;
    if (!Number.isInteger(t.stars) || t.stars < 1) return `territory "${t.id}" must carry 1 or more stars`;
    seen.add(t.id);
  }
  return null;
}

function checkContinents(raw: RawMap, ids: ReadonlySet<string>): string | null {
  const seen = new Set<string>();
  const placed = new Set<string>();
  for (const c of raw.continents) {
    if (seen.has(c.id)) return `duplicate continent id "${c.id}"`;
    seen.add(c.id);
    if (c.territories.length === 0) return `continent "${c.id}" has no territories`;
    if (!Number.isInteger(c.bonus) || c.bonus < 0) return `continent "${c.id}" has a bad bonus`;
    for (const t of c.territories) {
      if (!ids.has(t)) return `continent "${c.id}" names unknown territory "${t}"`;
      if (placed.has(t)) return `territory "${t}" is in two continents`;
      placed.add(t);
    }
  }
  for (const t of ids) if (!placed.has(t)) return `territory "${t}" is in no continent`;
  return null;
}

/**
 * Parse a map file: unknown territories, duplicate ids, empty continents, self-borders, duplicate
 * borders and asymmetric borders are refused with a message that names the culprit.
 */
export function parseMap(raw: RawMap): Result<GameMap, RuleError> {
  const problem = checkTerritories(raw);
  if (problem) return bad(problem);
  const ids = new Set(raw.territories.map((t) => t.id));
  const continentProblem = checkContinents(raw, ids);
  if (continentProblem) return bad(continentProblem);
  const sea: Record<string, Record<string, boolean>> = {};
  for (const id of ids) sea[id] = {};
  for (const { a, b, sea: isSea } of raw.borders) {
    const from = sea[a];
    const to = sea[b];
    if (!from) return bad(`border ${a}–${b} names unknown territory "${a}"`);
    if (!to) return bad(`border ${a}–${b} names unknown territory "${b}"`);
    if (a === b) return bad(`territory "${a}" borders itself`);
    if (from[b] !== undefined) return bad(`border ${a}–${b} is listed twice`);
    from[b] = isSea;
    to[a] = isSea;
  }
  const neighbors: Record<string, string[]> = {};
  const continentOf: Record<string, string> = {};
  for (const c of raw.continents) for (const t of c.territories) continentOf[t] = c.id;
  for (const id of ids) neighbors[id] = Object.keys(sea[id] ?? {}).sort();
  return ok({
    id: raw.id,
    territoryIds: [...ids],
    continents: raw.continents,
    stars: Object.fromEntries(raw.territories.map((t) => [t.id, t.stars])),
    continentOf,
    neighbors,
    sea,
    borderCount: raw.borders.length,
    seaCount: raw.borders.filter((b) => b.sea).length,
  });
}

/**
 * Parse a map whose borders are listed from both ends, as in design/classic-map.md ("each listed from both
 * ends"): an adjacency list. A border listed from one end only, or with different sea marks, is asymmetric.
 */
export function parseAdjacencyMap(
  base: Omit<RawMap, 'borders'>,
  adjacency: Readonly<Record<string, readonly { to: string; sea: boolean }[]>>,
): Result<GameMap, RuleError> {
  const borders: { a: string; b: string; sea: boolean }[] = [];
  for (const [a, list] of Object.entries(adjacency)) {
    for (const { to: b, sea } of list) {
      const back = adjacency[b]?.find((x) => x.to === a);
      if (!back) return bad(`asymmetric border: ${a} lists ${b} but ${b} does not list ${a}`);
      if (back.sea !== sea) return bad(`asymmetric border: ${a}–${b} is a sea crossing from one end only`);
      if (a < b) borders.push({ a, b, sea });
    }
  }
  return parseMap({ ...base, borders });
}

export const areAdjacent = (map: GameMap, a: string, b: string): boolean => map.sea[a]?.[b] !== undefined;
export const isSeaCrossing = (map: GameMap, a: string, b: string): boolean => map.sea[a]?.[b] === true;

const RawMapSchema = z.strictObject({
  id: z.string().min(1),
  continents: z.array(
    z.strictObject({ id: z.string().min(1), bonus: z.number(), territories: z.array(z.string()) }),
  ),
  territories: z.array(z.strictObject({ id: z.string(), stars: z.number() })),
  borders: z.array(z.strictObject({ a: z.string(), b: z.string(), sea: z.boolean() })),
});

/** Load a map from untrusted JSON (a map file): shape first, then the board's own rules. */
export function loadMap(input: unknown): Result<GameMap, RuleError> {
  const shape = RawMapSchema.safeParse(input);
  if (!shape.success) return bad(`malformed map file: ${shape.error.issues[0]?.message ?? 'bad shape'}`);
  return parseMap(shape.data);
}
