/** The protocol module is importable by a browser: zod and type-only imports, no Node API. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseClientMessage } from '../src/protocol.js';

describe('the protocol module', () => {
  const source = readFileSync(new URL('../src/protocol.ts', import.meta.url), 'utf8');

  it('imports only zod and types, and uses no Node global', () => {
    const imports = [...source.matchAll(/^import (type )?.* from '([^']+)';$/gm)].map((m) => [m[2], !!m[1]]);
    expect(imports).toEqual(
      expect.arrayContaining([
        ['zod', false],
        ['@warboard/core', true],
      ]),
    );
    expect(imports.filter(([from, typeOnly]) => from !== 'zod' && !typeOnly)).toEqual([]);
    expect(source).not.toMatch(/\bBuffer\b|\bprocess\.|node:/);
  });

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
