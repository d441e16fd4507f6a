import { useEffect, useState } from 'preact/hooks';
import { replay } from '../api/lobby.js';
import type { Replay } from '../api/protocol.js';
import { type ReplayView, webGame } from '../games.js';
import { t } from '../i18n/i18n.js';
import { Link } from '../Link.js';

/**
 * A finished game step by step, from the server's public replay: the public view after each action, shown by
 * the game's own replay view (games.ts; Frontline's map comes with the board's own chunk).
 */
export function ReplayScreen({ id }: { id: string }) {
  const [data, setData] = useState<Replay | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [step, setStep] = useState(0);
  const [View, setView] = useState<ReplayView | null>(null);
  useEffect(() => {
    replay(id)
      .then((r) => {
        setData(r);
        setStep(r.steps.length);
        return webGame(r.game)
          .replay()
          .then((view) => setView(() => view));
      })
      .catch((e: Error) => setError(e.message));
  }, [id]);
  if (error)
    return (
      <section class="panel narrow">
        <p class="error">{t('replay.unavailable', { message: error })}</p>
        <Link to={{ name: 'lobby' }}>{t('join.back')}</Link>
      </section>
    );
  if (!data || !View) return <p class="muted">{t('game.loading')}</p>;
  const total = data.steps.length;
  const view = step === 0 ? data.start : data.steps[step - 1]?.view;
  const events = data.steps.slice(0, step).flatMap((s) => s.events);
  const go = (n: number) => setStep(Math.max(0, Math.min(total, n)));
  return (
    <div class="game replay" data-testid="replay">
      <div class="game-head">
        <h2>{t('replay.title')}</h2>
        <span class="replay-controls">
          <button type="button" data-testid="replay-first" onClick={() => go(0)}>
            ⏮ {t('replay.first')}
          </button>
          <button type="button" data-testid="replay-prev" onClick={() => go(step - 1)}>
            ◀ {t('replay.prev')}
          </button>
          <input
            type="range"
            min={0}
            max={total}
            value={step}
            aria-label={t('replay.step', { n: step, total })}
            onInput={(e) => go(Number(e.currentTarget.value))}
          />
          <button type="button" data-testid="replay-next" onClick={() => go(step + 1)}>
            {t('replay.next')} ▶
          </button>
          <button type="button" data-testid="replay-last" onClick={() => go(total)}>
            {t('replay.last')} ⏭
          </button>
          <span class="muted">{t('replay.step', { n: step, total })}</span>
        </span>
      </div>
      <View view={view} events={events} />
    </div>
  );
}
