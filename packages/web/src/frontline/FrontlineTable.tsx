/**
 * The Frontline board and its controls for one seat (or a spectator), wherever the game comes from: the map, the
 * selected territory, the controls of whatever the seat owes, every legal action as a list, the players and the
 * log. FrontlineScreen feeds it a server connection; the tutorial feeds it a game played on this device.
 */
import type { FrontlineAction, FrontlineEvent, FrontlineView } from '@warboard/frontline';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { ActionList } from './ActionList.js';
import { BattlePanel, recentBattle } from './BattlePanel.js';
import { Board } from './Board.js';
import { boardFor } from './board-map.js';
import { describeEvent, type Namer } from './describe.js';
import { type FrontlineKey, ft } from './i18n.js';
import { activeTerritories } from './intents.js';
import { NearLog, Players } from './PlayersPanel.js';
import {
  type Context,
  EMPTY,
  keyAction,
  reduce,
  type Selection,
  type SelectionEvent,
  targetsOf,
} from './selection.js';
import { TerritoryActions } from './TerritoryActions.js';
import { TerritoryPanel } from './TerritoryPanel.js';
import { TurnControls } from './TurnControls.js';
import './frontline.css';

/**
 * Players are named by their colour, as the source rules do (紅軍, 藍軍 …), or by the name they gave when joining;
 * sentences then read the same for everyone ("Red attacks Blue").
 */
export function namer(names: readonly (string | null)[]): Namer {
  return (seat) => names[seat] || ft(`seat.${seat}` as FrontlineKey);
}

/** Whose turn, which round and which phase. */
export function TurnLine({ view, name }: { view: FrontlineView; name: Namer }) {
  return (
    <span class="muted" data-testid="turn-line" data-phase={view.turn.phase}>
      {ft('status.turn', {
        round: view.turn.round,
        name: name(view.turn.seat),
        phase: ft(`phase.${view.turn.phase}` as FrontlineKey),
      })}
    </span>
  );
}

export interface FrontlineTableProps {
  readonly view: FrontlineView;
  /** The seat's legal actions: what the controls offer. */
  readonly legal: readonly FrontlineAction[];
  /** The seat shown, or null for a spectator. */
  readonly seat: number | null;
  /** Whether this seat may act now (it holds the seat and the game is live). */
  readonly canAct: boolean;
  /** An action is on its way: no second one until it is answered. */
  readonly busy: boolean;
  /** The game's version: a new one lets a gesture of several actions send its next. */
  readonly version: number;
  readonly log: readonly { readonly version: number; readonly event: FrontlineEvent }[];
  readonly name: Namer;
  /** What to add to a player's name in the players panel (you, a bot). */
  readonly tag: (seat: number) => string;
  readonly send: (action: FrontlineAction) => void;
}

export function FrontlineTable({
  view,
  legal,
  seat,
  canAct,
  busy,
  version,
  log,
  name,
  tag,
  send,
}: FrontlineTableProps) {
  const board = boardFor(view.options.map);

  // The selection, gestures and keys live in a pure reducer (selection.ts); this table only feeds it events and
  // sends the actions it asks for.
  // The newest state is also kept in a ref: an effect or a listener may dispatch after a click changed it but
  // before the render that would hand them the new value, and must not undo that click.
  const [selection, setSelection] = useState<Selection>(EMPTY);
  const latest = useRef(selection);
  const ctx: Context = { legal, phase: view.turn.phase, version: version };
  const dispatch = (e: SelectionEvent) => {
    const step = reduce(latest.current, e, ctx);
    latest.current = step.selection;
    setSelection(step.selection);
    if (step.send && canAct) send(step.send);
  };
  const act = (a: FrontlineAction) => {
    if (!canAct) return;
    dispatch({ type: 'acted' });
    send(a);
  };
  // The keyboard listener reaches the newest dispatch through this ref.
  const dispatchRef = useRef(dispatch);
  dispatchRef.current = dispatch;

  // With nothing in flight, new legal actions or a new version: the next division of a move goes, and a gesture
  // they no longer support is dropped.
  const legalKey = JSON.stringify(legal);
  useEffect(() => {
    if (!busy) dispatch({ type: 'sync' });
  }, [legalKey, version, busy]);

  // At the start of our turn, our capital is picked, so drafting is one key or click away.
  const myTurn = seat !== null && view.turn.seat === seat;
  const capital = seat !== null ? view.players[seat]?.capital : undefined;
  useEffect(() => {
    if (myTurn && view.turn.phase === 'draft' && capital && view.territories[capital]?.holder === seat)
      dispatch({ type: 'turn-start', capital });
  }, [myTurn, view.turn.round]);

  const selected = selection.picked;
  const targets = useMemo(() => targetsOf(selection, ctx), [selection, legalKey, ctx.phase]);
  const active = useMemo(() => activeTerritories(legal), [legalKey]);

  const recent = useMemo(() => recentBattle(log.map((e) => e.event)), [log]);

  // Keyboard shortcuts for the common gestures; typing in a field is left alone, and Enter on a button or on the
  // map (where it picks the territory under the cursor) is theirs.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (
        target &&
        (target.tagName === 'INPUT' || target.tagName === 'SELECT' || target.tagName === 'TEXTAREA')
      )
        return;
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      const key = e.key.toLowerCase();
      if (key === 'escape') {
        dispatchRef.current({ type: 'escape' });
        return;
      }
      if (key === 'enter' && (target?.tagName === 'BUTTON' || target?.closest('svg'))) return;
      const send = keyAction(latest.current, key, ctx);
      if (send && canAct) {
        e.preventDefault();
        dispatchRef.current({ type: 'key', key });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [legalKey, selection, busy, canAct]);

  return (
    <div class="fl-layout">
      <div class="fl-main">
        <Board
          board={board}
          view={view}
          selected={selected}
          targets={targets}
          active={active}
          onPick={(id, byKey) => dispatch({ type: 'click-territory', id, byKey: byKey ?? false })}
          onSea={() => dispatch({ type: 'click-sea' })}
        />
        <BattlePanel view={view} legal={legal} recent={recent} busy={busy} name={name} act={act} />
      </div>
      <aside class="fl-side">
        {canAct && seat !== null && legal.length > 0 && (
          <TurnControls
            view={view}
            legal={legal}
            seat={seat}
            selection={selection}
            busy={busy}
            name={name}
            act={act}
            cancel={() => dispatch({ type: 'escape' })}
            chooseCount={(division, n) => dispatch({ type: 'choose-count', division, n })}
            moveMany={(action) => dispatch({ type: 'move-many', action })}
          />
        )}
        {selected ? (
          <TerritoryPanel map={board.map} view={view} id={selected} name={name}>
            {canAct && seat !== null && (
              <TerritoryActions
                view={view}
                legal={legal}
                seat={seat}
                id={selected}
                busy={busy}
                name={name}
                act={act}
                aimAttack={(from) => dispatch({ type: 'aim-attack', from, to: selected })}
              />
            )}
          </TerritoryPanel>
        ) : (
          <p class="panel muted">{ft('panel.none')}</p>
        )}
        {canAct && <ActionList legal={legal} top={view.turn} busy={busy} name={name} act={act} />}
        <Players view={view} name={name} tag={tag} />
        <section class="panel log" data-testid="log">
          <h3>{ft('log.title')}</h3>
          {log.length === 0 && <p class="muted">{ft('log.empty')}</p>}
          <ul class="near-log">
            <NearLog view={view} name={name} />
          </ul>
          <ol reversed>
            {[...log]
              .reverse()
              .slice(0, 120)
              .map((e, i) => (
                <li key={`${e.version}-${i}`}>{describeEvent(e.event, name)}</li>
              ))}
          </ol>
        </section>
      </aside>
    </div>
  );
}
