/** Frames sent to one connection in one turn of the event loop leave in one write (issue 23). */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { coalescingWrites } from '../src/coalesced-writes.js';

let closeAll: (() => Promise<void>) | null = null;
afterEach(async () => {
  await closeAll?.();
  closeAll = null;
});

/** A real WebSocket pair on loopback: the server's end, and every chunk of bytes the client's TCP socket reads. */
async function pair(): Promise<{ server: WebSocket; chunks: Buffer[]; frames: string[] }> {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await once(wss, 'listening');
  const client = new WebSocket(`ws://127.0.0.1:${(wss.address() as AddressInfo).port}`);
  const [server] = (await once(wss, 'connection')) as [WebSocket];
  await once(client, 'open');
  const chunks: Buffer[] = [];
  const frames: string[] = [];
  (client as unknown as { _socket: import('node:net').Socket })._socket.prependListener('data', (c: Buffer) =>
    chunks.push(c),
  );
  client.on('message', (d) => frames.push(d.toString()));
  closeAll = async () => {
    client.terminate();
    await new Promise((r) => wss.close(r));
  };
  return { server, chunks, frames };
}

const tcpOf = (ws: WebSocket) => (ws as unknown as { _socket: import('node:net').Socket })._socket;

describe('coalescingWrites', () => {
  it('holds the frames of one turn back and lets them go together once the turn is done', async () => {
    const { server, chunks, frames } = await pair();
    const coalesce = coalescingWrites(server);
    coalesce();
    server.send(Buffer.from('{"type":"update"}'), { binary: false });
    coalesce();
    server.send(Buffer.from('{"type":"ack"}'), { binary: false });
    // Both frames wait in the corked socket until the turn ends: nothing was written yet.
    expect(tcpOf(server).writableCorked).toBe(1);
    expect(tcpOf(server).writableLength).toBeGreaterThan(0);
    await new Promise((r) => setImmediate(r));
    expect(tcpOf(server).writableCorked).toBe(0);
    await expect.poll(() => frames).toEqual(['{"type":"update"}', '{"type":"ack"}']);
    // One write: the client's socket read both frames in one chunk.
    expect(chunks).toHaveLength(1);
  });

  it('corks again on the next turn, and never uncorks a socket already destroyed', async () => {
    const { server, frames } = await pair();
    const coalesce = coalescingWrites(server);
    coalesce();
    server.send('one');
    await new Promise((r) => setImmediate(r));
    coalesce();
    server.send('two');
    expect(tcpOf(server).writableCorked).toBe(1);
    await new Promise((r) => setImmediate(r));
    await expect.poll(() => frames).toEqual(['one', 'two']);
    coalesce();
    tcpOf(server).destroy();
    await new Promise((r) => setImmediate(r)); // the release finds it destroyed and leaves it be
    coalesce(); // nothing to cork any more
    expect(tcpOf(server).destroyed).toBe(true);
  });
});
