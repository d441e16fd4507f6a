/** A finished Four Horsemen game at one step of its replay: the table as everyone saw it, and the log so far. */
import { t } from '../i18n/i18n.js';
import { describeEvent } from './describe.js';
import { Table } from './Table.js';
import type { HorsemenWire } from './wire.js';

/** The view is the public one, or one seat's in an imported game (the table then shows its hand). */
export function HorsemenReplay({
  view: v,
  events,
}: {
  view: HorsemenWire['view'];
  events: readonly HorsemenWire['event'][];
}) {
  const name = (seat: number) => t('game.player', { n: seat + 1 });
  return (
    <div class="game-body">
      <Table view={v} legal={[]} name={name} busy={false} />
      <aside class="log panel">
        <h3>{t('hz.log')}</h3>
        <ol reversed>
          {[...events].reverse().map((e, i) => (
            <li key={i}>{describeEvent(e, { lines: v.lines, name })}</li>
          ))}
        </ol>
      </aside>
    </div>
  );
}
