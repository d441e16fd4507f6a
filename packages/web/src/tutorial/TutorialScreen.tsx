/**
 * A tutorial on screen: the game's own table, fed by the runner (runner.ts) instead of a server, under a panel that
 * says what to do, highlights what to click, explains what happened and moves on. The player may start again or
 * leave at any time; the end offers a real game.
 */
import type { GameEvent } from '@warboard/core';
import type { ComponentType } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { t } from '../i18n/i18n.js';
import { Link } from '../Link.js';
import { nextGame } from '../lobby/next-game.js';
import { navigate } from '../router.js';
import { act, begin, finished, next, offered, type Run, type Tutorial, textOf } from './runner.js';
import { type RefusalText, stuckText } from './stuck-text.js';

/**
 * What a game's table needs from the tutorial: the run so far, the actions the step offers, and a way to act —
 * absent while the step is read, so the table shows itself as watched rather than waiting for a move.
 */
export interface PlayProps<S, A, E extends GameEvent> {
  readonly run: Run<S, E>;
  readonly legal: readonly A[];
  readonly act?: (action: A) => void;
}

const SPOT = 'tut-spot';

/** Marks what the step says to click, again whenever the table redraws (a pick opens new buttons). */
function useHighlight(root: { current: HTMLElement | null }, selector: string | undefined) {
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    // Preact rewrites a class attribute it renders, so the mark is put back after every change; an element
    // already marked is left alone, or marking would wake the observer again for ever.
    const mark = () => {
      for (const old of el.querySelectorAll(`.${SPOT}`))
        if (!selector || !old.matches(selector)) old.classList.remove(SPOT);
      if (selector)
        for (const spot of el.querySelectorAll(selector))
          if (!spot.classList.contains(SPOT)) spot.classList.add(SPOT);
    };
    mark();
    const observer = new MutationObserver(mark);
    observer.observe(el, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, [selector]);
}

export function TutorialScreen<S, A, E extends GameEvent>({
  tutorial,
  title,
  Play,
  refusalText,
}: {
  tutorial: Tutorial<S, A, E>;
  title: string;
  Play: ComponentType<PlayProps<S, A, E>>;
  /** The game's refusals in the reader's language, for a script the engine refuses. */
  refusalText: RefusalText;
}) {
  const [run, setRun] = useState(() => begin(tutorial));
  const legal = useMemo(() => offered(tutorial, run), [run]);
  const board = useRef<HTMLDivElement>(null);
  const step = tutorial.steps[run.step];
  const over = finished(tutorial, run);
  useHighlight(board, run.stage === 'do' && !run.stuck ? step?.highlight : undefined);
  const text = textOf(tutorial, run);
  const waiting = step?.do !== undefined && run.stage === 'do';

  return (
    <div class="tutorial" data-testid="tutorial" data-game={tutorial.game} data-step={run.step}>
      <section
        class="panel tut-panel"
        aria-live="polite"
        data-testid="tut-panel"
        data-stage={over ? 'end' : run.stage}
      >
        <h2>{t('tut.title', { game: title })}</h2>
        <p class="muted" data-testid="tut-progress">
          {t('tut.step', { n: Math.min(run.step + 1, tutorial.steps.length), total: tutorial.steps.length })}
        </p>
        {text && <p data-testid="tut-text">{t(text)}</p>}
        {run.stuck && (
          <p class="error" data-testid="tut-stuck" data-reason={run.stuck.kind}>
            {t('tut.stuck', { reason: stuckText(run.stuck, refusalText) })}
          </p>
        )}
        {waiting && !run.stuck && <p class="muted">{t('tut.yourMove')}</p>}
        <div class="tut-buttons">
          {!waiting && !over && !run.stuck && (
            <button
              type="button"
              class="primary"
              data-testid="tut-next"
              onClick={() => setRun(next(tutorial, run))}
            >
              {t('tut.next')}
            </button>
          )}
          {(over || run.stuck) && (
            <button
              type="button"
              class="primary"
              data-testid="tut-play"
              onClick={() => {
                nextGame.value = tutorial.game;
                navigate({ name: 'lobby' });
              }}
            >
              {t('tut.play')}
            </button>
          )}
          <button type="button" data-testid="tut-restart" onClick={() => setRun(begin(tutorial))}>
            {t('tut.restart')}
          </button>
          <Link to={{ name: 'lobby' }} testid="tut-leave">
            {t('tut.leave')}
          </Link>
        </div>
      </section>
      <div class="tut-board" ref={board}>
        <Play
          run={run}
          legal={legal}
          {...(waiting && !run.stuck ? { act: (a: A) => setRun((r) => act(tutorial, r, a)) } : {})}
        />
      </div>
    </div>
  );
}
