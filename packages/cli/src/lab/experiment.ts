/**
 * An experiment, checked whole before any game is played: the game, the variants (each a set of rules
 * options over the common ones), the bot in every seat, games per variant and the seed. Anything wrong —
 * an unknown game, option or bot, a variant the game refuses or cannot set up, two variants that are the
 * same rules, zero games — is a usage error (exit 2) naming what is wrong.
 */

import { createHash } from 'node:crypto';
import type { AnyGame } from '@warboard/core';
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

/** Bumped whenever what a stored game record means changes, so older results are never mixed in. */
export const LAB_FORMAT = 1;

export interface Variant {
  /** The variant's own options as canonical text, e.g. `ruleset=original`: its name, key and seed part. */
  readonly key: string;
  /** Its own options, over the common ones. */
  readonly input: Readonly<Record<string, unknown>>;
  /** The common and its own options together, as the game's parseOptions returned them. */
  readonly options: unknown;
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
}

export interface ExperimentInput extends GameOptionFlags {
  readonly game: string;
  /** Each: `key=value[,key=value…]` or a JSON object; the empty text (or `defaults`) is the common options alone. */
  readonly variants: readonly string[];
  /** One bot name for every seat, or one per seat, comma-separated. */
  readonly bots: string;
  readonly games: number;
  readonly seed: string;
}

/** Game i of a variant is seeded `<seed>/<variant key>/<i>`, so adding a variant or games changes no other. */
export const labSeed = (seed: string, variantKey: string, index: number): string =>
  `${seed}/${variantKey}/${index}`;

/** Options as canonical text: keys sorted, strings bare, anything else as JSON. */
export function canonicalOptions(input: Readonly<Record<string, unknown>>): string {
  return Object.keys(input)
    .sort()
    .map((k) => `${k}=${typeof input[k] === 'string' ? input[k] : JSON.stringify(input[k])}`)
    .join(',');
}

/** JSON with object keys sorted at every level, so equal values always give equal text. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record)
      .filter((k) => record[k] !== undefined)
      .sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${stableJson(record[k])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** A variant's own options from its text. */
export function parseVariant(text: string): Record<string, unknown> {
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
  if (input.variants.length === 0) {
    throw new UsageError('no variant: give at least one --variant (e.g. --variant ruleset=original)');
  }
  const common = gameOptions(game, input).input;
  const variants: Variant[] = [];
  let players: number | null = null;
  for (const text of input.variants) {
    // A data file named by path is read now; the variant's name keeps the path and a digest of the file.
    const loaded = loadDataFiles(game.id, parseVariant(text));
    const own = loaded.input;
    const named = canonicalOptions(parseVariant(text)) || 'defaults';
    const key = loaded.digest ? `${named}#${loaded.digest}` : named;
    const parsed = game.parseOptions({ ...common, ...own });
    if (!parsed.ok) {
      const e = parsed.error;
      throw new UsageError(`variant '${key}': options refused: ${e.message} (${e.rule}, ${e.code})`);
    }
    const count = seatsOf(game, parsed.value, key, input.seed);
    if (players !== null && count !== players) {
      throw new UsageError(
        `variant '${key}' seats ${count} players, the others ${players}: compare like with like`,
      );
    }
    players = count;
    const same = variants.find((v) => stableJson(v.options) === stableJson(parsed.value));
    if (same !== undefined) throw new UsageError(`variants '${same.key}' and '${key}' are the same rules`);
    variants.push({ key, input: own, options: parsed.value });
  }
  const seats = players as number;
  const bots = seatBots(game, botRegistry, input.bots, seats);
  const id = createHash('sha256')
    .update(
      stableJson({
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
  };
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
