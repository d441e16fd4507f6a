#!/usr/bin/env node
// One server for the load benchmark, in its own process, hosting the race (bench/race-game.js):
//   node bench/server-host.js warboard <data folder> <full|normal>   Warboard over SQLite, write-through
//   node bench/server-host.js boardgameio                              the boardgame.io 0.50.2 server
// Prints `running at <url>` once it listens on a free loopback port.
import { join } from 'node:path';
import { createServer, openSqlite, registry } from '@warboard/server';
import { peerRequire } from './peer-deps.js';
import { raceBoardgameIo, raceGame } from './race-game.js';

const [kind, dataDir, sync] = process.argv.slice(2);

/** Limits for one load generator on loopback: no rate or quota of one client gets in the way. */
export const BENCH_LIMITS = {
  lobbyRequests: 1e9,
  gamesCreated: 1e9,
  openGamesPerIp: 1e9,
  botGamesPerIp: 1e9,
  botGames: 1e9,
  connectionsPerIp: 1e6,
  connections: 1e6,
};

if (kind === 'warboard') {
  const storage = openSqlite(join(dataDir, 'warboard.sqlite'), {
    synchronous: sync === 'normal' ? 'normal' : 'full',
  });
  // The load generator is one client creating hundreds of games: the per-client quotas are lifted.
  const server = await createServer({
    storage,
    registry: registry([raceGame]),
    logger: { level: 'warn' },
    limits: BENCH_LIMITS,
  });
  console.log(`running at ${await server.listen(0)}`);
  process.on('SIGTERM', () => server.close().then(() => process.exit(0)));
} else if (kind === 'boardgameio') {
  // boardgame.io ships CommonJS only; its default storage keeps matches in memory.
  const { Server } = peerRequire()('boardgame.io/server');
  const server = Server({ games: [raceBoardgameIo] });
  const { appServer } = await server.run({ port: 0 });
  console.log(`running at http://127.0.0.1:${appServer.address().port}`);
  process.on('SIGTERM', () => process.exit(0));
} else {
  console.error('usage: server-host.js warboard <data folder> <full|normal> | boardgameio');
  process.exit(2);
}
