/**
 * A finished Frontline game at one step of its replay: the view on the map (public, one seat's, or with every
 * hand revealed), the round and phase, the players panel, the hands the view shows, and the story so far.
 */
import { useState } from 'preact/hooks';
import type { ReplayProps } from '../replay/props.js';
import { Board } from './Board.js';
import { boardFor } from './board-map.js';
import { cardsText, type Namer, turnText } from './describe.js';
import { FrontlineLog } from './FrontlineLog.js';
import { type FrontlineKey, ft } from './i18n.js';
import { Players } from './PlayersPanel.js';
import { type Context, EMPTY, reduce, type SelectionEvent } from './selection.js';
import { TerritoryPanel } from './TerritoryPanel.js';
import type { FrontlineWire } from './wire.js';
import './frontline.css';

const NONE = new Set<string>();
/** A replay offers no action: picking only looks, and drops as on the live board. */
const LOOK_ONLY: Context = { legal: [], phase: undefined, version: 0 };

/** Players by the name they joined with, else by their colour (紅軍, 藍軍 …), as on the live board. */
const namer =
  (names: readonly (string | null)[]): Namer =>
  (seat) =>
    names[seat] || ft(`seat.${seat}` as FrontlineKey);

const NO_TAG = () => '';

export function ReplayBoard({ view: v, log, names }: ReplayProps<FrontlineWire>) {
  const name = namer(names);
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
        <p class="panel" data-testid="replay-turn" data-phase={v.turn.phase}>
          {turnText(v.turn, name)}
        </p>
        {v.players.map(
          (p, seat) => p.hand !== null && <HandPanel key={seat} hand={p.hand} who={name(seat)} />,
        )}
        {selected && <TerritoryPanel map={board.map} view={v} id={selected} name={name} />}
        <Players view={v} name={name} tag={NO_TAG} />
        <FrontlineLog log={log} name={name} seats={v.players.length} />
      </aside>
    </div>
  );
}

/** A hand the replay's view shows: one seat's in an imported game, every seat's in the revealed replay. */
function HandPanel({ hand, who }: { hand: readonly string[]; who: string }) {
  return (
    <section class="panel" data-testid="replay-hand">
      <h3>
        {who} · {ft('players.cards', { n: hand.length })}
      </h3>
      {hand.length > 0 && <p class="small">{cardsText(hand)}</p>}
    </section>
  );
}
