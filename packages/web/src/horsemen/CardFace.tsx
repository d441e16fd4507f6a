import type { CardView } from '@warboard/horsemen';
import { t } from '../i18n/i18n.js';
import { factionName, factionRule, skillName, skillText, unitName, unitRule } from './labels.js';

/** The explanation shown on hover or focus: unit type, faction and, for kings, the skill. */
function CardTip({ card }: { card: CardView }) {
  return (
    <span class="tip" role="tooltip">
      <strong>
        {factionName(card.faction)} · {unitName(card.unit)} {card.value}
      </strong>
      <span>{t('hz.points', { points: card.points, value: card.value })}</span>
      <span>{unitRule(card.unit)}</span>
      {card.skill && (
        <span>
          <em>
            {t('hz.skill')}: {skillName(card.skill)}
          </em>{' '}
          — {skillText(card.skill)}
        </span>
      )}
      <span class="muted">{factionRule(card.faction)}</span>
    </span>
  );
}

/** A card seen face up (or one's own face-down card, marked so): value, current points and what weighs on it. */
export function CardFace({ card, faceDown = false }: { card: CardView; faceDown?: boolean }) {
  const king = card.unit === 'small-king' || card.unit === 'big-king';
  return (
    <span class={`card f-${card.faction} ${faceDown ? 'own-down' : 'up'} ${king ? 'king' : ''}`}>
      <span class="value">{card.value}</span>
      {card.points !== card.value && <span class="points">{card.points}</span>}
      <span class="unit">{unitName(card.unit)}</span>
      <span class="badges">
        {card.hunger > 0 && <span class="badge hunger">{t('hz.hunger', { n: card.hunger })}</span>}
        {card.sickness > 0 && <span class="badge sick">{t('hz.sickness', { n: card.sickness })}</span>}
        {card.sick && card.sickness === 0 && <span class="badge sick">{t('hz.sick')}</span>}
        {card.zeal && <span class="badge zeal">{t('hz.zeal')}</span>}
      </span>
      {faceDown && <span class="down-mark">{t('hz.faceDown')}</span>}
      <CardTip card={card} />
    </span>
  );
}

/** An opponent's face-down card: where it stands, never what it is. */
export const CardBack = () => (
  <span class="card back">
    <span class="back-pattern" />
  </span>
);
