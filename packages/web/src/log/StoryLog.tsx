/**
 * The log panel of both games, live and in replays: the story's chapters (story.ts), the newest turn first
 * and open — what just happened is what a player looks for, beside the board and without scrolling, as
 * Board Game Arena's log does — each turn's lines in the order they happened, older turns folded shut.
 * Long games show their latest turns and offer the earlier ones a page at a time.
 */
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { t } from '../i18n/i18n.js';
import { RuleText } from '../rules/RuleBadge.js';
import type { Chapter } from './story.js';

/** Turns shown at first, and added by each "earlier turns". */
export const CHAPTERS_PER_PAGE = 30;

export function StoryLog({
  title,
  chapters,
  complete = true,
  empty,
  children,
}: {
  title: string;
  chapters: readonly Chapter[];
  /** False while the history of the game is still being fetched. */
  complete?: boolean;
  empty: string;
  /** Standing lines shown above the turns (who is one step from winning). */
  children?: ComponentChildren;
}) {
  const [pages, setPages] = useState(1);
  const shown = Math.min(chapters.length, pages * CHAPTERS_PER_PAGE);
  const newestFirst = chapters.slice(chapters.length - shown).reverse();
  const events = chapters.reduce((n, c) => n + c.lines.reduce((m, l) => m + l.events, 0), 0);
  return (
    <section
      class="panel log story"
      data-testid="log"
      data-complete={complete ? '1' : '0'}
      data-chapters={chapters.length}
      data-events={events}
      data-first={chapters[0]?.lines[0]?.from ?? 0}
    >
      <h3>{title}</h3>
      {children}
      {!complete && <p class="muted small">{t('log.fetching')}</p>}
      {chapters.length === 0 && complete && <p class="muted">{empty}</p>}
      {newestFirst.map((c, i) => (
        <details key={c.key} class="chapter" open={i === 0} data-testid="log-chapter">
          <summary>{c.title}</summary>
          <ol>
            {c.lines.map((l, n) => (
              // Lines are only ever added at the end of a chapter: their place is their key.
              <li key={n} data-version={l.from}>
                <RuleText text={l.text} />
              </li>
            ))}
          </ol>
        </details>
      ))}
      {shown < chapters.length && (
        <button type="button" class="small" data-testid="log-earlier" onClick={() => setPages(pages + 1)}>
          {t('log.earlier', { n: chapters.length - shown })}
        </button>
      )}
    </section>
  );
}
