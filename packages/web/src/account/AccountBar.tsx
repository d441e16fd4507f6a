/** The top bar's account: "Sign in" for a guest; the player's name (their page) and "Sign out" once signed in. */
import { useEffect, useState } from 'preact/hooks';
import { t } from '../i18n/i18n.js';
import { Link } from '../Link.js';
import { account, loadAccount, signOut } from './session.js';

export function AccountBar() {
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (account.value === undefined) loadAccount().catch((e: Error) => setError(e.message));
  }, []);
  const me = account.value;
  if (me === undefined) return null;
  if (me === null)
    return (
      <span class="account-bar" data-testid="account-bar" title={error ?? undefined}>
        <Link to={{ name: 'account' }} testid="sign-in">
          {t('account.signIn')}
        </Link>
      </span>
    );
  return (
    <span class="account-bar" data-testid="account-bar">
      <Link to={{ name: 'player', player: me.name }} testid="account-name">
        {me.name}
      </Link>
      <button type="button" class="quiet small" data-testid="sign-out" onClick={() => void signOut()}>
        {t('account.signOut')}
      </button>
    </span>
  );
}
