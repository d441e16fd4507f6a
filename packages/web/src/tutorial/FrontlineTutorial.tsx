/** Frontline's tutorial on screen: the real board and controls, fed by the runner. */

import {
  type FrontlineAction,
  type FrontlineEvent,
  type FrontlineState,
  frontline,
} from '@warboard/frontline';
import { useMemo } from 'preact/hooks';
import { FrontlineTable } from '../frontline/FrontlineTable.js';
import { ft } from '../frontline/i18n.js';
import { frontlineRefusalText } from '../frontline/refusal-text.js';
import { namer } from '../frontline/status-line.js';
import { TurnLine } from '../frontline/TurnLine.js';
import { t } from '../i18n/i18n.js';
import { frontlineTutorial } from './frontline.js';
import { type PlayProps, TutorialScreen } from './TutorialScreen.js';

const name = namer([]);
const tag = (seat: number) => (seat === frontlineTutorial.player ? ft('player.you') : ft('player.bot'));

function Play({ run, legal, act }: PlayProps<FrontlineState, FrontlineAction, FrontlineEvent>) {
  const view = useMemo(() => frontline.view(run.state, frontlineTutorial.player), [run.state]);
  return (
    <div class="game fl-game" data-game="frontline">
      <div class="game-head">
        <TurnLine view={view} name={name} />
      </div>
      <FrontlineTable
        view={view}
        legal={legal}
        seat={frontlineTutorial.player}
        canAct={act !== undefined}
        busy={false}
        version={run.version}
        log={run.log}
        name={name}
        tag={tag}
        send={(a) => act?.(a)}
      />
    </div>
  );
}

export function FrontlineTutorial() {
  return (
    <TutorialScreen
      tutorial={frontlineTutorial}
      title={t('lobby.frontline')}
      Play={Play}
      refusalText={frontlineRefusalText}
    />
  );
}
