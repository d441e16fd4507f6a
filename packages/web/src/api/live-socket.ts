/**
 * A WebSocket that comes back on its own: when it drops, it opens again after a capped, jittered back-off
 * (reconnect.ts), until it is closed or told that retrying will not help. What a new connection says first
 * (the hello) and what it makes of each message are its owner's.
 */
import { signal } from '@preact/signals';
import type { ClientMessage } from './protocol.js';
import { reconnectDelay } from './reconnect.js';

export interface SocketHandlers {
  /** The socket is open: say hello. */
  readonly opened: () => void;
  /** A frame, parsed as JSON. */
  readonly message: (data: unknown) => void;
  /** The connection dropped: whether to try again (not once the server said the game or token is wrong). */
  readonly dropped: () => boolean;
}

export class LiveSocket {
  readonly connected = signal(false);
  private socket: WebSocket | null = null;
  private closed = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** Reconnection attempts since the last welcome: the back-off step. */
  private attempts = 0;

  constructor(
    private readonly url: string,
    private readonly on: SocketHandlers,
  ) {
    this.open();
  }

  /** Sent if the socket is open now; otherwise dropped (the owner resends what must arrive). */
  send(message: ClientMessage): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  /** The server welcomed this connection: the next drop starts the back-off from its first step. */
  welcomed(): void {
    this.attempts = 0;
  }

  /** Drop this connection and open a new one, as after a drop: its hello sets the owner's state right. */
  restart(): void {
    this.socket?.close();
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.socket?.close();
  }

  private open(): void {
    const socket = new WebSocket(this.url);
    this.socket = socket;
    socket.onopen = () => {
      this.connected.value = true;
      this.on.opened();
    };
    socket.onmessage = (e) => {
      try {
        this.on.message(JSON.parse(String(e.data)));
      } catch {
        // A frame that is not JSON is the server's bug; the next update carries the full view anyway.
      }
    };
    socket.onclose = () => {
      this.connected.value = false;
      if (this.on.dropped() && !this.closed) {
        this.timer = setTimeout(() => this.open(), reconnectDelay(this.attempts++));
      }
    };
  }
}
