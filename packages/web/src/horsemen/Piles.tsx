/** The cards out of play, face up for everyone: the graveyard and the cards set aside. */
import type { CardView, HorsemenView } from '@warboard/horsemen';
import { t } from '../i18n/i18n.js';
import { CardFace } from './CardFace.js';

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

export function Piles({ view }: { view: HorsemenView }) {
  return (
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
  );
}
