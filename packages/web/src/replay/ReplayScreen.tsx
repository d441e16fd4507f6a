import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { type ReplayRequest, replay } from '../api/lobby.js';
import type { Replay, WireEvent } from '../api/protocol.js';
import { type ReplayView, webGame } from '../games.js';
import { t } from '../i18n/i18n.js';
import { serverText } from '../i18n/server-text.js';
import { Link } from '../Link.js';
import type { StoryEntry } from '../log/story.js';
import { seatsOf } from '../store/seats.js';
import { StepIcon } from './StepIcon.js';
import { stepKey } from './steps.js';

/**
 * A finished game step by step, from the server's replay: the view after each action, shown by the game's own
 * replay view (games.ts; Frontline's map comes with the board's own chunk). A game played here shows its
 * public replay; `reveal` asks for every card revealed, with the token of a seat this device holds (the server
 * allows it to the players of a game created with fullReplay). An imported one (a lab game, handed in with its
 * seed by whoever opened it) is marked so, shows every action and event, and may be seen as any seat saw it,
 * hidden information and all. Arrow keys step, Home and End go to either end.
 */
export function ReplayScreen({ id, reveal = false }: { id: string; reveal?: boolean }) {
  const [data, setData] = useState<Replay | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const [step, setStep] = useState(0);
  const [View, setView] = useState<ReplayView | null>(null);
  const [request, setRequest] = useState<ReplayRequest>(
    reveal ? { reveal: true, token: seatsOf(id)[0]?.token ?? null } : {},
  );
  const shown = useRef(false); // once a replay is on screen, another view of it keeps the step
  useEffect(() => {
    replay(id, request)
      .then((r) => {
        // The first answer says whether the game was imported; an imported one is then asked for in full.
        if (r.imported && !request.full && !request.reveal) return setRequest({ full: true, seat: null });
        setData(r);
        setStep((s) => (shown.current ? Math.min(s, r.steps.length) : r.steps.length));
        shown.current = true;
        return webGame(r.game)
          .replay()
          .then((view) => setView(() => view));
      })
      .catch((e: Error) => setError(e));
  }, [id, request.full, request.seat, request.reveal]);

  const total = data?.steps.length ?? 0;
  const go = (n: number) => setStep(Math.max(0, Math.min(total, n)));
  // The keys step the replay wherever the focus is, but in a field (the step slider answers them itself) or on
  // the map (whose arrow keys move its cursor). One listener for the screen's life, there from its first render
  // (a layout effect), reading the newest step and length when a key is pressed: one set up again when the
  // replay loads would, until the next frame, step a replay of length 0.
  const now = useRef({ step, total });
  now.current = { step, total };
  useLayoutEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (target && ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName)) return;
      if (target?.closest('svg')) return; // the map's own cursor keys
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      const next = stepKey(e.key, now.current.step, now.current.total); // within 0..total
      if (next === null) return;
      e.preventDefault();
      setStep(next);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  if (error)
    return (
      <section class="panel narrow">
        <p class="error">{t('replay.unavailable', { message: serverText(error) })}</p>
        <Link to={{ name: 'lobby' }}>{t('join.back')}</Link>
      </section>
    );
  if (!data || !View) return <p class="muted">{t('game.loading')}</p>;
  const view = step === 0 ? data.start : data.steps[step - 1]?.view;
  const log: StoryEntry<WireEvent>[] = data.steps
    .slice(0, step)
    .flatMap((s) => s.events.map((event) => ({ version: s.version, actor: s.actor, event })));
  const names = data.seats.map((s) => s.name);
  const revealed = request.reveal === true;
  return (
    <div
      class="game replay"
      data-testid="replay"
      data-imported={data.imported ? '1' : '0'}
      data-revealed={revealed ? '1' : '0'}
    >
      <div class="game-head">
        <h2>{revealed ? t('replay.revealedTitle') : t('replay.title')}</h2>
        <span class="replay-controls">
          <button type="button" data-testid="replay-first" onClick={() => go(0)}>
            <StepIcon kind="first" /> {t('replay.first')}
          </button>
          <button type="button" data-testid="replay-prev" onClick={() => go(step - 1)}>
            <StepIcon kind="prev" /> {t('replay.prev')}
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
            {t('replay.next')} <StepIcon kind="next" />
          </button>
          <button type="button" data-testid="replay-last" onClick={() => go(total)}>
            {t('replay.last')} <StepIcon kind="last" />
          </button>
          <span class="muted" data-testid="replay-step" data-step={step}>
            {t('replay.step', { n: step, total })}
          </span>
          {data.imported && !revealed && (
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
      <p class="muted small">{t('replay.keys')}</p>
      {data.imported && (
        <p class="muted" data-testid="replay-imported">
          {t('replay.imported')}
        </p>
      )}
      {revealed && (
        <p class="muted" data-testid="replay-revealed">
          {t('replay.revealed')}
        </p>
      )}
      <View view={view} log={log} names={names} />
    </div>
  );
}
