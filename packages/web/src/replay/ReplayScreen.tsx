import { useEffect, useRef, useState } from 'preact/hooks';
import { type ReplayRequest, replay } from '../api/lobby.js';
import type { Replay } from '../api/protocol.js';
import { type ReplayView, webGame } from '../games.js';
import { t } from '../i18n/i18n.js';
import { serverText } from '../i18n/server-text.js';
import { Link } from '../Link.js';

/**
 * A finished game step by step, from the server's replay: the view after each action, shown by the game's own
 * replay view (games.ts; Frontline's map comes with the board's own chunk). A game played here shows its
 * public replay. An imported one (a lab game, handed in with its seed by whoever opened it) is marked so,
 * shows every action and event, and may be seen as any seat saw it, hidden information and all.
 */
export function ReplayScreen({ id }: { id: string }) {
  const [data, setData] = useState<Replay | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const [step, setStep] = useState(0);
  const [View, setView] = useState<ReplayView | null>(null);
  const [request, setRequest] = useState<ReplayRequest>({});
  const shown = useRef(false); // once a replay is on screen, another view of it keeps the step
  useEffect(() => {
    replay(id, request)
      .then((r) => {
        // The first answer says whether the game was imported; an imported one is then asked for in full.
        if (r.imported && !request.full) return setRequest({ full: true, seat: null });
        setData(r);
        setStep((s) => (shown.current ? Math.min(s, r.steps.length) : r.steps.length));
        shown.current = true;
        return webGame(r.game)
          .replay()
          .then((view) => setView(() => view));
      })
      .catch((e: Error) => setError(e));
  }, [id, request.full, request.seat]);
  if (error)
    return (
      <section class="panel narrow">
        <p class="error">{t('replay.unavailable', { message: serverText(error) })}</p>
        <Link to={{ name: 'lobby' }}>{t('join.back')}</Link>
      </section>
    );
  if (!data || !View) return <p class="muted">{t('game.loading')}</p>;
  const total = data.steps.length;
  const view = step === 0 ? data.start : data.steps[step - 1]?.view;
  const events = data.steps.slice(0, step).flatMap((s) => s.events);
  const go = (n: number) => setStep(Math.max(0, Math.min(total, n)));
  return (
    <div class="game replay" data-testid="replay" data-imported={data.imported ? '1' : '0'}>
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
          <span class="muted" data-testid="replay-step">
            {t('replay.step', { n: step, total })}
          </span>
          {data.imported && (
            <label>
              {t('replay.seenBy')}{' '}
              <select
                data-testid="replay-seat"
                value={request.seat == null ? '' : String(request.seat)}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  setRequest({ full: true, seat: value === '' ? null : Number(value) });
                }}
              >
                <option value="">{t('replay.spectator')}</option>
                {data.seats.map((s) => (
                  <option key={s.seat} value={String(s.seat)}>
                    {t('replay.seat', { n: s.seat + 1 })}
                  </option>
                ))}
              </select>
            </label>
          )}
        </span>
      </div>
      {data.imported && (
        <p class="muted" data-testid="replay-imported">
          {t('replay.imported')}
        </p>
      )}
      <View view={view} events={events} />
    </div>
  );
}
