/**
 * What every game screen has beside its table: each seat's clock, the notices of this seat (the tab's title and
 * notification, push, e-mail), and the game's chat. Mounted by each screen with the connection it shows.
 */
import type { GameConnection } from './api/connection.js';
import type { ChatLine, GameWire } from './api/protocol.js';
import { ChatPanel } from './chat/ChatPanel.js';
import { SeatClocks } from './clock/SeatClocks.js';
import { HandoverPrompt } from './handover/HandoverPrompt.js';
import { t } from './i18n/i18n.js';
import { NoticeSettings } from './notices/NoticeSettings.js';
import { useTurnNotice } from './notices/turn-notice.js';
import { seatsOf } from './store/seats.js';
import './companions.css';

export function GameCompanions<W extends GameWire>(props: {
  readonly id: string;
  /** The connection of the seat shown; every connection of the game hears the same clocks and chat. */
  readonly conn: GameConnection<W>;
  readonly local: readonly number[];
  readonly name: (seat: number) => string;
}) {
  const { id, conn, local, name } = props;
  const clock = conn.clock;
  // The clocks are exactly the human seats that owe now: a seat of this device among them is due.
  const due = conn.status.value === 'live' && clock.deadlines.value.some((d) => local.includes(d.seat));
  useTurnNotice(due, t('notices.due'));
  const token = conn.seat === null ? null : (seatsOf(id).find((s) => s.seat === conn.seat)?.token ?? null);
  const who = (line: ChatLine) =>
    line.seat !== null
      ? name(line.seat)
      : (line.name ?? t(line.channel === 'lobby' ? 'chat.guest' : 'chat.spectator'));
  return (
    <div class="companions">
      <SeatClocks clock={clock} seats={conn.seats.value} name={name} />
      <HandoverPrompt
        votes={conn.handovers}
        seat={conn.seat}
        name={name}
        vote={(s) => conn.voteHandover(s)}
      />
      {token !== null && conn.seat !== null && conn.status.value !== 'over' && (
        <NoticeSettings game={id} seat={conn.seat} token={token} />
      )}
      <ChatPanel
        chat={conn.chat}
        say={(text, spoken) => conn.say(text, spoken)}
        who={who}
        seat={conn.seat}
        mute={(target, on) => conn.mute(target, on)}
        askName={conn.seat === null}
        testid="game-chat"
      />
    </div>
  );
}
