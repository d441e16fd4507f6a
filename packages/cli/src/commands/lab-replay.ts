/**
 * `warboard lab replay`: one lab game played again exactly as the lab played it, printed step by step (or,
 * with --json, as core's GameRecord, which core's `replay` rebuilds), or with --web opened step by step in the
 * web client, on the board, every seat's hidden information shown (web-replay.ts). The report links each
 * extreme game with this command.
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
import { addWebReplayFlags, openInWebClient, type WebReplayFlags } from '../web-replay.js';

interface ReplayFlags extends GameOptionFlags, WebReplayFlags {
  readonly game: string;
  readonly variant: string;
  readonly bots: string;
  readonly seed: string;
  readonly index: string;
  readonly json?: true;
  readonly web?: true;
}

export function registerLabReplay(
  lab: Command,
  io: Io,
  registry: GameRegistry,
  botRegistry: BotRegistry,
): void {
  addGameOptionFlags(
    addWebReplayFlags(
      lab
        .command('replay')
        .description(
          'play one lab game again: step by step in the web client (--web), as text, or as its record (--json)',
        )
        .requiredOption('--game <game>', 'the game')
        .option('--variant <key=value,...>', "the variant's own options", 'defaults')
        .option('--bots <names>', 'one bot for every seat, or one per seat (comma-separated)', 'random')
        .option('--seed <seed>', 'the run seed', 'warboard')
        .requiredOption('--index <i>', 'the game index within the variant (from 0)')
        .option('--json', "print the game's record (core's GameRecord) as JSON")
        .option('--web', 'open it step by step in the web client (on --server, or a server started here)'),
    ),
  ).action(async (flags: ReplayFlags) => {
    if (flags.json && flags.web) throw new UsageError('--json and --web: choose one');
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
    if (flags.web) return openInWebClient(io, replayed.record, flags, plan.bots);
    io.stdout.write(flags.json ? `${JSON.stringify(replayed.record)}\n` : replayText(replayed));
  });
}
