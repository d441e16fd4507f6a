/**
 * The draft phase's controls (R3, O8.15): the units left to deploy, deploying infantry or armor in the picked
 * territory (or reinforcing the seat's invaders there), its front rows, and any move the engine offers from it.
 */

import { RuleText } from '../rules/RuleBadge.js';
import { Acts } from './buttons.js';
import type { ControlProps } from './control-props.js';
import { FormationControls } from './FormationControls.js';
import { ft } from './i18n.js';
import { draftsAt } from './intents.js';
import { territoryName } from './labels.js';
import { MoveControls } from './MoveControls.js';

export function DraftControls(props: ControlProps) {
  const { view, legal, seat, selection, busy, act } = props;
  const picked = selection.picked;
  const drafts = picked ? draftsAt(legal, picked) : [];
  return (
    <>
      {view.turn.seat === seat && !view.battle && (
        <p data-testid="units">{ft('status.units', { n: view.turn.units })}</p>
      )}
      {picked && drafts.length > 0 && (
        <div class="fl-group">
          <h4>
            <RuleText
              text={ft(view.territories[picked]?.holder === seat ? 'act.deployHere' : 'act.reinforceHere', {
                territory: territoryName(picked),
              })}
            />
          </h4>
          <Acts
            actions={drafts}
            act={act}
            busy={busy}
            testid={(a) => `draft-${a.division}`}
            label={(a) => `${ft(a.division === 'I' ? 'act.draft.I' : 'act.draft.A')} (${a.division})`}
          />
        </div>
      )}
      <MoveControls {...props} />
      <FormationControls {...props} />
    </>
  );
}
