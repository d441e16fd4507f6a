/**
 * Golden replays (after OpenSpiel's playthroughs): seeded games written out move by move, each action with the
 * events it caused, and the board at the end. Any change to the rules that alters a recorded game shows up as a
 * diff of these files; such a change alters what a logged game means, so it also bumps `rulesVersion`.
 * Regenerate deliberately with `npm run goldens` (UPDATE_GOLDEN=1).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { canonicalJson, type GameRecord, randomPlayout, replay, seedRng } from '@warboard/core';
import { describe, expect, it } from 'vitest';
import { type FrontlineState, frontline, type Home } from '../src/index.js';

const GAMES = [
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

function transcript(record: GameRecord): string {
  const o = frontline.parseOptions(record.options);
  if (!o.ok) throw new Error(o.error.message);
  const setup = frontline.setup(o.value, record.seed);
  if (!setup.ok) throw new Error(setup.error.message);
  let s: FrontlineState = setup.value;
  const lines = [
    `# ${canonicalJson({ ...record, actions: undefined })}`,
    `order: ${s.order.join(' ')}; capitals: ${s.players.map((p) => p.capital).join(' ')}`,
  ];
  for (const { seat, action } of record.actions) {
    const r = frontline.apply(s, seat, action);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
    const events = r.value.events.map((e) => canonicalJson(e)).join(' ');
    lines.push(`${seat} ${canonicalJson(action)}${events ? ` => ${events}` : ''}`);
  }
  lines.push('board:', ...board(s));
  lines.push(
    `objectives: ${s.players.map((p, i) => `${i}:${p.objectives.join(',')}`).join(' ')}`,
    `outcome: ${canonicalJson(frontline.outcome(s))}`,
  );
  return `${lines.join('\n')}\n`;
}

describe('golden replays', () => {
  for (const g of GAMES) {
    it(`replays ${g.name} exactly`, () => {
      const file = new URL(`./golden/${g.name}.txt`, import.meta.url);
      const json = new URL(`./golden/${g.name}.json`, import.meta.url);
      if (process.env.UPDATE_GOLDEN === '1' || !existsSync(json)) {
        const o = frontline.parseOptions(g.options);
        if (!o.ok) throw new Error(o.error.message);
        const start = frontline.setup(o.value, g.seed);
        if (!start.ok) throw new Error(start.error.message);
        const played = randomPlayout(frontline, start.value, seedRng(`driver/${g.seed}`));
        const record: GameRecord = {
          game: 'frontline',
          rulesVersion: frontline.rulesVersion,
          options: g.options,
          seed: g.seed,
          actions: played.actions,
        };
        writeFileSync(json, `${JSON.stringify(record, null, 1)}\n`);
        writeFileSync(file, transcript(record));
      }
      const record = JSON.parse(readFileSync(json, 'utf8')) as GameRecord;
      expect(transcript(record)).toBe(readFileSync(file, 'utf8'));
      const rebuilt = replay(frontline, record);
      expect(rebuilt.ok).toBe(true);
      if (rebuilt.ok) expect(frontline.outcome(rebuilt.value)).not.toBeNull();
    });
  }
});
