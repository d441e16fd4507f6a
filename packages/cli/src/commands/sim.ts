/**
 * `warboard sim <game>`: random-bot games of any registered game, played on worker threads and summarised
 * as a table or JSON.
 */
import type { Command } from 'commander';
import { formatSummary } from '../format.js';
import type { GameRegistry } from '../games.js';
import type { Io } from '../io.js';
import {
  addGameOptionFlags,
  type GameOptionFlags,
  gameOptions,
  lookupGame,
  positiveInt,
  workersOption,
} from '../option-input.js';
import { progressBar } from '../progress.js';
import { type SimSummary, simulateOnPool } from '../simulate.js';
import { registriesFor } from '../tasks.js';

interface SimFlags extends GameOptionFlags {
  readonly games: number;
  readonly seed: string;
  readonly json?: true;
  readonly workers: number;
}

/** What a finished command asks `main` to exit with. */
export interface CommandResult {
  exitCode: number;
}

export function registerSim(program: Command, io: Io, registry: GameRegistry, result: CommandResult): void {
  addGameOptionFlags(
    program
      .command('sim')
      .description('play random-bot games and summarise them (exit 1 if any game hit an engine error)')
      .argument('<game>', `the game: ${[...registry.keys()].join(', ') || '(none registered)'}`)
      .option('--games <n>', 'how many games', positiveInt, 100)
      .option('--seed <seed>', 'run seed; game i uses seed "<seed>/<i>"', 'warboard')
      .option('--json', 'print the summary as one JSON object'),
  )
    .addOption(workersOption())
    .action(async (gameId: string, flags: SimFlags) => {
      const { game } = lookupGame(registry, gameId);
      const options = gameOptions(game, flags);

      const bar = flags.json ? null : progressBar(io.stderr, flags.games, gameId);
      let summary: SimSummary;
      try {
        summary = await simulateOnPool(game, {
          games: flags.games,
          seed: flags.seed,
          options: options.parsed,
          workers: flags.workers,
          registries: registriesFor(registry),
          ...(bar ? { onProgress: (done: number) => bar.update(done) } : {}),
        });
      } finally {
        bar?.stop();
      }
      io.stdout.write(flags.json ? `${JSON.stringify(summary)}\n` : formatSummary(summary));
      if (summary.errors > 0) result.exitCode = 1;
    });
}
