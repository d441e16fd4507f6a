#!/usr/bin/env node
// The intended arrows between Warboard's packages, checked against every import in their sources (CI runs this
// in `npm run lint`). Rules packages stay pure: no Node built-ins (no I/O, no clock), no Math.random, no Date.
// Usage: node scripts/check-deps.js [root]   (root defaults to the working directory; the tests point it at
// a tree with a broken arrow to see it caught).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { exists, sourceFiles } from './source-files.js';

/** Each package, and the Warboard packages its source may import. Any other import is a broken arrow. */
export const arrows = {
  core: [],
  // The wire contract: core's types and zod, nothing of the server, so the browser can load it.
  protocol: ['core'],
  horsemen: ['core'],
  frontline: ['core'],
  bots: ['core', 'horsemen', 'frontline'],
  // Each game registered once, with its bots, option fields and lab measures: below the apps, so the server and
  // the CLI share it. Its option fields are the protocol's type, the shape `/api/catalog` serves them in.
  catalog: ['core', 'protocol', 'horsemen', 'frontline', 'bots'],
  server: ['core', 'protocol', 'catalog', 'horsemen', 'frontline', 'bots'],
  // The CLI talks to a running server over the protocol, and imports the server only to start one.
  cli: ['core', 'protocol', 'catalog', 'horsemen', 'frontline', 'bots', 'server'],
  // The web talks to the server over the protocol only: web never imports server.
  web: ['core', 'protocol', 'horsemen', 'frontline'],
};
const pure = new Set(['core', 'protocol', 'horsemen', 'frontline', 'bots', 'catalog']);
// Core's `testing` export is what the tests share (the golden replays' files, the toy game): it may use Node and
// the test runner, so no package's source may import it — only tests do.
const testing = join('packages', 'core', 'src', 'testing');

/** Every broken arrow and impurity under `root`, as readable lines. */
export function problemsIn(root) {
  const problems = [];
  for (const pkg of readdirSync(join(root, 'packages'))) {
    const src = join(root, 'packages', pkg, 'src');
    if (!exists(src)) continue;
    const allowed = arrows[pkg];
    if (allowed === undefined) {
      problems.push(`${pkg}: its arrows are not stated in scripts/check-deps.js`);
      continue;
    }
    // The package's runtime dependencies follow the same arrows (its tests may use more, as devDependencies).
    const manifest = JSON.parse(readFileSync(join(root, 'packages', pkg, 'package.json'), 'utf8'));
    for (const dep of Object.keys(manifest.dependencies ?? {})) {
      const ws = /^@warboard\/([a-z-]+)$/.exec(dep);
      if (ws && !allowed.includes(ws[1]))
        problems.push(`packages/${pkg}/package.json: ${pkg} may not depend on ${dep}`);
    }
    for (const file of sourceFiles(src)) {
      const text = readFileSync(file, 'utf8');
      const testSupport = file.startsWith(join(root, testing));
      for (const [, spec] of text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)) {
        if (!testSupport && (spec === '@warboard/core/testing' || /(^|\/)testing(\/|\.js$|$)/.test(spec)))
          problems.push(`${file}: source may not import ${spec} (the testing export is for tests only)`);
        const ws = /^@warboard\/([a-z-]+)/.exec(spec);
        if (ws && ws[1] !== pkg && !allowed.includes(ws[1])) {
          problems.push(
            `${file}: ${pkg} may not import ${spec} (${pkg} may import: ${allowed.join(', ') || 'nothing'})`,
          );
        }
        if (
          pure.has(pkg) &&
          !testSupport &&
          (spec.startsWith('node:') || ['fs', 'path', 'os', 'crypto'].includes(spec))
        ) {
          problems.push(`${file}: pure package ${pkg} may not import ${spec} (no I/O in rules code)`);
        }
      }
      if (pure.has(pkg) && !testSupport && /Math\.random|Date\.now|new Date\(/.test(text)) {
        problems.push(
          `${file}: pure package ${pkg} uses the clock or Math.random (chance comes from the seeded PRNG)`,
        );
      }
    }
  }
  return problems;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const problems = problemsIn(process.argv[2] ?? '.');
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  console.log('check-deps: arrows and purity ok');
}
