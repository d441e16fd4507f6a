#!/usr/bin/env node
// One measurement for bench/compare.js, in a process of its own, over the built packages of one checkout
// (`--root`, default this one): every run starts cold, and the two checkouts never share a process or its JIT.
// Prints one JSON line: the CPU milliseconds the work took, how much work it was, and a digest of its results
// (so the caller can tell that both checkouts played the same games to the same ends).
// Flags: --root DIR, --work NAME (see WORKS), --size N, --seed S.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const { values: flags } = parseArgs({
  options: {
    root: { type: 'string', default: resolve(import.meta.dirname, '..') },
    work: { type: 'string', default: 'sim-frontline' },
    size: { type: 'string', default: '4' },
    seed: { type: 'string', default: 'prof' },
  },
});
const size = Number(flags.size);
const load = (pkg) => import(pathToFileURL(join(flags.root, 'packages', pkg, 'dist', 'index.js')).href);
const digest = (value) => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);
const cpuMs = (since) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};
/** Wall-clock fields, which differ between any two runs, left out of a digest. */
const withoutTiming = (key, value) =>
  [
    'timing',
    'seconds',
    'gamesPerSecond',
    'actionsPerSecond',
    'createdAt',
    'finishedAt',
    'startedAt',
  ].includes(key)
    ? undefined
    : value;

/**
 * `warboard sim` in this thread: `size` random games of the game's first benchmark option set. With
 * `acrossRulesVersions`, the digest keeps the games' results only — their ends, lengths in actions and winners —
 * and leaves out the rules version, the parsed options (options added since fill in defaults there) and the
 * tally of events (later versions log kinds of events earlier ones did not), so two checkouts of different
 * rules versions that play the same games still agree.
 */
async function sim(id, options, { acrossRulesVersions = false } = {}) {
  const cli = await load('cli');
  const entry = cli.games.get(id);
  const parsed = entry.game.parseOptions(options);
  const since = process.cpuUsage();
  const summary = await cli.simulateOnPool(entry.game, {
    games: size,
    seed: flags.seed,
    options: parsed.value,
    workers: 1,
    registries: cli.defaultRegistries,
  });
  return {
    cpuMs: cpuMs(since),
    units: size,
    unit: 'games',
    digest: digest(
      acrossRulesVersions
        ? [
            summary.games,
            summary.finished,
            summary.draws,
            summary.errors,
            summary.winsPerSeat,
            summary.winsByTag,
            summary.outcomes,
            summary.length,
          ]
        : JSON.parse(JSON.stringify(summary, withoutTiming)),
    ),
  };
}

/**
 * `warboard lab` with random bots on one thread, `size` games of one variant; the digest is its report.json. With
 * `acrossRulesVersions`, only its analysis and its extreme games (without their replay commands, whose flags
 * changed): what two checkouts of different rules versions playing the same games agree on.
 */
async function lab(args, { acrossRulesVersions = false } = {}) {
  const cli = await load('cli');
  // Loaded before the clock starts, as the rest of the package is: a checkout that imports a command's modules
  // only when it runs would otherwise pay their loading inside the measurement.
  await import(pathToFileURL(join(flags.root, 'packages', 'cli', 'dist', 'commands', 'lab.js')).href);
  const dir = mkdtempSync(join(tmpdir(), 'warboard-compare-'));
  const sink = { write: () => true };
  const since = process.cpuUsage();
  const code = await cli.main(
    [
      'node',
      'warboard',
      'lab',
      ...args,
      '--games',
      String(size),
      '--seed',
      flags.seed,
      '--workers',
      '1',
      '--db',
      join(dir, 'lab.sqlite'),
      '--out',
      join(dir, 'out'),
    ],
    { stdout: sink, stderr: sink },
  );
  const used = cpuMs(since);
  if (code !== 0) throw new Error(`lab exited ${code}`);
  const report = JSON.parse(readFileSync(join(dir, 'out', 'report.json'), 'utf8'), withoutTiming);
  rmSync(dir, { recursive: true, force: true });
  const results = acrossRulesVersions
    ? [report.analysis, report.extremes.map(({ command: _, ...extreme }) => extreme)]
    : report;
  return { cpuMs: used, units: size, unit: 'games', digest: digest(results) };
}

/** Positions of `count` where the Frontline search bot searches, from seeded 4-player heuristic games under `seed`. */
function searchPositions(frontline, bots, seedRng, seed, count, options) {
  const { frontlineHeuristic, frontlineMcts } = bots;
  const players = 4;
  const positions = [];
  for (let g = 0; positions.length < count && g < 10 * count; g++) {
    const parsed = frontline.parseOptions({ players, ...options }).value;
    let state = frontline.setup(parsed, `${seed}/positions/${g}`).value;
    const heuristic = Array.from({ length: players }, () => frontlineHeuristic());
    const rng = seedRng(`${seed}/positions/${g}/driver`);
    for (let i = 0; i < 2000 && !state.outcome && positions.length < count; i++) {
      const d = frontline.pendingDecisions(state)[0];
      let searched = 0;
      const probe = frontlineMcts('probe', { iterations: 1, onSearch: () => searched++ });
      probe.choose(frontline.view(state, d.seat), d.seat, seedRng('probe'));
      if (searched > 0 && i % 3 === 0) positions.push({ state, seat: d.seat });
      const action = heuristic[d.seat].choose(frontline.view(state, d.seat), d.seat, rng);
      state = frontline.apply(state, d.seat, action).value.state;
    }
  }
  return positions;
}

/**
 * The Frontline hard search bot: one move from each of `size` positions of seeded heuristic games (as
 * bench/bots.js). With `warm`, the process first plays one untimed move from each of `size` other positions (of
 * other games): a bot thread of the server's pool that has thought before — its code compiled by the JIT, which in a
 * cold process of a second's work is most of the CPU — rather than a process started for this alone.
 */
async function bots({ warm, options = {} }) {
  const bots = await load('bots');
  const { seedRng } = await load('core');
  const { frontline } = await load('frontline');
  const search = (positions, seed, onSearch) =>
    positions.map(({ state, seat }, k) =>
      bots
        .frontlineMcts('hard', { iterations: bots.FRONTLINE_BUDGET.hard, onSearch })
        .choose(frontline.view(state, seat), seat, seedRng(`${seed}/move/${k}`)),
    );
  const warmUp = warm
    ? searchPositions(frontline, bots, seedRng, `${flags.seed}/warm-up`, size, options)
    : [];
  const positions = searchPositions(frontline, bots, seedRng, flags.seed, size, options);
  const warmMoves = search(warmUp, `${flags.seed}/warm-up`, () => {});
  let iterations = 0;
  const since = process.cpuUsage();
  const moves = search(positions, flags.seed, (n) => (iterations += n));
  const used = cpuMs(since);
  return { cpuMs: used, units: iterations, unit: 'iterations', digest: digest([...warmMoves, ...moves]) };
}

/** `warboard odds` as a user runs it: the CPU of the whole process, from its start (loading included). */
async function odds() {
  const { main } = await import(pathToFileURL(join(flags.root, 'packages', 'cli', 'dist', 'main.js')).href);
  let out = '';
  const sink = {
    write: (text) => {
      out += text;
      return true;
    },
  };
  const code = await main(['node', 'warboard', 'odds', '--attacker', '3I,A', '--defender', '2I'], {
    stdout: sink,
    stderr: sink,
  });
  if (code !== 0) throw new Error(`odds exited ${code}`);
  return { cpuMs: cpuMs(), units: 1, unit: 'runs', digest: digest(out) };
}

const WORKS = {
  'sim-frontline': () => sim('frontline', { players: 4 }),
  // The designer's rules as written (`preset: designer`): the Frontline games of every checkout since rules
  // version 5, whose defaults they were, so a checkout from before later rules changes can be measured against.
  'sim-frontline-designer': () =>
    sim('frontline', { players: 4, preset: 'designer' }, { acrossRulesVersions: true }),
  'sim-horsemen': () => sim('horsemen', {}),
  'lab-frontline': () => lab(['--game', 'frontline', '--players', '2', '--variant', 'ruleset=original']),
  // The same under `preset: designer`, as sim-frontline-designer: measurable against a checkout of rules version 5.
  'lab-frontline-designer': () =>
    lab(
      ['--game', 'frontline', '--players', '2', '--variant', '{"ruleset":"original","preset":"designer"}'],
      {
        acrossRulesVersions: true,
      },
    ),
  'lab-horsemen': () => lab(['--game', 'horsemen', '--variant', '{}']),
  'bots-frontline': () => bots({ warm: false }),
  'bots-frontline-warm': () => bots({ warm: true }),
  'bots-frontline-designer-warm': () => bots({ warm: true, options: { preset: 'designer' } }),
  odds,
};
const work = WORKS[flags.work];
if (!work) throw new Error(`no work '${flags.work}': ${Object.keys(WORKS).join(', ')}`);
console.log(JSON.stringify(await work()));
