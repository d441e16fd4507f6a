/** A finished Frontline game at one step of its replay: the public view on the map, and what happened so far. */
import type { FrontlineView } from '@warboard/frontline';
import { useState } from 'preact/hooks';
import type { WireEvent } from '../api/protocol.js';
import { Board } from './Board.js';
import { cardsText, describeEvent, type Namer } from './describe.js';
import { type FrontlineKey, ft } from './i18n.js';
import { TerritoryPanel } from './TerritoryPanel.js';
import './frontline.css';

const NONE = new Set<string>();

/** Players by their colour (紅軍, 藍軍 …), as on the live board. */
const colourName: Namer = (seat) => ft(`seat.${seat}` as FrontlineKey);

export function ReplayBoard({ view, events }: { view: unknown; events: readonly WireEvent[] }) {
  const name = colourName;
  const [selected, setSelected] = useState<string | null>(null);
  const v = view as FrontlineView;
  return (
    <div class="fl-layout" data-testid="fl-replay">
      <div class="fl-main">
        <Board view={v} selected={selected} targets={NONE} active={NONE} onPick={setSelected} />
      </div>
      <aside class="fl-side">
        {v.viewer !== null && <HandPanel view={v} seat={v.viewer} />}
        {selected && <TerritoryPanel view={v} id={selected} name={name} />}
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
function HandPanel({ view, seat }: { view: FrontlineView; seat: number }) {
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
