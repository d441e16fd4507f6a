/**
 * Every seat's decision clock, counting down from the server's deadlines (clock-state.ts): the time left of the
 * decision it owes, then of its reserve in a correspondence game; a seat that owes nothing shows its reserve.
 */
import { useEffect, useState } from 'preact/hooks';
import type { SeatInfo } from '../api/protocol.js';
import { t } from '../i18n/i18n.js';
import { type ClockState, clockText, seatClocks } from './clock-state.js';

const TICK_MS = 1000;

export function SeatClocks(props: {
  readonly clock: ClockState;
  readonly seats: readonly SeatInfo[];
  readonly name: (seat: number) => string;
}) {
  const { clock, seats, name } = props;
  const [now, setNow] = useState(() => clock.serverNow());
  useEffect(() => {
    const timer = setInterval(() => setNow(clock.serverNow()), TICK_MS);
    return () => clearInterval(timer);
  }, [clock]);
  const humans = seats.filter((s) => s.kind === 'human').map((s) => s.seat);
  const clocks = seatClocks(
    humans,
    clock.deadlines.value,
    clock.reserves.value,
    clock.reserveMs.value,
    Math.max(now, clock.serverNow()),
  );
  if (clocks.length === 0) return null;
  const per = clock.decisionMs.value;
  return (
    <section class="panel clocks" data-testid="clocks">
      <h3>
        {t('clock.title')}{' '}
        <span class="muted">
          {t(per >= 3_600_000 ? 'clock.correspondence' : 'clock.realtime', { per: clockText(per) })}
          {clock.reserveMs.value > 0 &&
            ` · ${t('clock.reserveOf', { reserve: clockText(clock.reserveMs.value) })}`}
        </span>
      </h3>
      <ul class="clock-list">
        {clocks.map((c) => (
          <li
            key={c.seat}
            class={c.owes ? 'owes' : ''}
            data-testid={`clock-${c.seat}`}
            data-owes={c.owes ? '1' : '0'}
          >
            <span>{name(c.seat)}</span>{' '}
            {c.decisionLeft !== null && (
              <strong data-testid={`clock-left-${c.seat}`} data-ms={c.decisionLeft}>
                {clockText(c.decisionLeft)}
              </strong>
            )}
            {c.decisionLeft === null && <span class="muted">{t('clock.waiting')}</span>}
            {c.reserveLeft !== null && (
              <span class="muted"> {t('clock.reserve', { left: clockText(c.reserveLeft) })}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
