/**
 * What the server load benchmarks share: WebSocket clients, lobby calls, Warboard's playing clients, the
 * measuring window, the ws echo floor and the summary of a run's round trips.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';

/**
 * What a process (all its threads) has written so far: `wchar`, the bytes it passed to write calls, and
 * `write_bytes`, the bytes it caused to be sent to the block device (Linux's /proc/<pid>/io; null elsewhere).
 */
export function processWrites(pid) {
  try {
    const io = Object.fromEntries(
      readFileSync(`/proc/${pid}/io`, 'utf8')
        .trim()
        .split('\n')
        .map((line) => line.split(': ').map((v, i) => (i === 1 ? Number(v) : v))),
    );
    return { wchar: io.wchar, writeBytes: io.write_bytes };
  } catch {
    return null;
  }
}

/**
 * The CPU time a process (all its threads, those that ended included) has used so far, in seconds: `utime` and
 * `stime` of Linux's /proc/<pid>/stat, in the kernel's fixed 100 ticks a second (null elsewhere).
 */
export function processCpu(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' '); // the name may hold spaces
    return (Number(fields[11]) + Number(fields[12])) / 100; // fields 14 and 15 of the whole line
  } catch {
    return null;
  }
}

/**
 * The Node flags `npm start` runs the server with, read from its script in package.json (the one place they are
 * written), so the benchmarks load the server as it is run.
 */
function startFlags() {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  const m = /\bnode((?: --\S+)*) bin\/warboard\.js start\b/.exec(pkg.scripts.start);
  if (!m)
    throw new Error(
      `package.json: no 'node … bin/warboard.js start' in the start script: ${pkg.scripts.start}`,
    );
  return m[1].split(' ').filter(Boolean);
}

/**
 * Node's flags for a server child: those of `npm start`, and a CPU profile into `dir` when one is asked for
 * (`--cpu-prof` is refused in NODE_OPTIONS).
 */
export const serverNodeFlags = (dir) => [
  ...startFlags(),
  ...(dir ? ['--cpu-prof', '--cpu-prof-dir', dir] : []),
];

export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
export const summary = (name, count, seconds, rtts) => {
  const sorted = Float64Array.from(rtts).sort();
  return {
    name,
    perSecond: Math.round(count / seconds),
    p50ms: Number(percentile(sorted, 50).toFixed(3)),
    p99ms: Number(percentile(sorted, 99).toFixed(3)),
    samples: sorted.length,
  };
};

export async function connect(url, tries = 10) {
  for (let i = 1; ; i++) {
    try {
      return await new Promise((resolve, reject) => {
        const ws = new WebSocket(url);
        ws.once('error', reject);
        ws.once('open', () => {
          ws.off('error', reject);
          ws.on('error', () => undefined); // resets when a run's server is stopped are expected
          resolve(ws);
        });
      });
    } catch (error) {
      if (i >= tries) throw error;
      await new Promise((r) => setTimeout(r, 50 * i));
    }
  }
}

/**
 * A lobby call, retried on a network error (a reset under hundreds of connects at once is the load's, not
 * the server's answer); an HTTP error answer is returned as it is, for the caller to see.
 */
export async function post(url, body, tries = 5) {
  for (let i = 1; ; i++) {
    try {
      const r = await fetch(url, {
        method: 'POST',
        ...(body ? { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } } : {}),
      });
      return await r.json();
    } catch (error) {
      if (i >= tries) throw error;
      await new Promise((r) => setTimeout(r, 50 * i));
    }
  }
}

/** What one measured run counts; `measuring` is the window, `stopped` the run's end. */
export const newStats = () => ({
  rtts: [],
  acked: 0,
  measuring: false,
  stopped: false,
  finishedGames: 0,
  failedGames: 0,
});

/**
 * Keep `games` games going until `stats.stopped`: `start()` sets up one game and returns when its clients
 * play; a game that ends, or fails to start (a reset during set-up), is replaced at once — from set-up on,
 * not only inside the window, so games that end during the warm-up do not leave the window empty.
 * Returns when the first `games` have started (twenty at a time).
 */
export async function keepGames(games, stats, start) {
  const launch = () =>
    start(() => {
      stats.finishedGames++;
      if (!stats.stopped) launch();
    }).catch(() => {
      stats.failedGames++;
      if (!stats.stopped) setTimeout(launch, 100);
    });
  for (let i = 0; i < games; i += 20)
    await Promise.all(Array.from({ length: Math.min(20, games - i) }, launch));
}

/**
 * One Warboard game of two seats on `docs/protocol.md`: created and joined through `lobbyUrl()`, each seat's
 * socket opened on `socketUrl()` (both called per request, so a caller may spread them over processes),
 * every seat answering each offer at once with `pick(legal)`. An action's round trip is send → `ack` (sent
 * once the action is durably written). `onOver` is called once, when the game ends.
 */
export async function warboardGame({ lobbyUrl, socketUrl, body, pick, stats, sockets }, onOver) {
  const game = await post(`${lobbyUrl()}/api/games`, body);
  if (!game.id) throw new Error(`no game: ${JSON.stringify(game)}`);
  const tokens = [];
  for (const seat of [0, 1]) {
    const joined = await post(`${lobbyUrl()}/api/games/${game.id}/seats/${seat}/join`);
    if (!joined.token) throw new Error(`no seat: ${JSON.stringify(joined)}`);
    tokens.push(joined.token);
  }
  for (const seat of [0, 1]) {
    const socket = await connect(socketUrl());
    sockets.push(socket);
    const sent = new Map();
    let newest = -1;
    socket.on('message', (data) => {
      const m = JSON.parse(data.toString());
      if (m.type === 'ack') {
        const at = sent.get(m.key);
        if (at !== undefined && stats.measuring) {
          stats.rtts.push(performance.now() - at);
          stats.acked++;
        }
        sent.delete(m.key);
        return;
      }
      if (typeof m.version === 'number' && m.version > newest) newest = m.version;
      if ((m.type === 'update' || m.type === 'snapshot') && m.status === 'over') {
        if (seat === 0) onOver();
        socket.close();
        return;
      }
      if (!Array.isArray(m.legal) || m.legal.length === 0 || m.version < newest) return;
      const key = `v${m.version}`;
      sent.set(key, performance.now());
      socket.send(JSON.stringify({ type: 'action', key, version: m.version, action: pick(m.legal) }));
    });
    socket.send(JSON.stringify({ type: 'hello', game: game.id, token: tokens[seat] }));
  }
}

/**
 * Run `play(stats)` (which starts the load and returns its teardown), then measure for `seconds` after a
 * second of warm-up, and tear down.
 */
export async function measure(seconds, play, serverPids = []) {
  const stats = newStats();
  const stop = await play(stats);
  await new Promise((r) => setTimeout(r, 1000)); // warm-up
  const writesBefore = serverPids.map(processWrites);
  const cpuBefore = cpuNow(serverPids);
  stats.measuring = true;
  const start = performance.now();
  await new Promise((r) => setTimeout(r, seconds * 1000));
  stats.measuring = false;
  const writesAfter = serverPids.map(processWrites);
  const cpuAfter = cpuNow(serverPids);
  stats.stopped = true;
  const elapsed = (performance.now() - start) / 1000;
  await stop();
  return {
    stats,
    seconds: elapsed,
    writes: writesPerAction(writesBefore, writesAfter, stats.acked),
    cpu: cpuPerAction(cpuBefore, cpuAfter, stats.acked),
  };
}

/** The CPU used so far by the server processes `pids` (seconds each) and by this process (microseconds). */
const cpuNow = (pids) => ({ servers: pids.map(processCpu), clients: process.cpuUsage() });

/**
 * The CPU time spent between two `cpuNow` readings per acknowledged action, in microseconds: the servers' (every
 * thread) and the load's own clients' (this process, where every game's clients run). On a machine whose cores
 * the two share, their sum bounds the actions per second the machine can carry at all.
 */
function cpuPerAction(before, after, acked) {
  if (acked === 0) return null;
  const micros = (usage) => usage.user + usage.system;
  const servers = [...before.servers, ...after.servers].every((c) => c !== null);
  return {
    serverCpuMicrosPerAction: servers
      ? Math.round((after.servers.reduce((n, c, i) => n + c - before.servers[i], 0) * 1e6) / acked)
      : null,
    clientsCpuMicrosPerAction: Math.round((micros(after.clients) - micros(before.clients)) / acked),
  };
}

/** The servers' writes in the window per acknowledged action, in bytes (null where /proc is not there). */
function writesPerAction(before, after, acked) {
  if (acked === 0 || before.length === 0 || before.some((w) => !w) || after.some((w) => !w)) return null;
  const sum = (key) => after.reduce((n, w, i) => n + w[key] - before[i][key], 0);
  return {
    wcharPerAction: Math.round(sum('wchar') / acked),
    diskBytesPerAction: Math.round(sum('writeBytes') / acked),
  };
}

/**
 * The floor: a bare ws echo server in its own process (started by the caller's `startChild`) with as many
 * connections as the games have (2 × `games`) and as many messages in flight as they have: one per game (a
 * game has one seat to move at a time), so the floor carries the load Warboard is measured under, not twice
 * it. Measured for `seconds` after a second of warm-up.
 */
export async function echoRow(games, seconds, startChild) {
  const script = `
    import { WebSocketServer } from 'ws';
    const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    wss.on('connection', (s) => s.on('message', (d) => s.send(d)));
    wss.on('listening', () => console.log('echo at ws://127.0.0.1:' + wss.address().port));
  `;
  const { child, url } = await startChild(
    ['--input-type=module', '-e', script],
    { NODE_PATH: fileURLToPath(new URL('../node_modules', import.meta.url)) },
    /echo at (ws:\/\/\S+)/,
  );
  const payload = JSON.stringify({
    type: 'action',
    key: 'v00',
    version: 0,
    action: { type: 'flip', line: 1, row: 'front' },
  });
  const rtts = [];
  let count = 0;
  let measuring = false;
  const sockets = [];
  for (let i = 0; i < 2 * games; i += 50) {
    sockets.push(
      ...(await Promise.all(Array.from({ length: Math.min(50, 2 * games - i) }, () => connect(url)))),
    );
  }
  // Every other connection sends; its partner stays open and idle, as the seat not to move does.
  for (const socket of sockets.filter((_, i) => i % 2 === 0)) {
    let at = 0;
    const fire = () => {
      at = performance.now();
      socket.send(payload);
    };
    socket.on('message', () => {
      if (measuring) {
        rtts.push(performance.now() - at);
        count++;
      }
      if (socket.readyState === socket.OPEN) fire();
    });
    fire();
  }
  await new Promise((r) => setTimeout(r, 1000));
  const cpuBefore = cpuNow([child.pid]);
  measuring = true;
  const start = performance.now();
  await new Promise((r) => setTimeout(r, seconds * 1000));
  measuring = false;
  const cpuAfter = cpuNow([child.pid]);
  const elapsed = (performance.now() - start) / 1000;
  for (const s of sockets) s.terminate();
  child.kill('SIGTERM');
  return {
    ...summary(`ws echo (${2 * games} clients, ${games} in flight)`, count, elapsed, rtts),
    ...cpuPerAction(cpuBefore, cpuAfter, count),
  };
}
