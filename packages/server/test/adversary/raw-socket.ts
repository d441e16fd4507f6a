/**
 * A WebSocket client written on a bare `net` socket, for clients the `ws` library would never be: one that
 * completes the handshake and then stops reading, or never answers a ping. It sends masked text frames as a
 * browser does, and reads nothing unless asked.
 */
import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';

export interface RawSocket {
  readonly socket: Socket;
  /** Resolves when the server closed or reset the connection. */
  readonly closed: Promise<void>;
  sendText(text: string): void;
}

/** A client frame: FIN, text opcode, masked payload. */
function textFrame(text: string): Buffer {
  const payload = Buffer.from(text, 'utf8');
  const mask = randomBytes(4);
  const length =
    payload.length < 126
      ? Buffer.from([0x80 | payload.length])
      : Buffer.from([0x80 | 126, payload.length >> 8, payload.length & 0xff]);
  const masked = Buffer.alloc(payload.length);
  for (let i = 0; i < payload.length; i++) masked[i] = (payload[i] ?? 0) ^ (mask[i % 4] ?? 0);
  return Buffer.concat([Buffer.from([0x81]), length, mask, masked]);
}

/**
 * Open `/api/play` on `url` (http://host:port), from `localAddress` if given (127.0.0.2: another client). Resolves once the server answered the upgrade (status 101),
 * after which nothing more is read: the kernel's buffers fill and the server's sends back up. Rejects with
 * the status line when the upgrade is refused.
 */
export function rawWebSocket(url: string, localAddress?: string): Promise<RawSocket> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect({ port: Number(port), host: hostname, ...(localAddress ? { localAddress } : {}) });
    const closed = new Promise<void>((done) => {
      socket.once('close', () => done());
    });
    socket.on('error', () => undefined); // a reset is how a terminated connection ends
    let head = '';
    const onData = (chunk: Buffer) => {
      head += chunk.toString('latin1');
      const end = head.indexOf('\r\n\r\n');
      if (end === -1) return;
      socket.off('data', onData);
      socket.pause(); // from here on the client reads nothing
      const status = head.slice(0, head.indexOf('\r\n'));
      if (!status.includes(' 101 ')) {
        socket.destroy();
        reject(new Error(status));
        return;
      }
      resolve({ socket, closed, sendText: (text) => socket.write(textFrame(text)) });
    };
    socket.on('data', onData);
    socket.once('connect', () => {
      socket.write(
        [
          'GET /api/play HTTP/1.1',
          `Host: ${hostname}:${port}`,
          'Upgrade: websocket',
          'Connection: Upgrade',
          `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}`,
          'Sec-WebSocket-Version: 13',
          '',
          '',
        ].join('\r\n'),
      );
    });
  });
}
