/**
 * Rules options whose value may be a data file a designer wrote: a Frontline objective set (FG4), Four Horsemen
 * decks (H3). On the command line such an option names a file by its path (anything ending in `.json`); the
 * file is read here and its JSON handed to the game's option parser, which judges it and names the faulty field.
 * Names the game knows (`--option objectives=long-war`) pass through untouched. Engines never read files.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { UsageError } from './usage-error.js';

const DATA_FILE_OPTIONS: Readonly<Record<string, readonly string[]>> = {
  frontline: ['objectives'],
  horsemen: ['decks'],
};

const isPath = (value: unknown): value is string => typeof value === 'string' && /\.json$/i.test(value);

/** Read one data file: its JSON, or a usage error naming the option and the file. */
function readData(option: string, path: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    throw new UsageError(`${option}: cannot read ${path}: ${(e as NodeJS.ErrnoException).code ?? e}`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    throw new UsageError(`${option}: ${path} is not JSON: ${(e as Error).message}`);
  }
}

/**
 * `input` with every data-file option of `game` that names a file replaced by the file's JSON, and a short
 * digest of what was read (null when nothing was), so a name built from the path changes when the file does.
 */
export function loadDataFiles(
  game: string,
  input: Readonly<Record<string, unknown>>,
): { input: Record<string, unknown>; digest: string | null } {
  const out: Record<string, unknown> = { ...input };
  const hash = createHash('sha256');
  let read = false;
  for (const option of DATA_FILE_OPTIONS[game] ?? []) {
    const value = input[option];
    if (!isPath(value)) continue;
    out[option] = readData(option, value);
    hash.update(`${option}\0${JSON.stringify(out[option])}\0`);
    read = true;
  }
  return { input: out, digest: read ? hash.digest('hex').slice(0, 8) : null };
}
