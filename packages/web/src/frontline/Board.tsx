/**
 * The map as SVG, drawn from the board it is given (board-map.ts): each territory with its real coastline, coloured by owner or by continent, sea crossings dashed, and on each territory a
 * compact marker: the holder's colour and division count, capital ★, city ▣, airfield ✈, the front row facing
 * each border (● infantry, ■ armor, □ damaged armor, left → right as the holder sees it), invaders on its borders
 * and forces waiting on its coast. Wheel or buttons zoom, dragging pans; the keyboard moves a cursor between
 * territories with the arrow keys and picks with Enter. A click on the sea is told apart from one on land, so a
 * pick can be dropped there.
 */
import type { Division, FrontlineView, Territory } from '@warboard/frontline';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { lang } from '../i18n/i18n.js';
import type { BoardMap, MapDrawing } from './board-map.js';
import { type BorderPoints, borderPoint, borderPoints, type Point } from './border-points.js';
import { type Box, loadDisplay, saveDisplay, startingBox } from './display-settings.js';
import { ft } from './i18n.js';
import { CONTINENT_COLOURS, NEUTRAL_LAND, seatColour, territoryName } from './labels.js';

const labelAt = (drawing: MapDrawing, id: string): Point => {
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
function onBorder(drawing: MapDrawing, points: BorderPoints, from: string, to: string, inset: number) {
  const [x, y] = labelAt(drawing, from);
  const dir = towards(drawing, from, to);
  const p = borderPoint(points, from, to);
  const reach = p && Math.abs(p[0] - x) < drawing.width / 2 ? Math.hypot(p[0] - x, p[1] - y) : 24;
  // Never past the label's own badge, never beyond the border.
  const along = Math.max(15, Math.min(reach - inset, 50));
  return { at: [x + dir[0] * along, y + dir[1] * along] as Point, dir };
}

const divisionsIn = (t: Territory): number =>
  Object.values(t.home.fronts).reduce((n, r) => n + r.length, 0) + t.home.middle.length + t.home.rear.length;

/** One division of a front row, dark on a light plate so it reads on any player's colour. */
function Chip({ d, x, y }: { d: Division; x: number; y: number }) {
  if (d === 'I') return <circle cx={x} cy={y} r={3.6} class={`chip chip-${d}`} />;
  return <rect x={x - 3.5} y={y - 3.5} width={7} height={7} class={`chip chip-${d}`} />;
}

/**
 * A front row against the border it faces: a plate along the border line, edged in the holder's colour, with its
 * divisions laid out along the holder's left → right when facing the border.
 */
function Row({
  row,
  at,
  dir,
  colour,
  border,
}: {
  row: readonly Division[];
  at: Point;
  dir: Point;
  colour: string;
  border: string;
}) {
  const left: Point = [dir[1], -dir[0]]; // facing dir on a y-down screen, the left hand points this way
  const step = 8.6;
  const half = ((row.length - 1) * step) / 2 + 5.5;
  const angle = (Math.atan2(left[1], left[0]) * 180) / Math.PI;
  return (
    <g class="front-row" data-border={border} data-row={row.join('')}>
      <rect
        x={-half}
        y={-5.5}
        width={half * 2}
        height={11}
        rx={3}
        transform={`translate(${at[0]} ${at[1]}) rotate(${angle})`}
        class="plate"
        stroke={colour}
      />
      {row.map((d, i) => {
        const offset = ((row.length - 1) / 2 - i) * step;
        return <Chip key={i} d={d} x={at[0] + left[0] * offset} y={at[1] + left[1] * offset} />;
      })}
    </g>
  );
}

function Marker({
  drawing,
  points,
  id,
  t,
  view,
  showName,
}: {
  drawing: MapDrawing;
  points: BorderPoints;
  id: string;
  t: Territory | undefined;
  view: FrontlineView;
  showName: boolean;
}) {
  const [x, y] = labelAt(drawing, id);
  const holder = t?.holder ?? null;
  const colour = seatColour(holder);
  const capitalOf = view.players.findIndex((p) => p.capital === id);
  const airfieldOf = view.players.findIndex((p) => p.airfields.includes(id));
  const count = t ? divisionsIn(t) : 0;
  return (
    <g class="marker" pointer-events="none" data-marker={id}>
      {t &&
        Object.entries(t.home.fronts).map(([border, row]) => {
          if (row.length === 0) return null;
          const { at, dir } = onBorder(drawing, points, id, border, 7);
          return <Row key={border} border={border} row={row} at={at} dir={dir} colour={colour} />;
        })}
      {t?.invaders.map((inv) => {
        const { at, dir } = onBorder(drawing, points, id, inv.via, 17);
        const n = inv.front.length + inv.middle.length + inv.rear.length;
        const c = seatColour(inv.owner);
        // A wedge pointing into the territory, behind a badge with the invaders' count.
        const [tx, ty] = [at[0] - dir[0] * 12, at[1] - dir[1] * 12];
        return (
          <g key={`i${inv.owner}`} class="invader" data-invader={inv.owner}>
            <path
              d={`M${tx} ${ty}L${at[0] + dir[1] * 8.5} ${at[1] - dir[0] * 8.5}L${at[0] - dir[1] * 8.5} ${at[1] + dir[0] * 8.5}z`}
              fill={c}
              class="wedge"
            />
            <circle cx={at[0]} cy={at[1]} r={8} fill={c} class="force" />
            <text x={at[0]} y={at[1] + 3.4} class="count force-count">
              {n}
            </text>
          </g>
        );
      })}
      {t?.coast.map((c) => {
        const { at, dir } = onBorder(drawing, points, id, c.via, -9); // out at sea, beyond the coast
        const n = c.front.length + c.middle.length + c.rear.length;
        return (
          <g key={`c${c.owner}`} class="coast" data-coast={c.owner}>
            <rect
              x={at[0] + dir[0] * 4 - 12}
              y={at[1] + dir[1] * 4 - 7.5}
              width={24}
              height={15}
              rx={7.5}
              fill={seatColour(c.owner)}
              class="force"
              stroke-dasharray={c.staged ? '2 1.5' : undefined}
            />
            <text x={at[0] + dir[0] * 4} y={at[1] + dir[1] * 4 + 3.4} class="count force-count">
              ⚓{n}
            </text>
          </g>
        );
      })}
      {count > 0 && (
        <>
          <circle cx={x} cy={y} r={10} class="count-badge" stroke={colour} />
          <text x={x} y={y + 4.2} class="count" data-count={id}>
            {count}
          </text>
        </>
      )}
      {capitalOf >= 0 && (
        // White on its own player's land, else in the colour of the player whose capital it is.
        <text
          x={x - 14}
          y={y - 6}
          class="icon capital"
          fill={capitalOf === holder ? '#fff' : seatColour(capitalOf)}
        >
          ★
        </text>
      )}
      {t?.city && (
        <text x={x + 14} y={y - 6} class="icon city">
          ▣
        </text>
      )}
      {airfieldOf >= 0 && (
        <text x={x + 14} y={y + 12} class="icon airfield" fill={seatColour(airfieldOf)}>
          ✈
        </text>
      )}
      {showName && (
        <text x={x} y={y + 21} class="name">
          {territoryName(id)}
        </text>
      )}
    </g>
  );
}

export interface BoardProps {
  readonly board: BoardMap;
  readonly view: FrontlineView;
  readonly selected: string | null;
  readonly targets: ReadonlySet<string>; // where the current gesture may end (attack, move)
  readonly active: ReadonlySet<string>; // territories with something to do
  readonly onPick: (id: string, byKey?: boolean) => void;
  /** A click on the sea, off every territory (a drag that pans the map is no click). */
  readonly onSea?: () => void;
}

/** The nearest territory from `id` in the direction of an arrow key, by label points. */
function neighbourInDirection({ map, drawing }: BoardMap, id: string, key: string): string {
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

export function Board({ board, view, selected, targets, active, onPick, onSea }: BoardProps) {
  const { map, drawing: world } = board;
  const LABEL = world.territories;
  const at = (id: string) => labelAt(world, id);
  const FULL: Box = [0, 0, world.width, world.height];
  const [display] = useState(loadDisplay);
  const [box, setBox] = useState<Box>(display.box ?? FULL);
  const [byContinent, setByContinent] = useState(display.byContinent);
  const [names, setNames] = useState(display.names);
  const points = borderPoints(world, map);
  const language = lang.value; // territory titles and names follow the language switch without a reload
  const [cursor, setCursor] = useState<string>(selected ?? 'egypt');
  const svg = useRef<SVGSVGElement>(null);
  const drag = useRef<{ x: number; y: number; box: Box; moved: boolean } | null>(null);
  const pointers = useRef(new Map<number, Point>()); // fingers on the map, for pinch zoom

  // The buttons and keys zoom about the selected territory, so it stays in view; the wheel about the pointer.
  const centre: Point = selected ? at(selected) : [box[0] + box[2] / 2, box[1] + box[3] / 2];
  const zoom = (factor: number, cx = centre[0], cy = centre[1], underPointer = false) => {
    const w = Math.min(world.width, Math.max(world.width / 8, box[2] * factor));
    const h = (w / world.width) * world.height;
    // Under the pointer the point keeps its place on screen; otherwise it comes to the middle.
    const x = underPointer ? cx - ((cx - box[0]) / box[2]) * w : cx - w / 2;
    const y = underPointer ? cy - ((cy - box[1]) / box[3]) * h : cy - h / 2;
    setBox(w >= world.width ? FULL : [x, y, w, h]);
  };
  const toMap = (e: { clientX: number; clientY: number }): Point => {
    const r = svg.current!.getBoundingClientRect();
    return [
      box[0] + ((e.clientX - r.left) / r.width) * box[2],
      box[1] + ((e.clientY - r.top) / r.height) * box[3],
    ];
  };

  // A first visit on a narrow screen starts zoomed in, around the seat's own land, so labels are readable (once,
  // when the map is first laid out).
  useEffect(() => {
    if (display.box) return;
    const width = svg.current?.getBoundingClientRect().width ?? 0;
    const capital = view.players.find((p) => p.capital)?.capital;
    const start = startingBox(
      world,
      width,
      selected ? at(selected) : capital ? at(capital) : [world.width / 2, world.height / 2],
    );
    if (start[2] < world.width) setBox(start);
  }, []);
  useEffect(() => {
    saveDisplay({ names, byContinent, box: box[2] >= world.width ? null : box });
  }, [names, byContinent, box, world.width]);

  const onKey = (e: KeyboardEvent) => {
    if (e.key.startsWith('Arrow')) {
      e.preventDefault();
      setCursor(neighbourInDirection(board, cursor, e.key));
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onPick(cursor, true);
    } else if (e.key === '+' || e.key === '=') zoom(0.8);
    else if (e.key === '-') zoom(1.25);
  };

  const continentOf = map.continentOf;
  // The layers are memoized so that panning and zooming, which only change the viewBox, re-render nothing else.
  const pickRef = useRef(onPick);
  pickRef.current = onPick;
  const seaRef = useRef(onSea);
  seaRef.current = onSea;
  const seaLayer = useMemo(
    () => (
      <>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: Esc drops the pick from the keyboard; the sea is a pointer's way to the same */}
        <rect
          x={-world.width}
          y={-world.height}
          width={world.width * 3}
          height={world.height * 3}
          class="sea"
          data-testid="sea"
          onClick={() => {
            if (!drag.current?.moved) seaRef.current?.();
          }}
        />
        <path d={world.background} class="unplayable" />
        {world.crossings.map((c) => {
          const segs = [];
          for (let i = 0; i + 3 < c.lines.length; i += 4) {
            const [x1, y1, x2, y2] = c.lines.slice(i, i + 4);
            segs.push(
              <line key={i} x1={x1} y1={y1} x2={x2} y2={y2} class={c.sea ? 'crossing' : 'connector'} />,
            );
          }
          return <g key={`${c.a}-${c.b}`}>{segs}</g>;
        })}
      </>
    ),
    [world],
  );
  const territoryLayer = useMemo(
    () => (
      <>
        {map.territoryIds.map((id) => {
          const t = view.territories[id];
          const c = CONTINENT_COLOURS[continentOf[id] ?? ''] ?? { fill: '#ddd', edge: '#555' };
          const owner = t?.holder ?? null;
          // One flat colour per player and one neutral for land nobody holds; the continent shows in the edge.
          const fill = byContinent ? c.fill : owner === null ? NEUTRAL_LAND : seatColour(owner);
          const classes = [
            'territory',
            selected === id ? 'selected' : '',
            targets.has(id) ? 'target' : '',
            active.has(id) ? 'active' : '',
            cursor === id ? 'cursor' : '',
          ].join(' ');
          return (
            // biome-ignore lint/a11y/noStaticElementInteractions: the keyboard reaches territories through the map's cursor (arrow keys, Enter)
            <g
              key={id}
              class={classes}
              data-testid={`territory-${id}`}
              data-holder={owner ?? ''}
              data-target={targets.has(id) ? '1' : undefined}
              onClick={() => {
                if (drag.current?.moved) return;
                setCursor(id);
                pickRef.current(id);
              }}
            >
              <title>{territoryName(id)}</title>
              <path d={LABEL[id]?.d} fill={fill} stroke={c.edge} class="land" data-fill={fill} />
            </g>
          );
        })}
      </>
    ),
    [map, world, view.territories, byContinent, selected, targets, active, cursor, language],
  );
  // Each continent's outline over the territories, in its own colour: the continents show without repainting owners.
  const continentLayer = useMemo(
    () => (
      <g class="continents" pointer-events="none">
        {map.territoryIds.map((id) => (
          <path
            key={id}
            d={LABEL[id]?.d}
            class="continent-edge"
            stroke={(CONTINENT_COLOURS[continentOf[id] ?? ''] ?? { edge: '#555' }).edge}
          />
        ))}
      </g>
    ),
    [map, world],
  );
  const markerLayer = useMemo(
    () => (
      <>
        {map.territoryIds.map((id) => (
          <Marker
            key={id}
            drawing={world}
            points={points}
            id={id}
            t={view.territories[id]}
            view={view}
            showName={names}
          />
        ))}
      </>
    ),
    [map, world, view, names, points, language],
  );
  return (
    <div class="fl-board">
      <div class="fl-map-tools">
        <button type="button" class="small" onClick={() => zoom(0.7)} aria-label={ft('map.zoomIn')}>
          +
        </button>
        <button type="button" class="small" onClick={() => zoom(1 / 0.7)} aria-label={ft('map.zoomOut')}>
          −
        </button>
        <button type="button" class="small" onClick={() => setBox(FULL)}>
          {ft('map.fit')}
        </button>
        <span class="muted">{ft('map.colour')}:</span>
        <button
          type="button"
          class={byContinent ? 'small' : 'small selected'}
          data-testid="colour-owner"
          onClick={() => setByContinent(false)}
        >
          {ft('map.colour.owner')}
        </button>
        <button
          type="button"
          class={byContinent ? 'small selected' : 'small'}
          data-testid="colour-continent"
          onClick={() => setByContinent(true)}
        >
          {ft('map.colour.continent')}
        </button>
        <label class="small check">
          <input
            type="checkbox"
            data-testid="map-names"
            checked={names}
            onChange={(e) => setNames(e.currentTarget.checked)}
          />{' '}
          {ft('map.names')}
        </label>
      </div>
      <svg
        ref={svg}
        class="fl-map"
        data-testid="fl-map"
        data-cursor={cursor}
        data-selected={selected ?? ''}
        viewBox={box.join(' ')}
        role="application"
        aria-label={ft('map.label')}
        // One tab stop whose arrow keys move a cursor between territories. Lower case: on SVG, Preact sets the
        // attribute as written, and SVG attribute names are case-sensitive.
        tabindex={0}
        onKeyDown={onKey}
        onWheel={(e) => {
          e.preventDefault();
          const [cx, cy] = toMap(e);
          zoom(e.deltaY > 0 ? 1.15 : 1 / 1.15, cx, cy, true);
        }}
        onPointerDown={(e) => {
          pointers.current.set(e.pointerId, [e.clientX, e.clientY]);
          drag.current = { x: e.clientX, y: e.clientY, box, moved: false };
        }}
        onPointerMove={(e) => {
          const d = drag.current;
          if (!d || e.buttons === 0) return;
          const touches = pointers.current;
          if (touches.has(e.pointerId) && touches.size === 2) {
            // Two fingers: zoom by the change of their distance, about their midpoint.
            const [a, b] = [...touches.values()] as [Point, Point];
            const before = Math.hypot(a[0] - b[0], a[1] - b[1]);
            touches.set(e.pointerId, [e.clientX, e.clientY]);
            const [c, f] = [...touches.values()] as [Point, Point];
            const after = Math.hypot(c[0] - f[0], c[1] - f[1]);
            d.moved = true;
            if (before > 0 && after > 0) {
              const [cx, cy] = toMap({ clientX: (c[0] + f[0]) / 2, clientY: (c[1] + f[1]) / 2 });
              zoom(before / after, cx, cy, true);
            }
            return;
          }
          const r = svg.current!.getBoundingClientRect();
          const dx = ((e.clientX - d.x) / r.width) * d.box[2];
          const dy = ((e.clientY - d.y) / r.height) * d.box[3];
          if (Math.abs(e.clientX - d.x) + Math.abs(e.clientY - d.y) > 5) d.moved = true;
          if (d.moved) setBox([d.box[0] - dx, d.box[1] - dy, d.box[2], d.box[3]]);
        }}
        onPointerUp={(e) => {
          pointers.current.delete(e.pointerId);
          setTimeout(() => {
            if (pointers.current.size === 0) drag.current = null;
          }, 0);
        }}
        onPointerCancel={(e) => {
          pointers.current.delete(e.pointerId);
        }}
      >
        {seaLayer}
        {territoryLayer}
        {!byContinent && continentLayer}
        {[...targets].map((id) => (
          <path key={`t-${id}`} d={LABEL[id]?.d} class="outline target" pointer-events="none" />
        ))}
        {selected && <path d={LABEL[selected]?.d} class="outline selected" pointer-events="none" />}
        <path d={LABEL[cursor]?.d} class="outline cursor" pointer-events="none" />
        {markerLayer}
      </svg>
    </div>
  );
}
