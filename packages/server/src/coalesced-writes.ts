/** One write per connection per turn of the event loop (see `coalescingWrites`). */
import type { Socket } from 'node:net';
import type { WebSocket } from 'ws';

/**
 * The frames sent to one connection in one turn of the event loop leave in one write: an action's ack and
 * the update it caused reach the actor together, one system call instead of two (issue 23: the socket
 * writes were the server's largest cost under load). The TCP socket under the WebSocket is corked at the
 * first frame and uncorked once the turn's work is done (`setImmediate`), so nothing waits longer than
 * that turn; `ws` corks each frame itself, and corks nest.
 */
export function coalescingWrites(socket: WebSocket): () => void {
  // `ws` keeps the TCP socket as `_socket`; without one (a socket not yet or no longer connected) frames go
  // as `ws` sends them.
  const tcp = (socket as unknown as { _socket?: Socket })._socket;
  let corked = false;
  const release = (): void => {
    corked = false;
    if (!tcp?.destroyed) tcp?.uncork();
  };
  return () => {
    if (corked || !tcp || tcp.destroyed) return;
    corked = true;
    tcp.cork();
    setImmediate(release);
  };
}
