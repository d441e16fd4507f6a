/**
 * A Frontline game on this device, loaded lazily with the map: one connection per seat held here (several for
 * hot-seat players, each behind a cover when the device passes), or one spectator connection. The head says
 * where the game stands; the table (FrontlineTable) is fed from the shown seat's connection, with the seat's
 * standing answers beside its controls.
 */
import type { FrontlineAction } from '@warboard/frontline';
import { EndOfGame } from '../EndOfGame.js';
import { GameCompanions } from '../GameCompanions.js';
import { GameUnavailable, RefusedAction } from '../GameNotices.js';
import { HotSeatCover, SeatSwitch } from '../HotSeat.js';
import { t } from '../i18n/i18n.js';
import { RuleText } from '../rules/RuleBadge.js';
import { ShareLinks } from '../ShareLinks.js';
import { useSeatConnections } from '../useSeatConnections.js';
import { FrontlineTable } from './FrontlineTable.js';
import { ft } from './i18n.js';
import { frontlineRefusalText } from './refusal-text.js';
import { StandingAnswersPanel } from './StandingAnswersPanel.js';
import { namer, statusLine } from './status-line.js';
import { TurnLine } from './TurnLine.js';
import { useStandingAnswers } from './useStandingAnswers.js';
import type { FrontlineWire } from './wire.js';

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
  const version = conn.version.value;
  const send = (a: FrontlineAction) => conn.act(a);

  const standing = useStandingAnswers({
    view,
    seat: conn.seat,
    decisions,
    legal,
    busy,
    canAct,
    version,
    send,
  });

  if (first.fatal.value) return <GameUnavailable refusal={first.fatal.value} />;

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
        {view && <TurnLine view={view} name={name} />}
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
          <FrontlineTable
            view={view}
            legal={legal}
            seat={conn.seat}
            canAct={canAct}
            busy={busy}
            version={version}
            log={conn.log.value}
            logComplete={conn.logComplete.value}
            name={name}
            tag={tag}
            send={send}
          >
            {canAct && <StandingAnswersPanel {...standing} name={name} />}
            <GameCompanions id={id} conn={conn} local={local} name={name} />
          </FrontlineTable>
        )
      )}
    </div>
  );
}

export default FrontlineScreen;
