/** The log of a Four Horsemen game: every event the seat may see, as a sentence, newest first. */
import type { Faction } from '@warboard/horsemen';
import type { WireEvent } from '../api/protocol.js';
import { t } from '../i18n/i18n.js';
import { describeEvent } from './describe.js';

export function HorsemenLog({
  log,
  lines,
  name,
}: {
  log: readonly { readonly version: number; readonly event: WireEvent }[];
  lines: readonly Faction[];
  name: (seat: number) => string;
}) {
  return (
    <aside class="log panel" data-testid="log">
      <h3>{t('hz.log')}</h3>
      {log.length === 0 && <p class="muted">{t('hz.log.empty')}</p>}
      <ol reversed>
        {[...log].reverse().map((e, i) => (
          <li key={`${e.version}-${i}`}>{describeEvent(e.event, { lines, name })}</li>
        ))}
      </ol>
    </aside>
  );
}
