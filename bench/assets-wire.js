#!/usr/bin/env node
// Bytes on the wire for the web client as the real server sends it: every JS and CSS file of the built
// client (packages/web/dist), fetched as a browser asks for it (`accept-encoding: br, gzip`) and as a client
// that accepts nothing compressed. Counted from the raw HTTP body, so no decoding by a client hides it.
// Usage: npm run build -w @warboard/web && npx tsc -b packages/cli/tsconfig.build.json && node bench/assets-wire.js
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, openSqlite } from '../packages/server/dist/index.js';

const assets = fileURLToPath(new URL('../packages/web/dist/assets/', import.meta.url));
/** What the Frontline screen loads: the entry, the Frontline screen and its engine, their styles. */
const frontlineScreen = /^(index|frontline|FrontlineScreen)-.*\.(js|css)$/;

const wireBytes = (url, encoding) =>
  new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': encoding } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => {
        bytes += chunk.length;
      });
      response.on('end', () =>
        resolve({ bytes, encoding: response.headers['content-encoding'] ?? 'identity' }),
      );
    }).on('error', reject);
  });

const dir = mkdtempSync(join(tmpdir(), 'warboard-assets-'));
const server = await createServer({
  storage: openSqlite(join(dir, 'w.sqlite')),
  bots: 'inline',
  logger: false,
});
const url = await server.listen(0);
try {
  const files = readdirSync(assets).filter((f) => /\.(js|css)$/.test(f));
  const rows = [];
  for (const file of files) {
    const plain = await wireBytes(`${url}/assets/${file}`, 'identity');
    const compressed = await wireBytes(`${url}/assets/${file}`, 'br, gzip');
    const gzip = await wireBytes(`${url}/assets/${file}`, 'gzip');
    rows.push({
      file,
      plain: plain.bytes,
      wire: compressed.bytes,
      gzip: gzip.bytes,
      encoding: compressed.encoding,
    });
  }
  const sum = (rs, k) => rs.reduce((a, r) => a + r[k], 0);
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  for (const r of rows)
    console.log(
      `${r.file.padEnd(36)} ${kb(r.plain).padStart(10)} → ${kb(r.wire).padStart(10)} ${r.encoding}`,
    );
  const screen = rows.filter((r) => frontlineScreen.test(r.file));
  const line = (rs) =>
    `${kb(sum(rs, 'plain'))} uncompressed, ${kb(sum(rs, 'wire'))} on the wire (${kb(sum(rs, 'gzip'))} gzip only)`;
  console.log(`Frontline screen: ${line(screen)}`);
  console.log(`whole client:     ${line(rows)}`);
} finally {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
}
