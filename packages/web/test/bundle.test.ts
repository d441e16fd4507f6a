/**
 * The client stays light (issue 8): the JavaScript loaded by index.html is at most 250 KB gzipped, and holds no
 * zod — the protocol's types come from `@warboard/protocol` as types only, and the engine's schemas load
 * with the Frontline board.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { build } from 'vite';
import { expect, it } from 'vitest';

const LIMIT = 250 * 1024;
const root = fileURLToPath(new URL('..', import.meta.url));
/** zod 4 names its classes at run time (`$ZodType`, `ZodError`): minifying keeps these strings. */
const ZOD = /\$ZodType|ZodError/;

it('ships at most 250 KB of gzipped JavaScript at first load, without zod', async () => {
  const outDir = mkdtempSync(join(tmpdir(), 'warboard-web-size-'));
  try {
    await build({
      root,
      configFile: join(root, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, sourcemap: false },
    });
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
    expect(initial.length).toBeGreaterThan(0);
    expect(readdirSync(join(outDir, 'assets')).length).toBeGreaterThan(0);
    const bytes = initial.reduce((sum, file) => sum + gzipSync(readFileSync(join(outDir, file))).length, 0);
    expect(bytes).toBeLessThanOrEqual(LIMIT);
    for (const file of initial) expect(readFileSync(join(outDir, file), 'utf8'), file).not.toMatch(ZOD);
    // The probe finds zod where it is: in the board's chunk, with the engine's action schemas.
    const lazy = readdirSync(join(outDir, 'assets')).filter(
      (f) => f.endsWith('.js') && !initial.includes(`assets/${f}`),
    );
    expect(lazy.some((f) => ZOD.test(readFileSync(join(outDir, 'assets', f), 'utf8')))).toBe(true);
    // Every script and style of 1 KB or more has its brotli and gzip copies (precompress.ts), byte for byte.
    const compressible = readdirSync(join(outDir, 'assets')).filter((f) => /\.(js|css)$/.test(f));
    for (const file of compressible) {
      const path = join(outDir, 'assets', file);
      const original = readFileSync(path);
      if (original.length < 1024) continue;
      expect(brotliDecompressSync(readFileSync(`${path}.br`)).equals(original), file).toBe(true);
      expect(gunzipSync(readFileSync(`${path}.gz`)).equals(original), file).toBe(true);
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
});
