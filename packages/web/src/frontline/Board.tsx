/**
 * The map as SVG, drawn from the board it is given (board-map.ts): each territory with its real coastline, coloured
 * by owner or by continent, sea crossings dashed (MapLayers.tsx), and on each territory a compact marker
 * (Marker.tsx). Wheel or buttons zoom, dragging pans (viewport.ts); the keyboard moves a cursor between territories
 * with the arrow keys and picks with Enter. A click on the sea is told apart from one on land, so a pick can be
 * dropped there. How the map is shown (names, colours, the zoomed box) is remembered (display-settings.ts).
 */
import type { FrontlineView } from '@warboard/frontline';
import { useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { lang } from '../i18n/i18n.js';
import type { BoardMap } from './board-map.js';
import { borderPoints } from './border-points.js';
import { loadDisplay, saveDisplay } from './display-settings.js';
import { ft } from './i18n.js';
import { ContinentEdges, SeaLayer, TerritoryLayer } from './MapLayers.js';
import { MapTools } from './MapTools.js';
import { Marker } from './Marker.js';
import { labelAt, neighbourInDirection } from './map-points.js';
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

export function Board({ board, view, selected, targets, active, onPick, onSea }: BoardProps) {
  const { map, drawing: world } = board;
  const LABEL = world.territories;
  const at = (id: string) => labelAt(world, id);
  const [display] = useState(loadDisplay);
  const [byContinent, setByContinent] = useState(display.byContinent);
  const [names, setNames] = useState(display.names);
  const points = borderPoints(world, map);
  const language = lang.value; // territory titles and names follow the language switch without a reload
  const [cursor, setCursor] = useState<string>(selected ?? 'egypt');
  // A first zoom on a narrow screen centres on the pick, else on the seat's own land.
  const viewport = useViewport(world, selected ? at(selected) : null, display.box, () => {
    const capital = view.players.find((p) => p.capital)?.capital;
    return selected ? at(selected) : capital ? at(capital) : [world.width / 2, world.height / 2];
  });
  const { box, svg, drag, zoom } = viewport;
  // Stored as the change is drawn, not after the next frame (`useEffect`): a reload or a closed tab right after
  // ticking "names" would otherwise lose it.
  useLayoutEffect(() => {
    saveDisplay({ names, byContinent, box: viewport.whole ? null : box });
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

  // The layers are memoized so that panning and zooming, which only change the viewBox, re-render nothing else;
  // they reach the newest click handlers through these refs.
  const pick = (id: string) => {
    setCursor(id);
    onPick(id);
  };
  const pickRef = useRef(pick);
  pickRef.current = pick;
  const seaRef = useRef(onSea);
  seaRef.current = onSea;
  const seaLayer = useMemo(() => <SeaLayer world={world} drag={drag} onSea={seaRef} />, [world]);
  const territoryLayer = useMemo(
    () => (
      <TerritoryLayer
        board={board}
        territories={view.territories}
        byContinent={byContinent}
        selected={selected}
        targets={targets}
        active={active}
        cursor={cursor}
        drag={drag}
        onPick={pickRef}
      />
    ),
    [map, world, view.territories, byContinent, selected, targets, active, cursor, language],
  );
  const continentLayer = useMemo(() => <ContinentEdges board={board} />, [map, world]);
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
      <MapTools
        zoom={zoom}
        fit={viewport.fit}
        byContinent={byContinent}
        setByContinent={setByContinent}
        names={names}
        setNames={setNames}
      />
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
        {...viewport.handlers}
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
