// The peer server's packages (boardgame.io and the socket.io client it ships with) live in bench/peer, outside
// Warboard's own install, so that `npm ci` does not give every user about 160 packages only this benchmark uses.
// They are installed there on first use, from bench/peer/package-lock.json.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const peerDir = fileURLToPath(new URL('./peer/', import.meta.url));

/** `require` resolving from bench/peer, installing its packages first if they are missing. */
export function peerRequire() {
  if (!existsSync(`${peerDir}node_modules/boardgame.io`)) {
    console.error('installing the peer server into bench/peer (npm ci --prefix bench/peer) …');
    execFileSync('npm', ['ci', '--prefix', peerDir, '--no-audit', '--no-fund'], { stdio: 'inherit' });
  }
  return createRequire(`${peerDir}package.json`);
}
