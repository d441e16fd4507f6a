/**
 * A Frontline game on this device, loaded lazily with the map: one connection per seat held here (several for
 * hot-seat players, each behind a cover when the device passes), or one spectator connection. The map, the
 * selected territory, the controls of whatever the seat owes, every legal action as a list, and the log.
 */
import type { FrontlineAction, FrontlineDecision, FrontlineView } from '@warboard/frontline';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { GameUnavailable, RefusedAction } from '../GameNotices.js';
import { HotSeatCover, SeatSwitch } from '../HotSeat.js';
import { t } from '../i18n/i18n.js';
import { ShareLinks } from '../ShareLinks.js';
import { useSeatConnections } from '../useSeatConnections.js';
import { Board } from './Board.js';
import { ActionList, BattlePanel, type Gesture, type RecentBattle, TurnControls } from './Controls.js';
import { describeEvent, type Namer } from './describe.js';
import { type FrontlineKey, ft } from './i18n.js';
import { activeTerritories, attacksFrom, draftsAt, endPhase, movesFrom, ofType } from './intents.js';
import { objectiveName, seatColour, territoryName } from './labels.js';
import { TerritoryPanel } from './TerritoryPanel.js';
import './frontline.css';

/**
 * Players are named by their colour, as the source rules do (紅軍, 藍軍 …), or by the name they gave when joining;
 * sentences then read the same for everyone ("Red attacks Blue").
 */
function namer(names: readonly (string | null)[]): Namer {
  return (seat) => names[seat] || ft(`seat.${seat}` as FrontlineKey);
}

/** The engine's reason for the outcome, in the current language when it is one this client knows. */
function reasonText(reason: string): string {
  if (reason.includes('O2.1')) return ft('reason.O2.1');
  if (reason.includes('FG20')) return ft('reason.FG20');
  if (reason.includes('FG6')) return ft('reason.FG6');
  return reason;
}

function Players({ view, name, tag }: { view: FrontlineView; name: Namer; tag: (seat: number) => string }) {
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
                  {ft('rewards.title')}: {p.rewards.map((r) => ft(`reward.${r}` as FrontlineKey)).join(', ')}
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
function NearLog({ view, name }: { view: FrontlineView; name: Namer }) {
  return (
    <>
      {(view.nearVictory ?? []).map((n) => (
        <li key={`near-${n.seat}`} class="near-victory" data-testid="near-log">
          {ft(`near.log.${n.lacks}`, { name: name(n.seat) })}
        </li>
      ))}
    </>
  );
}

export function FrontlineScreen({ id }: { id: string }) {
  // A seat owes a decision when the game says so: legal actions alone do not tell, since any seat but the one on
  // turn may offer a card trade at will (O3.2, FG12; the contract's atWillActions).
  const { first, conn, local, shownSeat, show, covered, uncover } = useSeatConnections(id, (c) =>
    ((c.decisions.value as FrontlineDecision[] | null) ?? []).some((d) => d.seat === c.seat),
  );
  const [selected, setSelected] = useState<string | null>(null);
  const [gesture, setGesture] = useState<Gesture | null>(null);

  const view = conn.view.value as FrontlineView | null;
  const legal = conn.legal.value as FrontlineAction[];
  const decisions = (conn.decisions.value as FrontlineDecision[] | null) ?? [];
  const seatInfo = first.seats.value;
  const bots = new Set(seatInfo.filter((s) => s.kind === 'bot').map((s) => s.seat));
  const name = namer(seatInfo.map((s) => s.name ?? null));
  const tag = (seat: number) =>
    local.length === 1 && local[0] === seat ? ft('player.you') : bots.has(seat) ? ft('player.bot') : '';
  const busy = conn.pending.value !== null;
  const canAct = conn.seat !== null && conn.status.value === 'live';
  const act = (a: FrontlineAction) => {
    if (!canAct) return;
    setGesture(null);
    conn.act(a);
  };

  // A gesture or selection that the new legal actions no longer support is dropped.
  const legalKey = JSON.stringify(legal);
  useEffect(() => {
    if (gesture) {
      const still =
        gesture.kind === 'attack'
          ? attacksFrom(legal, gesture.from).has(gesture.to)
          : movesFrom(legal, gesture.from).has(gesture.to);
      if (!still) setGesture(null);
    }
  }, [legalKey]);

  // At the start of our turn, our capital is selected, so drafting is one key or click away.
  const myTurn = view !== null && conn.seat !== null && view.turn.seat === conn.seat;
  const capital = conn.seat !== null ? view?.players[conn.seat]?.capital : undefined;
  useEffect(() => {
    if (myTurn && view?.turn.phase === 'draft' && capital && view.territories[capital]?.holder === conn.seat)
      setSelected(capital);
  }, [myTurn, view?.turn.round]);

  const phase = view?.turn.phase;
  const targets = useMemo(() => {
    if (!selected || gesture) return new Set<string>(gesture ? [gesture.to] : []);
    if (phase === 'attack') return new Set(attacksFrom(legal, selected).keys());
    if (phase === 'maneuver' || phase === 'draft') return new Set(movesFrom(legal, selected).keys());
    return new Set<string>();
  }, [selected, gesture, legalKey, phase]);
  const active = useMemo(() => activeTerritories(legal), [legalKey]);

  const pick = (territory: string, byKey = false) => {
    // From the keyboard, Enter on the territory an attack is aimed at confirms it, as Enter does elsewhere.
    if (byKey && gesture?.kind === 'attack' && gesture.to === territory) {
      const attack = attacksFrom(legal, gesture.from).get(territory);
      if (attack) act(attack);
      return;
    }
    if (selected && !gesture && targets.has(territory)) {
      setGesture({ kind: phase === 'attack' ? 'attack' : 'move', from: selected, to: territory });
      return;
    }
    setGesture(null);
    setSelected(territory);
  };

  const recent = useMemo((): RecentBattle | null => {
    const log = conn.log.value.map((e) => e.event);
    const at = log.findLastIndex((e) => e.type === 'battle');
    if (at < 0) return null;
    const rest = log.slice(at + 1);
    const end = rest.findIndex((e) => e.type === 'turn' || e.type === 'battle' || e.type === 'phase');
    const within = end < 0 ? rest : rest.slice(0, end);
    return {
      start: log[at]!,
      exchanges: within.filter((e) => e.type === 'exchange'),
      after: within.filter((e) => e.type !== 'exchange'),
    };
  }, [conn.log.value]);

  // Keyboard shortcuts for the common gestures; typing in a field is left alone.
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
      const first = <T,>(xs: readonly T[]) => xs[0];
      let action: FrontlineAction | undefined;
      if (key === 'escape') {
        setGesture(null);
        return;
      }
      if (key === 'e') action = endPhase(legal);
      else if (key === 'r') action = first(ofType(legal, 'roll'));
      else if (key === 's') action = first(ofType(legal, 'stop'));
      else if (key === 'h') action = first(ofType(legal, 'hold'));
      else if ((key === 'i' || key === 'a') && selected)
        action = draftsAt(legal, selected).find((a) => a.division === key.toUpperCase());
      else if (
        key === 'enter' &&
        gesture?.kind === 'attack' &&
        target?.tagName !== 'BUTTON' &&
        !target?.closest('svg')
      )
        action = attacksFrom(legal, gesture.from).get(gesture.to);
      if (action) {
        e.preventDefault();
        act(action);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [legalKey, selected, gesture, busy]);

  if (first.fatal.value) return <GameUnavailable refusal={first.fatal.value} />;

  const header = (() => {
    if (!view) return t('game.loading');
    if (conn.status.value === 'open') return t('share.waiting');
    if (view.outcome) {
      const w = view.outcome.winners;
      const result =
        w.length === 1
          ? ft('status.winners', { names: w.map(name).join(', '), reason: reasonText(view.outcome.reason) })
          : ft('status.draw', { reason: reasonText(view.outcome.reason) });
      return ft('status.over', { result });
    }
    const owes = decisions.find((d) => d.seat === conn.seat);
    if (owes && legal.length > 0) {
      if (owes.kind === 'trade') return ft('status.trade');
      if (owes.kind !== 'turn') return ft('status.battle');
      return ft('status.yours');
    }
    return ft('status.waiting', { name: decisions.map((d) => name(d.seat)).join(', ') || '…' });
  })();

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
        <h2 data-testid="game-status">{header}</h2>
        {view && (
          <span class="muted" data-testid="turn-line" data-phase={view.turn.phase}>
            {ft('status.turn', {
              round: view.turn.round,
              name: name(view.turn.seat),
              phase: ft(`phase.${view.turn.phase}` as FrontlineKey),
            })}
          </span>
        )}
        {conn.seat === null && <span class="pill">{t('game.spectating')}</span>}
        {!conn.connected.value && view && <span class="pill warn">{t('game.reconnecting')}</span>}
        <SeatSwitch local={local} shown={shownSeat} name={name} show={show} />
      </div>
      <ShareLinks conn={first} />
      <RefusedAction refusal={conn.refusal.value} />
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
              <Board view={view} selected={selected} targets={targets} active={active} onPick={pick} />
              <BattlePanel view={view} legal={legal} recent={recent} busy={busy} name={name} act={act} />
            </div>
            <aside class="fl-side">
              {canAct && legal.length > 0 && (
                <TurnControls
                  view={view}
                  legal={legal}
                  seat={conn.seat}
                  selected={selected}
                  gesture={gesture}
                  busy={busy}
                  name={name}
                  act={act}
                  cancel={() => setGesture(null)}
                />
              )}
              {selected ? (
                <TerritoryPanel view={view} id={selected} name={name} />
              ) : (
                <p class="panel muted">{ft('panel.none')}</p>
              )}
              {canAct && <ActionList legal={legal} top={view.turn} busy={busy} name={name} act={act} />}
              <Players view={view} name={name} tag={tag} />
              <section class="panel log" data-testid="log">
                <h3>{ft('log.title')}</h3>
                {conn.log.value.length === 0 && <p class="muted">{ft('log.empty')}</p>}
                <ul class="near-log">
                  <NearLog view={view} name={name} />
                </ul>
                <ol reversed>
                  {[...conn.log.value]
                    .reverse()
                    .slice(0, 120)
                    .map((e, i) => (
                      <li key={`${e.version}-${i}`}>{describeEvent(e.event, name)}</li>
                    ))}
                </ol>
              </section>
            </aside>
          </div>
        )
      )}
    </div>
  );
}

export default FrontlineScreen;
