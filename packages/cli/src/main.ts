import { Command, CommanderError } from 'commander';
import { type BotRegistry, bots } from './bot-registry.js';
import { registerLab } from './commands/lab.js';
import { registerLadder } from './commands/ladder.js';
import { registerOdds } from './commands/odds.js';
import { registerReplay } from './commands/replay.js';
import { type CommandResult, registerSim } from './commands/sim.js';
import { registerStart } from './commands/start.js';
import { type GameRegistry, games } from './games.js';
import { type Io, processIo } from './io.js';
import { UsageError } from './usage-error.js';

/** Usage errors (bad flags, unknown game, refused options) exit with 2, distinct from failed games (1). */
const USAGE_EXIT = 2;

/**
 * Entry point of the `warboard` command; `argv` as in process.argv (node, script, args…). Returns the exit
 * code instead of exiting, so tests run it in-process with their own `io` and game registry.
 */
export async function main(
  argv: readonly string[],
  io: Io = processIo,
  registry: GameRegistry = games,
  botRegistry: BotRegistry = bots,
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
  registerStart(program, io);
  registerSim(program, io, registry, result);
  registerOdds(program, io);
  registerLadder(program, io, registry, result, botRegistry);
  registerLab(program, io, registry, result, botRegistry);
  registerReplay(program, io);
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
