/**
 * /game/:id — which table to show. The game's type comes from the seat kept on this device, or from the lobby for
 * a spectator. The Frontline board (map, engine odds) is its own chunk, fetched only when a Frontline game opens,
 * so the first load stays small.
 */
import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { gameSummary } from './api/lobby.js';
import { GameScreen } from './horsemen/GameScreen.js';
import { t } from './i18n/i18n.js';
import { seatsOf } from './store/seats.js';

type Screen = ComponentType<{ id: string }>;

export function GameRoute({ id }: { id: string }) {
  const [type, setType] = useState<string | null>(seatsOf(id)[0]?.gameType ?? null);
  const [Frontline, setFrontline] = useState<Screen | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (type) return;
    gameSummary(id)
      .then((s) => setType(s.game))
      .catch(() => setType('horsemen')); // the table reports an unknown game itself
  }, [id, type]);
  useEffect(() => {
    if (type !== 'frontline' || Frontline) return;
    import('./frontline/FrontlineScreen.js')
      .then((m) => setFrontline(() => m.FrontlineScreen))
      .catch((e: Error) => setError(e.message));
  }, [type]);
  if (error) return <p class="error">{error}</p>;
  if (type === 'horsemen') return <GameScreen key={id} id={id} />;
  if (type === 'frontline' && Frontline) return <Frontline key={id} id={id} />;
  return <p class="muted">{t('game.loading')}</p>;
}
