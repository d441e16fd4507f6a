/**
 * The map as SVG, drawn from the board it is given (board-map.ts): each territory with its real coastline, coloured by owner or by continent, sea crossings dashed, and on each territory a
 * compact marker: the holder's colour and division count, capital ★, city ▣, airfield ✈, the front row facing
 * each border (● infantry, ■ armor, □ damaged armor, left → right as the holder sees it), invaders on its borders
 * and forces waiting on its coast. Wheel or buttons zoom, dragging pans; the keyboard moves a cursor between
 * territories with the arrow keys and picks with Enter. A click on the sea is told apart from one on land, so a
 * pick can be dropped there.
 */
import type { Division, FrontlineView, Territory } from '@warboard/frontline';
import { useMemo, useRef, useState } from 'preact/hooks';
import type { BoardMap, MapDrawing } from './board-map.js';
import { ft } from './i18n.js';
import { CONTINENT_COLOURS, seatColour, territoryName } from './labels.js';

type Point = readonly [number, number];
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

const divisionsIn = (t: Territory): number =>
  Object.values(t.home.fronts).reduce((n, r) => n + r.length, 0) + t.home.middle.length + t.home.rear.length;

function Chip({ d, x, y, colour }: { d: Division; x: number; y: number; colour: string }) {
  if (d === 'I') return <circle cx={x} cy={y} r={3.2} fill={colour} stroke="#222" stroke-width={0.7} />;
  return (
    <rect
      x={x - 3.4}
      y={y - 3.4}
      width={6.8}
      height={6.8}
      fill={d === 'A' ? colour : '#fff'}
      stroke={d === 'A' ? '#222' : colour}
      stroke-width={d === 'A' ? 0.7 : 1.4}
    />
  );
}

/** A row of chips centred at (x, y), laid out along the holder's left → right when facing `dir`. */
function Row({
  row,
  x,
  y,
  dir,
  colour,
}: {
  row: readonly Division[];
  x: number;
  y: number;
  dir: Point;
  colour: string;
}) {
  const left: Point = [dir[1], -dir[0]]; // facing dir on a y-down screen, the left hand points this way
  const step = 8;
  return (
    <g>
      {row.map((d, i) => {
        const offset = ((row.length - 1) / 2 - i) * step;
        return <Chip key={i} d={d} x={x + left[0] * offset} y={y + left[1] * offset} colour={colour} />;
      })}
    </g>
  );
}

function Marker({
  drawing,
  id,
  t,
  view,
  showName,
}: {
  drawing: MapDrawing;
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
    <g class="marker" pointer-events="none">
      {t &&
        Object.entries(t.home.fronts).map(([border, row]) => {
          if (row.length === 0) return null;
          const dir = towards(drawing, id, border);
          return (
            <Row key={border} row={row} x={x + dir[0] * 19} y={y + dir[1] * 19} dir={dir} colour={colour} />
          );
        })}
      {t?.invaders.map((inv) => {
        const dir = towards(drawing, id, inv.via);
        const n = inv.front.length + inv.middle.length + inv.rear.length;
        const c = seatColour(inv.owner);
        return (
          <g key={`i${inv.owner}`} class="invader">
            <path
              d={`M${x + dir[0] * 24} ${y + dir[1] * 24}l${-dir[0] * 8 + dir[1] * 4} ${-dir[1] * 8 - dir[0] * 4}l${-dir[1] * 8} ${dir[0] * 8}z`}
              fill={c}
              stroke="#fff"
              stroke-width={0.6}
            />
            <text x={x + dir[0] * 21} y={y + dir[1] * 21 + 2.5} class="count small">
              {n}
            </text>
          </g>
        );
      })}
      {t?.coast.map((c) => {
        const dir = towards(drawing, id, c.via);
        const n = c.front.length + c.middle.length + c.rear.length;
        return (
          <g key={`c${c.owner}`} class="coast">
            <circle
              cx={x + dir[0] * 30}
              cy={y + dir[1] * 30}
              r={5}
              fill={seatColour(c.owner)}
              stroke="#fff"
              stroke-dasharray={c.staged ? '1.5 1' : undefined}
            />
            <text x={x + dir[0] * 30} y={y + dir[1] * 30 + 2.5} class="count small">
              ⚓{n}
            </text>
          </g>
        );
      })}
      {(holder !== null || count > 0) && (
        <>
          <circle cx={x} cy={y} r={8} fill={colour} stroke="#fff" stroke-width={1.2} />
          <text x={x} y={y + 3.5} class="count">
            {count}
          </text>
        </>
      )}
      {capitalOf >= 0 && (
        <text x={x - 11} y={y - 5} class="icon capital" fill={seatColour(capitalOf)}>
          ★
        </text>
      )}
      {t?.city && (
        <text x={x + 11} y={y - 5} class="icon city">
          ▣
        </text>
      )}
      {airfieldOf >= 0 && (
        <text x={x + 11} y={y + 10} class="icon airfield" fill={seatColour(airfieldOf)}>
          ✈
        </text>
      )}
      {showName && (
        <text x={x} y={y + 17} class="name">
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

type Box = readonly [number, number, number, number];

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
  const [box, setBox] = useState<Box>(FULL);
  const [byContinent, setByContinent] = useState(false);
  const [names, setNames] = useState(false);
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
              <path d={LABEL[id]?.d} fill={c.fill} stroke={c.edge} class="land" />
              {!byContinent && owner !== null && (
                <path d={LABEL[id]?.d} fill={seatColour(owner)} class="owner" />
              )}
            </g>
          );
        })}
      </>
    ),
    [map, world, view.territories, byContinent, selected, targets, active, cursor],
  );
  const markerLayer = useMemo(
    () => (
      <>
        {map.territoryIds.map((id) => (
          <Marker key={id} drawing={world} id={id} t={view.territories[id]} view={view} showName={names} />
        ))}
      </>
    ),
    [map, world, view, names],
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
        <label class="small">
          <input type="checkbox" checked={names} onChange={(e) => setNames(e.currentTarget.checked)} />{' '}
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
