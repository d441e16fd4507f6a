/** A card trade offered to the seat (O3.2, FG12): what is offered for what, and the answers the engine allows. */
import { Acts } from './buttons.js';
import type { ControlProps } from './control-props.js';
import { asksText, cardsText } from './describe.js';
import { ft } from './i18n.js';
import { tradeAnswers } from './intents.js';
import { territoryName } from './labels.js';

export function TradeAnswer({ view, legal, busy, name, act }: ControlProps) {
  const offer = view.offer;
  if (!offer) return null;
  return (
    <div class="fl-trade">
      <p data-testid="trade-title">
        {ft('act.trade.title', {
          from: name(offer.from),
          cards: cardsText([offer.give, ...offer.more]),
          to: name(offer.to),
          asks: asksText([offer.askStars, ...offer.askMore]),
        })}
      </p>
      {offer.got.length > 0 && <p class="small">{ft('act.trade.got', { cards: cardsText(offer.got) })}</p>}
      <Acts
        actions={tradeAnswers(legal)}
        act={act}
        busy={busy}
        testid={(a) => `trade-${a.type}`}
        label={(a) =>
          a.type === 'accept'
            ? ft('act.trade.accept', { card: territoryName(a.card) })
            : ft('act.trade.decline')
        }
      />
    </div>
  );
}
