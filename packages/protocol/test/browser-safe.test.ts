/** The protocol package is importable by a browser: zod, its own modules and core's types; no Node API. */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseClientMessage } from '../src/index.js';

describe('the protocol package', () => {
  const dir = new URL('../src/', import.meta.url);
  const sources = readdirSync(dir).map((name) => [name, readFileSync(new URL(name, dir), 'utf8')] as const);

  it.each(sources)(
    '%s imports only zod, its own modules and types, and uses no Node global',
    (_name, source) => {
      const imports = [...source.matchAll(/^import (type )?[^;]* from '([^']+)';$/gm)].map((m) => [
        m[2],
        !!m[1],
      ]);
      expect(
        imports.filter(([from, typeOnly]) => from !== 'zod' && !String(from).startsWith('./') && !typeOnly),
      ).toEqual([]);
      expect(source).not.toMatch(/\bBuffer\b|\bprocess\.|node:/);
    },
  );

  it('measures a frame in UTF-8 bytes, whether given as text or bytes', () => {
    const big = `{"type":"ping","id":"${'é'.repeat(9000)}"}`; // 9000 characters, 18000 bytes
    expect(parseClientMessage(big)).toMatchObject({ ok: false, error: { code: 'too-large' } });
    expect(parseClientMessage(new TextEncoder().encode(big))).toMatchObject({
      ok: false,
      error: { code: 'too-large' },
    });
    expect(parseClientMessage(new TextEncoder().encode('{"type":"ping"}'))).toMatchObject({ ok: true });
  });
});
