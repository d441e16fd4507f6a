import type { CellView, HorsemenAction, HorsemenView, Row } from '@warboard/horsemen';
import { Explained } from '../Explain.js';
import { t } from '../i18n/i18n.js';
import { RuleText } from '../rules/RuleBadge.js';
import { CardBack, CardFace } from './CardFace.js';
import { cellKey } from './intents.js';
import { lineName, lineRule } from './labels.js';

export interface BoardProps {
  readonly view: HorsemenView;
  readonly bottom: 0 | 1; // the seat drawn at the bottom (the viewer, or seat 0 for spectators)
  readonly order: readonly number[]; // line indices left to right on screen
  readonly selected: string | null; // cellKey of the selected own cell
  readonly active: ReadonlySet<string>; // own cells with something to do
  readonly targets: ReadonlyMap<string, HorsemenAction>; // own cells a click acts on (place, move)
  readonly enemyTargets: ReadonlyMap<number, HorsemenAction>; // enemy front cells a click compares on
  readonly onCell: (line: number, row: Row) => void;
  readonly onEnemyCell: (line: number) => void;
  /** A hand card dropped on an own cell (drag and drop placement, H9). */
  readonly onDrop: (line: number, row: Row) => void;
}

function Cell({ cell }: { cell: CellView }) {
  if (cell === null) return <span class="empty-cell">{t('hz.empty')}</span>;
  if (!cell.faceUp) return cell.card ? <CardFace card={cell.card} faceDown /> : <CardBack />;
  return <CardFace card={cell.card} />;
}

/** Arrow keys move focus across the grid of cells; Enter and Space click the focused one (native buttons). */
function onGridKey(e: KeyboardEvent) {
  const here = e.target;
  if (!(here instanceof HTMLElement)) return;
  const r = Number(here.dataset.r);
  const c = Number(here.dataset.c);
  if (Number.isNaN(r) || Number.isNaN(c)) return;
  const step: Record<string, [number, number]> = {
    ArrowUp: [-1, 0],
    ArrowDown: [1, 0],
    ArrowLeft: [0, -1],
    ArrowRight: [0, 1],
  };
  const d = step[e.key];
  if (!d) return;
  e.preventDefault();
  const grid = here.closest('.board');
  const next = grid?.querySelector<HTMLElement>(`[data-r="${r + d[0]}"][data-c="${c + d[1]}"]`);
  next?.focus();
}

/**
 * The four coloured lines in their order, the opponent's back and front cells above the middle and the
 * bottom seat's front and back cells below it.
 */
export function Board(p: BoardProps) {
  const top = (1 - p.bottom) as 0 | 1;
  const rows: { seat: 0 | 1; row: Row }[] = [
    { seat: top, row: 'back' },
    { seat: top, row: 'front' },
    { seat: p.bottom, row: 'front' },
    { seat: p.bottom, row: 'back' },
  ];
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the grid forwards arrow keys between its cell buttons.
    <div class="board" onKeyDown={onGridKey} data-testid="board">
      {p.order.map((line, c) => {
        const faction = p.view.lines[line]!;
        return (
          <div class={`line l-${faction}`} key={line} data-line={line}>
            {rows.map(({ seat, row }, r) => {
              const cell = p.view.board[seat]?.[line]?.[row === 'front' ? 0 : 1] ?? null;
              const key = cellKey(line, row);
              const mine = seat === p.bottom;
              const target = mine ? p.targets.has(key) : row === 'front' && p.enemyTargets.has(line);
              const classes = [
                'cell',
                row,
                mine ? 'mine' : 'theirs',
                mine && p.selected === key ? 'selected' : '',
                mine && p.active.has(key) ? 'active' : '',
                target ? 'target' : '',
              ].join(' ');
              const label = `${lineName(faction)} · ${t(row === 'front' ? 'hz.front' : 'hz.back')}`;
              return [
                r === 2 ? (
                  <div class="line-name" key="name">
                    <Explained tipKey={`line-${faction}`} tip={<RuleText text={lineRule(faction)} />}>
                      <span>{lineName(faction)}</span>
                    </Explained>
                  </div>
                ) : null,
                <button
                  type="button"
                  key={`${seat}-${row}`}
                  class={classes}
                  aria-label={label}
                  data-r={r}
                  data-c={c}
                  data-testid={`cell-${seat}-${line}-${row}`}
                  onClick={() => (mine ? p.onCell(line, row) : row === 'front' && p.onEnemyCell(line))}
                  onDragOver={(e) => {
                    if (mine && p.targets.has(key)) e.preventDefault(); // only legal cells accept the drop
                  }}
                  onDrop={(e) => {
                    e.preventDefault();
                    if (mine) p.onDrop(line, row);
                  }}
                >
                  <Cell cell={cell} />
                </button>,
              ];
            })}
          </div>
        );
      })}
    </div>
  );
}
