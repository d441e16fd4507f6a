#!/usr/bin/env node
// Warboard parallel benchmark, over the built packages (`npm run bench:parallel`):
//  1. `warboard sim` games per second with 1 and with N worker threads, side by side on the same games
//     (same seed and count), each run in a fresh process (bench/sim-once.js), and the speedup — for Four
//     Horsemen (short games: start-up weighs most) and 2-player Frontline (games a hundred times longer);
//  2. iterations per second of each search bot (ISMCTS, per difficulty) and its time per move, over
//     positions from seeded random play.
// Flags: --game IDS (comma-separated, default horsemen,frontline), --games N (games per sim run for every
// game; default per game, see SIM_GAMES), --workers 1,2 (the worker counts to compare; default 1 and all
// cores), --rounds N (runs per game and worker count, median kept, default 3), --positions N (positions
// per search bot, default 30), --seed S, --json.
import { execFileSync } from 'node:child_process';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { HORSEMEN_BUDGET, horsemenSearch } from '@warboard/bots';
import { games, table } from '@warboard/cli';
import { randomAction, seedRng } from '@warboard/core';
import { horsemen } from '@warboard/horsemen';

/**
 * Games per run by default. Four Horsemen: about half a minute of one core, as someone playtesting a rule
 * runs them, so that starting the workers (each loads and compiles the game afresh, about a second of CPU)
 * is paid once per run as it would be. Frontline: games 0–59 of seed `bench` all end by objectives within
 * a few thousand actions; game 66 runs to the turn limit (59,184 actions, longer than the 199 others of a
 * 200-game run together), and one game cannot be split between threads, so a run holding it measures
 * that game more than the pool (see bench/README.md).
 */
const SIM_GAMES = { horsemen: 50_000, frontline: 60 };

const { values: flags } = parseArgs({
  options: {
    game: { type: 'string', default: 'horsemen,frontline' },
    games: { type: 'string' },
    workers: { type: 'string', default: `1,${availableParallelism()}` },
    rounds: { type: 'string', default: '3' },
    positions: { type: 'string', default: '30' },
    seed: { type: 'string', default: 'bench' },
    json: { type: 'boolean', default: false },
  },
});
const config = {
  games: flags.game.split(',').map((game) => ({
    game,
    games: Number(flags.games ?? SIM_GAMES[game] ?? 2000),
  })),
  workers: flags.workers.split(',').map(Number),
  rounds: Number(flags.rounds),
  positions: Number(flags.positions),
  seed: flags.seed,
};
for (const { game } of config.games) {
  if (!games.has(game)) {
    console.error(`no registered game '${game}'`);
    process.exit(2);
  }
}
const loadAtStart = loadavg();
const once = fileURLToPath(new URL('./sim-once.js', import.meta.url));
const log = (text) => flags.json || process.stderr.write(`${text}\n`);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

// 1. Simulation throughput. Rounds alternate between games and worker counts, so a change in the
// machine's load during the run touches every column alike.
const runs = new Map(); // `${game}/${workers}` → [{ gamesPerSecond, cpuMsPerGame }]
for (let round = 0; round < config.rounds; round++) {
  for (const { game, games: count } of config.games) {
    for (const workers of config.workers) {
      // Each run in a fresh process (bench/sim-once.js), cold like the command itself. CPU time covers all
      // its threads: unlike wall-clock time it hardly depends on what else the machine is doing, so it
      // shows what the threads cost beyond the games.
      const args = ['--game', game, '--games', String(count), '--seed', config.seed];
      const out = execFileSync(process.execPath, [once, ...args, '--workers', String(workers)], {
        encoding: 'utf8',
      });
      const r = JSON.parse(out);
      if (r.errors > 0) process.exitCode = 1;
      const key = `${game}/${workers}`;
      runs.set(key, [...(runs.get(key) ?? []), r]);
      log(`sim ${game} · ${workers} worker(s) · round ${round + 1}: ${r.gamesPerSecond.toFixed(1)} games/s`);
    }
  }
}
const sim = config.games.map(({ game, games: count }) => {
  const of = (workers, field) => (runs.get(`${game}/${workers}`) ?? []).map((r) => r[field]);
  const base = median(of(config.workers[0], 'gamesPerSecond'));
  const baseCpu = median(of(config.workers[0], 'cpuMsPerGame'));
  return {
    game,
    games: count,
    rows: config.workers.map((workers) => {
      const rounds = of(workers, 'gamesPerSecond');
      const gamesPerSecond = median(rounds);
      const cpuMsPerGame = median(of(workers, 'cpuMsPerGame'));
      return {
        workers,
        gamesPerSecond,
        speedup: gamesPerSecond / base,
        cpuMsPerGame,
        // The speedup on otherwise idle cores if the workers kept every core busy: workers × CPU efficiency.
        idleSpeedup: (Math.min(workers, availableParallelism()) * baseCpu) / cpuMsPerGame,
        rounds,
      };
    }),
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
  for (const { game, games: count, rows } of sim) {
    console.log(`warboard sim ${game}: ${count} games a run, median of ${config.rounds} rounds`);
    console.log(
      table([
        ['workers', 'games/s', 'speedup', 'CPU ms/game', 'idle-core speedup', 'rounds (games/s)'],
        ...rows.map((r) => [
          String(r.workers),
          f(r.gamesPerSecond),
          `${f(r.speedup, 2)}×`,
          f(r.cpuMsPerGame, 2),
          `${f(r.idleSpeedup, 2)}×`,
          r.rounds.map((x) => f(x, x < 100 ? 1 : 0)).join(' '),
        ]),
      ]),
    );
    console.log();
  }
  if (bots.length > 0) {
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
