/**
 * What the seat can do in the picked territory, inside its panel: every action the engine offers there that has
 * no gesture of its own on the map — merge, disarm, cities, the capital, airfields, repairs, and the battles
 * fought inside it (a rear assault from the invaders, a counter-attack on them, a landing, repelling a landing),
 * each with its odds before it is launched (R7.1, R5.1, R5.12) — and the attacks that may be aimed at it, which
 * go to the attack's odds first as a click on the map does.
 */
import type { SeatActs } from './control-props.js';
import { describeAction } from './describe.js';
import { type FrontlineKey, ft } from './i18n.js';
import { attacksOn, localActions } from './intents.js';
import { territoryName } from './labels.js';
import { launchOdds, percent } from './odds.js';

export function TerritoryActions({
  view,
  legal,
  seat,
  id,
  busy,
  name,
  act,
  aimAttack,
}: SeatActs & {
  id: string;
  aimAttack: (from: string) => void;
}) {
  const local = localActions(legal, id);
  const attacks = attacksOn(legal, id);
  if (local.length === 0 && attacks.length === 0) return null;
  return (
    <div class="fl-group" data-testid="territory-actions">
      <h4>{ft('act.here', { territory: territoryName(id) })}</h4>
      <div class="fl-buttons">
        {local.map((a) => {
          const o = a.type === 'land' || a.type === 'assault' ? launchOdds(view, seat, a) : null;
          return (
            <button
              type="button"
              key={JSON.stringify(a)}
              disabled={busy}
              data-testid={`local-${a.type}`}
              data-target={'target' in a ? String(a.target) : undefined}
              onClick={() => act(a)}
            >
              {describeAction(a, name)}
              {o && (
                <span class="small muted" data-testid={`odds-${a.type}`}>
                  {' '}
                  ({ft(`battle.mode.${o.mode}` as FrontlineKey)}:{' '}
                  {ft('odds.win', { p: percent(o.odds.attackerWins) })})
                </span>
              )}
            </button>
          );
        })}
        {attacks.map((a) => (
          <button
            type="button"
            key={a.from}
            disabled={busy}
            data-testid={`aim-attack-${a.from}`}
            onClick={() => aimAttack(a.from)}
          >
            {describeAction(a, name)}…
          </button>
        ))}
      </div>
    </div>
  );
}
