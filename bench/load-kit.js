/**
 * What the server load benchmarks share: WebSocket clients, lobby calls, the ws echo floor and the summary
 * of a run's round trips.
 */
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';

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

export async function post(url, body) {
  const r = await fetch(url, {
    method: 'POST',
    ...(body ? { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } } : {}),
  });
  return r.json();
}

/**
 * The floor: a bare ws echo server in its own process (started by the caller's `startChild`), 2 × `games`
 * clients with one message in flight each, measured for `seconds` after a second of warm-up.
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
  for (const socket of sockets) {
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
  measuring = true;
  const start = performance.now();
  await new Promise((r) => setTimeout(r, seconds * 1000));
  measuring = false;
  const elapsed = (performance.now() - start) / 1000;
  for (const s of sockets) s.terminate();
  child.kill('SIGTERM');
  return summary(`ws echo (${2 * games} clients)`, count, elapsed, rtts);
}
