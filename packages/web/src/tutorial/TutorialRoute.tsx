/** /learn/:game — a game's tutorial, fetched as its own chunk (games.ts), so the first load does not carry it. */
import { useEffect, useState } from 'preact/hooks';
import { type TutorialView, webGames } from '../games.js';
import { t } from '../i18n/i18n.js';

export function TutorialRoute({ game }: { game: string }) {
  const [Screen, setScreen] = useState<TutorialView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const entry = webGames[game];
  useEffect(() => {
    entry
      ?.tutorial()
      .then((screen) => setScreen(() => screen))
      .catch((e: Error) => setError(e.message));
  }, [game]);
  if (!entry) return <p class="error">{game}</p>;
  if (error) return <p class="error">{error}</p>;
  if (Screen) return <Screen />;
  return <p class="muted">{t('tut.loading')}</p>;
}
