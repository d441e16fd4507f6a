/**
 * The attack phase's controls: from the picked territory, a hint to pick a highlighted neighbour; once one is
 * picked, the attack with its exact odds and both sides as the engine reads them (attackFacts), to confirm.
 */
import { attackFacts, type Odds } from '@warboard/frontline';
import { RuleText } from '../rules/RuleBadge.js';
import { BattleSides } from './BattlePanel.js';
import { Act } from './buttons.js';
import type { ControlProps } from './control-props.js';
import { ft } from './i18n.js';
import { attacksFrom } from './intents.js';
import { territoryName } from './labels.js';
import { attackOdds, percent, survivorsText } from './odds.js';

function OddsBox({ odds }: { odds: Odds | null }) {
  if (!odds) return <p class="muted">{ft('odds.none')}</p>;
  return (
    <div class="fl-odds" data-testid="odds">
      <strong>
        <RuleText text={ft('odds.title')} />
      </strong>
      <div class="fl-odds-bar" aria-hidden="true">
        <span style={{ width: `${odds.attackerWins * 100}%` }} />
      </div>
      <p>
        {ft('odds.win', { p: percent(odds.attackerWins) })} ·{' '}
        {ft('odds.lose', { p: percent(odds.defenderWins) })}
      </p>
      <p class="small muted">
        {ft('odds.survivors', {
          a: survivorsText(odds.expected.attacker),
          d: survivorsText(odds.expected.defender),
        })}
      </p>
      <p class="small muted">{ft('odds.policy')}</p>
    </div>
  );
}

export function AttackControls({ view, legal, seat, selection, busy, act, cancel }: ControlProps) {
  const { picked, gesture } = selection;
  if (gesture?.kind === 'attack') {
    const attack = attacksFrom(legal, gesture.from).get(gesture.to);
    const facts = attackFacts(view, seat, gesture.from, gesture.to);
    return (
      <div class="fl-group" data-testid="attack-confirm">
        <h4>{ft('act.attack', { from: territoryName(gesture.from), to: territoryName(gesture.to) })}</h4>
        <OddsBox odds={attackOdds(view, seat, gesture.from, gesture.to)} />
        {facts && <BattleSides facts={facts} />}
        <div class="fl-buttons">
          {attack && (
            <Act
              a={attack}
              act={act}
              busy={busy}
              primary
              testid="attack-go"
              label={`${ft('act.attack.go')} (Enter)`}
            />
          )}
          <button type="button" onClick={cancel}>
            {ft('act.cancel')} (Esc)
          </button>
        </div>
      </div>
    );
  }
  if (!picked || attacksFrom(legal, picked).size === 0) return null;
  return (
    <div class="fl-group">
      <h4>{ft('act.attackFrom', { territory: territoryName(picked) })}</h4>
      <p class="small muted">{ft('act.attack.pick')}</p>
    </div>
  );
}
