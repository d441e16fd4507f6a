/**
 * The map as SVG, drawn from the board it is given (board-map.ts): each territory with its real coastline, coloured by owner or by continent, sea crossings dashed, and on each territory a
 * compact marker (Marker.tsx). Wheel or buttons zoom, dragging pans; the keyboard moves a cursor between
 * territories with the arrow keys and picks with Enter. A click on the sea is told apart from one on land, so a
 * pick can be dropped there.
 */
import type { FrontlineView } from '@warboard/frontline';
import { useMemo, useRef, useState } from 'preact/hooks';
import type { BoardMap } from './board-map.js';
import { ft } from './i18n.js';
import { CONTINENT_COLOURS, seatColour, territoryName } from './labels.js';
import { labelAt, Marker, type Point } from './Marker.js';
import { useViewport } from './viewport.js';

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
  const [byContinent, setByContinent] = useState(false);
  const [names, setNames] = useState(false);
  const [cursor, setCursor] = useState<string>(selected ?? 'egypt');
  const viewport = useViewport(world, selected ? labelAt(world, selected) : null);
  const { svg, drag, zoom } = viewport;
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
        <button type="button" class="small" onClick={viewport.fit}>
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
        viewBox={viewport.box.join(' ')}
        role="application"
        aria-label={ft('map.label')}
        // One tab stop whose arrow keys move a cursor between territories. Lower case: on SVG, Preact sets the
        // attribute as written, and SVG attribute names are case-sensitive.
        tabindex={0}
        onKeyDown={onKey}
        {...viewport.handlers}
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
