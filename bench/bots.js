#!/usr/bin/env node
// Frontline search bots, over the built packages (`npm run bench:bots`): for each difficulty, one move (`choose`)
// from each of --positions positions where the bot searches (a draft, an attack or a maneuver decision of its
// own turn), taken from seeded games of heuristic bots, on one core. Reports iterations per second of wall-clock
// and of CPU time, and the mean, longest and mean-CPU time per move.
// Flags: --players N (default 2), --positions N (default 20), --seed S, --json.
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { FRONTLINE_BUDGET, frontlineHeuristic, frontlineMcts } from '@warboard/bots';
import { table } from '@warboard/cli';
import { seedRng } from '@warboard/core';
import { frontline } from '@warboard/frontline';

const { values: flags } = parseArgs({
  options: {
    players: { type: 'string', default: '2' },
    positions: { type: 'string', default: '20' },
    seed: { type: 'string', default: 'bench' },
    json: { type: 'boolean', default: false },
  },
});
const config = { players: Number(flags.players), positions: Number(flags.positions), seed: flags.seed };
const log = (line) => {
  if (!flags.json) console.error(line);
};

/** Positions where a search bot searches: its own turn decisions that offer a macro choice. */
function positions(count) {
  const out = [];
  for (let g = 0; out.length < count && g < 10 * count; g++) {
    const o = frontline.parseOptions({ players: config.players });
    const start = frontline.setup(o.value, `${config.seed}/positions/${g}`);
    let state = start.value;
    const bots = Array.from({ length: config.players }, () => frontlineHeuristic());
    const rng = seedRng(`${config.seed}/positions/${g}/driver`);
    for (let i = 0; i < 2000 && !state.outcome && out.length < count; i++) {
      const d = frontline.pendingDecisions(state)[0];
      let searched = 0;
      const counting = frontlineMcts('probe', { iterations: 1, onSearch: () => searched++ });
      counting.choose(frontline.view(state, d.seat), d.seat, seedRng('probe'));
      if (searched > 0 && i % 3 === 0) out.push({ state, seat: d.seat });
      const r = frontline.apply(
        state,
        d.seat,
        bots[d.seat].choose(frontline.view(state, d.seat), d.seat, rng),
      );
      state = r.value.state;
    }
  }
  return out;
}

const sample = positions(config.positions);
log(`${sample.length} positions, ${config.players} players`);
const rows = Object.entries(FRONTLINE_BUDGET).map(([difficulty, budget]) => {
  let iterations = 0;
  let searches = 0;
  // A fresh bot for each position: a bot keeps its turn's plan, and positions come from different games.
  const make = () =>
    frontlineMcts(difficulty, {
      iterations: budget,
      onSearch: (n) => {
        iterations += n;
        searches++;
      },
    });
  const walls = [];
  const cpuTimes = [];
  sample.forEach(({ state, seat }, k) => {
    const view = frontline.view(state, seat);
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    make().choose(view, seat, seedRng(`${config.seed}/move/${k}`));
    walls.push(performance.now() - t0);
    const cpu = process.cpuUsage(cpu0);
    cpuTimes.push((cpu.user + cpu.system) / 1000);
  });
  const wall = walls.reduce((a, b) => a + b, 0);
  const cpu = cpuTimes.reduce((a, b) => a + b, 0);
  const row = {
    difficulty,
    iterations: budget,
    searches,
    'iter/s': Math.round((iterations / wall) * 1000),
    'iter/CPU s': Math.round((iterations / cpu) * 1000),
    'ms/move': Math.round(wall / walls.length),
    'max ms': Math.round(Math.max(...walls)),
    'CPU ms/move': Math.round(cpu / cpuTimes.length),
    'max CPU ms': Math.round(Math.max(...cpuTimes)),
  };
  log(`search ${difficulty}: ${row['iter/s']} iterations/s, ${row['ms/move']} ms a move`);
  return row;
});

const result = { cpu: cpus()[0]?.model ?? 'unknown', load: loadavg()[0], ...config, rows };
if (flags.json) console.log(JSON.stringify(result));
else {
  console.log(
    `Frontline search bots, one core, ${sample.length} positions, ${config.players} players · ${result.cpu} · load ${result.load.toFixed(2)}`,
  );
  const columns = Object.keys(rows[0] ?? {});
  console.log(table([columns, ...rows.map((r) => columns.map((c) => String(r[c])))]));
}
