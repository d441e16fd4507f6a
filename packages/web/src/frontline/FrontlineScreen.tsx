/**
 * A Frontline game on this device, loaded lazily with the map: one connection per seat held here (several for
 * hot-seat players, each behind a cover when the device passes), or one spectator connection. The map, the
 * selected territory, the controls of whatever the seat owes, every legal action as a list, and the log.
 */
import type { FrontlineAction } from '@warboard/frontline';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { EndOfGame } from '../EndOfGame.js';
import { GameUnavailable, RefusedAction } from '../GameNotices.js';
import { HotSeatCover, SeatSwitch } from '../HotSeat.js';
import { t } from '../i18n/i18n.js';
import { ShareLinks } from '../ShareLinks.js';
import { useSeatConnections } from '../useSeatConnections.js';
import { ActionList } from './ActionList.js';
import { BattlePanel, recentBattle } from './BattlePanel.js';
import { Board } from './Board.js';
import { boardFor } from './board-map.js';
import type { SeatActs } from './control-props.js';
import { turnText } from './describe.js';
import { FrontlineLog } from './FrontlineLog.js';
import { useGestureKeys } from './gesture-keys.js';
import { ft } from './i18n.js';
import { activeTerritories } from './intents.js';
import { NearLog, Players } from './PlayersPanel.js';
import { StandingAnswersPanel } from './StandingAnswersPanel.js';
import { type Context, EMPTY, reduce, type Selection, type SelectionEvent, targetsOf } from './selection.js';
import {
  loadStandingAnswers,
  type StandingAnswered,
  type StandingAnswers,
  saveStandingAnswers,
  standingAnswer,
} from './standing-answers.js';
import { namer, statusLine } from './status-line.js';
import { TerritoryActions } from './TerritoryActions.js';
import { TerritoryPanel } from './TerritoryPanel.js';
import { TurnControls } from './TurnControls.js';
import type { FrontlineWire } from './wire.js';
import './frontline.css';
import { RuleText } from '../rules/RuleBadge.js';
import { frontlineRefusalText } from './refusal-text.js';

export function FrontlineScreen({ id }: { id: string }) {
  // A seat owes a decision when the game says so: legal actions alone do not tell, since any seat but the one on
  // turn may offer a card trade at will (O3.2, FG12; the contract's atWillActions).
  const { first, conn, local, shownSeat, show, covered, uncover } = useSeatConnections<FrontlineWire>(
    id,
    (c) => (c.decisions.value ?? []).some((d) => d.seat === c.seat),
  );
  const view = conn.view.value;
  const legal = conn.legal.value;
  const decisions = conn.decisions.value ?? [];
  const seatInfo = first.seats.value;
  const bots = new Set(seatInfo.filter((s) => s.kind === 'bot').map((s) => s.seat));
  const name = namer(seatInfo.map((s) => s.name ?? null));
  const tag = (seat: number) =>
    local.length === 1 && local[0] === seat ? ft('player.you') : bots.has(seat) ? ft('player.bot') : '';
  const busy = conn.pending.value !== null;
  const canAct = conn.seat !== null && conn.status.value === 'live';
  const board = boardFor(view?.options.map);

  // The selection, gestures and keys live in a pure reducer (selection.ts); this screen only feeds it events and
  // sends the actions it asks for.
  // The newest state is also kept in a ref: an effect or a listener may dispatch after a click changed it but
  // before the render that would hand them the new value, and must not undo that click.
  const [selection, setSelection] = useState<Selection>(EMPTY);
  const latest = useRef(selection);
  const ctx: Context = { legal, phase: view?.turn.phase, version: conn.version.value };
  const dispatch = (e: SelectionEvent) => {
    const step = reduce(latest.current, e, ctx);
    latest.current = step.selection;
    setSelection(step.selection);
    if (step.send && canAct) conn.act(step.send);
  };
  const act = (a: FrontlineAction) => {
    if (!canAct) return;
    dispatch({ type: 'acted' });
    conn.act(a);
  };
  // The keyboard listener reaches the newest dispatch through this ref.
  const dispatchRef = useRef(dispatch);
  dispatchRef.current = dispatch;

  // With nothing in flight, new legal actions or a new version: the next division of a move goes, and a gesture
  // they no longer support is dropped.
  const legalKey = JSON.stringify(legal);
  useEffect(() => {
    if (!busy) dispatch({ type: 'sync' });
  }, [legalKey, conn.version.value, busy]);

  // At the start of our turn, our capital is picked, so drafting is one key or click away.
  const myTurn = view !== null && conn.seat !== null && view.turn.seat === conn.seat;
  const capital = conn.seat !== null ? view?.players[conn.seat]?.capital : undefined;
  useEffect(() => {
    if (myTurn && view?.turn.phase === 'draft' && capital && view.territories[capital]?.holder === conn.seat)
      dispatch({ type: 'turn-start', capital });
  }, [myTurn, view?.turn.round]);

  const selected = selection.picked;
  const targets = useMemo(() => targetsOf(selection, ctx), [selection, legalKey, ctx.phase]);
  const active = useMemo(() => activeTerritories(legal), [legalKey]);

  // Standing answers (standing-answers.ts): a battle prompt they cover, on another player's turn, is answered at
  // once, once per version, and told in the list of prompts they answered.
  const [answers, setAnswers] = useState<StandingAnswers>(loadStandingAnswers);
  const [answered, setAnswered] = useState<readonly StandingAnswered[]>([]);
  const answeredAt = useRef(-1);
  const changeAnswers = (next: StandingAnswers) => {
    setAnswers(next);
    saveStandingAnswers(next);
  };
  useEffect(() => {
    const version = conn.version.value;
    if (busy || !canAct || conn.seat === null || !view?.battle || view.turn.seat === conn.seat) return;
    if (answeredAt.current === version) return;
    const answer = standingAnswer(view, conn.seat, decisions, legal, answers);
    if (!answer) return;
    answeredAt.current = version;
    const territory = view.battle.territory;
    setAnswered((list) => [...list, { ...answer, territory, version }]);
    conn.act(answer.action);
  }, [legalKey, conn.version.value, busy, answers]);

  const recent = useMemo(() => recentBattle(conn.log.value.map((e) => e.event)), [conn.log.value]);

  useGestureKeys(latest, dispatchRef, ctx, canAct, [legalKey, selection, busy, canAct]);

  if (first.fatal.value) return <GameUnavailable refusal={first.fatal.value} />;

  // What every control that acts for the seat is given, when it may act.
  const acts: SeatActs | null =
    canAct && conn.seat !== null && view ? { view, legal, seat: conn.seat, busy, name, act } : null;

  const header = statusLine({
    view,
    status: conn.status.value,
    seat: conn.seat,
    decisions,
    legal,
    name,
  });

  return (
    <div
      class="game fl-game"
      data-testid="game"
      data-game="frontline"
      data-status={conn.status.value}
      data-owes={(legal.length > 0 && decisions.find((d) => d.seat === conn.seat)?.kind) || ''}
      data-busy={busy ? '1' : '0'}
    >
      <div class="game-head">
        <h2 data-testid="game-status">
          <RuleText text={header} />
        </h2>
        {view && (
          <span class="muted" data-testid="turn-line" data-phase={view.turn.phase}>
            {turnText(view.turn, name)}
          </span>
        )}
        {conn.seat === null && <span class="pill">{t('game.spectating')}</span>}
        {!conn.connected.value && view && <span class="pill warn">{t('game.reconnecting')}</span>}
        <SeatSwitch local={local} shown={shownSeat} name={name} show={show} />
      </div>
      <ShareLinks conn={first} />
      <EndOfGame conn={first} name={name} />
      <RefusedAction refusal={conn.refusal.value} say={frontlineRefusalText} />
      {covered && shownSeat !== null ? (
        <HotSeatCover
          pass={ft('cover.pass', { name: name(shownSeat) })}
          ready={ft('cover.ready', { name: name(shownSeat) })}
          uncover={uncover}
        />
      ) : (
        view && (
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
              {!view.battle && (
                <BattlePanel view={view} legal={legal} recent={recent} busy={busy} name={name} act={act} />
              )}
            </div>
            <aside class="fl-side">
              {/* A battle under way heads the side column, beside the map: its sides, odds and buttons in view. */}
              {view.battle && (
                <BattlePanel view={view} legal={legal} recent={recent} busy={busy} name={name} act={act} />
              )}
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
              {canAct && (
                <StandingAnswersPanel
                  answers={answers}
                  change={changeAnswers}
                  answered={answered}
                  name={name}
                />
              )}
              <Players view={view} name={name} tag={tag} />
              <FrontlineLog
                log={conn.log.value}
                name={name}
                seats={view.players.length}
                complete={conn.logComplete.value}
              >
                <ul class="near-log">
                  <NearLog view={view} name={name} />
                </ul>
              </FrontlineLog>
            </aside>
          </div>
        )
      )}
    </div>
  );
}

export default FrontlineScreen;
