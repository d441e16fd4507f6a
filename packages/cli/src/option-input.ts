import type { AnyGame } from '@warboard/core';
import { type Command, InvalidArgumentError, Option } from 'commander';
import { loadDataFiles } from './data-files.js';
import type { GameEntry, GameRegistry } from './games.js';
import { UsageError } from './usage-error.js';
import { defaultWorkers } from './workers.js';

/**
 * A command-line option value for a game's parseOptions: read as JSON when it parses (numbers, booleans,
 * lists), otherwise kept as a string — so `--option deckSize=5` and `--option ruleset=original` both work.
 */
export function parseOptionValue(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Commander's parser for a repeatable `--option key=value`, accumulating into one record. */
export function collectOption(pair: string, previous: Record<string, unknown>): Record<string, unknown> {
  const at = pair.indexOf('=');
  if (at <= 0) throw new InvalidArgumentError(`expected key=value, got '${pair}'`);
  return { ...previous, [pair.slice(0, at)]: parseOptionValue(pair.slice(at + 1)) };
}

/** Commander's parser for a whole number ≥ 1. */
export function positiveInt(text: string): number {
  const n = Number(text);
  if (!/^\s*\d+\s*$/.test(text) || !Number.isSafeInteger(n) || n < 1) {
    throw new InvalidArgumentError('must be a whole number ≥ 1');
  }
  return n;
}

/** `--workers <n>`, shared by the commands that play games on the worker pool. */
export function workersOption(): Option {
  const cores = defaultWorkers();
  return new Option('--workers <n>', 'worker threads playing the games')
    .argParser(positiveInt)
    .default(cores, `all cores, ${cores} here`);
}

/** The flags every game-playing command passes on to the game's options. */
export interface GameOptionFlags {
  readonly players?: number;
  readonly ruleset?: string;
  readonly option: Record<string, unknown>;
}

/** `--players`, `--ruleset` and repeatable `--option key=value`, shared by sim and ladder. */
export function addGameOptionFlags(command: Command): Command {
  return command
    .option('--players <n>', 'number of players (the game option "players")', positiveInt)
    .option('--ruleset <name>', 'ruleset (the game option "ruleset")')
    .option(
      '--option <key=value>',
      'any game option; repeatable; values read as JSON when they parse',
      collectOption,
      {},
    );
}

/** The registered game called `id`, or a usage error naming the known ones. */
export function lookupGame(registry: GameRegistry, id: string): GameEntry {
  const entry = registry.get(id);
  if (entry === undefined) {
    const known = [...registry.keys()].join(', ') || 'none registered';
    throw new UsageError(`unknown game '${id}' (known: ${known})`);
  }
  return entry;
}

/**
 * The raw options the flags ask for, checked by the game before any game runs: a player count outside the
 * game's range or options it refuses are usage errors. Dedicated flags win over the same key in --option; a
 * game for a fixed number of players is not given a players option at all.
 */
export function gameOptions(
  game: AnyGame,
  flags: GameOptionFlags,
): { input: Record<string, unknown>; parsed: unknown } {
  const { minPlayers, maxPlayers } = game.capabilities;
  if (flags.players !== undefined && (flags.players < minPlayers || flags.players > maxPlayers)) {
    const range = minPlayers === maxPlayers ? `${minPlayers}` : `${minPlayers}–${maxPlayers}`;
    throw new UsageError(`${game.id} is for ${range} players, not ${flags.players}`);
  }
  // A data-file option (an objective set, decks) given as a path is read here, never by the engine.
  const input: Record<string, unknown> = loadDataFiles(game.id, flags.option).input;
  if (flags.players !== undefined && minPlayers !== maxPlayers) input.players = flags.players;
  if (flags.ruleset !== undefined) input.ruleset = flags.ruleset;
  const parsed = game.parseOptions(input);
  if (!parsed.ok) {
    const e = parsed.error;
    throw new UsageError(`${game.id}: options refused: ${e.message} (${e.rule}, ${e.code})`);
  }
  return { input, parsed: parsed.value };
}
