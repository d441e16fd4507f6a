#!/usr/bin/env node
// Frontline battle odds: the exact calculator beside Monte Carlos of 200 battles (TripleA's default) and of
// 20,000, on the same engagements, in one run on one core, over the built packages: `npm run build && node
// bench/odds.js`. Flags: --seconds N (time budget per measurement, default 0.5), --json.
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { table } from '@warboard/cli';
import { clearOddsCache, engagement, formatForce, monteCarlo, odds, parseForce } from '@warboard/frontline';

const { values: flags } = parseArgs({
  options: { seconds: { type: 'string', default: '0.5' }, json: { type: 'boolean', default: false } },
});
const budget = Number(flags.seconds) * 1000;

const force = (text) => {
  const p = parseForce(text, 'revised');
  if (!p.ok) throw new Error(p.error);
  return p.force;
};

/** 3 vs 2 up to 40 vs 40, about a third armor, mixed into the rows. */
const mixed = (n, offset) =>
  Array.from({ length: n }, (_, i) => ((i + offset) % 3 === 0 ? 'A' : 'I')).join(',');
const sizes = [
  [3, 2],
  [5, 5],
  [10, 10],
  [20, 20],
  [30, 30],
  [40, 40],
];
const engagements = sizes.map(([a, d]) =>
  engagement({ attacker: force(mixed(a, 0)), defender: force(mixed(d, 1)) }),
);
/** A short label: divisions and how many are armor. */
const label = (f) => {
  const all = [...f.front, ...f.middle];
  return `${all.length} (${all.filter((d) => d === 'A').length}A)`;
};

/**
 * Mean milliseconds per call of each function, measured in alternation (one call of each per round) for as many
 * rounds as fit in the budget (at least 3): a busy machine slows both sides alike, so their ratio holds steady.
 * Both the process's CPU time (user + system: the work itself, whatever else the machine runs) and the wall
 * clock are kept; the ratios are taken on CPU time.
 */
function timeSideBySide(fs) {
  for (const f of fs) f(0); // warm up the JIT on each shape of work
  const cpu = fs.map(() => 0);
  const wall = fs.map(() => 0);
  let rounds = 0;
  const start = performance.now();
  while (rounds < 3 || performance.now() - start < budget * fs.length) {
    rounds++;
    fs.forEach((f, i) => {
      const c = process.cpuUsage();
      const t = performance.now();
      f(rounds);
      wall[i] += performance.now() - t;
      const used = process.cpuUsage(c);
      cpu[i] += (used.user + used.system) / 1000;
    });
  }
  return fs.map((_, i) => ({ cpu: cpu[i] / rounds, wall: wall[i] / rounds }));
}

const rows = [];
for (const e of engagements) {
  const exact = odds(e);
  const p = exact.attackerWins;
  // A new question: the chain's states are solved again (the exchange tables, a few dozen, stay cached).
  const [exactT, cachedT, mc200T] = timeSideBySide([
    () => {
      clearOddsCache();
      odds(e);
    },
    () => odds(e),
    (i) => monteCarlo(e, 200, `bench-${i}`),
  ]);
  const [mc20kT] = timeSideBySide([(i) => monteCarlo(e, 20_000, `bench-big-${i}`)]);
  const [exactMs, cachedMs, mc200Ms, mc20kMs] = [exactT.cpu, cachedT.wall, mc200T.cpu, mc20kT.cpu];
  // Errors: the exact bound against the sampling error (one standard error, and one sample's actual miss).
  const se = (n) => Math.sqrt((p * (1 - p)) / n);
  rows.push({
    attacker: label(e.attacker),
    defender: label(e.defender),
    attackerSpec: formatForce(e.attacker),
    defenderSpec: formatForce(e.defender),
    states: exact.states,
    attackerWins: p,
    exactMs,
    exactCallsPerSecond: 1000 / exactMs,
    cachedMs,
    mc200Ms,
    mc20kMs,
    timeRatio200: mc200Ms / exactMs,
    wallRatio200: mc200T.wall / exactT.wall,
    errorBound: exact.errorBound,
    se200: se(200),
    se20k: se(20_000),
    miss200: Math.abs(monteCarlo(e, 200, 'miss').endStates.invaded - p),
    miss20k: Math.abs(monteCarlo(e, 20_000, 'miss').endStates.invaded - p),
  });
}

// A bot's turn: every attack from 1–12 divisions against 1–12, asked once each, then all asked again.
const botQuestions = [];
for (let a = 1; a <= 12; a++)
  for (let d = 1; d <= 12; d++)
    botQuestions.push(engagement({ attacker: force(mixed(a, 0)), defender: force(mixed(d, 2)) }));
clearOddsCache();
let t = performance.now();
for (const e of botQuestions) odds(e);
const firstPass = performance.now() - t;
t = performance.now();
for (const e of botQuestions) odds(e);
const secondPass = performance.now() - t;
const bot = {
  questions: botQuestions.length,
  firstPassCallsPerSecond: (1000 * botQuestions.length) / firstPass,
  repeatCallsPerSecond: (1000 * botQuestions.length) / secondPass,
};

if (flags.json) {
  console.log(
    JSON.stringify({
      node: process.version,
      cpu: cpus()[0]?.model,
      load: loadavg()[0],
      budgetMs: budget,
      rows,
      bot,
    }),
  );
} else {
  const f = (n, d = 2) => n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });
  const e = (n) => n.toExponential(1);
  console.log(
    `node ${process.version} · ${cpus()[0]?.model ?? 'unknown cpu'} · one core · load ${loadavg()[0]?.toFixed(1)}`,
  );
  console.log();
  console.log(
    table([
      [
        'attacker',
        'defender',
        'P(invade)',
        'states',
        'exact CPU ms',
        'exact calls/s',
        'cached µs',
        'MC 200 CPU ms',
        'MC 20k CPU ms',
        'MC200/exact CPU',
        'MC200/exact wall',
        'exact error ≤',
        'MC200 se',
        'MC200 miss',
        'MC20k se',
        'MC20k miss',
      ],
      ...rows.map((r) => [
        r.attacker,
        r.defender,
        f(r.attackerWins, 6),
        String(r.states),
        f(r.exactMs, 3),
        f(r.exactCallsPerSecond, 0),
        f(r.cachedMs * 1000, 2),
        f(r.mc200Ms, 3),
        f(r.mc20kMs, 1),
        f(r.timeRatio200, 2),
        f(r.wallRatio200, 2),
        e(r.errorBound),
        e(r.se200),
        e(r.miss200),
        e(r.se20k),
        e(r.miss20k),
      ]),
    ]),
  );
  console.log();
  console.log(
    `bot turn: ${bot.questions} different questions (1–12 vs 1–12 divisions): ${f(bot.firstPassCallsPerSecond, 0)} calls/s asked first, ${f(bot.repeatCallsPerSecond, 0)} calls/s asked again`,
  );
}
