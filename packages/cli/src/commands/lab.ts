/**
 * `warboard lab`: the designer's playtest lab. Plays every variant of an experiment over many bot games on
 * all cores, keeps each finished game in an SQLite file (so a stopped run resumes where it stopped), then
 * writes a self-contained HTML report and a JSON file of the raw numbers, and prints a plain-text summary.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Command, InvalidArgumentError } from 'commander';
import { version as vegaVersion } from 'vega';
import { version as vegaLiteVersion } from 'vega-lite';
import { type BotRegistry, bots as defaultBots } from '../bot-registry.js';
import type { GameRegistry } from '../games.js';
import type { Io } from '../io.js';
import { labCsv } from '../lab/csv.js';
import { runDistributed } from '../lab/distributed.js';
import { type ExperimentPlan, planExperiment } from '../lab/experiment.js';
import { reportHtml } from '../lab/html.js';
import { type Lang, parseLang } from '../lab/i18n.js';
import { isPostgresUrl, PostgresLabStore } from '../lab/postgres-store.js';
import { FIRST_ROUND, nextRound, widestHalfWidth } from '../lab/precision.js';
import { buildReport, reportJson, summariseStored } from '../lab/report.js';
import { type RunResult, runExperiment } from '../lab/run.js';
import { DEFAULT_DB, LabStore } from '../lab/store.js';
import { reportText } from '../lab/text.js';
import {
  addGameOptionFlags,
  type GameOptionFlags,
  lookupGame,
  positiveInt,
  workersOption,
} from '../option-input.js';
import { type Progress, progressBar } from '../progress.js';
import { registriesFor } from '../tasks.js';
import { UsageError } from '../usage-error.js';
import { registerLabReplay } from './lab-replay.js';
import { registerLabTune } from './lab-tune.js';
import { registerLabWorker } from './lab-worker.js';
import type { CommandResult } from './sim.js';

/** The shell's code for a run stopped by SIGINT (128 + 2). */
const INTERRUPTED_EXIT = 130;

interface LabFlags extends GameOptionFlags {
  readonly game?: string;
  readonly variant: string[];
  readonly sweep: string[];
  readonly bots: string;
  readonly games: number;
  readonly seed: string;
  readonly db: string;
  readonly out?: string;
  readonly lang: string;
  readonly json?: true;
  readonly fresh?: true;
  readonly workers: number;
  readonly precision?: number;
  readonly csv?: string;
  readonly skill?: string;
  readonly skillGames: number;
  readonly redis?: string;
}

/** `--precision h`: a half-width of a 95% interval, above 0 and at most ½. */
function halfWidth(text: string): number {
  const h = Number(text);
  if (!(h > 0 && h <= 0.5)) throw new InvalidArgumentError('a half-width above 0 and at most 0.5, e.g. 0.02');
  return h;
}

const collect = (value: string, previous: string[]): string[] => [...previous, value];

/**
 * Plays the plan — or, with a precision, rounds of it growing toward its games per variant until every
 * rate is precise enough (lab/precision.ts) — and returns the plan as far as it was played.
 */
async function playToPrecision(
  plan: ExperimentPlan,
  store: LabStore,
  play: (round: ExperimentPlan) => Promise<RunResult>,
  precision: number | undefined,
  io: Io,
): Promise<{ plan: ExperimentPlan; run: RunResult }> {
  if (precision === undefined) return { plan, run: await play(plan) };
  let round: ExperimentPlan = { ...plan, gamesPerVariant: Math.min(plan.gamesPerVariant, FIRST_ROUND) };
  for (;;) {
    const run = await play(round);
    if (run.stopped) return { plan: round, run };
    const variants = summariseStored(round, store);
    const next = nextRound(variants, precision, round.gamesPerVariant, plan.gamesPerVariant);
    if (next === null) {
      const widest = widestHalfWidth(variants);
      io.stderr.write(
        widest <= precision
          ? `precision ±${precision} reached at ${round.gamesPerVariant} games per variant (widest ±${widest.toFixed(4)})\n`
          : `precision ±${precision} not reached: widest ±${widest.toFixed(4)} after ${round.gamesPerVariant} games per variant (--games)\n`,
      );
      return { plan: round, run };
    }
    round = { ...plan, gamesPerVariant: next };
  }
}

export function registerLab(
  program: Command,
  io: Io,
  registry: GameRegistry,
  result: CommandResult,
  botRegistry: BotRegistry = defaultBots,
): void {
  // Positional: the options after `lab replay` are the replay's own, not the experiment's.
  const lab = program.command('lab').enablePositionalOptions();
  registerLabReplay(lab, io, registry, botRegistry);
  registerLabTune(lab, io, registry, botRegistry);
  registerLabWorker(lab, io, registry, botRegistry);
  addGameOptionFlags(
    lab
      .description('compare rules variants over many bot games: a tested, charted report in HTML and JSON')
      .option('--game <game>', `the game: ${[...registry.keys()].join(', ') || '(none registered)'}`)
      .option(
        '--variant <key=value,...>',
        'a variant: rules options over the common ones (key=value[,key=value…] or a JSON object); repeatable',
        collect,
        [],
      )
      .option(
        '--sweep <key=v1,v2,...>',
        'play every value of an option as a variant; several --sweep make a grid; repeatable',
        collect,
        [],
      )
      .option('--bots <names>', 'one bot for every seat, or one per seat (comma-separated)', 'random')
      .option('--games <n>', 'games per variant', positiveInt, 100)
      .option(
        '--skill <bots>',
        'skill depth: match every pair of these bots (e.g. hard,heuristic,random) under each variant',
      )
      .option('--skill-games <n>', 'games per pair of --skill bots and variant', positiveInt, 100)
      .option('--seed <seed>', 'run seed; game i of variant v uses seed "<seed>/<v>/<i>"', 'warboard')
      .option(
        '--db <file|url>',
        'the results database: an SQLite file, or postgres://… for PostgreSQL',
        DEFAULT_DB,
      )
      .option(
        '--redis <url>',
        "queue the games on Redis for 'warboard lab worker' processes instead of playing them here",
      )
      .option('--out <dir>', 'where report.html and report.json go (default: data/lab/<experiment id>)')
      .option('--lang <lang>', 'language of the summary and the one the report opens in: en or zh-Hant', 'en')
      .option('--json', 'print the report JSON instead of the text summary')
      .option('--csv <file>', 'also write one row per game: variant, index, seeds, winners, every measure')
      .option('--fresh', "forget this experiment's stored games and play them all again")
      .option(
        '--precision <h>',
        "play until every rate's 95% interval is within ±h (e.g. 0.02), or --games per variant are played",
        halfWidth,
      ),
  )
    .addOption(workersOption())
    .action(async (flags: LabFlags) => {
      // Not a requiredOption: commander would then ask it of `lab replay` too, which has its own.
      if (flags.game === undefined) throw new UsageError("required option '--game <game>' not specified");
      const lang: Lang | null = parseLang(flags.lang);
      if (lang === null) throw new UsageError(`--lang: 'en' or 'zh-Hant', not '${flags.lang}'`);
      const plan = planExperiment(registry, botRegistry, {
        game: flags.game,
        variants: flags.variant,
        sweeps: flags.sweep,
        ...(flags.skill !== undefined ? { skill: flags.skill, skillGames: flags.skillGames } : {}),
        bots: flags.bots,
        games: flags.games,
        seed: flags.seed,
        option: flags.option,
        ...(flags.players !== undefined ? { players: flags.players } : {}),
        ...(flags.ruleset !== undefined ? { ruleset: flags.ruleset } : {}),
      });
      const { game } = lookupGame(registry, plan.game);
      const postgres = isPostgresUrl(flags.db) ? await PostgresLabStore.open(flags.db) : null;
      if (postgres !== null) {
        if (flags.fresh) await postgres.clear(plan.id);
        await postgres.pull(plan);
      }
      const store = postgres?.store ?? new LabStore(flags.db);
      const stop = new AbortController();
      const onInterrupt = () => stop.abort();
      process.once('SIGINT', onInterrupt);
      const progress: { bar: Progress | null } = { bar: null };
      try {
        if (flags.fresh && postgres === null) store.clear(plan.id);
        const common = {
          store,
          signal: stop.signal,
          onStart: (stored: number, toPlay: number) => {
            if (stored > 0)
              io.stderr.write(
                `${plan.game} lab ${plan.id}: ${stored} games already stored, ${toPlay} to play\n`,
              );
            if (toPlay > 0) progress.bar = progressBar(io.stderr, toPlay, `${plan.game} lab`);
          },
          onProgress: (done: number) => progress.bar?.update(done),
        };
        const play = (round: ExperimentPlan) =>
          (flags.redis !== undefined
            ? runDistributed(round, { ...common, redis: flags.redis })
            : runExperiment(round, {
                ...common,
                workers: flags.workers,
                registries: registriesFor(registry, botRegistry),
              })
          ).finally(() => {
            progress.bar?.stop();
            progress.bar = null;
          });
        const { plan: played, run } = await playToPrecision(plan, store, play, flags.precision, io);
        const report = buildReport(played, store, game, botRegistry, {
          vega: vegaVersion,
          'vega-lite': vegaLiteVersion,
        });
        const out = flags.out ?? join('data', 'lab', plan.id);
        mkdirSync(out, { recursive: true });
        writeFileSync(join(out, 'report.json'), reportJson(report));
        writeFileSync(join(out, 'report.html'), await reportHtml(report, lang));
        if (flags.csv !== undefined) writeFileSync(flags.csv, labCsv(played, store));
        io.stdout.write(flags.json ? `${JSON.stringify(report)}\n` : reportText(report, lang));
        const kept = postgres !== null ? 'PostgreSQL' : flags.db;
        io.stderr.write(`report: ${join(out, 'report.html')} and report.json; results kept in ${kept}\n`);
        if (report.analysis.variants.some((v) => v.errors > 0)) result.exitCode = 1;
        if (run.stopped) {
          io.stderr.write(
            `stopped: ${run.reused + run.played} of ${run.planned} games stored; run the same command again to play the rest\n`,
          );
          result.exitCode = INTERRUPTED_EXIT;
        }
      } finally {
        process.off('SIGINT', onInterrupt);
        progress.bar?.stop();
        if (postgres !== null) await postgres.close();
        else store.close();
      }
    });
}
