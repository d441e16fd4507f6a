import type { HorsemenView } from '@warboard/horsemen';
import { Explained } from '../Explain.js';
import { t } from '../i18n/i18n.js';
import { RuleText } from '../rules/RuleBadge.js';
import { factionName, factionRule, skillName, skillText } from './labels.js';

/** One player's side of the table: faction, king (once known), chips, hand and pile sizes. */
export function PlayerPanel({ view, seat, name }: { view: HorsemenView; seat: 0 | 1; name: string }) {
  const p = view.players[seat];
  const owes = view.decisions.some((d) => d.seat === seat);
  return (
    <div class={`player ${owes ? 'owes' : ''}`} data-testid={`player-${seat}`}>
      <div class="who">
        <span class="name">{name}</span>
        {p.faction && (
          <Explained
            tipKey={`faction-${seat}`}
            class={`info faction f-${p.faction}`}
            tip={<RuleText text={factionRule(p.faction)} />}
          >
            {factionName(p.faction)}
          </Explained>
        )}
      </div>
      <div class="king">
        {t('hz.king')}:{' '}
        {p.king ? (
          <Explained
            tipKey={`skill-${seat}`}
            class="info skill"
            tip={<RuleText text={skillText(p.king.skill)} />}
          >
            {p.king.value} · {skillName(p.king.skill)}
          </Explained>
        ) : (
          <span class="muted">{t('hz.kingHidden')}</span>
        )}
      </div>
      <dl class="chips">
        <dt>{t('hz.fund')}</dt>
        <dd data-testid={`fund-${seat}`}>{p.fund}</dd>
        <dt>{t('hz.chest')}</dt>
        <dd data-testid={`chest-${seat}`}>{p.chest}</dd>
        <dt>{t('hz.hand')}</dt>
        <dd>{p.handSize}</dd>
        <dt>{t('hz.pile')}</dt>
        <dd>{p.pileSize}</dd>
      </dl>
    </div>
  );
}
