/**
 * A Frontline game on this device, loaded lazily with the map: one connection per seat held here (several for
 * hot-seat players, each behind a cover when the device passes), or one spectator connection, shown on the
 * Frontline table (FrontlineTable) under a line saying whose turn it is.
 */
import type { FrontlineAction, FrontlineDecision, FrontlineView } from '@warboard/frontline';
import { GameUnavailable, RefusedAction } from '../GameNotices.js';
import { HotSeatCover, SeatSwitch } from '../HotSeat.js';
import { t } from '../i18n/i18n.js';
import { Link } from '../Link.js';
import { ShareLinks } from '../ShareLinks.js';
import { useSeatConnections } from '../useSeatConnections.js';
import { FrontlineTable, namer, TurnLine } from './FrontlineTable.js';
import { ft } from './i18n.js';

/** The engine's reason for the outcome, in the current language when it is one this client knows. */
function reasonText(reason: string): string {
  if (reason.includes('O2.1')) return ft('reason.O2.1');
  if (reason.includes('FG20')) return ft('reason.FG20');
  if (reason.includes('FG6')) return ft('reason.FG6');
  return reason;
}

export function FrontlineScreen({ id }: { id: string }) {
  // A seat owes a decision when the game says so: legal actions alone do not tell, since any seat but the one on
  // turn may offer a card trade at will (O3.2, FG12; the contract's atWillActions).
  const { first, conn, local, shownSeat, show, covered, uncover } = useSeatConnections(id, (c) =>
    ((c.decisions.value as FrontlineDecision[] | null) ?? []).some((d) => d.seat === c.seat),
  );
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
        {view && <TurnLine view={view} name={name} />}
        {conn.seat === null && <span class="pill">{t('game.spectating')}</span>}
        <Link to={{ name: 'tutorial', game: 'frontline' }} testid="learn">
          {t('tut.learn')}
        </Link>
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
          <FrontlineTable
            view={view}
            legal={legal}
            seat={conn.seat}
            canAct={canAct}
            busy={busy}
            version={conn.version.value}
            log={conn.log.value}
            name={name}
            tag={tag}
            send={(a) => conn.act(a)}
          />
        )
      )}
    </div>
  );
}

export default FrontlineScreen;
