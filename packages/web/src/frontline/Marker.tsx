/**
 * A territory's marker on the map: the holder's colour and division count, capital ★, city ▣, airfield ✈, the front
 * row facing each border (● infantry, ■ armor, □ damaged armor, left → right as the holder sees it), invaders on
 * its borders and forces waiting on its coast.
 */
import type { Division, FrontlineView, Territory } from '@warboard/frontline';
import type { MapDrawing } from './board-map.js';
import type { BorderPoints, Point } from './border-points.js';
import { seatColour, territoryName } from './labels.js';
import { labelAt, onBorder } from './map-points.js';

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

export function Marker({
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
