/**
 * How a new game is joined and counted: rated (its result changes its players' ratings; only signed-in players
 * take its seats) or casual, and open to the lobby or invite-only (seats taken with its invite links alone).
 */
import { account } from '../account/session.js';
import type { GameAccess } from '../api/lobby.js';
import { t } from '../i18n/i18n.js';

export function AccessChoice({ value, set }: { value: GameAccess; set: (next: GameAccess) => void }) {
  const signedIn = account.value != null;
  return (
    <fieldset class="access-choice" data-testid="access-choice">
      <label title={signedIn ? undefined : t('lobby.rated.signIn')}>
        <input
          type="checkbox"
          data-testid="rated"
          checked={value.rated === true && signedIn}
          disabled={!signedIn}
          onChange={(e) => set({ ...value, rated: e.currentTarget.checked })}
        />{' '}
        {t('lobby.rated')}
      </label>
      <label>
        <input
          type="checkbox"
          data-testid="invite-only"
          checked={value.invite === true}
          onChange={(e) => set({ ...value, invite: e.currentTarget.checked })}
        />{' '}
        {t('lobby.inviteOnly')}
      </label>
    </fieldset>
  );
}
