/**
 * A finished Four Horsemen game at one step of its replay: the table as everyone saw it — or, in the revealed
 * replay its players may open after the end, with every face-down card shown — and the log so far.
 */
import { t } from '../i18n/i18n.js';
import type { ReplayProps } from '../replay/props.js';
import { HorsemenLog } from './HorsemenLog.js';
import { Table } from './Table.js';
import type { HorsemenWire } from './wire.js';

export function HorsemenReplay({ view: v, log, names }: ReplayProps<HorsemenWire>) {
  const name = (seat: number) => names[seat] || t('game.player', { n: seat + 1 });
  return (
    <div class="game-body">
      <Table view={v} legal={[]} name={name} busy={false} />
      <HorsemenLog log={log} lines={v.lines} name={name} />
    </div>
  );
}
