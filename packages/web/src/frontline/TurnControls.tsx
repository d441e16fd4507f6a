/**
 * The dedicated controls for what the seat owes, beside the map: a trade to answer, then one component per phase
 * of the turn (draft, attack, maneuver), the cards, and ending the phase. Every button sends one action from the
 * server's legal list, unchanged; the rest is in the list of every legal action below.
 */

import { ConfirmEnd } from '../confirm/ConfirmEnd.js';
import { AttackControls } from './AttackControls.js';
import { Act } from './buttons.js';
import { CardControls } from './CardControls.js';
import type { ControlProps } from './control-props.js';
import { DraftControls } from './DraftControls.js';
import { type FrontlineKey, ft } from './i18n.js';
import { endPhase, resignation } from './intents.js';
import { ManeuverControls } from './ManeuverControls.js';
import { TradeAnswer } from './TradeAnswer.js';

const PHASES = { draft: DraftControls, attack: AttackControls, maneuver: ManeuverControls } as const;

export function TurnControls(props: ControlProps) {
  const { view, legal, busy, act } = props;
  const phase = view.turn.phase;
  const Phase = PHASES[phase];
  const end = endPhase(legal);
  const resign = resignation(legal);
  return (
    <section class="panel fl-controls" data-testid="controls" data-phase={phase}>
      <h3>{ft('act.title')}</h3>
      <TradeAnswer {...props} />
      <Phase {...props} />
      <CardControls {...props} />
      {end && (
        <div class="fl-buttons">
          <Act
            a={end}
            act={act}
            busy={busy}
            primary
            testid="end-phase"
            label={`${ft(`act.endPhase.${phase}` as FrontlineKey)} (E)`}
          />
        </div>
      )}
      {resign && (
        <div class="fl-buttons">
          <ConfirmEnd testid="resign" busy={busy} send={() => act(resign)} what="act.resign" />
        </div>
      )}
      <p class="small muted">{ft('act.keys')}</p>
    </section>
  );
}
