/**
 * /account, /players/:name and /ratings/:game — their screens fetched on first use, so the first load carries
 * neither them nor the name's schema (zod) they check with.
 */
import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { t } from '../i18n/i18n.js';
import type { AccountScreenRoute } from './screen-route.js';

export function AccountRoute({ route }: { route: AccountScreenRoute }) {
  const [Screen, setScreen] = useState<ComponentType<{ route: AccountScreenRoute }> | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    import('./screens.js')
      .then((m) => setScreen(() => m.AccountScreens))
      .catch((e: Error) => setError(e.message));
  }, []);
  if (error) return <p class="error">{error}</p>;
  return Screen ? <Screen route={route} /> : <p class="muted">{t('game.loading')}</p>;
}
