/** A finished Four Horsemen game at one step of its replay: the table as everyone saw it, and the log so far. */
import type { HorsemenView } from '@warboard/horsemen';
import type { WireEvent } from '../api/protocol.js';
import { t } from '../i18n/i18n.js';
import { RuleText } from '../rules/RuleBadge.js';
import { describeEvent } from './describe.js';
import { Table } from './Table.js';

export function HorsemenReplay({ view, events }: { view: unknown; events: readonly WireEvent[] }) {
  // This game's views: the public ones, or one seat's in an imported game's (the table then shows its hand).
  const v = view as HorsemenView;
  const name = (seat: number) => t('game.player', { n: seat + 1 });
  return (
    <div class="game-body">
      <Table view={v} legal={[]} name={name} busy={false} />
      <aside class="log panel">
        <h3>{t('hz.log')}</h3>
        <ol reversed>
          {[...events].reverse().map((e, i) => (
            <li key={i}>
              <RuleText text={describeEvent(e, { lines: v.lines, name })} />
            </li>
          ))}
        </ol>
      </aside>
    </div>
  );
}
