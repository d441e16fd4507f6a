/**
 * Golden replays (after OpenSpiel's playthroughs): seeded games written out move by move with each seat's
 * view summary. Any change to the rules that alters a recorded game shows up as a diff of these files.
 * Regenerate deliberately with `UPDATE_GOLDEN=1 npx vitest run packages/horsemen/test/golden.test.ts`.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { canonicalJson, type GameRecord, randomPlayout, replay, seedRng } from '@warboard/core';
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

function transcript(record: GameRecord): string {
  const o = horsemen.parseOptions(record.options);
  if (!o.ok) throw new Error(o.error.message);
  const setup = horsemen.setup(o.value, record.seed);
  if (!setup.ok) throw new Error(setup.error.message);
  let s: HorsemenState = setup.value;
  const lines = [`# ${canonicalJson({ ...record, actions: undefined })}`, `lines: ${s.lines.join(' ')}`];
  for (const { seat, action } of record.actions) {
    const r = horsemen.apply(s, seat, action);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
    const events = r.value.events.map((e) => canonicalJson(e)).join(' ');
    lines.push(`${seat} ${canonicalJson(action)}${events ? ` => ${events}` : ''}`);
  }
  const p = s.players;
  lines.push(
    `chips: ${p[0].fund}/${p[0].chest} ${p[1].fund}/${p[1].chest}`,
    `outcome: ${canonicalJson(horsemen.outcome(s))}`,
  );
  return `${lines.join('\n')}\n`;
}

describe('golden replays', () => {
  for (const g of GAMES) {
    it(`replays ${g.name} exactly`, () => {
      const file = new URL(`./golden/${g.name}.txt`, import.meta.url);
      const json = new URL(`./golden/${g.name}.json`, import.meta.url);
      if (process.env.UPDATE_GOLDEN === '1' || !existsSync(json)) {
        const o = horsemen.parseOptions(g.options);
        if (!o.ok) throw new Error(o.error.message);
        const start = horsemen.setup(o.value, g.seed);
        if (!start.ok) throw new Error(start.error.message);
        const played = randomPlayout(horsemen, start.value, seedRng(`driver/${g.seed}`));
        const record: GameRecord = {
          game: 'horsemen',
          rulesVersion: horsemen.rulesVersion,
          options: g.options,
          seed: g.seed,
          actions: played.actions,
        };
        writeFileSync(json, `${JSON.stringify(record, null, 1)}\n`);
        writeFileSync(file, transcript(record));
      }
      const record = JSON.parse(readFileSync(json, 'utf8')) as GameRecord;
      expect(transcript(record)).toBe(readFileSync(file, 'utf8'));
      const rebuilt = replay(horsemen, record);
      expect(rebuilt.ok).toBe(true);
      if (rebuilt.ok) expect(horsemen.outcome(rebuilt.value)).not.toBeNull();
    });
  }
});
