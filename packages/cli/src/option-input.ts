import { InvalidArgumentError, Option } from 'commander';
import { defaultWorkers } from './pool.js';

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
