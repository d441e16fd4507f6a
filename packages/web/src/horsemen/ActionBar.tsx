/**
 * The bar of what the seat may do now, under the board: a hint while nothing is picked, the picked cell's flip,
 * compare and moves (with their keys), the decisions a fight leaves (Decisions.tsx), and passing or topping up when
 * stuck, and surrender. Every button sends one of the server's legal actions, unchanged.
 */
import type { HorsemenAction, HorsemenView } from '@warboard/horsemen';
import { ConfirmEnd } from '../confirm/ConfirmEnd.js';
import { t } from '../i18n/i18n.js';
import { Decisions } from './Decisions.js';
import { stuckChoice, surrender } from './intents.js';
import { lineName } from './labels.js';

/** The picked cell and what it offers. */
export interface PickedCell {
  readonly line: number;
  readonly flip: HorsemenAction | undefined;
  readonly compare: HorsemenAction | undefined;
  /** Where its card may go (the moves among them get a button each). */
  readonly targets: readonly HorsemenAction[];
}

export interface ActionBarProps {
  readonly view: HorsemenView;
  readonly legal: readonly HorsemenAction[];
  readonly busy: boolean;
  readonly cell: PickedCell | null;
  /** In the placement phase, how many cards of the hand may still be placed; null outside it. */
  readonly toPlace: number | null;
  readonly act: (a: HorsemenAction) => void;
  /** Drop the pick (Esc). */
  readonly cancel: () => void;
}

function CellActions({
  view,
  cell,
  act,
}: {
  view: HorsemenView;
  cell: PickedCell;
  act: ActionBarProps['act'];
}) {
  const { flip, compare } = cell;
  return (
    <>
      {flip && (
        <button type="button" class="primary" data-testid="act-flip" onClick={() => act(flip)}>
          {t('act.flip')} <kbd>F</kbd>
        </button>
      )}
      {compare && (
        <button type="button" class="primary" data-testid="act-compare" onClick={() => act(compare)}>
          {t('act.compare', { line: lineName(view.lines[cell.line]!) })} <kbd>C</kbd>
        </button>
      )}
      {cell.targets.map((m) =>
        m.type === 'move' ? (
          <button type="button" key={m.to} data-testid={`act-move-${m.to}`} onClick={() => act(m)}>
            {t('act.moveTo', { line: lineName(view.lines[m.to]!) })}
          </button>
        ) : null,
      )}
    </>
  );
}

export function ActionBar({ view, legal, busy, cell, toPlace, act, cancel }: ActionBarProps) {
  const turnHint = legal.some((a) => a.type === 'flip' || a.type === 'move' || a.type === 'compare');
  const stuck = stuckChoice(legal);
  const giveUp = surrender(legal);
  return (
    <div class="actionbar" data-testid="actionbar" data-busy={busy ? '1' : '0'} aria-live="polite">
      {busy && <span class="muted">{t('act.sending')}</span>}
      {!busy && toPlace !== null && toPlace > 0 && <span>{t('act.place.hint')}</span>}
      {!busy && toPlace === 0 && <span class="muted">{t('act.place.done')}</span>}
      {!busy && turnHint && !cell && <span>{t('act.turn.hint')}</span>}
      {cell && <CellActions view={view} cell={cell} act={act} />}
      {cell && (
        <button type="button" class="quiet" onClick={cancel}>
          {t('act.cancel')} <kbd>Esc</kbd>
        </button>
      )}
      <Decisions view={view} legal={legal} act={act} />
      <span class="spacer" />
      {stuck && (
        <button type="button" data-testid={`act-${stuck.type}`} onClick={() => act(stuck)}>
          {t(stuck.type === 'pass' ? 'act.pass' : 'act.top-up')}
        </button>
      )}
      {giveUp && (
        <ConfirmEnd testid="act-surrender" busy={busy} send={() => act(giveUp)} what="act.surrender" />
      )}
    </div>
  );
}
