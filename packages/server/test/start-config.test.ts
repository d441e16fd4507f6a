import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigurationError, startFromEnv } from '../src/index.js';

describe('starting the server from the environment', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('refuses REDIS_URL without a PostgreSQL DATABASE_URL, before any database is opened', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'warboard-start-'));
    dirs.push(dataDir);
    const started = startFromEnv({ dataDir, port: 0 }, { REDIS_URL: 'redis://127.0.0.1:1' });
    await expect(started).rejects.toBeInstanceOf(ConfigurationError);
    await expect(started).rejects.toThrow(/DATABASE_URL is not a postgres/);
    expect(readdirSync(dataDir)).toEqual([]);
  });
});
