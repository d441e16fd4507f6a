/**
 * Graceful shutdown of the WebSocket side (SIGTERM, SIGINT): stop reading new messages, let every message
 * already read finish (so each action is written and acknowledged, or never applied), then close every
 * socket with 1001 "going away" and a reason telling the client to resume. A client resumes with `hello`
 * and its `lastVersion`, and resends the actions it saw no ack for under their original keys (idempotent).
 */
import type { WebSocket } from 'ws';

/** Close code and reason sent to every client when the server shuts down (docs/protocol.md). */
export const SHUTDOWN_CLOSE_CODE = 1001;
export const SHUTDOWN_CLOSE_REASON = 'server restarting: reconnect and resume with lastVersion';

export interface Served {
  /** Resolves once every message read so far is answered. */
  idle(): Promise<void>;
}

export class Connections {
  private readonly open = new Map<WebSocket, Served>();
  private draining = false;

  /** False once shutdown began: messages are no longer read. */
  get accepting(): boolean {
    return !this.draining;
  }

  get size(): number {
    return this.open.size;
  }

  add(socket: WebSocket, served: Served): void {
    if (this.draining) {
      socket.close(SHUTDOWN_CLOSE_CODE, SHUTDOWN_CLOSE_REASON);
      return;
    }
    this.open.set(socket, served);
    socket.once('close', () => this.open.delete(socket));
  }

  /**
   * Stop reading and wait for every message already read to be answered, for at most `waitMs`: a write
   * that never returns (a database gone for good) must not hold the shutdown past an orchestrator's grace.
   */
  async drain(waitMs = 10_000): Promise<void> {
    this.draining = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, waitMs);
    });
    await Promise.race([Promise.all([...this.open.values()].map((served) => served.idle())), late]);
    clearTimeout(timer);
  }

  /** Close every socket with 1001 and the resume hint; resolves once they are closed (or after `waitMs`). */
  async closeAll(waitMs = 2000): Promise<void> {
    const sockets = [...this.open.keys()];
    await Promise.all(
      sockets.map(
        (socket) =>
          new Promise<void>((resolve) => {
            if (socket.readyState === socket.CLOSED) return resolve();
            const timer = setTimeout(() => {
              socket.terminate(); // a client that never answers the close frame does not hold the shutdown
              resolve();
            }, waitMs);
            socket.once('close', () => {
              clearTimeout(timer);
              resolve();
            });
            socket.close(SHUTDOWN_CLOSE_CODE, SHUTDOWN_CLOSE_REASON);
          }),
      ),
    );
  }
}
