/**
 * Builds the Frontline board's outlines (src/frontline/map/world.json) from Natural Earth's 1:110m countries
 * (world-atlas 2.0.2): every country is given to one of the classic map's 42 territories (design/classic-map.md),
 * and the large ones (United States, Canada, Russia, China, Malaysia, Australia) are cut by regions drawn in
 * longitude/latitude. Run with `npm run map -w @warboard/web`; the output is committed, and a test checks that
 * running this again gives the same file.
 *
 * The projection is Natural Earth I, fitted to the 42 territories. Geometry is projected point by point and then
 * cut in the plane (polygon-clipping), so regions share exact edges. Land that belongs to no territory (New Zealand,
 * Hawaii, Svalbard …) is drawn once as a grey background. Sea crossings (R7, FG2) are short dashed segments between
 * the closest points of the two territories; Alaska–Kamchatka wraps round the edge of the map. Land borders whose
 * territories do not touch in the real world (Western Europe–North Africa across Gibraltar, Ural–China …) get a
 * thin solid connector, so every border of the rules is visible.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { geoNaturalEarth1 } from 'd3-geo';
import polygonClipping from 'polygon-clipping';
import { feature } from 'topojson-client';

const require = createRequire(import.meta.url);
const OUT = fileURLToPath(new URL('../src/frontline/map/world.json', import.meta.url));
const WIDTH = 1000;
const PAD = 6;

/** Whole countries, by their Natural Earth name, given to one territory each. */
const WHOLE = {
  greenland: ['Greenland'],
  'central-america': [
    'Mexico',
    'Guatemala',
    'Belize',
    'Honduras',
    'El Salvador',
    'Nicaragua',
    'Costa Rica',
    'Panama',
    'Cuba',
    'Jamaica',
    'Haiti',
    'Dominican Rep.',
    'Puerto Rico',
    'Bahamas',
  ],
  venezuela: ['Venezuela', 'Colombia', 'Guyana', 'Suriname', 'Trinidad and Tobago'],
  peru: ['Peru', 'Ecuador', 'Bolivia'],
  brazil: ['Brazil', 'Paraguay', 'Uruguay'],
  argentina: ['Argentina', 'Chile', 'Falkland Is.'],
  iceland: ['Iceland'],
  'great-britain': ['United Kingdom', 'Ireland'],
  scandinavia: ['Sweden', 'Finland'],
  'northern-europe': [
    'Germany',
    'Poland',
    'Denmark',
    'Netherlands',
    'Belgium',
    'Luxembourg',
    'Czechia',
    'Slovakia',
    'Switzerland',
  ],
  'western-europe': ['Spain', 'Portugal'],
  'southern-europe': [
    'Italy',
    'Austria',
    'Hungary',
    'Slovenia',
    'Croatia',
    'Bosnia and Herz.',
    'Serbia',
    'Montenegro',
    'Kosovo',
    'Albania',
    'Macedonia',
    'Greece',
    'Bulgaria',
    'Romania',
  ],
  ukraine: ['Ukraine', 'Belarus', 'Lithuania', 'Latvia', 'Estonia', 'Moldova'],
  'north-africa': [
    'Morocco',
    'W. Sahara',
    'Algeria',
    'Tunisia',
    'Mauritania',
    'Mali',
    'Niger',
    'Chad',
    'Senegal',
    'Gambia',
    'Guinea-Bissau',
    'Guinea',
    'Sierra Leone',
    'Liberia',
    "Côte d'Ivoire",
    'Burkina Faso',
    'Ghana',
    'Togo',
    'Benin',
    'Nigeria',
  ],
  egypt: ['Egypt', 'Libya'],
  'east-africa': [
    'Sudan',
    'S. Sudan',
    'Ethiopia',
    'Eritrea',
    'Djibouti',
    'Somalia',
    'Somaliland',
    'Kenya',
    'Uganda',
    'Rwanda',
    'Burundi',
    'Tanzania',
  ],
  congo: ['Dem. Rep. Congo', 'Congo', 'Gabon', 'Eq. Guinea', 'Central African Rep.', 'Cameroon', 'Angola'],
  'south-africa': [
    'South Africa',
    'Namibia',
    'Botswana',
    'Zimbabwe',
    'Zambia',
    'Mozambique',
    'Malawi',
    'Lesotho',
    'eSwatini',
  ],
  madagascar: ['Madagascar'],
  'middle-east': [
    'Turkey',
    'Syria',
    'Iraq',
    'Iran',
    'Saudi Arabia',
    'Yemen',
    'Oman',
    'United Arab Emirates',
    'Qatar',
    'Kuwait',
    'Jordan',
    'Israel',
    'Palestine',
    'Lebanon',
    'Cyprus',
    'N. Cyprus',
    'Georgia',
    'Armenia',
    'Azerbaijan',
  ],
  afghanistan: ['Afghanistan', 'Turkmenistan', 'Uzbekistan', 'Tajikistan', 'Kyrgyzstan', 'Kazakhstan'],
  india: ['India', 'Pakistan', 'Nepal', 'Bhutan', 'Bangladesh', 'Sri Lanka'],
  siam: ['Myanmar', 'Thailand', 'Laos', 'Cambodia', 'Vietnam'],
  china: ['Taiwan', 'North Korea', 'South Korea'],
  mongolia: ['Mongolia'],
  japan: ['Japan'],
  indonesia: ['Brunei', 'Timor-Leste', 'Philippines'],
  'new-guinea': ['Papua New Guinea'],
};

const box = (w, s, e, n) => [
  [w, s],
  [e, s],
  [e, n],
  [w, n],
];

/**
 * Countries cut into several territories: regions as longitude/latitude polygons. The country's largest polygon
 * (its mainland) is cut by them; its other polygons (islands) go whole to the region holding their inner point.
 */
const SPLIT = {
  'United States of America': {
    alaska: box(-180, 50, -129, 75),
    'western-us': box(-130, 15, -98, 50),
    'eastern-us': box(-98, 15, -60, 50),
  },
  Canada: {
    alberta: box(-141, 40, -102, 60),
    ontario: box(-102, 40, -79.5, 60),
    quebec: box(-79.5, 40, -50, 63),
    'northwest-territory': [
      [-141, 60],
      [-79.5, 60],
      [-79.5, 63],
      [-50, 63],
      [-50, 85],
      [-141, 85],
    ],
  },
  Russia: {
    ukraine: box(19, 40, 52, 85),
    ural: [
      [52, 40],
      [88, 40],
      [88, 56],
      [75, 56],
      [75, 85],
      [52, 85],
    ],
    siberia: [
      [88, 40],
      [100, 40],
      [100, 85],
      [75, 85],
      [75, 56],
      [88, 56],
    ],
    irkutsk: box(100, 40, 130, 60),
    yakutsk: box(100, 60, 145, 85),
    kamchatka: [
      [130, 40],
      [180, 40],
      [180, 85],
      [145, 85],
      [145, 60],
      [130, 60],
    ],
  },
  // Manchuria joins Mongolia, so that Mongolia meets Irkutsk and Kamchatka and China does not (classic map).
  China: {
    mongolia: box(115, 41, 136, 55),
    china: [
      [70, 15],
      [136, 15],
      [136, 41],
      [115, 41],
      [115, 55],
      [70, 55],
    ],
  },
  Malaysia: { siam: box(95, -5, 105, 10), indonesia: box(105, -5, 125, 10) },
  Indonesia: { indonesia: box(90, -12, 134.5, 8), 'new-guinea': box(134.5, -12, 142, 0) },
  France: { 'western-europe': box(-10, 35, 20, 55), venezuela: box(-60, 0, -50, 10) },
  Norway: { scandinavia: box(0, 50, 35, 72) },
  Australia: { 'western-australia': box(110, -45, 132, -5), 'eastern-australia': box(132, -45, 160, -5) },
};

/** Never drawn: the far south, and Russia's tip across the date line that would sit beside Alaska. */
const SKIP = new Set(['Antarctica', 'Fr. S. Antarctic Lands']);

const round = (v) => Math.round(v * 10) / 10;

function ringArea(ring) {
  let a = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++)
    a += (ring[j][0] + ring[i][0]) * (ring[j][1] - ring[i][1]);
  return a / 2;
}
const polyArea = (poly) => poly.reduce((s, ring, i) => s + (i === 0 ? 1 : -1) * Math.abs(ringArea(ring)), 0);

function insideRing(p, ring) {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i];
    const [xj, yj] = ring[j];
    if (yi > p[1] !== yj > p[1] && p[0] < ((xj - xi) * (p[1] - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
const insidePoly = (p, poly) => insideRing(p, poly[0]) && !poly.slice(1).some((h) => insideRing(p, h));

function nearestOnSegment(p, a, b) {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len = dx * dx + dy * dy;
  const t = len === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len));
  return [a[0] + t * dx, a[1] + t * dy];
}
function segmentDistance(p, a, b) {
  const q = nearestOnSegment(p, a, b);
  return Math.hypot(p[0] - q[0], p[1] - q[1]);
}
function edgeDistance(p, poly) {
  let d = Infinity;
  for (const ring of poly)
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++)
      d = Math.min(d, segmentDistance(p, ring[j], ring[i]));
  return d;
}

/** A point well inside a polygon (a coarse pole of inaccessibility): where labels and markers go. */
function innerPoint(poly) {
  const xs = poly[0].map((p) => p[0]);
  const ys = poly[0].map((p) => p[1]);
  let [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  let best = [(x0 + x1) / 2, (y0 + y1) / 2];
  let bestD = insidePoly(best, poly) ? edgeDistance(best, poly) : -1;
  for (let round = 0; round < 4; round++) {
    const n = 24;
    for (let i = 0; i <= n; i++) {
      for (let j = 0; j <= n; j++) {
        const p = [x0 + ((x1 - x0) * i) / n, y0 + ((y1 - y0) * j) / n];
        if (!insidePoly(p, poly)) continue;
        const d = edgeDistance(p, poly);
        if (d > bestD) [best, bestD] = [p, d];
      }
    }
    const w = (x1 - x0) / 4;
    const h = (y1 - y0) / 4;
    [x0, x1, y0, y1] = [best[0] - w, best[0] + w, best[1] - h, best[1] + h];
  }
  return best;
}

/** A longitude/latitude region as a plane polygon, its edges sampled every degree so they follow the projection. */
function regionPolygon(project, ring) {
  const out = [];
  for (let i = 0; i < ring.length; i++) {
    const a = ring[i];
    const b = ring[(i + 1) % ring.length];
    const steps = Math.max(1, Math.ceil(Math.max(Math.abs(b[0] - a[0]), Math.abs(b[1] - a[1]))));
    for (let k = 0; k < steps; k++)
      out.push(project([a[0] + ((b[0] - a[0]) * k) / steps, a[1] + ((b[1] - a[1]) * k) / steps]));
  }
  out.push(out[0]);
  return [out];
}

/**
 * A ring that crosses the date line (Russia's Chukotka, Fiji) is folded onto the side holding most of it, so a
 * point-by-point projection does not draw it across the whole map; the folded sliver collapses on the edge.
 */
function foldDateLine(poly) {
  const lons = poly[0].map((p) => p[0]);
  if (!(Math.min(...lons) < -170 && Math.max(...lons) > 170)) return poly;
  const east = lons.filter((l) => l > 0).length >= lons.length / 2;
  const fold = (lon) => (east ? (lon < 0 ? 180 : lon) : lon > 0 ? -180 : lon);
  return poly.map((ring) => ring.map(([lon, lat]) => [fold(lon), lat]));
}

function countryPolygons(geometry) {
  if (!geometry) return [];
  return (geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates).map(foldDateLine);
}

function pathOf(multi) {
  let d = '';
  for (const poly of multi) {
    for (const ring of poly) {
      let last = '';
      let first = true;
      for (const [x, y] of ring.slice(0, -1)) {
        const pt = `${round(x)} ${round(y)}`;
        if (pt === last) continue;
        d += `${first ? 'M' : 'L'}${pt}`;
        last = pt;
        first = false;
      }
      d += 'Z';
    }
  }
  return d.replace(/ -/g, '-');
}

/** The nearest pair of points of two territories, from each one's vertices to the other's edges. */
function closest(a, b) {
  let best = { d: Infinity, p: null, q: null };
  const scan = (points, multi, flip) => {
    for (const p of points)
      for (const poly of multi)
        for (const ring of poly)
          for (let i = 1; i < ring.length; i++) {
            const q = nearestOnSegment(p, ring[i - 1], ring[i]);
            const d = Math.hypot(p[0] - q[0], p[1] - q[1]);
            if (d < best.d) best = flip ? { d, p: q, q: p } : { d, p, q };
          }
  };
  scan(a.flat(2), b, false);
  scan(b.flat(2), a, true);
  return best;
}

/** The board's outlines for a map shaped like the engine's CLASSIC_MAP (its territory ids and borders). */
export function generate(CLASSIC_MAP) {
  const topo = JSON.parse(readFileSync(require.resolve('world-atlas/countries-110m.json'), 'utf8'));
  const countries = feature(topo, topo.objects.countries).features;
  const raw = geoNaturalEarth1().scale(1).translate([0, 0]);
  const project = (p) => {
    const [x, y] = raw(p);
    return [x, y];
  };
  const owner = new Map();
  for (const [territory, names] of Object.entries(WHOLE)) for (const n of names) owner.set(n, territory);

  const pieces = new Map(); // territory → plane polygons
  const background = [];
  const add = (territory, polys) => {
    if (!pieces.has(territory)) pieces.set(territory, []);
    pieces.get(territory).push(...polys);
  };
  const projectPoly = (poly) => poly.map((ring) => ring.map(project));
  for (const c of countries) {
    const name = c.properties.name;
    if (SKIP.has(name)) continue;
    let polys = countryPolygons(c.geometry);
    if (name === 'Russia') polys = polys.filter((p) => p[0].every(([lon]) => lon > -160));
    const projected = polys.map(projectPoly);
    const whole = owner.get(name);
    if (whole) {
      add(whole, projected);
      continue;
    }
    const regions = SPLIT[name];
    if (!regions) {
      background.push(...projected);
      continue;
    }
    const areas = projected.map(polyArea);
    const main = areas.indexOf(Math.max(...areas));
    const regionPolys = Object.entries(regions).map(([t, ring]) => [t, regionPolygon(project, ring)]);
    projected.forEach((poly, i) => {
      if (i === main) {
        for (const [t, region] of regionPolys) add(t, polygonClipping.intersection(poly, region));
        return;
      }
      const at = innerPoint(poly);
      const hit = regionPolys.find(([, region]) => insidePoly(at, region[0] ? region : [region]));
      if (hit) add(hit[0], [poly]);
      else background.push(poly);
    });
  }

  const ids = CLASSIC_MAP.territories.map((t) => t.id);
  const merged = new Map();
  for (const id of ids) {
    const parts = pieces.get(id);
    if (!parts || parts.length === 0) throw new Error(`no land for territory ${id}`);
    merged.set(id, polygonClipping.union(...parts.map((p) => [p])));
  }

  // Fit the 42 territories to the width, with a small margin; y grows downwards as in SVG.
  const all = [...merged.values()].flat(3);
  const minX = Math.min(...all.map((p) => p[0]));
  const maxX = Math.max(...all.map((p) => p[0]));
  const minY = Math.min(...all.map((p) => p[1]));
  const maxY = Math.max(...all.map((p) => p[1]));
  const k = (WIDTH - 2 * PAD) / (maxX - minX);
  const height = Math.ceil((maxY - minY) * k + 2 * PAD);
  const fit = (p) => [(p[0] - minX) * k + PAD, (p[1] - minY) * k + PAD];
  const fitMulti = (multi) => multi.map((poly) => poly.map((ring) => ring.map(fit)));
  for (const [id, multi] of merged) merged.set(id, fitMulti(multi));

  const territories = {};
  for (const id of ids) {
    const multi = merged.get(id);
    const areas = multi.map(polyArea);
    const main = multi[areas.indexOf(Math.max(...areas))];
    const [x, y] = innerPoint(main);
    territories[id] = { label: [round(x), round(y)], d: pathOf(multi) };
  }

  const crossings = [];
  for (const { a, b, sea } of CLASSIC_MAP.borders) {
    const ma = merged.get(a);
    const mb = merged.get(b);
    if (a === 'alaska' && b === 'kamchatka') {
      const west = ma.flat(2).reduce((m, p) => (p[0] < m[0] ? p : m));
      const east = mb.flat(2).reduce((m, p) => (p[0] > m[0] ? p : m));
      crossings.push({ a, b, sea, lines: [...seg(west, [0, west[1]]), ...seg(east, [WIDTH, east[1]])] });
      continue;
    }
    const near = closest(ma, mb);
    if (!sea && near.d < 1) continue; // the outlines touch: the shared edge is the border
    crossings.push({ a, b, sea, lines: visible(near, territories[a].label, territories[b].label) });
  }
  return {
    source: 'world-atlas 2.0.2 countries-110m, Natural Earth I projection',
    width: WIDTH,
    height,
    territories,
    background: pathOf(fitMulti(background)),
    crossings,
  };
}

const MIN_CROSSING = 14;

/**
 * Narrow straits (Denmark–Sweden, Malacca) are a fraction of a unit wide: such a crossing is drawn MIN_CROSSING
 * long, centred on the strait and pointing from one territory's label towards the other's.
 */
function visible(near, la, lb) {
  if (near.d >= MIN_CROSSING) return seg(near.p, near.q);
  const mid = [(near.p[0] + near.q[0]) / 2, (near.p[1] + near.q[1]) / 2];
  const len = Math.hypot(lb[0] - la[0], lb[1] - la[1]);
  const ux = ((lb[0] - la[0]) / len) * (MIN_CROSSING / 2);
  const uy = ((lb[1] - la[1]) / len) * (MIN_CROSSING / 2);
  return seg([mid[0] - ux, mid[1] - uy], [mid[0] + ux, mid[1] + uy]);
}

function seg(p, q) {
  return [round(p[0]), round(p[1]), round(q[0]), round(q[1])];
}

/** JSON as the repository's formatter writes it: arrays of numbers on one line. */
export const serialize = (world) =>
  `${JSON.stringify(world, null, 2).replace(/\[\s+(-?[\d.]+(?:,\s+-?[\d.]+)*)\s+\]/g, (_, xs) => `[${xs.split(/,\s+/).join(', ')}]`)}\n`;

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { CLASSIC_MAP } = await import('@warboard/frontline'); // the engine's build (npm ci builds it)
  const world = generate(CLASSIC_MAP);
  writeFileSync(OUT, serialize(world));
  const size = Buffer.byteLength(serialize(world));
  console.log(`wrote ${OUT}: ${Object.keys(world.territories).length} territories, ${size} bytes`);
}
