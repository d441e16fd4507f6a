/**
 * The report as data — what the JSON file holds and the HTML and terminal summary show: the experiment
 * (versions, options, seeds, bots), how to run it again, and the analysis. It holds no clock time, so the
 * same experiment gives the same report, byte for byte, however often and in however many pieces it ran.
 */
import { readFileSync } from 'node:fs';
import type { GameMeasures } from '@warboard/catalog';
import type { AnyGame } from '@warboard/core';
import type { BotRegistry } from '../bot-registry.js';
import { type Analysis, analyse, summariseVariant } from './analyse.js';
import { type ExperimentPlan, LAB_FORMAT, labSeed } from './experiment.js';
import { type ExtremeGame, extremeGames } from './extremes.js';
import { measuresFor } from './measures/index.js';
import type { VariantResult } from './results.js';
import { summariseSkill } from './skill.js';
import type { LabStore } from './store.js';
import type { Sweep } from './sweep.js';

export interface LabReport {
  readonly format: number;
  readonly experiment: {
    readonly id: string;
    readonly game: string;
    readonly rulesVersion: string;
    readonly seed: string;
    /** How each game's seed is made from the run seed. */
    readonly seeds: string;
    readonly players: number;
    readonly gamesPerVariant: number;
    /** Per seat: the registered bot name and the bot's own name (which says its settings, e.g. ismcts-hard). */
    readonly bots: readonly { readonly seat: number; readonly bot: string; readonly plays: string }[];
    readonly common: Readonly<Record<string, unknown>>;
    readonly variants: readonly {
      readonly key: string;
      readonly input: unknown;
      readonly options: unknown;
    }[];
    /** The bots matched for skill depth and games per pair and variant (`--skill`), or null. */
    readonly skill: ExperimentPlan['skill'];
    /** The swept options and their values (`--sweep`), in the order given. */
    readonly sweeps: readonly Sweep[];
    /** The command that reproduces this report. */
    readonly command: string;
  };
  readonly versions: Readonly<Record<string, string>>;
  /** The measures' names and groups in English and Traditional Chinese, for readers of the JSON. */
  readonly catalogue: Pick<GameMeasures, 'groups' | 'measures' | 'tagWins'>;
  readonly analysis: Analysis;
  /** Per variant, the games worth watching, each with the command that replays it. */
  readonly extremes: readonly ExtremeGame[];
}

const packageVersion = (): string => {
  const text = readFileSync(new URL('../../package.json', import.meta.url), 'utf8');
  return (JSON.parse(text) as { version: string }).version;
};

/** Shell-quotes one argument when it needs it. */
const quote = (arg: string): string =>
  /^[\w./:=,@+-]+$/.test(arg) ? arg : `'${arg.replaceAll("'", "'\\''")}'`;

/** The flags every lab command of this experiment shares: the game and its common options. */
function gameArgs(plan: ExperimentPlan): string[] {
  const args = ['--game', plan.game];
  for (const [key, value] of Object.entries(plan.common)) {
    args.push('--option', `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  }
  return args;
}

const botsArg = (plan: ExperimentPlan): string =>
  new Set(plan.bots).size === 1 ? (plan.bots[0] as string) : plan.bots.join(',');

function rerunCommand(plan: ExperimentPlan): string {
  const args = ['warboard', 'lab', ...gameArgs(plan)];
  for (const v of plan.variants) if (!v.swept) args.push('--variant', v.key);
  for (const { key, values } of plan.sweeps) {
    args.push(
      '--sweep',
      `${key}=${values.map((x) => (typeof x === 'string' ? x : JSON.stringify(x))).join(',')}`,
    );
  }
  args.push('--bots', botsArg(plan));
  args.push('--games', String(plan.gamesPerVariant), '--seed', plan.seed);
  if (plan.skill !== null)
    args.push('--skill', plan.skill.bots.join(','), '--skill-games', String(plan.skill.games));
  return args.map(quote).join(' ');
}

/**
 * The command that opens game `index` of a variant step by step in the web client (`warboard lab replay
 * --web`); without `--web` the same command prints it as text.
 */
export function replayCommand(plan: ExperimentPlan, variant: string, index: number): string {
  const args = [
    'warboard',
    'lab',
    'replay',
    ...gameArgs(plan),
    '--variant',
    variant,
    '--bots',
    botsArg(plan),
  ];
  args.push('--seed', plan.seed, '--index', String(index), '--web');
  return args.map(quote).join(' ');
}

/** Every variant's stored games (up to the plan's games per variant), summarised. */
export const summariseStored = (plan: ExperimentPlan, store: LabStore): VariantResult[] =>
  plan.variants.map((v) =>
    summariseVariant(
      plan,
      v.key,
      store.games(plan.id, v.key, plan.gamesPerVariant),
      summariseSkill(plan, v.key, (table, games) => store.games(plan.id, table, games)),
    ),
  );

export function buildReport(
  plan: ExperimentPlan,
  store: LabStore,
  game: AnyGame,
  botRegistry: BotRegistry,
  libraries: Readonly<Record<string, string>>,
): LabReport {
  const variants = summariseStored(plan, store);
  const makers = botRegistry.get(plan.game)?.bots;
  const { groups, measures, tagWins } = measuresFor(plan.game);
  return {
    format: LAB_FORMAT,
    experiment: {
      id: plan.id,
      game: plan.game,
      rulesVersion: plan.rulesVersion,
      seed: plan.seed,
      seeds: `game i of variant v is set up with seed "${labSeed(plan.seed, '<v>', 0).replace(/0$/, '<i>')}"; the bot in seat s draws from "<that seed>/bot/<s>" (as playMatch does)`,
      players: plan.players,
      gamesPerVariant: plan.gamesPerVariant,
      bots: plan.bots.map((bot, seat) => ({ seat, bot, plays: makers?.get(bot)?.(game).name ?? bot })),
      common: plan.common,
      variants: plan.variants.map(({ key, input, options }) => ({ key, input, options })),
      sweeps: plan.sweeps,
      skill: plan.skill,
      command: rerunCommand(plan),
    },
    versions: {
      warboard: packageVersion(),
      [`${plan.game} rules`]: plan.rulesVersion,
      node: process.version,
      ...libraries,
    },
    catalogue: { groups, measures, tagWins },
    analysis: analyse(plan, variants),
    extremes: variants.flatMap((v) => extremeGames(v, (key, index) => replayCommand(plan, key, index))),
  };
}

/**
 * The report as a JSON file: indented, but each list of plain values (the raw numbers: one per game) kept
 * on one line, so the file stays short and reads and diffs well.
 */
export function reportJson(report: LabReport): string {
  const text = JSON.stringify(report, null, 1);
  return `${text.replace(/\[\s*([^[\]{}]*?)\s*\]/g, (_, items: string) => `[${items.replace(/,\s+/g, ', ')}]`)}\n`;
}
