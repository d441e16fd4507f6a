#!/usr/bin/env node
// One `warboard sim` run for bench/parallel.js, in a process of its own so that every run starts cold,
// as the command does: V8 compiles the game code afresh in each thread, and a process that had already
// played games would favour the run played in its main thread. Prints one JSON line.
// Flags: --game ID, --games N, --seed S, --workers N.
import { parseArgs } from 'node:util';
import { defaultRegistries, games, simulateOnPool } from '@warboard/cli';

const { values: flags } = parseArgs({
  options: {
    game: { type: 'string', default: 'horsemen' },
    games: { type: 'string', default: '2000' },
    seed: { type: 'string', default: 'bench' },
    workers: { type: 'string', default: '1' },
  },
});
const entry = games.get(flags.game);
if (entry === undefined) throw new Error(`no registered game '${flags.game}'`);
const options = entry.game.parseOptions(entry.benchOptions[0] ?? {});
if (!options.ok) throw new Error(options.error.message);
const before = process.cpuUsage();
const s = await simulateOnPool(entry.game, {
  games: Number(flags.games),
  seed: flags.seed,
  options: options.value,
  workers: Number(flags.workers),
  registries: defaultRegistries,
});
const used = process.cpuUsage(before);
console.log(
  JSON.stringify({
    gamesPerSecond: s.timing.gamesPerSecond,
    // CPU time of every thread of the process, per game.
    cpuMsPerGame: (used.user + used.system) / 1000 / s.games,
    errors: s.errors,
  }),
);
