/** The parts of a game screen for several players on one device: who is shown, and the cover between them. */
import type { Seat } from './api/protocol.js';
import { t } from './i18n/i18n.js';

/** Buttons to show another seat held on this device; only when there are several. */
export function SeatSwitch({
  local,
  shown,
  name,
  show,
}: {
  local: readonly Seat[];
  shown: Seat | null;
  name: (seat: Seat) => string;
  show: (seat: Seat) => void;
}) {
  if (local.length < 2) return null;
  return (
    <span class="seat-switch">
      {t('game.seatView')}:{' '}
      {local.map((s) => (
        <button
          type="button"
          key={s}
          class={s === shown ? 'selected small' : 'small'}
          onClick={() => show(s)}
        >
          {name(s)}
        </button>
      ))}
    </span>
  );
}

/** The board hidden while the device passes to the next player, until they say they are ready. */
export function HotSeatCover({ pass, ready, uncover }: { pass: string; ready: string; uncover: () => void }) {
  return (
    <section class="panel cover" data-testid="cover">
      <h2>{pass}</h2>
      <button type="button" class="primary" data-testid="uncover" onClick={uncover}>
        {ready}
      </button>
    </section>
  );
}
