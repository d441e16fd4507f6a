/** The lobby's chat: a WebSocket of its own that joins the lobby's room instead of a game, and comes back after a drop. */
import type { ClientMessage, ServerMessage } from '../api/protocol.js';
import { reconnectDelay } from '../api/reconnect.js';
import { ChatLog, type MuteTarget } from './chat-log.js';

export class LobbyChat {
  readonly chat = new ChatLog();
  private socket: WebSocket | null = null;
  private closed = false;
  private attempts = 0;
  private retry: ReturnType<typeof setTimeout> | null = null;
  private joined = false;

  constructor(private readonly url: string = socketUrl()) {
    this.open();
  }

  say(text: string, name?: string): void {
    this.chat.say(text, (m) => this.joined && this.send(m), name);
  }

  /** Mute (or hear again) whoever said a line (a lobby visitor has no seat). */
  mute(target: MuteTarget, muted: boolean): void {
    this.send({ type: 'mute', ...target, muted });
  }

  close(): void {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    this.socket?.close();
  }

  private send(message: ClientMessage): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  private open(): void {
    const socket = new WebSocket(this.url);
    this.socket = socket;
    socket.onopen = () => {
      const last = this.chat.lastChat;
      this.send({ type: 'lobby', ...(last !== undefined ? { lastChat: last } : {}) });
    };
    socket.onmessage = (e) => {
      const m = JSON.parse(String(e.data)) as ServerMessage;
      if (m.type === 'chat' || m.type === 'chat-ack' || m.type === 'muted') {
        if (m.type === 'chat' && !this.joined) {
          this.joined = true;
          this.attempts = 0;
          this.chat.resend((x) => this.send(x));
        }
        this.chat.receive(m);
      } else if (m.type === 'error') this.chat.refused(m.message);
    };
    socket.onclose = () => {
      this.joined = false;
      if (!this.closed) this.retry = setTimeout(() => this.open(), reconnectDelay(this.attempts++));
    };
  }
}

function socketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/api/play`;
}
