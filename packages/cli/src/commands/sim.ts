/**
 * `warboard sim <game>`: random-bot games of any registered game, played on worker threads and summarised
 * as a table or JSON.
 */
import type { Command } from 'commander';
import { formatSummary } from '../format.js';
import type { GameRegistry } from '../games.js';
import type { Io } from '../io.js';
import { collectOption, positiveInt, workersOption } from '../option-input.js';
import { progressBar } from '../progress.js';
import { type SimSummary, simulateOnPool } from '../simulate.js';
import { registriesFor } from '../tasks.js';
import { UsageError } from '../usage-error.js';

interface SimFlags {
  readonly games: number;
  readonly seed: string;
  readonly json?: true;
  readonly players?: number;
  readonly ruleset?: string;
  readonly option: Record<string, unknown>;
  readonly workers: number;
}

/** What a finished command asks `main` to exit with. */
export interface CommandResult {
  exitCode: number;
}

export function registerSim(program: Command, io: Io, registry: GameRegistry, result: CommandResult): void {
  program
    .command('sim')
    .description('play random-bot games and summarise them (exit 1 if any game hit an engine error)')
    .argument('<game>', `the game: ${[...registry.keys()].join(', ') || '(none registered)'}`)
    .option('--games <n>', 'how many games', positiveInt, 100)
    .option('--seed <seed>', 'run seed; game i uses seed "<seed>/<i>"', 'warboard')
    .option('--json', 'print the summary as one JSON object')
    .option('--players <n>', 'number of players (the game option "players")', positiveInt)
    .option('--ruleset <name>', 'ruleset (the game option "ruleset")')
    .option(
      '--option <key=value>',
      'any game option; repeatable; values read as JSON when they parse',
      collectOption,
      {},
    )
    .addOption(workersOption())
    .action(async (gameId: string, flags: SimFlags) => {
      const entry = registry.get(gameId);
      if (entry === undefined) {
        const known = [...registry.keys()].join(', ') || 'none registered';
        throw new UsageError(`unknown game '${gameId}' (known: ${known})`);
      }
      const { game } = entry;
      const { minPlayers, maxPlayers } = game.capabilities;
      if (flags.players !== undefined && (flags.players < minPlayers || flags.players > maxPlayers)) {
        const range = minPlayers === maxPlayers ? `${minPlayers}` : `${minPlayers}–${maxPlayers}`;
        throw new UsageError(`${gameId} is for ${range} players, not ${flags.players}`);
      }
      // Dedicated flags win over the same key given through --option.
      const input: Record<string, unknown> = { ...flags.option };
      // A game for a fixed number of players need not know a players option at all.
      if (flags.players !== undefined && minPlayers !== maxPlayers) input.players = flags.players;
      if (flags.ruleset !== undefined) input.ruleset = flags.ruleset;
      const options = game.parseOptions(input);
      if (!options.ok) {
        const e = options.error;
        throw new UsageError(`${gameId}: options refused: ${e.message} (${e.rule}, ${e.code})`);
      }

      const bar = flags.json ? null : progressBar(io.stderr, flags.games, gameId);
      let summary: SimSummary;
      try {
        summary = await simulateOnPool(game, {
          games: flags.games,
          seed: flags.seed,
          options: options.value,
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
