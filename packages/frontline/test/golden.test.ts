/**
 * Golden replays (after OpenSpiel's playthroughs): seeded games written out move by move, each action with the
 * events it caused, and the board at the end. Any change to the rules that alters a recorded game shows up as a
 * diff of these files; such a change alters what a logged game means, so it also bumps `rulesVersion`.
 * Regenerate deliberately with `npm run goldens` (UPDATE_GOLDEN=1); the reading, comparing and writing are
 * core's (`goldenReplays`, @warboard/core/testing).
 */
import { canonicalJson, type PlaythroughFormat } from '@warboard/core';
import { type GoldenGame, goldenReplays } from '@warboard/core/testing';
import { type FrontlineState, frontline, type Home } from '../src/index.js';

const GAMES: readonly GoldenGame[] = [
  {
    name: 'revised-3p',
    seed: 'golden-revised-3p',
    options: { ruleset: 'revised', players: 3, turnLimit: 5, stepsPerTurn: 30 },
  },
  {
    name: 'original-4p',
    seed: 'golden-original-4p',
    options: { ruleset: 'original', players: 4, turnLimit: 6, stepsPerTurn: 30 },
  },
  {
    // The rules exactly as the designer's text gives them (preset designer, issue 19), beside the default preset.
    name: 'designer-2p',
    seed: 'golden-designer-2p',
    options: { preset: 'designer', players: 2, turnLimit: 5, stepsPerTurn: 30 },
  },
];

const rows = (h: Home): string => {
  const fronts = Object.entries(h.fronts).map(([b, r]) => `${b}:${r.join('')}`);
  return [...fronts, `middle:${h.middle.join('')}`, `rear:${h.rear.join('')}`].join(' ');
};

/** The board, one held or invaded territory a line: holder, rows, invaders and coast forces. */
function board(s: FrontlineState): string[] {
  const out: string[] = [];
  for (const [id, t] of Object.entries(s.territories).sort(([a], [b]) => a.localeCompare(b))) {
    if (t.holder === null && t.invaders.length === 0 && t.coast.length === 0) continue;
    const invaders = t.invaders.map(
      (i) => ` invader ${i.owner} via ${i.via} ${i.front.join('')}|${i.middle.join('')}|${i.rear.join('')}`,
    );
    const coast = t.coast.map(
      (c) => ` coast ${c.owner} from ${c.via} ${c.front.join('')}|${c.middle.join('')}|${c.rear.join('')}`,
    );
    out.push(
      `  ${id}: ${t.holder ?? '-'}${t.city ? ' city' : ''} ${rows(t.home)}${invaders.join('')}${coast.join('')}`,
    );
  }
  return out;
}

const format: PlaythroughFormat<FrontlineState> = {
  opening: (s) => [`order: ${s.order.join(' ')}; capitals: ${s.players.map((p) => p.capital).join(' ')}`],
  closing: (s) => [
    'board:',
    ...board(s),
    `objectives: ${s.players.map((p, i) => `${i}:${p.objectives.join(',')}`).join(' ')}`,
    `outcome: ${canonicalJson(frontline.outcome(s))}`,
  ],
};

goldenReplays(frontline, format, GAMES, new URL('./golden/', import.meta.url));
