/**
 * The decision clock of a new game: real time (minutes per decision) or correspondence (hours to days per
 * decision, with a reserve per player if wanted). The server's own settings, `decisionMs` and `reserveMs`.
 */
import type { ClockRequest } from '../api/lobby.js';
import { t } from '../i18n/i18n.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const REAL_TIME = [1, 2, 5, 10, 30].map((m) => m * MINUTE);
const CORRESPONDENCE = [HOUR, 12 * HOUR, DAY, 2 * DAY, 3 * DAY, 7 * DAY];
const RESERVES = [0, DAY, 3 * DAY, 7 * DAY, 14 * DAY];

/** A day per decision and no reserve: what a game gets when the lobby asks for nothing else. */
export const DEFAULT_CLOCK: ClockRequest = { decisionMs: DAY };

const label = (ms: number): string =>
  ms >= DAY
    ? t('clock.days', { n: ms / DAY })
    : ms >= HOUR
      ? t('clock.hours', { n: ms / HOUR })
      : t('clock.minutes', { n: ms / MINUTE });

export function ClockChoice(props: {
  readonly value: ClockRequest;
  readonly set: (clock: ClockRequest) => void;
}) {
  const { value, set } = props;
  const correspondence = value.decisionMs >= HOUR;
  const choices = correspondence ? CORRESPONDENCE : REAL_TIME;
  return (
    <fieldset class="clock-choice" data-testid="clock-choice">
      <legend>{t('clock.choose')}</legend>
      <label>
        <input
          type="radio"
          name="clock-kind"
          data-testid="clock-realtime"
          checked={!correspondence}
          onChange={() =>
            set({ decisionMs: 5 * MINUTE, ...(value.handover ? { handover: value.handover } : {}) })
          }
        />{' '}
        {t('clock.kind.realtime')}
      </label>{' '}
      <label>
        <input
          type="radio"
          name="clock-kind"
          data-testid="clock-correspondence"
          checked={correspondence}
          onChange={() => set({ ...DEFAULT_CLOCK, ...(value.handover ? { handover: value.handover } : {}) })}
        />{' '}
        {t('clock.kind.correspondence')}
      </label>
      <label>
        {t('clock.perDecision')}{' '}
        <select
          data-testid="clock-per-decision"
          value={String(value.decisionMs)}
          onChange={(e) => set({ ...value, decisionMs: Number(e.currentTarget.value) })}
        >
          {choices.map((ms) => (
            <option key={ms} value={String(ms)}>
              {label(ms)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('handover.choice')}{' '}
        <select
          data-testid="clock-handover"
          value={value.handover ?? 'keep'}
          onChange={(e) => {
            const { handover: _, ...rest } = value;
            const chosen = e.currentTarget.value;
            set(chosen === 'bot' || chosen === 'vote' ? { ...rest, handover: chosen } : rest);
          }}
        >
          {(['keep', 'vote', 'bot'] as const).map((h) => (
            <option key={h} value={h}>
              {t(`handover.${h}`)}
            </option>
          ))}
        </select>
      </label>
      {correspondence && (
        <label>
          {t('clock.reserveChoice')}{' '}
          <select
            data-testid="clock-reserve"
            value={String(value.reserveMs ?? 0)}
            onChange={(e) => {
              const reserveMs = Number(e.currentTarget.value);
              const { reserveMs: _, ...rest } = value;
              set(reserveMs > 0 ? { ...rest, reserveMs } : rest);
            }}
          >
            {RESERVES.map((ms) => (
              <option key={ms} value={String(ms)}>
                {ms === 0 ? t('clock.noReserve') : label(ms)}
              </option>
            ))}
          </select>
        </label>
      )}
    </fieldset>
  );
}
