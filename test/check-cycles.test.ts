/** scripts/check-cycles.js finds an import cycle, and passes the packages as they are. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain JavaScript script of the repository, without type declarations.
import { allowed, cyclesIn, isAllowed } from '../scripts/check-cycles.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const tree = mkdtempSync(join(tmpdir(), 'warboard-cycles-'));
afterAll(() => rmSync(tree, { recursive: true, force: true }));

const broken = (dir: string): string[][] => (cyclesIn(dir) as string[][]).filter((c) => !isAllowed(c));

describe('check-cycles', () => {
  it('finds no cycle in the packages but the allowed ones', () => {
    expect(broken(root)).toEqual([]);
  });

  it('allows only the battle rules, and no more the engine cycles once moved apart', () => {
    expect((allowed as { why: string }[]).map((a) => a.why)).toEqual(["Frontline's battle rules"]);
    const fl = (name: string) => `packages/frontline/src/${name}.ts`;
    const hm = (name: string) => `packages/horsemen/src/${name}.ts`;
    for (const cycle of [
      [fl('objective-sets'), fl('objectives'), fl('options'), fl('state')],
      [hm('deck'), hm('options'), hm('types')],
      [hm('game'), hm('standing-orders')],
    ])
      expect(isAllowed(cycle)).toBe(false);
    expect(isAllowed([fl('battle'), fl('invasion')])).toBe(true);
  });

  it('finds a cycle, type-only imports included', () => {
    const src = join(tree, 'packages', 'demo', 'src');
    mkdirSync(src, { recursive: true });
    writeFileSync(join(src, 'a.ts'), "import type { B } from './b.js';\nexport type A = { b?: B };\n");
    writeFileSync(join(src, 'b.ts'), "import { c } from './c.js';\nexport type B = { c: typeof c };\n");
    writeFileSync(join(src, 'c.ts'), "import type { A } from './a.js';\nexport const c: A | null = null;\n");
    writeFileSync(join(src, 'd.ts'), "import { c } from './c.js';\nexport const d = c;\n");
    expect(broken(tree)).toEqual([
      ['packages/demo/src/a.ts', 'packages/demo/src/b.ts', 'packages/demo/src/c.ts'],
    ]);
  });
});
