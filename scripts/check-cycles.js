#!/usr/bin/env node
// No import cycles between the modules of a package (CI runs this in `npm run lint`): a cycle means a type or a
// function sits in the wrong file. Type-only imports count too, since they tie the files' meanings together.
// The cycles allowed are stated below, each with why.
// Usage: node scripts/check-cycles.js [root]
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { exists, isFile, sourceFiles } from './source-files.js';

const fl = (name) => `packages/frontline/src/${name}.ts`;

/** The cycles allowed, each as the files it may lie in, and why: only the rules' genuine recursion. */
export const allowed = [
  {
    // A battle's resolution asks the rules that start battles (an invasion follows a won battle, a landing
    // fights one): the rules are recursive, and so are their modules.
    why: "Frontline's battle rules",
    files: [fl('amphibious'), fl('battle'), fl('invasion')],
  },
];

/** The module a relative import names, as TypeScript's NodeNext resolution finds its source. */
function target(from, spec) {
  const base = resolve(dirname(from), spec);
  const candidates = [
    base.replace(/\.js$/, '.ts'),
    base.replace(/\.js$/, '.tsx'),
    `${base}.ts`,
    `${base}/index.ts`,
  ];
  return candidates.find(isFile);
}

/** Every import cycle under `root` (strongly connected modules), as lists of paths relative to it. */
export function cyclesIn(root) {
  const graph = new Map();
  for (const pkg of readdirSync(join(root, 'packages'))) {
    const src = join(root, 'packages', pkg, 'src');
    if (!exists(src)) continue;
    for (const file of sourceFiles(src)) {
      const text = readFileSync(file, 'utf8');
      const edges = [];
      for (const [, spec] of text.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)) {
        const to = target(file, spec);
        if (to) edges.push(to);
      }
      graph.set(
        resolve(file),
        edges.map((e) => resolve(e)),
      );
    }
  }
  // Tarjan's strongly connected components.
  let index = 0;
  const stack = [];
  const info = new Map();
  const cycles = [];
  const visit = (v) => {
    info.set(v, { index, low: index, onStack: true });
    index++;
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      if (!info.has(w)) {
        visit(w);
        info.get(v).low = Math.min(info.get(v).low, info.get(w).low);
      } else if (info.get(w).onStack) info.get(v).low = Math.min(info.get(v).low, info.get(w).index);
    }
    if (info.get(v).low === info.get(v).index) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        info.get(w).onStack = false;
        component.push(relative(root, w));
      } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? []).includes(v)) cycles.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!info.has(v)) visit(v);
  return cycles;
}

export const isAllowed = (cycle) => allowed.some(({ files }) => cycle.every((file) => files.includes(file)));

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = process.argv[2] ?? '.';
  const broken = cyclesIn(root).filter((cycle) => !isAllowed(cycle));
  if (broken.length > 0) {
    console.error(broken.map((cycle) => `import cycle: ${cycle.join(' ↔ ')}`).join('\n'));
    process.exit(1);
  }
  console.log('check-cycles: no import cycle outside the allowed ones');
}
