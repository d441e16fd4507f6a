#!/usr/bin/env node
// Warboard benchmark: for every registered game and each of its benchmark option sets, random games per
// second, applied actions per second, and the cost of one `apply` beside one plain structuredClone of the
// same states (the ratio to watch). Runs on one core over the built packages: `npm run bench`.
// Flags: --seconds N (random-games budget per row, default 3), --min-games N (default 3), --game ID,
// --samples N (steps timed per round, default 3000), --rounds N (default 5), --seed S, --json.
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { games, measure, table } from '@warboard/cli';

const { values: flags } = parseArgs({
  options: {
    seconds: { type: 'string', default: '3' },
    'min-games': { type: 'string', default: '3' },
    samples: { type: 'string', default: '3000' },
    rounds: { type: 'string', default: '5' },
    game: { type: 'string' },
    seed: { type: 'string', default: 'bench' },
    json: { type: 'boolean', default: false },
  },
});
const config = {
  seconds: Number(flags.seconds),
  minGames: Number(flags['min-games']),
  samples: Number(flags.samples),
  rounds: Number(flags.rounds),
  seed: flags.seed,
};

const entries = [...games.values()].filter((e) => flags.game === undefined || e.game.id === flags.game);
if (entries.length === 0) {
  console.error(flags.game ? `no registered game '${flags.game}'` : 'no games registered');
  process.exit(flags.game ? 2 : 0);
}

const rows = [];
for (const { game, benchOptions } of entries) {
  for (const input of benchOptions) {
    const options = game.parseOptions(input);
    if (!options.ok) {
      console.error(`${game.id} ${JSON.stringify(input)}: options refused: ${options.error.message}`);
      process.exitCode = 1;
      continue;
    }
    if (!flags.json) process.stderr.write(`measuring ${game.id} ${JSON.stringify(input)} …\n`);
    rows.push({ game: game.id, options: input, ...measure(game, options.value, config) });
  }
}

if (flags.json) {
  console.log(JSON.stringify({ node: process.version, cpu: cpus()[0]?.model, config, rows }));
} else {
  const f = (n, digits = 1) =>
    n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
  const i = (n) => Math.round(n).toLocaleString('en-US');
  console.log(
    `node ${process.version} · ${cpus()[0]?.model ?? 'unknown cpu'} · one core · ≥ ${config.seconds} s and ≥ ${config.minGames} games per row`,
  );
  console.log();
  console.log(
    table(
      [
        [
          'game',
          'options',
          'games',
          'games/s',
          'actions/s',
          'actions/game',
          'state KB',
          'µs apply',
          'µs clone',
          'apply/clone',
          'µs legal',
          'errors',
        ],
        ...rows.map((r) => [
          r.game,
          JSON.stringify(r.options),
          i(r.games),
          f(r.gamesPerSecond),
          i(r.actionsPerSecond),
          f(r.actions / r.games),
          f(r.stateBytes / 1024),
          f(r.applyMicros, 2),
          f(r.cloneMicros, 2),
          f(r.applyToClone, 2),
          f(r.legalMicros, 2),
          String(r.errors),
        ]),
      ],
      ['left', 'left'],
    ),
  );
}
if (rows.some((r) => r.errors > 0)) process.exitCode = 1;
