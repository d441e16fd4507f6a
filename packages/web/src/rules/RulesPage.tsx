/**
 * /rules/:game — a game's full rulebook in the current language, rendered from docs/rules/*.md (the one source
 * of the rules text) and opened at the rule or section the address names. This module, the markdown library
 * and each rulebook are chunks of their own, fetched only when the page opens.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { lang, t } from '../i18n/i18n.js';
import { Link } from '../Link.js';
import { currentAnchor } from '../router.js';
import type { RulebookGame } from './rule-ids.js';
import { type Rulebook, renderRulebook } from './rulebook.js';
import { rulebookFile } from './sources.js';

/** Every rulebook, each a lazy chunk, by its path from the repository's root. */
const files = import.meta.glob<string>('../../../../docs/rules/*.md', { query: '?raw', import: 'default' });
const load = (path: string): Promise<string> => {
  const loader = files[`../../../../${path}`];
  return loader ? loader() : Promise.reject(new Error(path));
};

const GAMES: readonly RulebookGame[] = ['frontline', 'horsemen'];

export function RulesPage({ game, at }: { game: string; at?: string | undefined }) {
  const current = lang.value;
  const known = (GAMES as readonly string[]).includes(game) ? (game as RulebookGame) : 'frontline';
  const [book, setBook] = useState<{ key: string; rulebook: Rulebook } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const article = useRef<HTMLElement>(null);
  const key = `${known}/${current}`;

  useEffect(() => {
    let live = true;
    Promise.all([load(rulebookFile(known, current)), load(rulebookFile(known, 'en'))])
      .then(([text, english]) => live && setBook({ key, rulebook: renderRulebook(text, english) }))
      .catch((e: Error) => live && setError(e.message));
    return () => {
      live = false;
    };
  }, [key]);

  // Once the text is in, go to the rule the address names (and again when a badge or link names another).
  // The address is read at each render; a jump within the page (a link to `#R4.3`) renders again.
  const [, rerender] = useState(0);
  useEffect(() => {
    const follow = () => rerender((n) => n + 1);
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  const target = currentAnchor() ?? at;
  useEffect(() => {
    if (book?.key !== key || !article.current) return;
    for (const el of article.current.querySelectorAll('.rule-target')) el.classList.remove('rule-target');
    if (!target) return;
    const el = document.getElementById(target);
    if (!el) return;
    el.classList.add('rule-target');
    el.scrollIntoView({ block: 'start' });
  }, [book, key, target]);

  return (
    <section class="panel rules-page" data-testid="rules-page" data-lang={current} data-game={known}>
      <nav class="rules-nav">
        {GAMES.map((g) => (
          <Link
            key={g}
            to={{ name: 'rules', game: g }}
            class={g === known ? 'pill selected' : 'pill'}
            testid={`rules-tab-${g}`}
          >
            {t(`lobby.${g}`)}
          </Link>
        ))}
      </nav>
      {error && <p class="error">{error}</p>}
      {book?.key === key ? (
        <article
          ref={article}
          class="rulebook"
          lang={current}
          data-testid="rulebook"
          // The HTML is rendered here from the rulebooks built into the client, never from anything a user sent.
          dangerouslySetInnerHTML={{ __html: book.rulebook.html }}
        />
      ) : (
        !error && <p class="muted">{t('rules.loading')}</p>
      )}
    </section>
  );
}
