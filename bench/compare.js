#!/usr/bin/env node
// This checkout against another built checkout (`--before DIR`, e.g. one made with `git worktree add` at an
// earlier commit and built there), side by side: for each work (bench/compare-run.js), rounds of one cold
// process per checkout, in alternating order, each timed in CPU milliseconds by itself. Reports the median rate of
// each side, their ratio (after ÷ before), the spread of the rounds, and whether both sides' results were the same.
// Flags: --before DIR, --works a,b (default every work), --rounds N (default 5), --size work=N,… , --seed S, --json.
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { table } from '@warboard/cli';

const { values: flags } = parseArgs({
  options: {
    before: { type: 'string' },
    works: {
      type: 'string',
      default:
        'sim-frontline,sim-horsemen,bots-frontline,bots-frontline-warm,lab-frontline,lab-horsemen,odds',
    },
    rounds: { type: 'string', default: '5' },
    size: { type: 'string', default: '' },
    seed: { type: 'string', default: 'prof' },
    json: { type: 'boolean', default: false },
  },
});
if (!flags.before) throw new Error('--before DIR: a built checkout to compare with');
/** Default sizes: each run a few seconds of one core. */
const SIZES = {
  'sim-frontline': 4,
  'sim-frontline-designer': 4,
  'sim-horsemen': 2000,
  'bots-frontline': 6,
  'bots-frontline-warm': 6,
  'bots-frontline-designer-warm': 6,
  'lab-frontline': 6,
  'lab-frontline-designer': 6,
  'lab-horsemen': 300,
  odds: 1,
};
for (const pair of flags.size.split(',').filter(Boolean)) {
  const [work, n] = pair.split('=');
  SIZES[work] = Number(n);
}
const sides = { before: resolve(flags.before), after: resolve(import.meta.dirname, '..') };
const run = (root, work) =>
  JSON.parse(
    execFileSync(
      process.execPath,
      [
        resolve(import.meta.dirname, 'compare-run.js'),
        '--root',
        root,
        '--work',
        work,
        '--size',
        String(SIZES[work]),
        '--seed',
        flags.seed,
      ],
      { encoding: 'utf8', maxBuffer: 1 << 24 },
    ).trim(),
  );
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const log = (line) => {
  if (!flags.json) console.error(line);
};

const load0 = loadavg()[0];
const rows = [];
for (const work of flags.works.split(',')) {
  const rates = { before: [], after: [] };
  const digests = { before: new Set(), after: new Set() };
  let unit = '';
  for (let r = 0; r < Number(flags.rounds); r++) {
    // Alternate which side runs first, so a load that rises or falls through a round favours neither.
    const order = r % 2 === 0 ? ['before', 'after'] : ['after', 'before'];
    for (const side of order) {
      const m = run(sides[side], work);
      unit = m.unit;
      rates[side].push((1000 * m.units) / m.cpuMs);
      digests[side].add(m.digest);
    }
    log(
      `${work} round ${r + 1}: before ${rates.before.at(-1).toFixed(2)}, after ${rates.after.at(-1).toFixed(2)} ${unit}/CPU s`,
    );
  }
  const same =
    digests.before.size === 1 && digests.after.size === 1 && [...digests.before][0] === [...digests.after][0];
  const before = median(rates.before);
  const after = median(rates.after);
  rows.push({
    work,
    unit: `${unit}/CPU s`,
    size: SIZES[work],
    before,
    after,
    ratio: after / before,
    // The rounds' spread, as the largest ÷ smallest rate of each side: how noisy the machine was.
    spreadBefore: Math.max(...rates.before) / Math.min(...rates.before),
    spreadAfter: Math.max(...rates.after) / Math.min(...rates.after),
    sameResults: same,
  });
}
const load1 = loadavg()[0];
if (flags.json) console.log(JSON.stringify({ load: [load0, load1], rounds: Number(flags.rounds), rows }));
else {
  console.log(`load average ${load0.toFixed(1)} → ${load1.toFixed(1)}, ${flags.rounds} rounds, medians`);
  console.log(
    table([
      [
        'work',
        'size',
        'unit',
        'before',
        'after',
        'after/before',
        'spread before',
        'spread after',
        'same results',
      ],
      ...rows.map((r) => [
        r.work,
        String(r.size),
        r.unit,
        r.before.toFixed(2),
        r.after.toFixed(2),
        `${r.ratio.toFixed(2)}×`,
        `${r.spreadBefore.toFixed(2)}×`,
        `${r.spreadAfter.toFixed(2)}×`,
        r.sameResults ? 'yes' : 'NO',
      ]),
    ]),
  );
}
if (rows.some((r) => !r.sameResults)) process.exitCode = 1;
