/**
 * The Frontline board and its controls for one seat (or a spectator), wherever the game comes from: the map, the
 * battle, the selected territory, the controls of whatever the seat owes, every legal action as a list, the
 * players and the story of the game. FrontlineScreen feeds it a server connection; the tutorial feeds it a game
 * played on this device. The selection, gestures and keys are this table's; what only a live game has (standing
 * answers) comes in as children, shown below the list of actions.
 */
import type { FrontlineAction, FrontlineEvent, FrontlineView } from '@warboard/frontline';
import type { ComponentChildren } from 'preact';
import { useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { StoryEntry } from '../log/story.js';
import { ActionList } from './ActionList.js';
import { BattlePanel, recentBattle } from './BattlePanel.js';
import { Board } from './Board.js';
import { boardFor } from './board-map.js';
import type { SeatActs } from './control-props.js';
import type { Namer } from './describe.js';
import { FrontlineLog } from './FrontlineLog.js';
import { type KeyGate, useGestureKeys } from './gesture-keys.js';
import { ft } from './i18n.js';
import { activeTerritories } from './intents.js';
import { NearLog, Players } from './PlayersPanel.js';
import { type Context, EMPTY, reduce, type Selection, type SelectionEvent, targetsOf } from './selection.js';
import { TerritoryActions } from './TerritoryActions.js';
import { TerritoryPanel } from './TerritoryPanel.js';
import { TurnControls } from './TurnControls.js';
import './frontline.css';

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
  /** The events this seat may see, oldest first. */
  readonly log: readonly StoryEntry<FrontlineEvent>[];
  /** Whether the log holds every step up to `version` (false while earlier steps are on their way). */
  readonly logComplete?: boolean;
  readonly name: Namer;
  /** What to add to a player's name in the players panel (you, a bot). */
  readonly tag: (seat: number) => string;
  readonly send: (action: FrontlineAction) => void;
  /** Side panels of the seat's own, below the list of actions. */
  readonly children?: ComponentChildren;
}

export function FrontlineTable({
  view,
  legal,
  seat,
  canAct,
  busy,
  version,
  log,
  logComplete = true,
  name,
  tag,
  send,
  children,
}: FrontlineTableProps) {
  const board = boardFor(view.options.map);

  // The selection, gestures and keys live in a pure reducer (selection.ts); this table only feeds it events and
  // sends the actions it asks for.
  // The newest state is also kept in a ref: an effect or a listener may dispatch after a click changed it but
  // before the render that would hand them the new value, and must not undo that click.
  const [selection, setSelection] = useState<Selection>(EMPTY);
  const latest = useRef(selection);
  const ctx: Context = { legal, phase: view.turn.phase, version };
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
  // they no longer support is dropped. These two run as layout effects, before the frame is drawn: the screen
  // never shows (or takes a key or a click against) a selection the newest view has already replaced.
  const legalKey = JSON.stringify(legal);
  useLayoutEffect(() => {
    if (!busy) dispatch({ type: 'sync' });
  }, [legalKey, version, busy]);

  // At the start of our turn, our capital is picked, so drafting is one key or click away.
  const myTurn = seat !== null && view.turn.seat === seat;
  const capital = seat !== null ? view.players[seat]?.capital : undefined;
  useLayoutEffect(() => {
    if (myTurn && view.turn.phase === 'draft' && capital && view.territories[capital]?.holder === seat)
      dispatch({ type: 'turn-start', capital });
  }, [myTurn, view.turn.round]);

  const selected = selection.picked;
  const targets = useMemo(() => targetsOf(selection, ctx), [selection, legalKey, ctx.phase]);
  const active = useMemo(() => activeTerritories(legal), [legalKey]);
  const recent = useMemo(() => recentBattle(log.map((e) => e.event)), [log]);

  const keyGate = useRef<KeyGate>({ ctx, canAct });
  keyGate.current = { ctx, canAct };
  useGestureKeys(latest, dispatchRef, keyGate);

  // What every control that acts for the seat is given, when it may act.
  const acts: SeatActs | null = canAct && seat !== null ? { view, legal, seat, busy, name, act } : null;
  const battle = <BattlePanel view={view} legal={legal} recent={recent} busy={busy} name={name} act={act} />;

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
        {!view.battle && battle}
      </div>
      <aside class="fl-side">
        {/* A battle under way heads the side column, beside the map: its sides, odds and buttons in view. */}
        {view.battle && battle}
        {acts && legal.length > 0 && (
          <TurnControls
            {...acts}
            selection={selection}
            cancel={() => dispatch({ type: 'escape' })}
            chooseCount={(division, n) => dispatch({ type: 'choose-count', division, n })}
            moveMany={(action) => dispatch({ type: 'move-many', action })}
          />
        )}
        {selected ? (
          <TerritoryPanel map={board.map} view={view} id={selected} name={name}>
            {acts && (
              <TerritoryActions
                {...acts}
                id={selected}
                aimAttack={(from) => dispatch({ type: 'aim-attack', from, to: selected })}
              />
            )}
          </TerritoryPanel>
        ) : (
          <p class="panel muted">{ft('panel.none')}</p>
        )}
        {canAct && <ActionList legal={legal} top={view.turn} busy={busy} name={name} act={act} />}
        {children}
        <Players view={view} name={name} tag={tag} />
        <FrontlineLog log={log} name={name} seats={view.players.length} complete={logComplete}>
          <ul class="near-log">
            <NearLog view={view} name={name} />
          </ul>
        </FrontlineLog>
      </aside>
    </div>
  );
}
