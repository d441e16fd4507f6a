/** Who sits where in a new game: the player, a friend (by invite link), a bot of some strength, or a hot seat. */
import { t } from '../i18n/i18n.js';
import { botOption } from './bots.js';
import { SEAT_CHOICES, type SeatForm } from './create-form.js';

export function SeatsForm(props: {
  readonly seats: readonly SeatForm[];
  /** The bots the picked game offers. */
  readonly bots: readonly string[];
  readonly set: (i: number, patch: Partial<SeatForm>) => void;
}) {
  const { seats, bots, set } = props;
  return (
    <div class="seats">
      {seats.map((s, i) => (
        <fieldset class="seat" key={i}>
          <legend>{t('lobby.seat', { n: i + 1 })}</legend>
          <select
            data-testid={`seat-${i}`}
            value={s.choice}
            onChange={(e) => {
              const choice = SEAT_CHOICES.find((c) => c === e.currentTarget.value);
              if (choice) set(i, { choice });
            }}
          >
            {SEAT_CHOICES.map((c) => (
              <option value={c} key={c}>
                {t(`lobby.seat.${c}`)}
              </option>
            ))}
          </select>
          {s.choice === 'bot' && (
            <label>
              {t('lobby.difficulty')}{' '}
              <select
                data-testid={`bot-${i}`}
                value={s.difficulty}
                onChange={(e) => set(i, { difficulty: e.currentTarget.value })}
              >
                {bots.map((d) => (
                  <option value={d} key={d}>
                    {botOption(d)}
                  </option>
                ))}
              </select>
            </label>
          )}
        </fieldset>
      ))}
    </div>
  );
}
