/**
 * The VAPID keys file (notices/vapid.ts) when several server processes start at once on one data folder — as
 * a cluster's processes do — and when the file is spoilt. Each process must end with the same pair of keys (the
 * browsers' subscriptions are made for one public key), and none may read a half-written file and exit.
 */
import { spawn } from 'node:child_process';
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigurationError } from '../src/configuration-error.js';
import { vapidKeys } from '../src/notices/vapid.js';
import { tempDir } from './helpers.js';

const built = fileURLToPath(new URL('../dist/notices/vapid.js', import.meta.url));

/** One process that waits for `go` on stdin, then makes or reads the keys and prints the public one. */
function keysProcess(dir: string): { go(): void; publicKey: Promise<string> } {
  const script = `
    const { vapidKeys } = await import(${JSON.stringify(built)});
    process.stdin.once('data', () => console.log(vapidKeys(${JSON.stringify(dir)}).publicKey));`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (c) => {
    out += c;
  });
  child.stderr.on('data', (c) => {
    err += c;
  });
  const publicKey = new Promise<string>((resolve, reject) =>
    child.once('exit', (code) =>
      code === 0 ? resolve(out.trim()) : reject(new Error(`exit ${code}: ${err}`)),
    ),
  );
  return { go: () => child.stdin.end('go\n'), publicKey };
}

describe('the VAPID keys of a data folder', () => {
  it('are one pair for every process that starts at once on it, none reading a half-written file', async () => {
    for (let round = 0; round < 3; round++) {
      const temp = tempDir();
      try {
        const processes = Array.from({ length: 6 }, () => keysProcess(temp.dir));
        await new Promise((r) => setTimeout(r, 1500)); // every process loaded, waiting
        for (const p of processes) p.go();
        const keys = await Promise.all(processes.map((p) => p.publicKey));
        expect(new Set(keys).size).toBe(1);
        expect(keys[0]).toBe(vapidKeys(temp.dir).publicKey);
        expect(readdirSync(temp.dir)).toEqual(['vapid.json']); // nothing left aside
      } finally {
        temp.remove();
      }
    }
  });

  it('refuses a spoilt file with a configuration error naming it, not a crash', () => {
    const temp = tempDir();
    try {
      writeFileSync(join(temp.dir, 'vapid.json'), '');
      expect(() => vapidKeys(temp.dir)).toThrow(ConfigurationError);
      expect(() => vapidKeys(temp.dir)).toThrow(/vapid\.json is not a pair of VAPID keys/);
    } finally {
      temp.remove();
    }
  });
});
