import { describe, expect, it } from 'vitest';
import { CLASSIC_MAP, loadMap, MAPS, parseAdjacencyMap, parseMap, type RawMap } from '../src/index.js';

const classic = MAPS.classic!;

describe('FG1 the classic map', () => {
  it('has 42 territories, 6 continents, 83 borders of which 24 are sea crossings', () => {
    expect(classic.territoryIds).toHaveLength(42);
    expect(classic.continents).toHaveLength(6);
    expect(classic.borderCount).toBe(83);
    expect(classic.seaCount).toBe(24);
    const sides = Object.values(classic.neighbors).reduce((n, l) => n + l.length, 0);
    expect(sides).toBe(2 * 83);
  });

  it('has the continent bonuses of FG1', () => {
    expect(Object.fromEntries(classic.continents.map((c) => [c.id, c.bonus]))).toEqual({
      'north-america': 5,
      'south-america': 2,
      europe: 5,
      africa: 3,
      asia: 7,
      australia: 2,
    });
  });

  it('keeps Gibraltar and the Bosporus as land borders and East Africa–Middle East as a border (FG1)', () => {
    expect(classic.sea['western-europe']?.['north-africa']).toBe(false);
    expect(classic.sea['southern-europe']?.['middle-east']).toBe(false);
    expect(classic.sea['east-africa']?.['middle-east']).toBe(true);
    expect(classic.sea.brazil?.['north-africa']).toBe(true);
  });

  it('FG10 territory cards carry 1 or 2 stars, 14 of them 2', () => {
    const stars = Object.values(classic.stars);
    expect(stars.filter((s) => s === 2)).toHaveLength(14);
    expect(stars.every((s) => s === 1 || s === 2)).toBe(true);
  });

  it('loads from JSON through the validator', () => {
    const loaded = loadMap(JSON.parse(JSON.stringify(CLASSIC_MAP)));
    expect(loaded.ok).toBe(true);
  });
});

describe('FG1 a malformed map is refused with a clear error', () => {
  const tiny: RawMap = {
    id: 'tiny',
    continents: [{ id: 'c', bonus: 1, territories: ['a', 'b'] }],
    territories: [
      { id: 'a', stars: 1 },
      { id: 'b', stars: 1 },
    ],
    borders: [{ a: 'a', b: 'b', sea: false }],
  };
  const refused = (map: RawMap) => {
    const r = parseMap(map);
    return r.ok ? '' : r.error.message;
  };

  it('accepts the well-formed tiny map', () => expect(parseMap(tiny).ok).toBe(true));
  it('refuses a border to an unknown territory', () =>
    expect(refused({ ...tiny, borders: [{ a: 'a', b: 'x', sea: false }] })).toMatch(/unknown territory "x"/));
  it('refuses a continent without territories', () =>
    expect(
      refused({ ...tiny, continents: [...tiny.continents, { id: 'empty', bonus: 2, territories: [] }] }),
    ).toMatch(/continent "empty" has no territories/));
  it('refuses duplicate territory ids', () =>
    expect(refused({ ...tiny, territories: [...tiny.territories, { id: 'a', stars: 2 }] })).toMatch(
      /duplicate territory id "a"/,
    ));
  it('refuses a continent naming an unknown territory', () =>
    expect(refused({ ...tiny, continents: [{ id: 'c', bonus: 1, territories: ['a', 'b', 'q'] }] })).toMatch(
      /unknown territory "q"/,
    ));
  it('refuses a territory in no continent', () =>
    expect(refused({ ...tiny, continents: [{ id: 'c', bonus: 1, territories: ['a'] }] })).toMatch(
      /"b" is in no continent/,
    ));
  it('refuses a border listed twice', () =>
    expect(refused({ ...tiny, borders: [...tiny.borders, { a: 'b', b: 'a', sea: false }] })).toMatch(
      /listed twice/,
    ));
  it('refuses an asymmetric border in an adjacency list', () => {
    const r = parseAdjacencyMap(tiny, { a: [{ to: 'b', sea: false }], b: [] });
    expect(r.ok ? '' : r.error.message).toMatch(/asymmetric border: a lists b but b does not list a/);
  });
  it('refuses a border that is a sea crossing from one end only', () => {
    const r = parseAdjacencyMap(tiny, { a: [{ to: 'b', sea: true }], b: [{ to: 'a', sea: false }] });
    expect(r.ok ? '' : r.error.message).toMatch(/sea crossing from one end only/);
  });
  it('refuses a file of the wrong shape', () => {
    const r = loadMap({ id: 'x', continents: 'nope' });
    expect(r.ok ? '' : r.error.rule).toBe('FG1');
  });
});
