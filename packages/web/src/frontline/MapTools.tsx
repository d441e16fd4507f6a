/** The tools above the map: zoom in and out, the whole map, colours by owner or by continent, and the names. */
import { ft } from './i18n.js';

export interface MapToolsProps {
  readonly zoom: (factor: number) => void;
  readonly fit: () => void;
  readonly byContinent: boolean;
  readonly setByContinent: (byContinent: boolean) => void;
  readonly names: boolean;
  readonly setNames: (names: boolean) => void;
}

export function MapTools({ zoom, fit, byContinent, setByContinent, names, setNames }: MapToolsProps) {
  return (
    <div class="fl-map-tools">
      <button type="button" class="small" onClick={() => zoom(0.7)} aria-label={ft('map.zoomIn')}>
        +
      </button>
      <button type="button" class="small" onClick={() => zoom(1 / 0.7)} aria-label={ft('map.zoomOut')}>
        −
      </button>
      <button type="button" class="small" onClick={fit}>
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
  );
}
