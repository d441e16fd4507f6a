/** The players beside the map: colour, name, capital, cards and objectives, rewards, and who is near victory. */
import type { FrontlineView } from '@warboard/frontline';
import { RuleText } from '../rules/RuleBadge.js';
import type { Namer } from './describe.js';
import { type FrontlineKey, ft } from './i18n.js';
import { objectiveName, seatColour, territoryName } from './labels.js';

export function Players({
  view,
  name,
  tag,
}: {
  view: FrontlineView;
  name: Namer;
  tag: (seat: number) => string;
}) {
  return (
    <section class="panel fl-players" data-testid="players">
      <h3>{ft('players.title')}</h3>
      <ul>
        {view.order.map((seat) => {
          const p = view.players[seat]!;
          return (
            <li key={seat} class={view.turn.seat === seat ? 'on-turn' : ''}>
              <span class="swatch" style={{ background: seatColour(seat) }} /> <strong>{name(seat)}</strong>
              {tag(seat) && <span class="pill small">{tag(seat)}</span>} <NearBadge view={view} seat={seat} />
              <span class="muted small">
                ★ {territoryName(p.capital)} · {ft('players.cards', { n: p.handSize })} ·{' '}
                {ft('players.objectives', { n: p.objectives.length })}
                {p.eliminated && ` · ${ft('players.out')}`}
              </span>
              {p.rewards.length > 0 && (
                <div class="small">
                  {ft('rewards.title')}:{' '}
                  <RuleText text={p.rewards.map((r) => ft(`reward.${r}` as FrontlineKey)).join(', ')} />
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <h4>{ft('objectives.title')}</h4>
      <ul class="small">
        {view.objectives.map((o) => (
          <li key={o}>{objectiveName(view.options, o)}</li>
        ))}
      </ul>
    </section>
  );
}

/** O2.1: a player one objective, or its own capital, from winning wears a badge (the view's nearVictory). */
function NearBadge({ view, seat }: { view: FrontlineView; seat: number }) {
  const near = (view.nearVictory ?? []).find((n) => n.seat === seat);
  if (!near) return null;
  return (
    <span class="pill small near-victory" data-testid={`near-${seat}`}>
      {ft(`near.${near.lacks}`)}
    </span>
  );
}

/** The log's standing lines: who is one step from winning now, at the top of the log. */
export function NearLog({ view, name }: { view: FrontlineView; name: Namer }) {
  return (
    <>
      {(view.nearVictory ?? []).map((n) => (
        <li key={`near-${n.seat}`} class="near-victory" data-testid="near-log">
          <RuleText text={ft(`near.log.${n.lacks}`, { name: name(n.seat) })} />
        </li>
      ))}
    </>
  );
}
