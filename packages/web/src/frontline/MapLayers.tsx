/**
 * The map's layers below the markers, each a component the board memoizes apart, so that panning and zooming
 * (which only change the viewBox) re-render none of them: the sea with its crossings, the territories (the one
 * layer that is clicked), and each continent's outline over them.
 */
import type { FrontlineView } from '@warboard/frontline';
import type { BoardMap, MapDrawing } from './board-map.js';
import { CONTINENT_COLOURS, NEUTRAL_LAND, seatColour, territoryName } from './labels.js';

/** Whether the pointer that is up now panned the map: then its click is no click. */
type Drag = { readonly current: { readonly moved: boolean } | null };

/** The sea, a click on which is told apart from one on land, and the crossings over it. */
export function SeaLayer({
  world,
  drag,
  onSea,
}: {
  world: MapDrawing;
  drag: Drag;
  /** Read when the sea is clicked, so the newest is called. */
  onSea: { readonly current: (() => void) | undefined };
}) {
  return (
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
          if (!drag.current?.moved) onSea.current?.();
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
  );
}

export interface TerritoryLayerProps {
  readonly board: BoardMap;
  readonly territories: FrontlineView['territories'];
  readonly byContinent: boolean;
  readonly selected: string | null;
  readonly targets: ReadonlySet<string>;
  readonly active: ReadonlySet<string>;
  readonly cursor: string;
  readonly drag: Drag;
  /** Read when a territory is clicked, so the newest is called. */
  readonly onPick: { readonly current: (id: string) => void };
}

/** Every territory's land, in its holder's colour (or its continent's), marked as picked, a target or active. */
export function TerritoryLayer({
  board,
  territories,
  byContinent,
  selected,
  targets,
  active,
  cursor,
  drag,
  onPick,
}: TerritoryLayerProps) {
  const { map, drawing } = board;
  return (
    <>
      {map.territoryIds.map((id) => {
        const t = territories[id];
        const c = CONTINENT_COLOURS[map.continentOf[id] ?? ''] ?? { fill: '#ddd', edge: '#555' };
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
              onPick.current(id);
            }}
          >
            <title>{territoryName(id)}</title>
            <path d={drawing.territories[id]?.d} fill={fill} stroke={c.edge} class="land" data-fill={fill} />
          </g>
        );
      })}
    </>
  );
}

/** Each continent's outline over the territories, in its own colour: the continents show without repainting owners. */
export function ContinentEdges({ board }: { board: BoardMap }) {
  const { map, drawing } = board;
  return (
    <g class="continents" pointer-events="none">
      {map.territoryIds.map((id) => (
        <path
          key={id}
          d={drawing.territories[id]?.d}
          class="continent-edge"
          stroke={(CONTINENT_COLOURS[map.continentOf[id] ?? ''] ?? { edge: '#555' }).edge}
        />
      ))}
    </g>
  );
}
