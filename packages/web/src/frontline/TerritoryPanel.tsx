/**
 * The picked territory in full: holder, capital, city, airfield, every row of every force in it, and — given as
 * children by a screen whose seat may act — what the seat can do there.
 */
import { DIVISIONS, type Division, type FrontlineView, type GameMap } from '@warboard/frontline';
import type { ComponentChildren } from 'preact';
import { RuleText } from '../rules/RuleBadge.js';
import type { Namer } from './describe.js';
import { ft } from './i18n.js';
import { continentName, divisionName, divisionShort, seatColour, territoryName } from './labels.js';

export function Divisions({ row }: { row: readonly Division[] }) {
  if (row.length === 0) return <span class="muted">{ft('panel.rows.none')}</span>;
  return (
    <span class="fl-row">
      {row.map((d, i) => (
        <span key={i} class={`fl-div fl-div-${d}`} title={divisionName(d)}>
          {divisionShort(d)}
        </span>
      ))}
    </span>
  );
}

/** What the division marks mean, in words: the marks' hover titles are out of reach on a touch screen. */
export const DivisionLegend = () => (
  <p class="muted small fl-legend" data-testid="division-legend">
    {DIVISIONS.map((d) => `${divisionShort(d)} ${divisionName(d)}`).join(' · ')}
  </p>
);

export function TerritoryPanel({
  map,
  view,
  id,
  name,
  children,
}: {
  map: GameMap;
  view: FrontlineView;
  id: string;
  name: Namer;
  children?: ComponentChildren;
}) {
  const t = view.territories[id];
  const continent = map.continentOf[id] ?? '';
  const bonus = map.continents.find((c) => c.id === continent)?.bonus ?? 0;
  const capitalOf = view.players.findIndex((p) => p.capital === id);
  const airfieldOf = view.players.findIndex((p) => p.airfields.includes(id));
  const borders = map.neighbors[id] ?? [];
  return (
    <section class="panel fl-territory" data-testid="territory-panel" aria-live="polite">
      <h3>
        <span class="swatch" style={{ background: seatColour(t?.holder) }} /> {territoryName(id)}
      </h3>
      <p class="muted">
        {ft('panel.continent', { continent: continentName(continent), bonus })} ·{' '}
        {ft('panel.stars', { n: map.stars[id] ?? 1 })}
      </p>
      <p>
        {t?.holder !== null && t?.holder !== undefined
          ? ft('panel.holder', { name: name(t.holder) })
          : ft('panel.empty')}
        {capitalOf >= 0 && <> · ★ {ft('panel.capital', { name: name(capitalOf) })}</>}
        {t?.city && <> · ▣ {ft('panel.city')}</>}
        {airfieldOf >= 0 && <> · ✈ {ft('panel.airfield', { name: name(airfieldOf) })}</>}
      </p>
      {t && t.holder !== null && (
        <dl class="fl-rows">
          {Object.entries(t.home.fronts).map(([border, row]) => (
            <div key={border}>
              <dt>
                {ft('panel.front', { border: territoryName(border) })}{' '}
                <span class="muted small">({ft('panel.front.order')})</span>
              </dt>
              <dd>
                <Divisions row={row} />
              </dd>
            </div>
          ))}
          <div>
            <dt>{ft('panel.middle')}</dt>
            <dd>
              <Divisions row={t.home.middle} />
            </dd>
          </div>
          <div>
            <dt>{ft('panel.rear')}</dt>
            <dd>
              <Divisions row={t.home.rear} />
            </dd>
          </div>
        </dl>
      )}
      {t?.invaders.map((inv) => (
        <div key={`inv-${inv.owner}`} class="fl-force" style={{ borderColor: seatColour(inv.owner) }}>
          <strong>⚔ {ft('panel.invader', { name: name(inv.owner), via: territoryName(inv.via) })}</strong>
          <ForceRows front={inv.front} middle={inv.middle} rear={inv.rear} />
        </div>
      ))}
      {t?.coast.map((c) => (
        <div key={`coast-${c.owner}`} class="fl-force" style={{ borderColor: seatColour(c.owner) }}>
          <strong>⚓ {ft('panel.coast', { name: name(c.owner), via: territoryName(c.via) })}</strong>
          {c.staged && (
            <p class="muted small">
              <RuleText text={ft('panel.coast.staged')} />
            </p>
          )}
          <ForceRows front={c.front} middle={c.middle} rear={c.rear} />
        </div>
      ))}
      <p class="small muted">
        {ft('panel.borders')}:{' '}
        {borders
          .map((b) => `${territoryName(b)}${map.sea[id]?.[b] ? ` (${ft('panel.sea')})` : ''}`)
          .join(', ')}
      </p>
      {t && t.holder !== null && <DivisionLegend />}
      {children}
    </section>
  );
}

function ForceRows(rows: {
  front: readonly Division[];
  middle: readonly Division[];
  rear: readonly Division[];
}) {
  return (
    <p class="small">
      {ft('panel.row.front')} <Divisions row={rows.front} /> · {ft('panel.row.middle')}{' '}
      <Divisions row={rows.middle} /> · {ft('panel.row.rear')} <Divisions row={rows.rear} />
    </p>
  );
}
