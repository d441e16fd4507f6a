#!/usr/bin/env node
// Sign-in timing: a wrong password and an unknown name, side by side against one real server (SQLite in a
// temporary folder), so the two can be compared — both check one scrypt hash (packages/server/src/accounts/
// passwords.ts) and answer `401 bad-credentials`. Over the built packages: `npm run build && node bench/sign-in-timing.js`.
// Flags: --rounds N (pairs of sign-ins, default 6).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createServer, openSqlite } from '@warboard/server';

const { values: flags } = parseArgs({ options: { rounds: { type: 'string', default: '6' } } });
const rounds = Number(flags.rounds);
const dir = mkdtempSync(join(tmpdir(), 'warboard-sign-in-'));
const server = await createServer({
  storage: openSqlite(join(dir, 'warboard.sqlite')),
  bots: 'inline',
  logger: false,
  limits: { signIns: 1_000_000, lobbyRequests: 1_000_000 },
});
const url = await server.listen(0);
const post = (path, body) =>
  fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
try {
  await post('/api/account/signup', { name: 'bench-player', password: 'the-right-password' });
  await post('/api/account/signin', { name: 'nobody-0', password: 'warm-up' }); // the hash of nothing, made once
  const times = { 'wrong password': [], 'unknown name': [] };
  for (let i = 0; i < rounds; i++) {
    for (const kind of Object.keys(times)) {
      const name = kind === 'wrong password' ? 'bench-player' : `nobody-${i + 1}`;
      const started = performance.now();
      const answer = await post('/api/account/signin', { name, password: 'a-wrong-password' });
      times[kind].push(performance.now() - started);
      if (answer.status !== 401) throw new Error(`${kind}: ${answer.status}, not 401`);
    }
  }
  for (const [kind, list] of Object.entries(times)) {
    const sorted = [...list].sort((a, b) => a - b);
    const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(0);
    console.log(
      `${kind.padEnd(15)} min ${at(0)} ms  median ${at(0.5)} ms  max ${at(1)} ms  (${list.length} sign-ins)`,
    );
  }
} finally {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
}
