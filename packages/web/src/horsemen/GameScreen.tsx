import { EndOfGame } from '../EndOfGame.js';
import { GameCompanions } from '../GameCompanions.js';
import { GameUnavailable, RefusedAction } from '../GameNotices.js';
import { HotSeatCover, SeatSwitch } from '../HotSeat.js';
import { t } from '../i18n/i18n.js';
import { Link } from '../Link.js';
import { RuleText } from '../rules/RuleBadge.js';
import { ShareLinks } from '../ShareLinks.js';
import { useSeatConnections } from '../useSeatConnections.js';
import { HorsemenLog } from './HorsemenLog.js';
import { horsemenRefusalText } from './refusal-text.js';
import { Table } from './Table.js';
import type { HorsemenWire } from './wire.js';

/** Who a seat is, from where this device sits. */
function seatNamer(local: readonly number[], bots: ReadonlySet<number>, shown: number | null) {
  return (seat: number): string => {
    if (local.length === 1 && seat === shown) return t('game.you');
    if (local.length <= 1 && bots.has(seat)) return t('game.bot');
    if (local.length === 1) return t('game.opponent');
    return t('game.player', { n: seat + 1 });
  };
}

/**
 * A game on this device: one connection per seat held here (two for a hot-seat game), or one spectator
 * connection. When the seat that owes a decision changes between two people on this device, the cards
 * are covered until the next player says they are ready.
 */
export function GameScreen({ id }: { id: string }) {
  // A Four Horsemen seat owes a decision when its view says so and it has something to do.
  const { first, conn, local, shownSeat, show, covered, uncover } = useSeatConnections<HorsemenWire>(
    id,
    (c) => {
      const v = c.view.value;
      return (v?.decisions.some((d) => d.seat === c.seat) ?? false) && c.legal.value.length > 0;
    },
  );
  const view = conn.view.value;
  const bots = new Set(first.seats.value.filter((s) => s.kind === 'bot').map((s) => s.seat));
  const name = seatNamer(local, bots, shownSeat);

  if (first.fatal.value) return <GameUnavailable refusal={first.fatal.value} />;

  const status = conn.status.value;
  const outcome = conn.outcome.value ?? null;
  const ending = view?.ending ?? null;
  const header = (() => {
    if (!view) return t('game.loading');
    if (status === 'open') return t('share.waiting');
    if (ending || status === 'over') {
      const reason = ending ? t(`game.reason.${ending.reason}`) : (outcome?.reason ?? '');
      const winner = ending ? ending.winner : outcome?.kind === 'win' ? (outcome.winners[0] ?? null) : null;
      return winner === null ? t('game.draw', { reason }) : t('game.winner', { name: name(winner), reason });
    }
    const owes = view.decisions.map((d) => d.seat);
    if (conn.seat !== null && owes.includes(conn.seat) && conn.legal.value.length > 0)
      return t('game.yourTurn');
    return t('game.waiting', { name: owes.map(name).join(', ') || '…' });
  })();

  return (
    <div class="game" data-testid="game" data-status={status}>
      <div class="game-head">
        <h2 data-testid="game-status">
          <RuleText text={header} />
        </h2>
        <span class="muted">
          {view && view.phase === 'play' && t('game.turn', { n: view.turn + 1 })}
          {view && view.phase === 'play' && ' · '}
          {view && t('game.quiet', { n: view.quiet, limit: view.options.stalemateLimit })}
        </span>
        {conn.seat === null && <span class="pill">{t('game.spectating')}</span>}
        <Link to={{ name: 'tutorial', game: 'horsemen' }} testid="learn">
          {t('tut.learn')}
        </Link>
        {!conn.connected.value && view && <span class="pill warn">{t('game.reconnecting')}</span>}
        <SeatSwitch
          local={local}
          shown={shownSeat}
          name={(s) => t('game.player', { n: s + 1 })}
          show={show}
        />
      </div>
      <ShareLinks conn={first} />
      <EndOfGame conn={first} name={name} />
      <RefusedAction refusal={conn.refusal.value} say={horsemenRefusalText} />
      {covered && shownSeat !== null ? (
        <HotSeatCover
          pass={t('game.passDevice', { name: t('game.player', { n: shownSeat + 1 }) })}
          ready={t('game.passDevice.ready', { name: t('game.player', { n: shownSeat + 1 }) })}
          uncover={uncover}
        />
      ) : (
        view && (
          <div class="game-body">
            <Table
              view={view}
              legal={conn.legal.value}
              name={name}
              busy={conn.pending.value !== null}
              {...(conn.seat !== null && status === 'live'
                ? { onAct: (a: HorsemenWire['action']) => conn.act(a) }
                : {})}
            />
            <HorsemenLog
              log={conn.log.value}
              lines={view.lines}
              name={name}
              complete={conn.logComplete.value}
            />
            <GameCompanions id={id} conn={conn} local={local} name={name} />
          </div>
        )
      )}
    </div>
  );
}
