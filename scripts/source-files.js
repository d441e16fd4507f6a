// What the source checks (check-deps.js, check-cycles.js) walk: every TypeScript file under a folder.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export function* sourceFiles(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(name)) yield path;
  }
}

/** Whether `path` is there at all (a file or a folder), or is a file. */
const statOf = (path) => {
  try {
    return statSync(path);
  } catch {
    return null;
  }
};
export const exists = (path) => statOf(path) !== null;
export const isFile = (path) => statOf(path)?.isFile() ?? false;
