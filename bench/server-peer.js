#!/usr/bin/env node
// The load benchmark against the peer: Warboard and the boardgame.io 0.50.2 server host the same tiny game
// (the race, bench/race-game.js, registered with each one's own contract): GAMES concurrent games of two
// real clients each on loopback, every client answering its turn at once. Beside them, the floor: a bare
// `ws` echo server with the same number of clients and one message in flight each. All in one run, each
// server in its own process (bench/server-host.js). Reports actions per second and an action's round trip
// at p50/p99:
//   - Warboard: send → `ack`, sent only once the action is durably written to SQLite (write-through;
//     `--sync full` fsyncs every commit, `normal` leaves the fsync to checkpoints);
//   - boardgame.io: send → the state the move produced (it keeps matches in memory: nothing is written).
//
//   npm run build && node bench/server-peer.js [--games 200] [--seconds 10] [--sync full|normal] [--json]
//                                              [--cpu-prof <dir>]   (a profile of the Warboard server)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { echoRow, keepGames, measure, post, serverNodeFlags, summary, warboardGame } from './load-kit.js';
import { peerRequire } from './peer-deps.js';
import { TARGET } from './race-game.js';

// socket.io-client comes with boardgame.io, whose own clients use it (installed in bench/peer on first run).
const io = peerRequire()('socket.io-client');

const { values: flags } = parseArgs({
  options: {
    games: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '10' },
    sync: { type: 'string', default: 'full' }, // SQLite: 'full' (fsync per commit) or 'normal'
    json: { type: 'boolean', default: false },
    // A CPU profile of the Warboard server process, written into this folder when it stops.
    'cpu-prof': { type: 'string' },
  },
});
const GAMES = Number(flags.games);
const SECONDS = Number(flags.seconds);
const host = fileURLToPath(new URL('./server-host.js', import.meta.url));

/** Servers started by this run: stopped when it exits, even on an error. */
const children = new Set();
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

function startChild(args, env, pattern) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const m = pattern.exec(out);
      if (m) resolve({ child, url: m[1] });
    });
    child.once('exit', (code) => reject(new Error(`child exited ${code}: ${out}`)));
  });
}

/** Warboard: GAMES races, 2 WebSocket clients each, speaking docs/protocol.md. */
async function warboard() {
  const dir = mkdtempSync(join(tmpdir(), 'warboard-bench-'));
  const { child, url } = await startChild(
    [...serverNodeFlags(flags['cpu-prof']), host, 'warboard', dir, flags.sync],
    {},
    /running at (http:\/\/\S+)/,
  );
  const sockets = [];
  const { stats, seconds } = await measure(SECONDS, async (stats) => {
    const client = {
      lobbyUrl: () => url,
      socketUrl: () => `${url.replace('http', 'ws')}/api/play`,
      body: { game: 'race', seats: [{ kind: 'human' }, { kind: 'human' }], decisionMs: 600_000 },
      pick: (legal) => legal[Math.floor(Math.random() * legal.length)],
      stats,
      sockets,
    };
    await keepGames(GAMES, stats, (onOver) => warboardGame(client, onOver));
    return async () => {
      for (const s of sockets) s.terminate();
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dir, { recursive: true, force: true });
    };
  });
  return {
    ...summary(`warboard (SQLite ${flags.sync})`, stats.acked, seconds, stats.rtts),
    finishedGames: stats.finishedGames,
    failedGames: stats.failedGames,
  };
}

/**
 * The peer: the boardgame.io 0.50.2 server hosting the same race, GAMES matches of 2 socket.io clients
 * speaking its protocol as its own client does (`sync`, then `update` with the state id the move was made
 * on). A move's round trip ends when the state it produced reaches the mover (boardgame.io broadcasts it).
 */
async function boardgameIo() {
  const { child, url } = await startChild([host, 'boardgameio'], {}, /running at (http:\/\/\S+)/);
  const sockets = [];
  const { stats, seconds } = await measure(SECONDS, async (stats) => {
    async function newGame(onOver) {
      const { matchID } = await post(`${url}/games/race/create`, { numPlayers: 2 });
      if (!matchID) throw new Error('no match');
      const credentials = [];
      for (const playerID of ['0', '1']) {
        const joined = await post(`${url}/games/race/${matchID}/join`, {
          playerID,
          playerName: `p${playerID}`,
        });
        if (!joined.playerCredentials) throw new Error(`no seat: ${JSON.stringify(joined)}`);
        credentials.push(joined.playerCredentials);
      }
      for (const playerID of ['0', '1']) {
        const socket = io(`${url}/race`, { transports: ['websocket'], forceNew: true, reconnection: false });
        sockets.push(socket);
        let waiting = null; // [the state id the move was made on, when it was sent]
        const onState = (state) => {
          if (waiting && state._stateID > waiting[0]) {
            if (stats.measuring) {
              stats.rtts.push(performance.now() - waiting[1]);
              stats.acked++;
            }
            waiting = null;
          }
          if (state.ctx.gameover) {
            if (playerID === '0') onOver();
            socket.close();
            return;
          }
          if (state.ctx.currentPlayer !== playerID || waiting) return;
          const steps = [1, 2, 3].filter((n) => state.G.total + n <= TARGET);
          const n = steps[Math.floor(Math.random() * steps.length)];
          const credentialsOf = credentials[Number(playerID)];
          const action = {
            type: 'MAKE_MOVE',
            payload: { type: 'add', args: [n], playerID, credentials: credentialsOf },
          };
          waiting = [state._stateID, performance.now()];
          socket.emit('update', action, state._stateID, matchID, playerID);
        };
        socket.on('sync', (_id, syncInfo) => onState(syncInfo.state));
        socket.on('update', (_id, state) => onState(state));
        socket.emit('sync', matchID, playerID, credentials[Number(playerID)], 2);
      }
    }
    await keepGames(GAMES, stats, newGame);
    return async () => {
      for (const s of sockets) s.close();
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    };
  });
  return {
    ...summary('boardgame.io 0.50.2 (in memory)', stats.acked, seconds, stats.rtts),
    finishedGames: stats.finishedGames,
    failedGames: stats.failedGames,
  };
}

const rows = [await echoRow(GAMES, SECONDS, startChild), await warboard(), await boardgameIo()];
const [floor, ours, peer] = rows;
const verdict = {
  p99VsEcho: Number((ours.p99ms / floor.p99ms).toFixed(2)),
  withinFiveTimesEcho: ours.p99ms <= 5 * floor.p99ms,
  moreActionsThanPeer: ours.perSecond > peer.perSecond,
  lowerP99ThanPeer: ours.p99ms < peer.p99ms,
};
if (flags.json) console.log(JSON.stringify({ games: GAMES, seconds: SECONDS, rows, verdict }, null, 2));
else {
  console.log(`${GAMES} concurrent games of the race, ${SECONDS} s each\n`);
  console.log('row                                   msgs/s    p50 ms    p99 ms');
  for (const r of rows) {
    console.log(
      `${r.name.padEnd(36)}${String(r.perSecond).padStart(8)}${r.p50ms.toFixed(2).padStart(10)}${r.p99ms.toFixed(2).padStart(10)}`,
    );
  }
  console.log(`\nwarboard p99 / echo p99: ${verdict.p99VsEcho}×   (target: ≤ 5×)`);
  console.log(
    `warboard / boardgame.io: ${(ours.perSecond / peer.perSecond).toFixed(2)}× actions/s, ${(ours.p99ms / peer.p99ms).toFixed(2)}× p99   (target: more actions/s at a lower p99)`,
  );
}
