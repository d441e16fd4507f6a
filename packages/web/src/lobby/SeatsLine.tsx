/**
 * A lobby row's seats: who plays each (a player's name, an account's linking to its page; a bot and its level)
 * and who is awaited, then how many seats are taken; a rated or invite-only game says so.
 */
import type { GameSummary, SeatInfo } from '../api/protocol.js';
import { t } from '../i18n/i18n.js';
import { Link } from '../Link.js';
import { botLabel } from './bots.js';

function Seat({ s }: { s: SeatInfo }) {
  if (s.kind === 'bot') return <>{t('lobby.kind.bot', { difficulty: botLabel(s.difficulty ?? '') })}</>;
  if (!s.taken) return <em class="awaited">{t('lobby.awaited', { n: s.seat + 1 })}</em>;
  if (s.name && s.account) return <Link to={{ name: 'player', player: s.name }}>{s.name}</Link>;
  return <>{s.name ?? t('lobby.kind.human')}</>;
}

export function SeatsLine({ g }: { g: GameSummary }) {
  return (
    <span class="muted seats-line">
      {g.seats.map((s, i) => (
        <span key={s.seat}>
          {i > 0 && ' · '}
          <Seat s={s} />
        </span>
      ))}{' '}
      — {t('lobby.seatsSummary', { taken: g.seats.filter((s) => s.taken).length, total: g.seats.length })}
      {g.rated && <> · {t('lobby.rated.tag')}</>}
    </span>
  );
}
