/**
 * /game/:id — which table to show. The game's type comes from the seat kept on this device, or from the lobby for
 * a spectator; its screen comes from the table of game screens (games.ts).
 */
import { useEffect, useState } from 'preact/hooks';
import { gameSummary } from './api/lobby.js';
import { type LiveScreen, webGame } from './games.js';
import { t } from './i18n/i18n.js';
import { seatsOf } from './store/seats.js';

export function GameRoute({ id }: { id: string }) {
  const [type, setType] = useState<string | null>(seatsOf(id)[0]?.gameType ?? null);
  const [Screen, setScreen] = useState<LiveScreen | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (type) return;
    gameSummary(id)
      .then((s) => setType(s.game))
      .catch(() => setType('horsemen')); // the table reports an unknown game itself
  }, [id, type]);
  useEffect(() => {
    if (!type) return;
    webGame(type)
      .live()
      .then((screen) => setScreen(() => screen))
      .catch((e: Error) => setError(e.message));
  }, [type]);
  if (error) return <p class="error">{error}</p>;
  if (Screen) return <Screen key={id} id={id} />;
  return <p class="muted">{t('game.loading')}</p>;
}
