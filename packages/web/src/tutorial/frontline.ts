/**
 * Frontline's guided first game: Red (the player) against Blue in the North Africa position (scenarios.ts), on a
 * seed whose dice tell the story below. One turn teaches the draft, front rows, an attack with its odds, the
 * invasion and a rear assault from inside, a maneuver and an embarkation; Blue's scripted turn follows, then Red
 * lands on Southern Europe. test/tutorial.test.ts plays it on the engine, so a rule or position change that
 * breaks the story fails there.
 */
import {
  type FrontlineAction,
  type FrontlineEvent,
  type FrontlineState,
  frontline,
} from '@warboard/frontline';
import { SCENARIOS } from '../frontline/scenarios.js';
import type { Tutorial } from './runner.js';

/**
 * The seed of the tutorial's game: its dice win the border, the assault from behind and the landing's fight. The
 * setup's shuffles draw on the same generator, so a change of the default objective set (rules 7) asks for a seed
 * that tells the story again: test/tutorial.test.ts says when it no longer does.
 */
const SEED = 'tutorial-1';

function start(): FrontlineState {
  // The default rules, but no round-1 catch-up (FG3): the hand-set position's draft is the story's, whoever moves first.
  const options = frontline.parseOptions({ players: 2, firstDraftCatchUp: 0 });
  if (!options.ok) throw new Error(options.error.message);
  const made = frontline.setup(options.value, SEED);
  if (!made.ok) throw new Error(made.error.message);
  SCENARIOS['north-africa'](made.value);
  return made.value;
}

const noBattle = (s: FrontlineState) => s.battle === null;
const territory = (id: string) => `[data-testid=territory-${id}]`;

export const frontlineTutorial: Tutorial<FrontlineState, FrontlineAction, FrontlineEvent> = {
  game: 'frontline',
  engine: frontline,
  start,
  player: 0,
  // Blue stands and fights where it is asked, drafts in its capital and ends each phase.
  bot: [
    { type: 'stand' },
    { type: 'fight' },
    { type: 'forward' },
    { type: 'draft', division: 'I', territory: 'ural' },
    { type: 'end-phase' },
  ],
  steps: [
    { text: 'tut.fl.welcome', highlight: '[data-testid=turn-line]' },
    { text: 'tut.fl.board', highlight: `${territory('north-africa')}, ${territory('egypt')}` },
    {
      text: 'tut.fl.post1',
      do: [{ type: 'post', territory: 'north-africa', border: 'egypt', division: 'A', slot: 0 }],
      highlight: '[data-testid^=post-egypt-A]',
    },
    {
      text: 'tut.fl.post2',
      do: [{ type: 'post', territory: 'north-africa', border: 'egypt', division: 'I', slot: 0 }],
      highlight: '[data-testid^=post-egypt-I]',
    },
    {
      text: 'tut.fl.post3',
      after: 'tut.fl.post3.after',
      do: [{ type: 'post', territory: 'north-africa', border: 'egypt', division: 'A', slot: 2 }],
      highlight: '[data-testid^=post-egypt-A]',
    },
    {
      text: 'tut.fl.draftI',
      do: [{ type: 'draft', territory: 'north-africa', division: 'I' }],
      highlight: '[data-testid=draft-I]',
    },
    {
      text: 'tut.fl.draftA',
      do: [{ type: 'draft', territory: 'north-africa', division: 'A' }],
      highlight: '[data-testid=draft-A]',
    },
    { text: 'tut.fl.endDraft', do: [{ type: 'end-phase' }], highlight: '[data-testid=end-phase]' },
    {
      text: 'tut.fl.attack',
      after: 'tut.fl.attack.after',
      do: [{ type: 'attack', from: 'north-africa', to: 'egypt' }, { type: 'roll' }],
      until: noBattle,
      highlight: `${territory('north-africa')}, ${territory('egypt')}, [data-testid=odds], [data-testid=attack-go], [data-testid=battle-roll]`,
    },
    {
      text: 'tut.fl.assault',
      after: 'tut.fl.assault.after',
      do: [{ type: 'assault', territory: 'egypt', target: 'east-africa' }, { type: 'roll' }],
      until: noBattle,
      highlight: `${territory('egypt')}, [data-testid=local-assault], [data-testid=battle-roll]`,
    },
    { text: 'tut.fl.endAttack', do: [{ type: 'end-phase' }], highlight: '[data-testid=end-phase]' },
    {
      text: 'tut.fl.move',
      do: [{ type: 'move', from: 'east-africa', to: 'egypt', division: 'I' }],
      highlight: `${territory('east-africa')}, ${territory('egypt')}, [data-testid=move-I]`,
    },
    {
      text: 'tut.fl.embark',
      after: 'tut.fl.embark.after',
      do: [{ type: 'embark', from: 'north-africa', to: 'southern-europe', division: 'A' }],
      highlight: `${territory('north-africa')}, ${territory('southern-europe')}, [data-testid=embark-A]`,
    },
    {
      text: 'tut.fl.endTurn',
      after: 'tut.fl.endTurn.after',
      do: [{ type: 'end-phase' }],
      highlight: '[data-testid=end-phase]',
    },
    {
      text: 'tut.fl.draft2',
      do: [{ type: 'draft', territory: 'north-africa' }],
      until: (s) => s.turn.units === 0,
      highlight: '[data-testid=draft-I], [data-testid=draft-A]',
    },
    { text: 'tut.fl.endDraft2', do: [{ type: 'end-phase' }], highlight: '[data-testid=end-phase]' },
    {
      text: 'tut.fl.land',
      after: 'tut.fl.land.after',
      do: [{ type: 'land', territory: 'southern-europe' }, { type: 'roll' }],
      until: noBattle,
      highlight: `${territory('southern-europe')}, [data-testid=local-land], [data-testid=battle-roll]`,
    },
    {
      text: 'tut.fl.clear',
      after: 'tut.fl.clear.after',
      do: [{ type: 'assault', territory: 'southern-europe' }, { type: 'roll' }],
      until: noBattle,
      highlight: `${territory('southern-europe')}, [data-testid=local-assault], [data-testid=battle-roll]`,
    },
    { text: 'tut.fl.end' },
  ],
};
