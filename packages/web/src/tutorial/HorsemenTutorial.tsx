/** Four Horsemen's tutorial on screen: the real table, fed by the runner. */
import { type HorsemenAction, type HorsemenEvent, type HorsemenState, horsemen } from '@warboard/horsemen';
import { useMemo } from 'preact/hooks';
import { HorsemenLog } from '../horsemen/HorsemenLog.js';
import { horsemenRefusalText } from '../horsemen/refusal-text.js';
import { Table } from '../horsemen/Table.js';
import { t } from '../i18n/i18n.js';
import { horsemenTutorial } from './horsemen.js';
import { type PlayProps, TutorialScreen } from './TutorialScreen.js';

const name = (seat: number) => (seat === horsemenTutorial.player ? t('game.you') : t('game.bot'));

function Play({ run, legal, act }: PlayProps<HorsemenState, HorsemenAction, HorsemenEvent>) {
  const view = useMemo(() => horsemen.view(run.state, horsemenTutorial.player), [run.state]);
  return (
    <div class="game-body">
      <Table view={view} legal={legal} name={name} busy={false} {...(act ? { onAct: act } : {})} />
      <HorsemenLog log={run.log} lines={view.lines} name={name} />
    </div>
  );
}

export function HorsemenTutorial() {
  return (
    <TutorialScreen
      tutorial={horsemenTutorial}
      title={t('lobby.horsemen')}
      Play={Play}
      refusalText={horsemenRefusalText}
    />
  );
}
