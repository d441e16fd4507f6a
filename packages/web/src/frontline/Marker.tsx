/**
 * A territory's marker on the map: the holder's colour and division count, capital ★, city ▣, airfield ✈, the
 * front row facing each border (● infantry, ■ armor, □ damaged armor, left → right as the holder sees it),
 * invaders on its borders and forces waiting on its coast.
 */
import type { Division, FrontlineView, Territory } from '@warboard/frontline';
import type { MapDrawing } from './board-map.js';
import { seatColour, territoryName } from './labels.js';

export type Point = readonly [number, number];
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

/** One territory's marker, drawn over the map where its label goes. */
export function Marker({
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
