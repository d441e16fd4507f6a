/**
 * The Four Horsemen table for one seat (or a spectator): the opponent's panel, the board, the bar of what the seat
 * may do (ActionBar.tsx), its hand (Hand.tsx), its own panel and the piles out of play (Piles.tsx). The pick,
 * clicks and keys live in a pure reducer (selection.ts); the table feeds it events and sends what it asks for.
 */
import type { HorsemenAction, HorsemenView } from '@warboard/horsemen';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { t } from '../i18n/i18n.js';
import { ActionBar } from './ActionBar.js';
import { Board } from './Board.js';
import { Hand } from './Hand.js';
import { activeCells, cellKey, placeableCards } from './intents.js';
import { Piles } from './Piles.js';
import { PlayerPanel } from './PlayerPanel.js';
import { compareOf, flipOf, reduce, type Selection, type TableEvent, targetsOf } from './selection.js';

export interface TableProps {
  readonly view: HorsemenView;
  readonly legal: readonly HorsemenAction[];
  readonly name: (seat: number) => string;
  readonly busy: boolean; // an action is on its way: no second click until the server answers
  readonly onAct?: (action: HorsemenAction) => void; // absent: watching only
}

export function Table({ view, legal, name, busy, onAct }: TableProps) {
  const me = view.seat;
  const bottom = (me ?? 0) as 0 | 1;
  // Seat 0 sees the lines left to right in their drawn order; seat 1 sits across the table (HG6).
  const order = bottom === 0 ? [0, 1, 2, 3] : [3, 2, 1, 0];
  const [selected, setSelected] = useState<Selection>(null);
  const act = (a: HorsemenAction | undefined) => {
    if (!a || busy || !onAct) return;
    setSelected(null);
    onAct(a);
  };
  const dispatch = (e: TableEvent) => {
    const step = reduce(selected, e, legal);
    if (step.send) act(step.send);
    else setSelected(step.selection);
  };
  // A new position can make the selection meaningless: keep it only while it still offers something.
  useEffect(() => setSelected((s) => reduce(s, { type: 'sync' }, legal).selection), [view, legal]);

  const placeable = useMemo(() => placeableCards(legal), [legal]);
  const active = useMemo(() => activeCells(legal), [legal]);
  const sel = selected?.kind === 'cell' ? selected : null;
  const targets = targetsOf(selected, legal);
  const compare = compareOf(selected, legal);
  const enemyTargets = new Map<number, HorsemenAction>(compare && sel ? [[sel.line, compare]] : []);
  const cell = sel && {
    line: sel.line,
    flip: flipOf(selected, legal),
    compare,
    targets: [...targets.values()],
  };

  function onKey(e: KeyboardEvent) {
    if (e.target instanceof HTMLInputElement) return;
    dispatch({ type: 'key', key: e.key });
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: table-wide shortcut keys (F, C, Esc) for the focused selection.
    <div class="table" onKeyDown={onKey} data-testid="table" data-phase={view.phase}>
      <PlayerPanel view={view} seat={(1 - bottom) as 0 | 1} name={name((1 - bottom) as 0 | 1)} />
      <div class="middle">
        <Board
          view={view}
          bottom={bottom}
          order={order}
          selected={sel ? cellKey(sel.line, sel.row) : null}
          active={onAct ? active : new Set()}
          targets={targets}
          enemyTargets={enemyTargets}
          onCell={(line, row) => dispatch({ type: 'cell', line, row })}
          onEnemyCell={(line) => act(enemyTargets.get(line))}
          onDrop={(line, row) => act(targets.get(cellKey(line, row)))}
        />
        {onAct && (
          <ActionBar
            view={view}
            legal={legal}
            busy={busy}
            cell={cell}
            toPlace={view.phase === 'place' && me !== null ? placeable.size : null}
            act={act}
            cancel={() => setSelected(null)}
          />
        )}
        {me !== null && view.hand.length > 0 && (
          <Hand
            view={view}
            placeable={placeable}
            chosen={selected?.kind === 'hand' ? selected.card : null}
            canAct={!!onAct}
            pick={(card, drag) => dispatch({ type: 'hand', card, drag })}
          />
        )}
        {onAct && <p class="keys muted">{t('act.keys')}</p>}
      </div>
      <PlayerPanel view={view} seat={bottom} name={name(bottom)} />
      <Piles view={view} />
    </div>
  );
}
