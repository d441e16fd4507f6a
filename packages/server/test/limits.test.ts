/** The limits from the environment: defaults when unset, whole positive numbers only, one line per refusal. */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigurationError, startFromEnv } from '../src/index.js';
import { DEFAULT_LIMITS, LIMIT_VARIABLES, limitsFromEnv } from '../src/limits.js';

describe('limits from the environment', () => {
  it('takes the defaults when unset or empty, and each variable when set', () => {
    expect(limitsFromEnv({})).toEqual({ ok: true, limits: DEFAULT_LIMITS });
    expect(limitsFromEnv({ WARBOARD_PING_MS: '' })).toEqual({ ok: true, limits: DEFAULT_LIMITS });
    const env = Object.fromEntries(Object.values(LIMIT_VARIABLES).map((name, i) => [name, String(i + 1)]));
    const read = limitsFromEnv(env);
    expect(read.ok && Object.values(read.limits)).toEqual(
      Object.values(LIMIT_VARIABLES).map((_, i) => i + 1),
    );
  });

  it('refuses anything but a positive whole number in decimal digits, naming the variable', () => {
    for (const bad of ['0', '-1', '1e3', '0x10', ' 5', '2.5', 'many', '99999999999999999999']) {
      const read = limitsFromEnv({ WARBOARD_CONNECTIONS: bad });
      expect(read.ok).toBe(false);
      expect(!read.ok && read.error).toMatch(/^WARBOARD_CONNECTIONS=/);
      expect(!read.ok && read.error).not.toContain('\n');
    }
  });

  it('stops `warboard start` on a bad limit before any database is opened', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'warboard-limits-'));
    try {
      const started = startFromEnv({ dataDir, port: 0 }, { WARBOARD_HELLO_TIMEOUT_MS: 'soon' });
      await expect(started).rejects.toBeInstanceOf(ConfigurationError);
      await expect(started).rejects.toThrow(/^WARBOARD_HELLO_TIMEOUT_MS=soon: /);
      expect(readdirSync(dataDir)).toEqual([]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
