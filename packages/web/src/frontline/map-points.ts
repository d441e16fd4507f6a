/**
 * Where things stand on the drawn map: a territory's label point, where a force on one of its borders is drawn and
 * which way it faces, and the territory an arrow key moves the keyboard's cursor to.
 */
import type { BoardMap, MapDrawing } from './board-map.js';
import { type BorderPoints, borderPoint, type Point } from './border-points.js';

export const labelAt = (drawing: MapDrawing, id: string): Point => {
  const l = drawing.territories[id]?.label ?? [0, 0];
  return [l[0] ?? 0, l[1] ?? 0];
};

/** Where `to` lies as seen from `from`; territories across the map's edge (Alaska, Kamchatka) face each other. */
function towards(drawing: MapDrawing, from: string, to: string): Point {
  const [x0, y0] = labelAt(drawing, from);
  let [x1, y1] = labelAt(drawing, to);
  if (Math.abs(x1 - x0) > drawing.width / 2) x1 += x1 < x0 ? drawing.width : -drawing.width;
  const len = Math.hypot(x1 - x0, y1 - y0) || 1;
  y1 = (y1 - y0) / len;
  return [(x1 - x0) / len, y1];
}

/**
 * Where a force on the border with `to` is drawn, `inset` map units inside `from` from the border itself
 * (border-points.ts), and the direction it faces; without a known border, part of the way towards `to`.
 */
export function onBorder(drawing: MapDrawing, points: BorderPoints, from: string, to: string, inset: number) {
  const [x, y] = labelAt(drawing, from);
  const dir = towards(drawing, from, to);
  const p = borderPoint(points, from, to);
  const reach = p && Math.abs(p[0] - x) < drawing.width / 2 ? Math.hypot(p[0] - x, p[1] - y) : 24;
  // Never past the label's own badge, never beyond the border.
  const along = Math.max(15, Math.min(reach - inset, 50));
  return { at: [x + dir[0] * along, y + dir[1] * along] as Point, dir };
}

/** The nearest territory from `id` in the direction of an arrow key, by label points. */
export function neighbourInDirection({ map, drawing }: BoardMap, id: string, key: string): string {
  const [x0, y0] = labelAt(drawing, id);
  const want: Point =
    key === 'ArrowLeft' ? [-1, 0] : key === 'ArrowRight' ? [1, 0] : key === 'ArrowUp' ? [0, -1] : [0, 1];
  let best = id;
  let bestScore = Infinity;
  for (const other of map.territoryIds) {
    if (other === id) continue;
    const [x, y] = labelAt(drawing, other);
    const dx = x - x0;
    const dy = y - y0;
    const along = dx * want[0] + dy * want[1];
    if (along <= 0) continue;
    const across = Math.abs(dx * want[1] - dy * want[0]);
    const score = along + 2 * across;
    if (score < bestScore) [best, bestScore] = [other, score];
  }
  return best;
}
