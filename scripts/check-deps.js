#!/usr/bin/env node
// Dependencies point one way: core <- games <- bots <- server/cli/web. Rules packages stay pure:
// no Node built-ins (no I/O, no clock), no Math.random, no Date, and no imports from packages above them.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const layers = { core: 0, horsemen: 1, frontline: 1, bots: 2, server: 3, cli: 4, web: 4 };
const pure = new Set(['core', 'horsemen', 'frontline', 'bots']);
const problems = [];

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (/\.tsx?$/.test(name)) yield path;
  }
}

for (const pkg of readdirSync('packages')) {
  const src = join('packages', pkg, 'src');
  let exists = true;
  try {
    statSync(src);
  } catch {
    exists = false;
  }
  if (!exists) continue;
  const layer = layers[pkg];
  if (layer === undefined) {
    problems.push(`${pkg}: not placed in a layer in scripts/check-deps.js`);
    continue;
  }
  for (const file of files(src)) {
    const text = readFileSync(file, 'utf8');
    for (const [, spec] of text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)) {
      const ws = /^@warboard\/([a-z-]+)/.exec(spec);
      if (ws && layers[ws[1]] !== undefined && layers[ws[1]] >= layer && ws[1] !== pkg) {
        problems.push(`${file}: ${pkg} may not import ${spec} (dependencies point one way)`);
      }
      if (pure.has(pkg) && (spec.startsWith('node:') || ['fs', 'path', 'os', 'crypto'].includes(spec))) {
        problems.push(`${file}: rules package ${pkg} may not import ${spec} (no I/O in rules code)`);
      }
    }
    if (pure.has(pkg) && /Math\.random|Date\.now|new Date\(/.test(text)) {
      problems.push(
        `${file}: rules package ${pkg} uses the clock or Math.random (chance comes from the seeded PRNG)`,
      );
    }
  }
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log('check-deps: layers and purity ok');
