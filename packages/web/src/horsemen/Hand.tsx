/** The seat's hand: each card that may still be placed (H9) is clicked, or dragged onto a cell, to place it. */
import type { HorsemenView } from '@warboard/horsemen';
import { t } from '../i18n/i18n.js';
import { CardFace } from './CardFace.js';

export interface HandProps {
  readonly view: HorsemenView;
  /** The cards that may be placed now. */
  readonly placeable: ReadonlySet<string>;
  /** The card picked to place, if any. */
  readonly chosen: string | null;
  /** Whether this table may act (not a spectator's or a replay's). */
  readonly canAct: boolean;
  readonly pick: (card: string, drag: boolean) => void;
}

export function Hand({ view, placeable, chosen, canAct, pick }: HandProps) {
  return (
    <div class="hand" data-testid="hand">
      <span class="label">{t('hz.hand')}</span>
      {view.hand.map((c) => {
        const can = placeable.has(c.id);
        return (
          <button
            type="button"
            key={c.id}
            class={`hand-card ${chosen === c.id ? 'selected' : ''} ${can ? 'active' : ''}`}
            disabled={!can || !canAct}
            data-testid={`hand-${c.id}`}
            onClick={() => pick(c.id, false)}
            draggable={can && canAct}
            onDragStart={(e) => {
              e.dataTransfer?.setData('text/plain', c.id);
              pick(c.id, true);
            }}
          >
            <CardFace card={c} />
          </button>
        );
      })}
    </div>
  );
}
