import { Command, CommanderError } from 'commander';
import type { BotRegistry } from './bot-registry.js';
import type { CommandResult } from './commands/sim.js';
import type { GameRegistry } from './games.js';
import { type Io, processIo } from './io.js';
import { UsageError } from './usage-error.js';

/** Usage errors (bad flags, unknown game, refused options) exit with 2, distinct from failed games (1). */
const USAGE_EXIT = 2;

interface CommandContext {
  readonly program: Command;
  readonly io: Io;
  readonly result: CommandResult;
  readonly games: () => Promise<GameRegistry>;
  readonly bots: () => Promise<BotRegistry>;
}

/**
 * Every command, in the help's order, with the names it answers to. Each command's module (and what it loads:
 * the server, the bots, the lab, the games) is imported only when that command runs: `warboard odds` loads the
 * Frontline engine and not the rest.
 */
const COMMANDS: readonly { names: readonly string[]; register: (c: CommandContext) => Promise<void> }[] = [
  {
    names: ['start', 'serve'],
    register: async (c) => (await import('./commands/start.js')).registerStart(c.program, c.io),
  },
  {
    names: ['sim'],
    register: async (c) =>
      (await import('./commands/sim.js')).registerSim(c.program, c.io, await c.games(), c.result),
  },
  {
    names: ['odds'],
    register: async (c) => (await import('./commands/odds.js')).registerOdds(c.program, c.io),
  },
  {
    names: ['ladder'],
    register: async (c) =>
      (await import('./commands/ladder.js')).registerLadder(
        c.program,
        c.io,
        await c.games(),
        c.result,
        await c.bots(),
      ),
  },
  {
    names: ['lab'],
    register: async (c) =>
      (await import('./commands/lab.js')).registerLab(
        c.program,
        c.io,
        await c.games(),
        c.result,
        await c.bots(),
      ),
  },
  {
    names: ['replay'],
    register: async (c) => (await import('./commands/replay.js')).registerReplay(c.program, c.io),
  },
];

/**
 * Entry point of the `warboard` command; `argv` as in process.argv (node, script, args…). Returns the exit
 * code instead of exiting, so tests run it in-process with their own `io` and game registry.
 */
export async function main(
  argv: readonly string[],
  io: Io = processIo,
  registry?: GameRegistry,
  botRegistry?: BotRegistry,
): Promise<number> {
  const result: CommandResult = { exitCode: 0 };
  const program = new Command('warboard')
    .description('Warboard: Frontline and Four Horsemen')
    .exitOverride()
    // Options belong to the command they follow: `lab replay --game …` is the replay's, not the lab's.
    .enablePositionalOptions()
    .configureOutput({
      writeOut: (text) => io.stdout.write(text),
      writeErr: (text) => io.stderr.write(text),
    });
  const context: CommandContext = {
    program,
    io,
    result,
    games: async () => registry ?? (await import('./games.js')).games,
    bots: async () => botRegistry ?? (await import('./bot-registry.js')).bots,
  };
  const named = COMMANDS.find((c) => c.names.includes(argv[2] ?? ''));
  // The named command alone; anything else (help, no command, a mistyped one) registers every command, so the
  // help lists them all and commander can suggest the nearest name.
  for (const command of named ? [named] : COMMANDS) await command.register(context);
  try {
    await program.parseAsync([...argv]);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr.write(`error: ${error.message}\n`);
      return USAGE_EXIT;
    }
    // Commander has already printed its message (or the help, whose exit code is 0).
    if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : USAGE_EXIT;
    throw error;
  }
  return result.exitCode;
}
