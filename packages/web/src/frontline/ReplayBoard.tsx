/** A finished Frontline game at one step of its replay: the public view on the map, and what happened so far. */
import { useState } from 'preact/hooks';
import { Board } from './Board.js';
import { boardFor } from './board-map.js';
import { cardsText, describeEvent, type Namer } from './describe.js';
import { type FrontlineKey, ft } from './i18n.js';
import { type Context, EMPTY, reduce, type SelectionEvent } from './selection.js';
import { TerritoryPanel } from './TerritoryPanel.js';
import type { FrontlineWire } from './wire.js';
import './frontline.css';

const NONE = new Set<string>();
/** A replay offers no action: picking only looks, and drops as on the live board. */
const LOOK_ONLY: Context = { legal: [], phase: undefined, version: 0 };

/** Players by their colour (紅軍, 藍軍 …), as on the live board. */
const colourName: Namer = (seat) => ft(`seat.${seat}` as FrontlineKey);

export function ReplayBoard({
  view: v,
  events,
}: {
  view: FrontlineWire['view'];
  events: readonly FrontlineWire['event'][];
}) {
  const name = colourName;
  const [selection, setSelection] = useState(EMPTY);
  const dispatch = (e: SelectionEvent) => setSelection((s) => reduce(s, e, LOOK_ONLY).selection);
  const selected = selection.picked;
  const board = boardFor(v.options.map);
  return (
    <div class="fl-layout" data-testid="fl-replay">
      <div class="fl-main">
        <Board
          board={board}
          view={v}
          selected={selected}
          targets={NONE}
          active={NONE}
          onPick={(id) => dispatch({ type: 'click-territory', id })}
          onSea={() => dispatch({ type: 'click-sea' })}
        />
      </div>
      <aside class="fl-side">
        {v.viewer !== null && <HandPanel view={v} seat={v.viewer} />}
        {selected && <TerritoryPanel map={board.map} view={v} id={selected} name={name} />}
        <section class="panel log">
          <h3>{ft('log.title')}</h3>
          <ol reversed>
            {[...events]
              .reverse()
              .slice(0, 200)
              .map((e, i) => (
                <li key={i}>{describeEvent(e, name)}</li>
              ))}
          </ol>
        </section>
      </aside>
    </div>
  );
}

/** A replay seen as one seat saw it (an imported game's): that seat's hidden hand. */
function HandPanel({ view, seat }: { view: FrontlineWire['view']; seat: number }) {
  const hand = view.players[seat]?.hand ?? [];
  return (
    <section class="panel" data-testid="replay-hand">
      <h3>
        {colourName(seat)} · {ft('players.cards', { n: hand.length })}
      </h3>
      {hand.length > 0 && <p class="small">{cardsText(hand)}</p>}
    </section>
  );
}
