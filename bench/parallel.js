#!/usr/bin/env node
// Warboard parallel benchmark, over the built packages (`npm run bench:parallel`):
//  1. `warboard sim` games per second with 1 and with N worker threads, side by side on the same games
//     (same seed and count), each run in a fresh process (bench/sim-once.js), and the speedup;
//  2. iterations per second of each search bot (ISMCTS, per difficulty) and its time per move, over
//     positions from seeded random play.
// Flags: --game ID (default horsemen), --games N (games per sim run, default 2000), --workers 1,2 (the
// worker counts to compare; default 1 and all cores), --rounds N (runs per worker count, median kept,
// default 3), --positions N (positions per search bot, default 30), --seed S, --json.
import { execFileSync } from 'node:child_process';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { HORSEMEN_BUDGET, horsemenSearch } from '@warboard/bots';
import { games, table } from '@warboard/cli';
import { randomAction, seedRng } from '@warboard/core';
import { horsemen } from '@warboard/horsemen';

const { values: flags } = parseArgs({
  options: {
    game: { type: 'string', default: 'horsemen' },
    games: { type: 'string', default: '2000' },
    workers: { type: 'string', default: `1,${availableParallelism()}` },
    rounds: { type: 'string', default: '3' },
    positions: { type: 'string', default: '30' },
    seed: { type: 'string', default: 'bench' },
    json: { type: 'boolean', default: false },
  },
});
const config = {
  game: flags.game,
  games: Number(flags.games),
  workers: flags.workers.split(',').map(Number),
  rounds: Number(flags.rounds),
  positions: Number(flags.positions),
  seed: flags.seed,
};
const entry = games.get(config.game);
if (entry === undefined) {
  console.error(`no registered game '${config.game}'`);
  process.exit(2);
}
const loadAtStart = loadavg();
const once = fileURLToPath(new URL('./sim-once.js', import.meta.url));
const log = (text) => flags.json || process.stderr.write(`${text}\n`);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

// 1. Simulation throughput. Rounds alternate between worker counts, so a change in the machine's load
// during the run touches every column alike.
const rates = new Map(config.workers.map((w) => [w, []]));
const cpu = new Map(config.workers.map((w) => [w, []]));
for (let round = 0; round < config.rounds; round++) {
  for (const workers of config.workers) {
    // Each run in a fresh process (bench/sim-once.js), cold like the command itself. CPU time covers all
    // its threads: unlike wall-clock time it hardly depends on what else the machine is doing, so it
    // shows what the threads cost beyond the games.
    const args = ['--game', config.game, '--games', String(config.games), '--seed', config.seed];
    const out = execFileSync(process.execPath, [once, ...args, '--workers', String(workers)], {
      encoding: 'utf8',
    });
    const r = JSON.parse(out);
    if (r.errors > 0) process.exitCode = 1;
    rates.get(workers).push(r.gamesPerSecond);
    cpu.get(workers).push(r.cpuMsPerGame);
    log(
      `sim ${config.game} · ${workers} worker(s) · round ${round + 1}: ${r.gamesPerSecond.toFixed(0)} games/s`,
    );
  }
}
const base = median(rates.get(config.workers[0]));
const baseCpu = median(cpu.get(config.workers[0]));
const sim = config.workers.map((workers) => {
  const gamesPerSecond = median(rates.get(workers));
  const cpuMsPerGame = median(cpu.get(workers));
  return {
    workers,
    gamesPerSecond,
    speedup: gamesPerSecond / base,
    cpuMsPerGame,
    // The speedup on otherwise idle cores if the workers kept every core busy: workers × CPU efficiency.
    idleSpeedup: (Math.min(workers, availableParallelism()) * baseCpu) / cpuMsPerGame,
    rounds: rates.get(workers),
  };
});

// 2. Search bots: one `choose` per position, each a fixed number of ISMCTS iterations.
function positions(count) {
  const out = [];
  const o = horsemen.parseOptions({});
  if (!o.ok) throw new Error(o.error.message);
  for (let g = 0; out.length < count; g++) {
    const start = horsemen.setup(o.value, `${config.seed}/positions/${g}`);
    if (!start.ok) throw new Error(start.error.message);
    let state = start.value;
    const rng = seedRng(`${config.seed}/positions/${g}/driver`);
    for (let i = 0; out.length < count && horsemen.outcome(state) === null; i++) {
      const seat = horsemen.pendingDecisions(state)[0].seat;
      if (i % 5 === 2) out.push({ view: horsemen.view(state, seat), seat });
      const r = horsemen.apply(state, seat, randomAction(horsemen, state, seat, rng));
      if (!r.ok) throw new Error(r.error.message);
      state = r.value.state;
    }
  }
  return out;
}
const sample = positions(config.positions);
// --positions 0 skips the search bots.
const bots = (sample.length > 0 ? Object.entries(HORSEMEN_BUDGET) : []).map(([difficulty, iterations]) => {
  const bot = horsemenSearch(difficulty);
  const cpuBefore = process.cpuUsage();
  const times = sample.map(({ view, seat }, i) => {
    const started = performance.now();
    bot.choose(view, seat, seedRng(`${config.seed}/choose/${i}`));
    return performance.now() - started;
  });
  const used = process.cpuUsage(cpuBefore);
  const seconds = times.reduce((a, b) => a + b, 0) / 1000;
  // CPU time too: on a busy machine wall-clock time per move grows with the load, CPU time much less.
  const cpuSeconds = (used.user + used.system) / 1e6;
  const total = iterations * times.length;
  log(`search ${difficulty}: ${(total / seconds).toFixed(0)} iterations/s`);
  return {
    bot: difficulty,
    iterations,
    moves: times.length,
    iterationsPerSecond: total / seconds,
    iterationsPerCpuSecond: total / cpuSeconds,
    msPerMove: (1000 * seconds) / times.length,
    maxMsPerMove: Math.max(...times),
    cpuMsPerMove: (1000 * cpuSeconds) / times.length,
  };
});

const machine = {
  node: process.version,
  cpu: cpus()[0]?.model,
  cores: availableParallelism(),
  // 1-minute load average before and after: wall-clock rates mean little on a busy machine.
  load: [loadAtStart[0], loadavg()[0]],
};
if (flags.json) {
  console.log(JSON.stringify({ ...machine, config, sim, bots }));
} else {
  const f = (n, digits = 1) =>
    n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
  console.log(
    `node ${machine.node} · ${machine.cpu ?? 'unknown cpu'} · ${machine.cores} cores · load ${machine.load.map((l) => l.toFixed(1)).join(' → ')}`,
  );
  console.log();
  console.log(`warboard sim ${config.game}: ${config.games} games a run, median of ${config.rounds} rounds`);
  console.log(
    table([
      ['workers', 'games/s', 'speedup', 'CPU ms/game', 'idle-core speedup', 'rounds (games/s)'],
      ...sim.map((r) => [
        String(r.workers),
        f(r.gamesPerSecond),
        `${f(r.speedup, 2)}×`,
        f(r.cpuMsPerGame, 2),
        `${f(r.idleSpeedup, 2)}×`,
        r.rounds.map((x) => f(x, 0)).join(' '),
      ]),
    ]),
  );
  if (bots.length > 0) {
    console.log();
    console.log(`search bots (Four Horsemen ISMCTS), one core, ${config.positions} positions each`);
    console.log(
      table([
        ['bot', 'iterations', 'iterations/s', 'iterations/CPU s', 'ms/move', 'max ms/move', 'CPU ms/move'],
        ...bots.map((b) => [
          b.bot,
          String(b.iterations),
          f(b.iterationsPerSecond, 0),
          f(b.iterationsPerCpuSecond, 0),
          f(b.msPerMove),
          f(b.maxMsPerMove),
          f(b.cpuMsPerMove),
        ]),
      ]),
    );
  }
}
