#!/usr/bin/env node
import { parseArgs } from 'node:util';
// One bot alone against copies of another (`npm run build && node bench/ladder-lone.js`): exactly the games of
// `warboard ladder --bots LONE,FIELD` in which LONE sits alone (the even-numbered games of the pair: same seeds,
// same seats), without the other half, where FIELD sits alone. With more than two players those other games
// cost several times as much when LONE is a search bot, and they do not count towards LONE's record (the
// ladder counts a bot's games only where it holds one seat). Prints LONE's wins with a 95% Wilson interval,
// the same numbers the ladder prints for LONE. Ctrl-C prints the games finished so far.
// Flags: --game frontline|horsemen (default frontline), --lone hard, --field heuristic, --players N (default 2),
// --games N (games with LONE alone, default 100), --seed S (default frontline-2026), --workers N (default 1),
// --json.
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { bots, games, ladderSeed, playLadderGame, seating, wilson } from '@warboard/cli';

if (isMainThread) {
  const { values: flags } = parseArgs({
    options: {
      game: { type: 'string', default: 'frontline' },
      lone: { type: 'string', default: 'hard' },
      field: { type: 'string', default: 'heuristic' },
      players: { type: 'string', default: '2' },
      games: { type: 'string', default: '100' },
      seed: { type: 'string', default: 'frontline-2026' },
      workers: { type: 'string', default: '1' },
      json: { type: 'boolean', default: false },
    },
  });
  const total = Number(flags.games);
  const workers = Math.max(1, Math.min(Number(flags.workers), total));
  const started = Date.now();
  const done = [];
  let next = 0;
  let running = 0;
  const pool = [];

  const report = () => {
    const wins = done.filter((g) => g.won).length;
    const draws = done.filter((g) => g.draw).length;
    const errors = done.filter((g) => g.error).length;
    const [lo, hi] = wilson(wins, done.length);
    const cpu = done.reduce((n, g) => n + g.cpuMs, 0) / Math.max(1, done.length);
    const result = {
      game: flags.game,
      lone: flags.lone,
      field: flags.field,
      players: Number(flags.players),
      seed: flags.seed,
      games: done.length,
      asked: total,
      wins,
      draws,
      errors,
      winRate: done.length > 0 ? wins / done.length : 0,
      interval: [lo, hi],
      share: 1 / Number(flags.players),
      meanActions: Math.round(done.reduce((n, g) => n + g.actions, 0) / Math.max(1, done.length)),
      cpuSecondsPerGame: Number((cpu / 1000).toFixed(2)),
      wallSeconds: Math.round((Date.now() - started) / 1000),
    };
    if (flags.json) console.log(JSON.stringify(result));
    else {
      const pct = (x) => `${(100 * x).toFixed(1)}%`;
      console.log(
        `${flags.game}, ${flags.players} players: ${flags.lone} alone against ${Number(flags.players) - 1} × ${flags.field}, seed ${JSON.stringify(flags.seed)}`,
      );
      console.log(
        `${wins} wins of ${done.length} games (${draws} draws, ${errors} errors): ${pct(result.winRate)}, 95% interval ${pct(lo)} – ${pct(hi)} (share 1/${flags.players} = ${pct(result.share)})`,
      );
      console.log(
        `${result.meanActions} actions a game, ${result.cpuSecondsPerGame} s of CPU a game, ${result.wallSeconds} s in all, ${workers} worker(s)`,
      );
    }
  };

  const stop = () => {
    for (const w of pool) w.terminate();
    report();
    process.exit(0);
  };
  process.on('SIGINT', stop);

  for (let w = 0; w < workers; w++) {
    const worker = new Worker(new URL(import.meta.url), { workerData: flags });
    pool.push(worker);
    const give = () => {
      if (next < total) {
        running++;
        worker.postMessage(next++);
      } else worker.terminate();
      if (running === 0 && next >= total) stop();
    };
    worker.on('message', (g) => {
      running--;
      done.push(g);
      if (!flags.json && done.length % 10 === 0) {
        const wins = done.filter((x) => x.won).length;
        console.error(`${done.length}/${total} games, ${flags.lone} won ${wins}`);
      }
      give();
    });
    worker.on('error', (e) => {
      console.error(e);
      process.exit(1);
    });
    give();
  }
} else {
  const flags = workerData;
  const players = Number(flags.players);
  const entry = games.get(flags.game);
  const makers = bots.get(flags.game)?.bots;
  if (!entry || !makers) throw new Error(`no game '${flags.game}' with bots`);
  // As `warboard ladder --players N` hands them over: a game for a fixed number of players gets no players option.
  const { minPlayers, maxPlayers } = entry.game.capabilities;
  const options = minPlayers === maxPlayers ? {} : { players };
  parentPort.on('message', (i) => {
    const k = 2 * i; // the ladder's game k of the pair (lone, field): even games seat `lone` alone
    const seats = seating(flags.lone, flags.field, k, players);
    const seat = seats.indexOf(flags.lone);
    const cpu0 = process.cpuUsage();
    const g = playLadderGame(
      entry.game,
      makers,
      options,
      ladderSeed(flags.seed, flags.lone, flags.field, k),
      seats,
    );
    const cpu = process.cpuUsage(cpu0);
    parentPort.postMessage({
      won: g.ok && g.winners?.includes(seat) === true,
      draw: g.ok && g.winners === null,
      error: !g.ok,
      actions: g.ok ? g.actions : 0,
      cpuMs: (cpu.user + cpu.system) / 1000,
    });
  });
}
