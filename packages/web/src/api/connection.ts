/**
 * One connection to the game server for one seat (or a spectator): hello with the seat token, then the view,
 * legal actions and events the server sends, each kept in a signal a screen reads. The jobs are apart: the
 * socket that reconnects with back-off (live-socket.ts), the actions waiting for their ack and resent under
 * their keys (outbox.ts), the game's whole story caught up with `history` (event-log.ts), the chat
 * (chat-log.ts), the clocks (clock-state.ts) and the hand-over votes (handover-votes.ts). This file says hello
 * and hands each message to the one that keeps it. Actions go out as intents; the server decides.
 */
import { signal } from '@preact/signals';
import { followView, type HeldView, type ViewCarrier } from '@warboard/protocol/view-patch';
import { ChatLog, type MuteTarget } from '../chat/chat-log.js';
import { ClockState } from '../clock/clock-state.js';
import { HandoverVotes } from '../handover/handover-votes.js';
import { EventLog } from './event-log.js';
import { LiveSocket } from './live-socket.js';
import { Outbox } from './outbox.js';
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
import { isChatRefusal, isFatal, type Refusal, refusalOf } from './refusal.js';

export type { LoggedEvent } from './event-log.js';
export type { Refusal } from './refusal.js';

/** `W`: the game's wire types, as the screen that opens the connection knows them. */
export class GameConnection<W extends GameWire = OpenWire> {
  readonly welcomed = signal(false);
  readonly status = signal<GameStatus>('open');
  readonly seats = signal<readonly SeatInfo[]>([]);
  readonly gameType = signal<string>('');
  readonly version = signal(0);
  readonly view = signal<W['view'] | null>(null);
  readonly legal = signal<readonly W['action'][]>([]);
  readonly decisions = signal<readonly W['decision'][] | null>(null); // who owes what now, as the game states it
  readonly outcome = signal<Outcome | null>(null);
  readonly refusal = signal<Refusal | null>(null);
  readonly fatal = signal<Refusal | null>(null); // unknown game, bad token: retrying will not help
  /** The game's rematch once a player asked for one: the new game's id, and who asked. */
  readonly rematch = signal<{ readonly game: string; readonly by: Seat } | null>(null);
  /** The game's chat (chat-log.ts) and decision clocks (clock-state.ts). */
  readonly chat = new ChatLog();
  readonly clock = new ClockState();
  readonly handovers = new HandoverVotes();

  /** The view held and the version it is of: what the next patch of the view applies to (view-patch.ts). */
  private held: HeldView<W['view']> | null = null;
  private readonly events = new EventLog<W>();
  private readonly outbox = new Outbox();
  private readonly socket: LiveSocket;

  /** Every event this client may see, the whole game in version order (event-log.ts). */
  readonly log = this.events.log;
  /** Whether `log` holds every step up to `version` (false while history pages are on their way). */
  readonly logComplete = this.events.complete;
  /** Key of the action awaiting its ack (outbox.ts). */
  readonly pending = this.outbox.pending;
  readonly connected: LiveSocket['connected'];

  constructor(
    readonly game: string,
    readonly seat: Seat | null,
    private readonly token: string | null,
    url: string = defaultSocketUrl(),
  ) {
    this.socket = new LiveSocket(url, {
      opened: () => this.hello(),
      // The one place the client trusts the server it came from: what it sends is the protocol's message.
      message: (data) => this.receive(data as ServerMessage<W>),
      dropped: () => {
        this.welcomed.value = false;
        // `pending` stays set while its action waits to be resent: the screen keeps showing it on its way.
        return !this.fatal.value;
      },
    });
    this.connected = this.socket.connected;
  }

  /** Send an intent; resolves when the server acknowledged or refused it. */
  act(action: W['action']): void {
    this.refusal.value = null;
    // Not welcomed yet (connecting, or reconnecting): it goes out with the others once welcomed.
    this.outbox.add(action, this.version.value, this.sender());
  }

  /** Say a line in the game's chat (a spectator with the name it gives). */
  say(text: string, name?: string): void {
    this.chat.say(text, (m) => this.welcomed.value && this.send(m), name);
  }

  /** Mute (or hear again) a seat, or whoever said a line without one (a spectator). */
  mute(target: MuteTarget, muted: boolean): void {
    this.send({ type: 'mute', ...target, muted });
  }

  /** Vote to hand `seat`, whose clock ran out twice in a row, to a bot. */
  voteHandover(seat: Seat): void {
    this.send({ type: 'handover', seat });
  }

  close(): void {
    this.socket.close();
  }

  private send(message: ClientMessage): void {
    this.socket.send(message);
  }

  /** How to send what must wait for a welcome: null until the server welcomed this connection. */
  private sender(): ((m: ClientMessage) => void) | null {
    return this.welcomed.value ? (m) => this.send(m) : null;
  }

  /**
   * Take the view a snapshot or update carries, whole or as a patch of the view held. A patch of a view this
   * client does not hold (a frame it could not read) is not guessed at: the connection starts again from the
   * view it holds, and the server sends what came after it.
   */
  private hold(m: ViewCarrier<W['view']>): void {
    const next = followView(this.held, m);
    if (next === 'out-of-step') {
      this.socket.restart();
      return;
    }
    if (next === null || next === this.held) return;
    this.held = next;
    this.view.value = next.view;
  }

  private hello(): void {
    this.events.reconnected();
    // A first connection gets a snapshot, then asks for the story so far (event-log.ts).
    // From the view it holds: the server sends what came after it, the view last (view-patch.ts).
    const lastVersion = this.held?.version ?? null;
    this.send({
      type: 'hello',
      game: this.game,
      ...(this.token ? { token: this.token } : {}),
      ...(lastVersion !== null ? { lastVersion } : {}),
      ...(this.chat.lastChat !== undefined ? { lastChat: this.chat.lastChat } : {}),
    });
  }

  private receive(m: ServerMessage<W>): void {
    this.clock.take(m);
    switch (m.type) {
      case 'welcome':
        this.welcomed.value = true;
        this.socket.welcomed();
        // After the hello, so the server knows the seat; in their original order, with their original keys.
        this.outbox.resend((message) => this.send(message));
        this.chat.resend((message) => this.send(message));
        this.status.value = m.status;
        this.seats.value = m.seats;
        this.gameType.value = m.gameType;
        return;
      case 'snapshot':
        this.version.value = m.version;
        this.status.value = m.status;
        this.hold(m);
        this.decisions.value = m.decisions;
        this.legal.value = m.legal;
        this.events.fill(m.version, this.sender());
        return;
      case 'history':
        this.events.page(m.steps, this.version.value, this.sender());
        return;
      case 'update':
        this.version.value = m.version;
        this.events.live(m, m.version, this.sender());
        this.hold(m);
        if (m.decisions !== undefined) this.decisions.value = m.decisions;
        if (m.legal !== undefined) this.legal.value = m.legal;
        if (m.status !== undefined) this.status.value = m.status;
        if (m.outcome !== undefined) this.outcome.value = m.outcome;
        return;
      case 'ack':
        this.outbox.settle(m.key);
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
      case 'error':
        if (isChatRefusal(m.code)) {
          this.chat.refused(m.message);
          return;
        }
        if (m.key !== undefined) this.outbox.settle(m.key);
        if (isFatal(m.code)) this.fatal.value = refusalOf(m);
        else this.refusal.value = refusalOf(m);
        return;
    }
  }
}

function defaultSocketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/api/play`;
}
