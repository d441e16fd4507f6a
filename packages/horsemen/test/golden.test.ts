/**
 * Golden replays (after OpenSpiel's playthroughs): seeded games written out move by move with each seat's
 * view summary. Any change to the rules that alters a recorded game shows up as a diff of these files.
 * Regenerate deliberately with `UPDATE_GOLDEN=1 npx vitest run packages/horsemen/test/golden.test.ts`.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import {
  canonicalJson,
  type GameRecord,
  goldenRecord,
  type PlaythroughFormat,
  playthrough,
  replay,
} from '@warboard/core';
import { describe, expect, it } from 'vitest';
import { type HorsemenState, horsemen } from '../src/index.js';

const GAMES = [
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

describe('golden replays', () => {
  for (const g of GAMES) {
    it(`replays ${g.name} exactly`, () => {
      const file = new URL(`./golden/${g.name}.txt`, import.meta.url);
      const json = new URL(`./golden/${g.name}.json`, import.meta.url);
      if (process.env.UPDATE_GOLDEN === '1' || !existsSync(json)) {
        const record = goldenRecord(horsemen, g.options, g.seed);
        writeFileSync(json, `${JSON.stringify(record, null, 1)}\n`);
        writeFileSync(file, playthrough(horsemen, record, format));
      }
      const record = JSON.parse(readFileSync(json, 'utf8')) as GameRecord;
      expect(playthrough(horsemen, record, format)).toBe(readFileSync(file, 'utf8'));
      const rebuilt = replay(horsemen, record);
      expect(rebuilt.ok).toBe(true);
      if (rebuilt.ok) expect(horsemen.outcome(rebuilt.value)).not.toBeNull();
    });
  }
});
