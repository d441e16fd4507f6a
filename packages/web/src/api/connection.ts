/**
 * One WebSocket to the game server for one seat (or a spectator): hello with the seat token, then the
 * view, legal actions and events the server sends. Reconnects on its own, with back-off (reconnect.ts), and
 * asks for what it missed (`lastVersion`). Actions go out as intents with an idempotency key; the server
 * decides. An action not yet acknowledged when the connection drops is sent again, under the same key, once
 * the next connection is welcomed: the server applies a key once, so a resend is safe whether the first
 * copy was lost on the way there or its ack on the way back.
 *
 * The log holds the whole game: whenever the server answers with a snapshot (a first connection, or one more
 * than 100 versions behind), the connection asks for the steps it lacks with `history`, page after page, and
 * files them by version among the live updates, so the story survives reloads and late joins.
 */
import { signal } from '@preact/signals';
import { ChatLog } from '../chat/chat-log.js';
import { ClockState } from '../clock/clock-state.js';
import { HandoverVotes } from '../handover/handover-votes.js';
import type {
  ClientMessage,
  GameStatus,
  GameWire,
  OpenWire,
  Outcome,
  Seat,
  SeatInfo,
  ServerMessage,
} from './protocol.js';
import { reconnectDelay } from './reconnect.js';

export interface LoggedEvent<W extends GameWire = OpenWire> {
  readonly version: number;
  readonly actor: Seat;
  readonly event: W['event'];
}

export interface Refusal {
  readonly code: string;
  readonly message: string;
  readonly rule?: string;
  /** For `illegal`: the game's refusal code and the facts it names, to say it in the reader's language. */
  readonly refusal?: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

const newKey = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** `W`: the game's wire types, as the screen that opens the connection knows them. */
export class GameConnection<W extends GameWire = OpenWire> {
  readonly connected = signal(false);
  readonly welcomed = signal(false);
  readonly status = signal<GameStatus>('open');
  readonly seats = signal<readonly SeatInfo[]>([]);
  readonly gameType = signal<string>('');
  readonly version = signal(0);
  readonly view = signal<W['view'] | null>(null);
  readonly legal = signal<readonly W['action'][]>([]);
  readonly decisions = signal<readonly W['decision'][] | null>(null); // who owes what now, as the game states it
  readonly outcome = signal<Outcome | null>(null);
  /** Every event this client may see, the whole game in version order (see `history`). */
  readonly log = signal<readonly LoggedEvent<W>[]>([]);
  /** Whether `log` holds every step up to `version` (false while history pages are on their way). */
  readonly logComplete = signal(true);
  readonly pending = signal<string | null>(null); // key of the action awaiting its ack
  readonly refusal = signal<Refusal | null>(null);
  readonly fatal = signal<Refusal | null>(null); // unknown game, bad token: retrying will not help
  /** The game's rematch once a player asked for one: the new game's id, and who asked. */
  readonly rematch = signal<{ readonly game: string; readonly by: Seat } | null>(null);
  /** The game's chat (chat-log.ts) and decision clocks (clock-state.ts). */
  readonly chat = new ChatLog();
  readonly clock = new ClockState();
  readonly handovers = new HandoverVotes();

  private socket: WebSocket | null = null;
  private closed = false;
  private retry: ReturnType<typeof setTimeout> | null = null;
  /** Reconnection attempts since the last welcome: the back-off step. */
  private attempts = 0;
  /** Actions sent and not yet answered, by key, in the order they were made. */
  private readonly unacked = new Map<string, ClientMessage>();
  /** Versions whose events are in the log (a step may have none this client may see). */
  private readonly logged = new Set<number>();
  /** Whether a `history` request is on its way: one at a time. */
  private historyAsked = false;

  constructor(
    readonly game: string,
    readonly seat: Seat | null,
    private readonly token: string | null,
    private readonly url: string = defaultSocketUrl(),
  ) {
    this.open();
  }

  /** Send an intent; resolves when the server acknowledged or refused it. */
  act(action: W['action']): void {
    const key = newKey();
    this.pending.value = key;
    this.refusal.value = null;
    const message: ClientMessage = { type: 'action', key, action, version: this.version.value };
    this.unacked.set(key, message);
    // Not welcomed yet (connecting, or reconnecting): it goes out with the others once welcomed.
    if (this.welcomed.value) this.send(message);
  }

  /** Say a line in the game's chat (a spectator with the name it gives). */
  say(text: string, name?: string): void {
    this.chat.say(text, (m) => this.welcomed.value && this.send(m), name);
  }

  mute(seat: Seat, muted: boolean): void {
    this.send({ type: 'mute', seat, muted });
  }

  /** Vote to hand `seat`, whose clock ran out twice in a row, to a bot. */
  voteHandover(seat: Seat): void {
    this.send({ type: 'handover', seat });
  }

  close(): void {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    this.socket?.close();
  }

  private open(): void {
    const socket = new WebSocket(this.url);
    this.socket = socket;
    socket.onopen = () => {
      this.connected.value = true;
      this.historyAsked = false;
      // A first connection gets a snapshot, then asks for the story so far (`fillLog`).
      const lastVersion = this.view.value !== null ? this.version.value : null;
      const hello: ClientMessage = {
        type: 'hello',
        game: this.game,
        ...(this.token ? { token: this.token } : {}),
        ...(lastVersion !== null ? { lastVersion } : {}),
        ...(this.chat.lastChat !== undefined ? { lastChat: this.chat.lastChat } : {}),
      };
      this.send(hello);
    };
    socket.onmessage = (e) => {
      try {
        // The one place the client trusts the server it came from: what it sends is the protocol's message.
        this.receive(JSON.parse(String(e.data)) as ServerMessage<W>);
      } catch {
        // A frame that is not JSON is the server's bug; the next update carries the full view anyway.
      }
    };
    socket.onclose = () => {
      this.connected.value = false;
      this.welcomed.value = false;
      // `pending` stays set while its action waits to be resent: the screen keeps showing it on its way.
      if (!this.closed && !this.fatal.value) {
        this.retry = setTimeout(() => this.open(), reconnectDelay(this.attempts++));
      }
    };
  }

  /** The first version missing from the log (1 when it is empty), or null when the log reaches `version`. */
  private firstGap(): number | null {
    for (let v = 1; v <= this.version.value; v++) if (!this.logged.has(v)) return v;
    return null;
  }

  /** Ask for the steps the log lacks, a page at a time (the server sends at most 500 per answer). */
  private fillLog(): void {
    const gap = this.firstGap();
    this.logComplete.value = gap === null;
    if (gap === null || this.historyAsked || !this.welcomed.value) return;
    this.historyAsked = true;
    this.send({ type: 'history', from: gap - 1 });
  }

  /** File steps into the log by version, each once, whether they came live or from the history. */
  private file(steps: readonly { version: number; actor: Seat; events: readonly W['event'][] }[]): void {
    const added: LoggedEvent<W>[] = [];
    for (const step of steps) {
      if (this.logged.has(step.version)) continue;
      this.logged.add(step.version);
      // Events carry their game's own fields besides `type`: the game's describer reads them.
      for (const event of step.events) added.push({ version: step.version, actor: step.actor, event });
    }
    if (added.length === 0) return;
    const log = [...this.log.value, ...added];
    const last = this.log.value.at(-1)?.version ?? 0;
    // History filling a gap behind live updates: put it in place (a stable sort keeps each step's events in order).
    if (added[0]!.version < last) log.sort((a, b) => a.version - b.version);
    this.log.value = log;
  }

  private send(message: ClientMessage): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  private receive(m: ServerMessage<W>): void {
    this.clock.take(m);
    switch (m.type) {
      case 'welcome':
        this.welcomed.value = true;
        this.attempts = 0;
        // After the hello, so the server knows the seat; in their original order, with their original keys.
        for (const message of this.unacked.values()) this.send(message);
        this.chat.resend((message) => this.send(message));
        this.status.value = m.status;
        this.seats.value = m.seats;
        this.gameType.value = m.gameType;
        return;
      case 'snapshot':
        this.version.value = m.version;
        this.status.value = m.status;
        this.view.value = m.view;
        this.decisions.value = m.decisions;
        this.legal.value = m.legal;
        this.fillLog();
        return;
      case 'history':
        this.historyAsked = false;
        this.file(m.steps);
        this.fillLog();
        return;
      case 'update':
        this.version.value = m.version;
        this.file([m]);
        if (!this.logComplete.value) this.fillLog();
        if (m.view !== undefined) this.view.value = m.view;
        if (m.decisions !== undefined) this.decisions.value = m.decisions;
        if (m.legal !== undefined) this.legal.value = m.legal;
        if (m.status !== undefined) this.status.value = m.status;
        if (m.outcome !== undefined) this.outcome.value = m.outcome;
        return;
      case 'ack':
        this.unacked.delete(m.key);
        if (this.pending.value === m.key) this.pending.value = null;
        return;
      case 'seats':
        this.seats.value = m.seats;
        this.handovers.seated(m.seats);
        return;
      case 'handover':
        this.handovers.receive(m);
        return;
      case 'rematch':
        this.rematch.value = { game: m.game, by: m.by };
        return;
      case 'chat':
      case 'chat-ack':
      case 'muted':
        this.chat.receive(m);
        return;
      case 'pong':
        return;
      case 'error': {
        const { code, message, rule, refusal: engineCode, params } = m;
        if (code.startsWith('chat-') || code === 'bad-mute') {
          this.chat.refused(message);
          return;
        }
        const refusal: Refusal = {
          code,
          message,
          ...(rule ? { rule } : {}),
          ...(engineCode ? { refusal: engineCode } : {}),
          ...(params ? { params } : {}),
        };
        if (m.key !== undefined) this.unacked.delete(m.key);
        if (m.key !== undefined && this.pending.value === m.key) this.pending.value = null;
        if (m.code === 'unknown-game' || m.code === 'bad-token') this.fatal.value = refusal;
        else this.refusal.value = refusal;
        return;
      }
    }
  }
}

function defaultSocketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/api/play`;
}
