import { isSeaCrossing } from '@warboard/frontline';
import { describe, expect, it } from 'vitest';
import { boardFor } from '../src/frontline/board-map.js';
import { borderPoint, borderPoints } from '../src/frontline/border-points.js';

describe('border points: each front row drawn against the border it faces', () => {
  const { map, drawing } = boardFor('classic');
  const points = borderPoints(drawing, map);
  const pairs = map.territoryIds.flatMap((a) => (map.neighbors[a] ?? []).map((b) => [a, b] as const));

  it('finds a point for every border of the classic map, on either side', () => {
    const missing = pairs.filter(([a, b]) => !borderPoint(points, a, b)).map(([a, b]) => `${a}|${b}`);
    expect(missing).toEqual([]);
  });

  it('puts a land border where both outlines meet: the same point from either side', () => {
    const land = pairs.filter(([a, b]) => !isSeaCrossing(map, a, b));
    const apart = land.filter(([a, b]) => {
      const p = borderPoint(points, a, b)!;
      const q = borderPoint(points, b, a)!;
      return Math.hypot(p[0] - q[0], p[1] - q[1]) > 60;
    });
    expect(land.length).toBeGreaterThan(50);
    expect(apart).toEqual([]);
  });
});
