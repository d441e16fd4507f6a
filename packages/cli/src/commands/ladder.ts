/** `warboard ladder`: a round-robin of bots with seats rotated, win rates with 95% intervals. */
import type { AnyGame } from '@warboard/core';
import type { Command } from 'commander';
import { type BotRegistry, bots as defaultBots } from '../bot-registry.js';
import { formatLadder } from '../format-ladder.js';
import type { GameRegistry } from '../games.js';
import type { Io } from '../io.js';
import { runLadder } from '../ladder-run.js';
import {
  addGameOptionFlags,
  type GameOptionFlags,
  gameOptions,
  lookupGame,
  positiveInt,
  workersOption,
} from '../option-input.js';
import { progressBar } from '../progress.js';
import { registriesFor } from '../tasks.js';
import { UsageError } from '../usage-error.js';
import type { CommandResult } from './sim.js';

/** The shell's code for a run stopped by SIGINT (128 + 2). */
const INTERRUPTED_EXIT = 130;

interface LadderFlags extends GameOptionFlags {
  readonly game: string;
  readonly bots: string;
  readonly games: number;
  readonly seed: string;
  readonly json?: true;
  readonly workers: number;
}

export function registerLadder(
  program: Command,
  io: Io,
  registry: GameRegistry,
  result: CommandResult,
  botRegistry: BotRegistry = defaultBots,
): void {
  addGameOptionFlags(
    program
      .command('ladder')
      .description('play a round-robin of bots, seats rotated, and print win rates with 95% intervals')
      .requiredOption('--game <game>', `the game: ${[...registry.keys()].join(', ') || '(none registered)'}`)
      .requiredOption('--bots <a,b,...>', 'two or more bots: random, heuristic, easy, normal, hard')
      .option('--games <n>', 'games per pair of bots', positiveInt, 100)
      .option('--seed <seed>', 'run seed; game k of pair a,b uses seed "<seed>/<a>-<b>/<k>"', 'warboard')
      .option('--json', 'print the results as one JSON object'),
  )
    .addOption(workersOption())
    .action(async (flags: LadderFlags) => {
      const { game } = lookupGame(registry, flags.game);
      const names = ladderBots(game.id, flags.bots, botRegistry);
      const options = gameOptions(game, flags).input;
      const players = playerCount(game, options, flags.seed);

      const total = (names.length * (names.length - 1) * flags.games) / 2;
      const bar = flags.json ? null : progressBar(io.stderr, total, `${game.id} ladder`);
      // Ctrl-C stops the ladder and prints what the finished games show: a long run is never all lost.
      const stop = new AbortController();
      const onInterrupt = () => stop.abort();
      process.once('SIGINT', onInterrupt);
      let summary: Awaited<ReturnType<typeof runLadder>>;
      try {
        summary = await runLadder(game, {
          bots: names,
          gamesPerPair: flags.games,
          seed: flags.seed,
          options,
          players,
          workers: flags.workers,
          registries: registriesFor(registry, botRegistry),
          signal: stop.signal,
          ...(bar ? { onProgress: (done: number) => bar.update(done) } : {}),
        });
      } finally {
        process.off('SIGINT', onInterrupt);
        bar?.stop();
      }
      io.stdout.write(flags.json ? `${JSON.stringify(summary)}\n` : formatLadder(summary));
      if (summary.errors > 0) result.exitCode = 1;
      if (summary.stopped) result.exitCode = INTERRUPTED_EXIT;
    });
}

/** The listed bots, each registered for the game and named once; at least two. */
function ladderBots(gameId: string, list: string, registry: BotRegistry): string[] {
  const entry = registry.get(gameId);
  if (entry === undefined || entry.bots.size === 0) {
    throw new UsageError(entry?.missing ?? `${gameId} has no bots registered`);
  }
  const names = list.split(',').map((name) => name.trim());
  const known = [...entry.bots.keys()].join(', ');
  for (const name of names) {
    if (name === '') throw new UsageError(`--bots: empty bot name in '${list}'`);
    if (!entry.bots.has(name)) throw new UsageError(`unknown bot '${name}' for ${gameId} (known: ${known})`);
  }
  const twice = names.find((name, i) => names.indexOf(name) !== i);
  if (twice !== undefined) throw new UsageError(`--bots: '${twice}' is listed twice`);
  if (names.length < 2) throw new UsageError(`--bots: a ladder needs at least two bots (known: ${known})`);
  return names;
}

/** How many seats the options make: a fixed-size game says so; otherwise one setup is asked. */
function playerCount(game: AnyGame, input: Record<string, unknown>, seed: string): number {
  const { minPlayers, maxPlayers } = game.capabilities;
  if (minPlayers === maxPlayers) return minPlayers;
  const parsed = game.parseOptions(input);
  const setup = parsed.ok ? game.setup(parsed.value, `${seed}/players`) : null;
  if (setup === null || !setup.ok)
    throw new UsageError(`${game.id}: cannot set up a game with these options`);
  return game.playerCount(setup.value);
}
