/**
 * The seat's cards (O3, O11): the hand, each card spent by a click when the engine allows it, the cards laid on
 * the table for the next offer, and an offer of a card to another player (O3.2, FG12).
 */
import type { FrontlineAction } from '@warboard/frontline';
import { useState } from 'preact/hooks';
import type { Send } from './buttons.js';
import type { ControlProps } from './control-props.js';
import { asksText, cardsText, type Namer } from './describe.js';
import { ft } from './i18n.js';
import { cardActions } from './intents.js';
import { cardStars, territoryName } from './labels.js';

export function CardControls({ view, legal, seat, busy, name, act }: ControlProps) {
  const cards = cardActions(legal).filter((a) => a.type === 'spend-card');
  const hand = view.players[seat]?.hand ?? [];
  const stars = (card: string) => cardStars(view, card);
  return (
    <div class="fl-group">
      <h4>{ft('act.cards')}</h4>
      {hand.length === 0 && <p class="muted small">{ft('act.cards.none')}</p>}
      <p>
        {hand.map((card, i) => {
          const spend = cards.find((a) => a.type === 'spend-card' && a.card === card);
          return (
            <span key={`${card}-${i}`} class="fl-card" data-testid="hand-card" data-stars={stars(card)}>
              {territoryName(card)} <span class="stars">{'★'.repeat(stars(card))}</span>
              {spend && (
                <button type="button" class="small" disabled={busy} onClick={() => act(spend)}>
                  {ft('act.spend')}
                </button>
              )}
            </span>
          );
        })}
      </p>
      {view.turn.seat === seat && view.turn.table.length > 0 && (
        <p class="small" data-testid="table">
          {ft('act.table', { cards: cardsText(view.turn.table) })}
        </p>
      )}
      {view.turn.seat === seat && view.turn.asks.length > 0 && (
        <p class="small">{ft('act.table.asks', { asks: asksText(view.turn.asks) })}</p>
      )}
      <TradeOffer legal={legal} busy={busy} name={name} act={act} />
    </div>
  );
}

/**
 * Offer a card of the hand to another player for any card of 1 or 2 stars (O3.2, FG12): the card, the player and
 * the stars are chosen among the legal offers only.
 */
function TradeOffer({
  legal,
  busy,
  name,
  act,
}: {
  legal: readonly FrontlineAction[];
  busy: boolean;
  name: Namer;
  act: Send;
}) {
  const offers = legal.filter((a): a is Extract<FrontlineAction, { type: 'offer' }> => a.type === 'offer');
  const [give, setGive] = useState('');
  const [to, setTo] = useState(-1);
  const [stars, setStars] = useState(1);
  if (offers.length === 0) return null;
  const cards = [...new Set(offers.map((a) => a.give))];
  const card = cards.includes(give) ? give : cards[0]!;
  const players = [...new Set(offers.filter((a) => a.give === card).map((a) => a.to))];
  const player = players.includes(to) ? to : players[0]!;
  const offer =
    offers.find((a) => a.give === card && a.to === player && a.askStars === stars) ??
    offers.find((a) => a.give === card && a.to === player);
  return (
    <div class="fl-offer" data-testid="trade-offer">
      <label>
        {ft('act.offer')}{' '}
        <select value={card} onChange={(e) => setGive(e.currentTarget.value)}>
          {cards.map((c) => (
            <option key={c} value={c}>
              {territoryName(c)}
            </option>
          ))}
        </select>
      </label>{' '}
      <label>
        →{' '}
        <select value={player} onChange={(e) => setTo(Number(e.currentTarget.value))}>
          {players.map((p) => (
            <option key={p} value={p}>
              {name(p)}
            </option>
          ))}
        </select>
      </label>{' '}
      <label>
        {ft('act.offer.for')}{' '}
        <select value={offer?.askStars ?? stars} onChange={(e) => setStars(Number(e.currentTarget.value))}>
          {[1, 2].map((n) => (
            <option key={n} value={n}>
              {n}★
            </option>
          ))}
        </select>
      </label>{' '}
      {offer && (
        <button type="button" class="small" disabled={busy} onClick={() => act(offer)}>
          {ft('act.offer.send')}
        </button>
      )}
    </div>
  );
}
