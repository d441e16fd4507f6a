/**
 * Four Horsemen's guided first game: the player's Zealots (red, seat 0) against the bot's Chronic patients (cyan),
 * from hands of four cards (a real game deals eight, H5) on the lines War, Famine, Death and Plague in that order.
 * It teaches the face-down placement (H9), flipping (H11), comparing (H12) and moving (H13), what each line does
 * (H15–H18) and the factions (HF1–HF4), and ends with the bot's king killed on the Death line (H4, H17).
 * test/tutorial.test.ts plays it on the engine, so a rule or position change that breaks the story fails there.
 */
import {
  type HorsemenAction,
  type HorsemenEvent,
  type HorsemenState,
  horsemen,
  scenario,
} from '@warboard/horsemen';
import type { Tutorial } from './runner.js';

const WAR = 0;
const FAMINE = 1;
const DEATH = 2;
const PLAGUE = 3;

/** The position: both hands to place, and a seed that gives the bot the first turn (HG7). */
const start = (): HorsemenState =>
  scenario({
    factions: ['war', 'plague'],
    kings: [6, 6],
    kingInHand: true,
    hands: [
      [
        { v: 5, id: 'five' },
        { v: 9, id: 'nine' },
        { v: 3, id: 'three' },
      ],
      [
        { v: 7, id: 'b-seven' },
        { v: 2, id: 'b-two' },
        { v: 4, id: 'b-four' },
      ],
    ],
    seed: 'tutorial',
  });

const cell = (line: number, row: 'front' | 'back') => `[data-testid=cell-0-${line}-${row}]`;
const enemy = (line: number) => `[data-testid=cell-1-${line}-front]`;
const hand = (id: string) => `[data-testid=hand-${id}]`;

export const horsemenTutorial: Tutorial<HorsemenState, HorsemenAction, HorsemenEvent> = {
  game: 'horsemen',
  engine: horsemen,
  start,
  player: 0,
  // The bot places its hand, turns its cards up one a turn (War, Plague, its king on Death, Famine), attacks on
  // Plague with its sick card, and moves its last soldier onto the emptied War line.
  bot: [
    { type: 'place', card: 'b-seven', line: WAR, row: 'front' },
    { type: 'place', card: 'b-two', line: FAMINE, row: 'front' },
    { type: 'place', card: 'k1', line: DEATH, row: 'front' },
    { type: 'place', card: 'b-four', line: PLAGUE, row: 'front' },
    { type: 'flip', line: WAR, row: 'front' },
    { type: 'flip', line: PLAGUE, row: 'front' },
    { type: 'flip', line: DEATH, row: 'front' },
    { type: 'flip', line: FAMINE, row: 'front' },
    { type: 'compare', line: PLAGUE },
    { type: 'move', line: FAMINE, row: 'front', to: WAR },
  ],
  steps: [
    { text: 'tut.hz.welcome', highlight: '[data-testid=board]' },
    { text: 'tut.hz.lines', highlight: '.line-head' },
    {
      text: 'tut.hz.place1',
      do: [{ type: 'place', card: 'five', line: WAR, row: 'front' }],
      highlight: `${hand('five')}, ${cell(WAR, 'front')}`,
    },
    {
      text: 'tut.hz.place2',
      do: [{ type: 'place', card: 'nine', line: FAMINE, row: 'front' }],
      highlight: `${hand('nine')}, ${cell(FAMINE, 'front')}`,
    },
    {
      text: 'tut.hz.place3',
      do: [{ type: 'place', card: 'three', line: PLAGUE, row: 'front' }],
      highlight: `${hand('three')}, ${cell(PLAGUE, 'front')}`,
    },
    {
      text: 'tut.hz.place4',
      after: 'tut.hz.place4.after',
      do: [{ type: 'place', card: 'k0', line: PLAGUE, row: 'back' }],
      highlight: `${hand('k0')}, ${cell(PLAGUE, 'back')}`,
    },
    {
      text: 'tut.hz.flip',
      after: 'tut.hz.flip.after',
      do: [{ type: 'flip', line: WAR, row: 'front' }],
      highlight: `${cell(WAR, 'front')}, [data-testid=act-flip]`,
    },
    {
      text: 'tut.hz.compare',
      after: 'tut.hz.compare.after',
      do: [{ type: 'compare', line: WAR }],
      highlight: `${cell(WAR, 'front')}, ${enemy(WAR)}, [data-testid=act-compare]`,
    },
    {
      text: 'tut.hz.flip2',
      do: [{ type: 'flip', line: FAMINE, row: 'front' }],
      highlight: `${cell(FAMINE, 'front')}, [data-testid=act-flip]`,
    },
    {
      text: 'tut.hz.flip3',
      after: 'tut.hz.flip3.after',
      do: [{ type: 'flip', line: PLAGUE, row: 'front' }],
      highlight: `${cell(PLAGUE, 'front')}, [data-testid=act-flip]`,
    },
    {
      text: 'tut.hz.move',
      after: 'tut.hz.move.after',
      do: [{ type: 'move', line: FAMINE, row: 'front', to: DEATH }],
      highlight: `${cell(FAMINE, 'front')}, ${cell(DEATH, 'front')}, [data-testid=act-move-${DEATH}]`,
    },
    { text: 'tut.hz.factions', highlight: '[data-testid^=player-]' },
    {
      text: 'tut.hz.kill',
      after: 'tut.hz.kill.after',
      do: [{ type: 'compare', line: DEATH }],
      highlight: `${cell(DEATH, 'front')}, ${enemy(DEATH)}, [data-testid=act-compare]`,
    },
    {
      text: 'tut.hz.prize',
      do: [{ type: 'prize', take: 'chest' }],
      highlight: '[data-testid=prize] button',
    },
    { text: 'tut.hz.end' },
  ],
};
