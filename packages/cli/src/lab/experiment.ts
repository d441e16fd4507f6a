/**
 * An experiment, checked whole before any game is played: the game, the variants (each a set of rules
 * options over the common ones), the bot in every seat, games per variant and the seed. Anything wrong —
 * an unknown game, option or bot, a variant the game refuses or cannot set up, two variants that are the
 * same rules, zero games — is a usage error (exit 2) naming what is wrong.
 */

import { createHash } from 'node:crypto';
import { type AnyGame, canonicalJson } from '@warboard/core';
import type { BotRegistry } from '../bot-registry.js';
import { loadDataFiles } from '../data-files.js';
import type { GameRegistry } from '../games.js';
import {
  collectOption,
  type GameOptionFlags,
  gameOptions,
  lookupGame,
  parseOptionValue,
} from '../option-input.js';
import { UsageError } from '../usage-error.js';
import { parseSweep, type Sweep, sweepGrid } from './sweep.js';
import { canonicalOptions } from './variant-key.js';

export interface SkillPlan {
  /** The bots to rank, in the order given; every pair meets. */
  readonly bots: readonly string[];
  /** Games per pair and variant (spread over the seats). */
  readonly games: number;
}

/** Bumped whenever what a stored game record means changes, so older results are never mixed in. */
export const LAB_FORMAT = 1;

export interface Variant {
  /** The variant's own options as canonical text, e.g. `ruleset=original`: its name, key and seed part. */
  readonly key: string;
  /** Its own options, over the common ones. */
  readonly input: Readonly<Record<string, unknown>>;
  /** The common and its own options together, as the game's parseOptions returned them. */
  readonly options: unknown;
  /** True for a point of the sweep grid (`--sweep`), false for a `--variant`. */
  readonly swept: boolean;
}

export interface ExperimentPlan {
  /** Names the stored results: the same game, rules version, common options, seats, bots and seed. */
  readonly id: string;
  readonly game: string;
  readonly rulesVersion: string;
  readonly seed: string;
  readonly players: number;
  /** The bot in each seat. */
  readonly bots: readonly string[];
  readonly gamesPerVariant: number;
  /** The options every variant shares. */
  readonly common: Readonly<Record<string, unknown>>;
  readonly variants: readonly Variant[];
  /** The swept options and their values, in the order given; empty without `--sweep`. */
  readonly sweeps: readonly Sweep[];
  /** The bots matched against each other under every variant (`--skill`), or null. */
  readonly skill: SkillPlan | null;
}

export interface ExperimentInput extends GameOptionFlags {
  readonly game: string;
  /** Each: `key=value[,key=value…]` or a JSON object; the empty text (or `defaults`) is the common options alone. */
  readonly variants: readonly string[];
  /** Each: `key=v1,v2,…`; every combination of their values is a variant too. */
  readonly sweeps?: readonly string[];
  /** The flag the sweeps came from, for error messages (`--sweep`, or `--param` for tune). */
  readonly sweepFlag?: string;
  /** One bot name for every seat, or one per seat, comma-separated. */
  readonly bots: string;
  /** Bots to rank by skill, comma-separated (at least two), and games per pair and variant. */
  readonly skill?: string;
  readonly skillGames?: number;
  readonly games: number;
  readonly seed: string;
}

/** Game i of a variant is seeded `<seed>/<variant key>/<i>`, so adding a variant or games changes no other. */
export const labSeed = (seed: string, variantKey: string, index: number): string =>
  `${seed}/${variantKey}/${index}`;

/** A variant's own options from its text. */
function parseVariant(text: string): Record<string, unknown> {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed === 'defaults') return {};
  if (trimmed.startsWith('{')) {
    const parsed = parseOptionValue(trimmed);
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
      throw new UsageError(`--variant '${text}': not a JSON object`);
    }
    return parsed as Record<string, unknown>;
  }
  let input: Record<string, unknown> = {};
  for (const pair of trimmed.split(',')) {
    try {
      input = collectOption(pair.trim(), input);
    } catch {
      throw new UsageError(`--variant '${text}': expected key=value[,key=value…], got '${pair}'`);
    }
  }
  return input;
}

export function planExperiment(
  registry: GameRegistry,
  botRegistry: BotRegistry,
  input: ExperimentInput,
): ExperimentPlan {
  const { game } = lookupGame(registry, input.game);
  if (!Number.isSafeInteger(input.games) || input.games < 1) {
    throw new UsageError(`--games must be a whole number ≥ 1, not ${input.games}`);
  }
  const sweeps = (input.sweeps ?? []).map(parseSweep);
  const grid = sweepGrid(sweeps);
  if (input.variants.length === 0 && grid.length === 0) {
    throw new UsageError(
      'no variant: give at least one --variant or --sweep (e.g. --variant ruleset=original)',
    );
  }
  const common = gameOptions(game, input).input;
  const variants: Variant[] = [];
  let players: number | null = null;
  const wanted = [
    ...input.variants.map((text) => ({ own: parseVariant(text), swept: false })),
    ...grid.map((own) => ({ own, swept: true })),
  ];
  for (const { own: named, swept } of wanted) {
    // A data file named by path is read now; the variant's name keeps the path and a digest of the file.
    const loaded = loadDataFiles(game.id, named);
    const own = loaded.input;
    const name = canonicalOptions(named) || 'defaults';
    const key = loaded.digest ? `${name}#${loaded.digest}` : name;
    const parsed = game.parseOptions({ ...common, ...own });
    if (!parsed.ok) {
      const e = parsed.error;
      const what = swept ? `${input.sweepFlag ?? '--sweep'} point '${key}'` : `variant '${key}'`;
      throw new UsageError(`${what}: options refused: ${e.message} (${e.rule}, ${e.code})`);
    }
    const count = seatsOf(game, parsed.value, key, input.seed);
    if (players !== null && count !== players) {
      throw new UsageError(
        `variant '${key}' seats ${count} players, the others ${players}: compare like with like`,
      );
    }
    players = count;
    const same = variants.find((v) => canonicalJson(v.options) === canonicalJson(parsed.value));
    if (same !== undefined) throw new UsageError(`variants '${same.key}' and '${key}' are the same rules`);
    variants.push({ key, input: own, options: parsed.value, swept });
  }
  const seats = players as number;
  const bots = seatBots(game, botRegistry, input.bots, seats);
  const skill = skillPlan(game, botRegistry, input.skill, input.skillGames ?? 100);
  const id = createHash('sha256')
    .update(
      canonicalJson({
        format: LAB_FORMAT,
        game: game.id,
        rulesVersion: game.rulesVersion,
        seed: input.seed,
        players: seats,
        bots,
        common,
      }),
    )
    .digest('hex')
    .slice(0, 16);
  return {
    id,
    game: game.id,
    rulesVersion: game.rulesVersion,
    seed: input.seed,
    players: seats,
    bots,
    gamesPerVariant: input.games,
    common,
    variants,
    sweeps,
    skill,
  };
}

/** `--skill a,b,…`: two or more distinct registered bots. */
function skillPlan(
  game: AnyGame,
  registry: BotRegistry,
  list: string | undefined,
  games: number,
): SkillPlan | null {
  if (list === undefined) return null;
  const names = list.split(',').map((name) => name.trim());
  for (const name of names) seatBots(game, registry, name, 1);
  if (names.length < 2 || new Set(names).size !== names.length) {
    throw new UsageError(`--skill: two or more different bots, not '${list}'`);
  }
  return { bots: names, games };
}

/** How many seats a variant's options make; a variant the game cannot set up is refused here. */
function seatsOf(game: AnyGame, options: unknown, key: string, seed: string): number {
  const setup = game.setup(options, labSeed(seed, key, 0));
  if (!setup.ok) {
    const e = setup.error;
    throw new UsageError(`variant '${key}': cannot set up a game: ${e.message} (${e.rule}, ${e.code})`);
  }
  return game.playerCount(setup.value);
}

/** The bot in each seat: one name for all, or exactly one per seat; every one registered for the game. */
function seatBots(game: AnyGame, registry: BotRegistry, list: string, players: number): string[] {
  const entry = registry.get(game.id);
  if (entry === undefined || entry.bots.size === 0) {
    throw new UsageError(entry?.missing ?? `${game.id} has no bots registered`);
  }
  const names = list.split(',').map((name) => name.trim());
  const known = [...entry.bots.keys()].join(', ');
  for (const name of names) {
    if (name === '') throw new UsageError(`--bots: empty bot name in '${list}'`);
    if (!entry.bots.has(name)) throw new UsageError(`unknown bot '${name}' for ${game.id} (known: ${known})`);
  }
  if (names.length === 1) return Array.from({ length: players }, () => names[0] as string);
  if (names.length !== players) {
    throw new UsageError(
      `--bots: ${names.length} bots for ${players} seats (give one for all, or one per seat)`,
    );
  }
  return names;
}
