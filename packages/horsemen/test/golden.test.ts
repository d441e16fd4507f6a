/**
 * Golden replays (after OpenSpiel's playthroughs): seeded games written out move by move with each seat's
 * view summary. Any change to the rules that alters a recorded game shows up as a diff of these files.
 * Regenerate deliberately with `npm run goldens` (UPDATE_GOLDEN=1); the reading, comparing and writing are
 * core's (`goldenReplays`, @warboard/core/testing).
 */
import { canonicalJson, type PlaythroughFormat } from '@warboard/core';
import { type GoldenGame, goldenReplays } from '@warboard/core/testing';
import { type HorsemenState, horsemen } from '../src/index.js';

const GAMES: readonly GoldenGame[] = [
  { name: 'default-1', seed: 'golden-1', options: {} },
  { name: 'default-2', seed: 'golden-2', options: {} },
  { name: 'line-scope-both-die', seed: 'golden-3', options: { factionScope: 'line', tie: 'both-die' } },
  { name: 'shared-deal-colour-scope', seed: 'golden-4', options: { deal: 'shared', factionScope: 'colour' } },
  {
    name: 'stuck-pass-refund-per-turn',
    seed: 'golden-5',
    options: { stuck: 'pass', scavengerRefund: 'per-turn' },
  },
];

const format: PlaythroughFormat<HorsemenState> = {
  opening: (s) => [`lines: ${s.lines.join(' ')}`],
  closing: (s) => {
    const p = s.players;
    return [
      `chips: ${p[0].fund}/${p[0].chest} ${p[1].fund}/${p[1].chest}`,
      `outcome: ${canonicalJson(horsemen.outcome(s))}`,
    ];
  },
};

goldenReplays(horsemen, format, GAMES, new URL('./golden/', import.meta.url));
