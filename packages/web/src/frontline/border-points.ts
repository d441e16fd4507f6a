/**
 * Where on the map each border lies, so that a front row is drawn against the border it faces and invaders and
 * coast forces beside the border they came over. A land border is the stretch of coastline two territories' outlines
 * share (the drawing's outlines are absolute M/L/Z paths whose shared stretches have the same vertices); a sea
 * crossing is the end of its dashed line on the territory's side. Computed once per drawing.
 */
import type { GameMap } from '@warboard/frontline';
import type { MapDrawing } from './board-map.js';

export type Point = readonly [number, number];

/** The border between `from` and `to`, on `from`'s side: `${from}|${to}`. */
export type BorderPoints = ReadonlyMap<string, Point>;

const key = (from: string, to: string) => `${from}|${to}`;

/** The vertices of an outline, in the order drawn. */
export function vertices(d: string): Point[] {
  const nums = d.match(/-?\d+(?:\.\d+)?/g) ?? [];
  const out: Point[] = [];
  for (let i = 0; i + 1 < nums.length; i += 2) out.push([Number(nums[i]), Number(nums[i + 1])]);
  return out;
}

const CELL = 1; // vertices closer than this count as the same point of a shared border

function grid(points: readonly Point[]): Set<string> {
  const cells = new Set<string>();
  for (const [x, y] of points) cells.add(`${Math.round(x / CELL)},${Math.round(y / CELL)}`);
  return cells;
}

const near = (cells: ReadonlySet<string>, [x, y]: Point): boolean => {
  const cx = Math.round(x / CELL);
  const cy = Math.round(y / CELL);
  for (let dx = -1; dx <= 1; dx++)
    for (let dy = -1; dy <= 1; dy++) if (cells.has(`${cx + dx},${cy + dy}`)) return true;
  return false;
};

/** The vertex of `mine` nearest any of `theirs`: where two outlines that share no vertex come closest. */
function closest(mine: readonly Point[], theirs: readonly Point[]): Point | undefined {
  let best: Point | undefined;
  let bestDist = Infinity;
  for (const p of mine)
    for (const q of theirs) {
      const dist = Math.hypot(p[0] - q[0], p[1] - q[1]);
      if (dist < bestDist) [best, bestDist] = [p, dist];
    }
  return best;
}

const cache = new WeakMap<MapDrawing, BorderPoints>();

export function borderPoints(drawing: MapDrawing, map: GameMap): BorderPoints {
  const known = cache.get(drawing);
  if (known) return known;
  const points = new Map<string, Point>();
  const connectors = new Map<string, Point>(); // land borders drawn as a line, where outlines do not meet
  const outlines = new Map<string, Point[]>();
  const cells = new Map<string, Set<string>>();
  const outline = (id: string) => {
    let v = outlines.get(id);
    if (!v) {
      v = vertices(drawing.territories[id]?.d ?? '');
      outlines.set(id, v);
      cells.set(id, grid(v));
    }
    return v;
  };
  for (const c of drawing.crossings) {
    for (const [from, to] of [
      [c.a, c.b],
      [c.b, c.a],
    ] as const) {
      const label = drawing.territories[from]?.label ?? [0, 0];
      let best: Point | null = null;
      for (let i = 0; i + 1 < c.lines.length; i += 2) {
        const p: Point = [c.lines[i]!, c.lines[i + 1]!];
        const dist = Math.hypot(p[0] - label[0]!, p[1] - label[1]!);
        if (!best || dist < Math.hypot(best[0] - label[0]!, best[1] - label[1]!)) best = p;
      }
      if (best) (c.sea ? points : connectors).set(key(from, to), best);
    }
  }
  for (const from of map.territoryIds) {
    for (const to of map.neighbors[from] ?? []) {
      if (points.has(key(from, to))) continue;
      const mine = outline(from);
      outline(to);
      const theirs = cells.get(to)!;
      const shared = mine.filter((p) => near(theirs, p));
      // The middle vertex of the shared stretch lies on the border itself, which a mean of a bent border may not.
      const mid =
        shared[Math.floor(shared.length / 2)] ?? connectors.get(key(from, to)) ?? closest(mine, outline(to));
      if (mid) points.set(key(from, to), mid);
    }
  }
  cache.set(drawing, points);
  return points;
}

export const borderPoint = (points: BorderPoints, from: string, to: string): Point | undefined =>
  points.get(key(from, to));
