/** scripts/check-deps.js catches a broken arrow: a tree where the web imports the server fails the check. */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const script = join(root, 'scripts', 'check-deps.js');
const tree = mkdtempSync(join(tmpdir(), 'warboard-deps-'));
afterAll(() => rmSync(tree, { recursive: true, force: true }));

/** A copy of the packages' sources and manifests, with `write` applied. */
function treeWith(name: string, write: (dir: string) => void): string {
  const dir = join(tree, name);
  for (const pkg of ['core', 'protocol', 'server', 'web']) {
    cpSync(join(root, 'packages', pkg, 'src'), join(dir, 'packages', pkg, 'src'), { recursive: true });
    cpSync(join(root, 'packages', pkg, 'package.json'), join(dir, 'packages', pkg, 'package.json'));
  }
  write(dir);
  return dir;
}

function check(dir: string): { code: number; output: string } {
  try {
    return {
      code: 0,
      output: execFileSync(process.execPath, [script, dir], { encoding: 'utf8', stdio: 'pipe' }),
    };
  } catch (error) {
    const e = error as { status: number; stderr: string };
    return { code: e.status, output: e.stderr };
  }
}

describe('check-deps', () => {
  it('passes the packages as they are', () => {
    expect(check(root).code).toBe(0);
  });

  it('fails when the web imports the server', () => {
    const dir = treeWith('web-imports-server', (d) =>
      writeFileSync(
        join(d, 'packages/web/src/leak.ts'),
        "import { Hub } from '@warboard/server';\nexport { Hub };\n",
      ),
    );
    const { code, output } = check(dir);
    expect(code).toBe(1);
    expect(output).toContain('web may not import @warboard/server');
  });

  it('fails when the protocol reaches up into the server, or a package has no stated arrows', () => {
    const dir = treeWith('protocol-imports-server', (d) => {
      writeFileSync(
        join(d, 'packages/protocol/src/up.ts'),
        "export type { Room } from '@warboard/server';\n",
      );
      mkdirSync(join(d, 'packages/stray/src'), { recursive: true });
      writeFileSync(join(d, 'packages/stray/package.json'), '{}');
      writeFileSync(join(d, 'packages/stray/src/index.ts'), 'export {};\n');
    });
    const { code, output } = check(dir);
    expect(code).toBe(1);
    expect(output).toContain('protocol may not import @warboard/server');
    expect(output).toContain('stray: its arrows are not stated');
  });

  it('keeps the testing export out of every source, and lets it alone use Node', () => {
    const dir = treeWith('source-imports-testing', (d) => {
      writeFileSync(
        join(d, 'packages/protocol/src/leak.ts'),
        "export { goldenReplays } from '@warboard/core/testing';\n",
      );
      writeFileSync(join(d, 'packages/core/src/leak.ts'), "export * from './testing/index.js';\n");
    });
    const { code, output } = check(dir);
    expect(code).toBe(1);
    expect(output).toContain('packages/protocol/src/leak.ts: source may not import @warboard/core/testing');
    expect(output).toContain('packages/core/src/leak.ts: source may not import ./testing/index.js');
    expect(output).not.toContain('packages/core/src/testing/');
  });
});
