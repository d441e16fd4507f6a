/** /rules/:game — the rules page, fetched on first use so the first load carries no rulebook nor markdown library. */
import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { t } from '../i18n/i18n.js';

type Page = ComponentType<{ game: string; at?: string | undefined }>;

export function RulesRoute({ game, at }: { game: string; at?: string | undefined }) {
  const [Page, setPage] = useState<Page | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    import('./RulesPage.js').then((m) => setPage(() => m.RulesPage)).catch((e: Error) => setError(e.message));
  }, []);
  if (error) return <p class="error">{error}</p>;
  return Page ? <Page game={game} at={at} /> : <p class="muted">{t('rules.loading')}</p>;
}
