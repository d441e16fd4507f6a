import type { CardView, HorsemenAction, HorsemenView } from '@warboard/horsemen';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { t } from '../i18n/i18n.js';
import { Board } from './Board.js';
import { CardFace } from './CardFace.js';
import {
  activeCells,
  captureChoices,
  cellKey,
  discardChoices,
  placeableCards,
  prizeChoices,
  refillChoices,
  stuckChoice,
  surrender,
} from './intents.js';
import { cardName, lineName } from './labels.js';
import { PlayerPanel } from './PlayerPanel.js';
import { compareOf, flipOf, reduce, type Selection, type TableEvent, targetsOf } from './selection.js';

export interface TableProps {
  readonly view: HorsemenView;
  readonly legal: readonly HorsemenAction[];
  readonly name: (seat: number) => string;
  readonly busy: boolean; // an action is on its way: no second click until the server answers
  readonly onAct?: (action: HorsemenAction) => void; // absent: watching only
}

function CardRow({ cards, testid }: { cards: readonly CardView[]; testid: string }) {
  if (cards.length === 0) return <span class="muted">{t('hz.none')}</span>;
  return (
    <span class="card-row" data-testid={testid}>
      {cards.map((c) => (
        <button type="button" class="info mini" key={c.id}>
          <CardFace card={c} />
        </button>
      ))}
    </span>
  );
}

/** The Four Horsemen table for one seat (or a spectator): board, hands, chips, decisions. */
export function Table({ view, legal, name, busy, onAct }: TableProps) {
  const me = view.seat;
  const bottom = (me ?? 0) as 0 | 1;
  // Seat 0 sees the lines left to right in their drawn order; seat 1 sits across the table (HG6).
  const order = bottom === 0 ? [0, 1, 2, 3] : [3, 2, 1, 0];
  // The selection, clicks and keys live in a pure reducer (selection.ts); the table feeds it events and sends
  // what it asks for, when it may.
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
  const moves = sel ? targets : new Map<string, HorsemenAction>();
  const selFlip = flipOf(selected, legal);
  const selCompare = compareOf(selected, legal);
  const enemyTargets = new Map<number, HorsemenAction>(selCompare && sel ? [[sel.line, selCompare]] : []);

  function onKey(e: KeyboardEvent) {
    if (e.target instanceof HTMLInputElement) return;
    dispatch({ type: 'key', key: e.key });
  }

  const placing = view.phase === 'place' && me !== null;
  const turnHint = legal.some((a) => a.type === 'flip' || a.type === 'move' || a.type === 'compare');
  const capture = captureChoices(legal);
  const prize = prizeChoices(legal);
  const discard = discardChoices(legal);
  const refill = refillChoices(legal);
  const giveUp = surrender(legal);
  const stuck = stuckChoice(legal);
  const opponent = me === null ? null : ((1 - me) as 0 | 1);
  const shownKings = opponent === null ? [] : view.players[opponent].shownKings;

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
          <div class="actionbar" data-testid="actionbar" data-busy={busy ? '1' : '0'} aria-live="polite">
            {busy && <span class="muted">{t('act.sending')}</span>}
            {!busy && placing && placeable.size > 0 && <span>{t('act.place.hint')}</span>}
            {!busy && placing && placeable.size === 0 && <span class="muted">{t('act.place.done')}</span>}
            {!busy && turnHint && !sel && <span>{t('act.turn.hint')}</span>}
            {sel && selFlip && (
              <button type="button" class="primary" data-testid="act-flip" onClick={() => act(selFlip)}>
                {t('act.flip')} <kbd>F</kbd>
              </button>
            )}
            {sel && selCompare && (
              <button type="button" class="primary" data-testid="act-compare" onClick={() => act(selCompare)}>
                {t('act.compare', { line: lineName(view.lines[sel.line]!) })} <kbd>C</kbd>
              </button>
            )}
            {sel &&
              [...moves.values()].map((m) =>
                m.type === 'move' ? (
                  <button type="button" key={m.to} data-testid={`act-move-${m.to}`} onClick={() => act(m)}>
                    {t('act.moveTo', { line: lineName(view.lines[m.to]!) })}
                  </button>
                ) : null,
              )}
            {sel && (
              <button type="button" class="quiet" onClick={() => setSelected(null)}>
                {t('act.cancel')} <kbd>Esc</kbd>
              </button>
            )}
            {capture.length > 0 && (
              <span class="decision" data-testid="capture">
                {t('act.capture.hint')}{' '}
                {capture.map((c) => (
                  <button type="button" key={String(c.take)} onClick={() => act(c)}>
                    {t(c.take ? 'act.capture.take' : 'act.capture.leave')}
                  </button>
                ))}
              </span>
            )}
            {prize.length > 0 && (
              <span class="decision" data-testid="prize">
                {t('act.prize.hint')}{' '}
                {prize.map((p) => {
                  const loser = view.ending?.winner === 0 ? 1 : 0;
                  const card = p.take === 'card' ? view.graveyard.find((c) => c.id === p.card) : undefined;
                  return (
                    <button type="button" key={p.take === 'card' ? p.card : 'chest'} onClick={() => act(p)}>
                      {p.take === 'chest'
                        ? t('act.prize.chest', { n: view.players[loser].chest })
                        : t('act.prize.card', { card: card ? cardName(card) : p.card })}
                    </button>
                  );
                })}
              </span>
            )}
            {discard.length > 0 && (
              <span class="decision" data-testid="discard">
                {t('act.discard.hint')}{' '}
                {discard.map((d) => {
                  const card = shownKings.find((c) => c.id === d.card);
                  return (
                    <button type="button" key={d.card} onClick={() => act(d)}>
                      {t('act.discard', { card: card ? cardName(card) : d.card })}
                    </button>
                  );
                })}
              </span>
            )}
            {refill.length > 0 && (
              <span class="decision" data-testid="refill">
                {t('act.refill.hint')}{' '}
                {refill.map((r) => (
                  <button type="button" key={String(r.draw)} onClick={() => act(r)}>
                    {t(r.draw ? 'act.refill.yes' : 'act.refill.no')}
                  </button>
                ))}
              </span>
            )}
            <span class="spacer" />
            {stuck && (
              <button type="button" data-testid={`act-${stuck.type}`} onClick={() => act(stuck)}>
                {t(stuck.type === 'pass' ? 'act.pass' : 'act.top-up')}
              </button>
            )}
            {giveUp && (
              <button
                type="button"
                class="danger quiet"
                data-testid="act-surrender"
                onClick={() => window.confirm(t('act.surrender.confirm')) && act(giveUp)}
              >
                {t('act.surrender')}
              </button>
            )}
          </div>
        )}
        {me !== null && view.hand.length > 0 && (
          <div class="hand" data-testid="hand">
            <span class="label">{t('hz.hand')}</span>
            {view.hand.map((c) => {
              const can = placeable.has(c.id);
              const chosen = selected?.kind === 'hand' && selected.card === c.id;
              return (
                <button
                  type="button"
                  key={c.id}
                  class={`hand-card ${chosen ? 'selected' : ''} ${can ? 'active' : ''}`}
                  disabled={!can || !onAct}
                  data-testid={`hand-${c.id}`}
                  onClick={() => dispatch({ type: 'hand', card: c.id })}
                  draggable={can && !!onAct}
                  onDragStart={(e) => {
                    e.dataTransfer?.setData('text/plain', c.id);
                    dispatch({ type: 'hand', card: c.id, drag: true });
                  }}
                >
                  <CardFace card={c} />
                </button>
              );
            })}
          </div>
        )}
        {onAct && <p class="keys muted">{t('act.keys')}</p>}
      </div>
      <PlayerPanel view={view} seat={bottom} name={name(bottom)} />
      <div class="piles">
        <div>
          <h4>{t('hz.graveyard')}</h4>
          <CardRow cards={view.graveyard} testid="graveyard" />
        </div>
        <div>
          <h4>{t('hz.setAside')}</h4>
          <CardRow cards={view.setAside} testid="set-aside" />
        </div>
      </div>
    </div>
  );
}
