/** Every legal action as a sentence, filtered by what is typed: the way to anything without its own control. */
import type { FrontlineAction } from '@warboard/frontline';
import { useState } from 'preact/hooks';
import type { Send } from './buttons.js';
import { describeAction, type Namer, type TableTop } from './describe.js';
import { ft } from './i18n.js';

export function ActionList({
  legal,
  top,
  busy,
  name,
  act,
}: {
  legal: readonly FrontlineAction[];
  top: TableTop;
  busy: boolean;
  name: Namer;
  act: Send;
}) {
  const [query, setQuery] = useState('');
  // Resigning (FG21) is not one tap away here: its own control asks for a confirmation (TurnControls).
  const listed = legal.filter((a) => a.type !== 'resign');
  const described = listed.map((a) => ({ a, text: describeAction(a, name, top) }));
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const shown = described.filter(({ text }) => words.every((w) => text.toLowerCase().includes(w)));
  return (
    <details class="panel fl-all" data-testid="all-actions">
      <summary>{ft('act.all', { n: listed.length })}</summary>
      <input
        type="search"
        placeholder={ft('act.search')}
        aria-label={ft('act.search')}
        value={query}
        data-testid="action-search"
        onInput={(e) => setQuery(e.currentTarget.value)}
      />
      {shown.length === 0 && <p class="muted">{ft('act.none')}</p>}
      <ul>
        {shown.slice(0, 200).map(({ a, text }) => (
          <li key={JSON.stringify(a)}>
            <button type="button" class="link" disabled={busy} onClick={() => act(a)}>
              {text}
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}
