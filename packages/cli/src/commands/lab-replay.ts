/**
 * `warboard lab replay`: one lab game played again exactly as the lab played it, printed step by step (or,
 * with --json, as core's GameRecord, which core's `replay` rebuilds). The report links each extreme game
 * with this command. The web client's replay screen opens games the server played; a lab game never was
 * one, so it is replayed here.
 */
import type { Command } from 'commander';
import type { BotRegistry } from '../bot-registry.js';
import type { GameRegistry } from '../games.js';
import type { Io } from '../io.js';
import { labSeed, planExperiment } from '../lab/experiment.js';
import { measuresFor } from '../lab/measures/index.js';
import { replayLabGame, replayText } from '../lab/replay.js';
import { addGameOptionFlags, type GameOptionFlags, lookupGame } from '../option-input.js';
import { UsageError } from '../usage-error.js';

interface ReplayFlags extends GameOptionFlags {
  readonly game: string;
  readonly variant: string;
  readonly bots: string;
  readonly seed: string;
  readonly index: string;
  readonly json?: true;
}

export function registerLabReplay(
  lab: Command,
  io: Io,
  registry: GameRegistry,
  botRegistry: BotRegistry,
): void {
  addGameOptionFlags(
    lab
      .command('replay')
      .description('play one lab game again and print it step by step (the report links its extreme games)')
      .requiredOption('--game <game>', 'the game')
      .option('--variant <key=value,...>', "the variant's own options", 'defaults')
      .option('--bots <names>', 'one bot for every seat, or one per seat (comma-separated)', 'random')
      .option('--seed <seed>', 'the run seed', 'warboard')
      .requiredOption('--index <i>', 'the game index within the variant (from 0)')
      .option('--json', "print the game's record (core's GameRecord) as JSON"),
  ).action((flags: ReplayFlags) => {
    const index = Number(flags.index);
    if (!/^\d+$/.test(flags.index) || !Number.isSafeInteger(index)) {
      throw new UsageError(`--index must be a whole number ≥ 0, not '${flags.index}'`);
    }
    const plan = planExperiment(registry, botRegistry, {
      game: flags.game,
      variants: [flags.variant],
      bots: flags.bots,
      games: 1,
      seed: flags.seed,
      option: flags.option,
      ...(flags.players !== undefined ? { players: flags.players } : {}),
      ...(flags.ruleset !== undefined ? { ruleset: flags.ruleset } : {}),
    });
    const { game } = lookupGame(registry, plan.game);
    const variant = plan.variants[0] as (typeof plan.variants)[number];
    const makers = botRegistry.get(plan.game)?.bots;
    const bots = plan.bots.map((name) => {
      const make = makers?.get(name);
      if (make === undefined) throw new UsageError(`unknown bot '${name}'`);
      return make(game);
    });
    const seed = labSeed(plan.seed, variant.key, index);
    const replayed = replayLabGame(game, bots, variant.options, seed, measuresFor(plan.game));
    io.stdout.write(flags.json ? `${JSON.stringify(replayed.record)}\n` : replayText(replayed));
  });
}
