/**
 * The whole game as one client may see it: every event, in version order. Whenever the server answers with a
 * snapshot (a first connection, or one more than 100 versions behind), the steps the log lacks are asked for
 * with `history`, page after page (the server sends at most 500 per answer), and filed by version among the
 * live updates, so the story survives reloads and late joins. Headless: it is handed the way to send.
 */
import { signal } from '@preact/signals';
import type { ClientMessage, GameWire, OpenWire, Seat } from './protocol.js';

export interface LoggedEvent<W extends GameWire = OpenWire> {
  readonly version: number;
  readonly actor: Seat;
  readonly event: W['event'];
}

export interface LoggedStep<W extends GameWire = OpenWire> {
  readonly version: number;
  readonly actor: Seat;
  readonly events: readonly W['event'][];
}

export class EventLog<W extends GameWire = OpenWire> {
  readonly log = signal<readonly LoggedEvent<W>[]>([]);
  /** Whether `log` holds every step up to the game's version (false while history pages are on their way). */
  readonly complete = signal(true);
  /** Versions whose events are in the log (a step may have none this client may see). */
  private readonly logged = new Set<number>();
  /** Whether a `history` request is on its way: one at a time. */
  private asked = false;

  /** A new connection: an answer asked for on the old one will never come. */
  reconnected(): void {
    this.asked = false;
  }

  /** The first version missing from the log (1 when it is empty), or null when the log reaches `version`. */
  firstGap(version: number): number | null {
    for (let v = 1; v <= version; v++) if (!this.logged.has(v)) return v;
    return null;
  }

  /** Ask for the steps the log lacks up to `version`; `send` is null while the connection cannot carry it. */
  fill(version: number, send: ((m: ClientMessage) => void) | null): void {
    const gap = this.firstGap(version);
    this.complete.value = gap === null;
    if (gap === null || this.asked || !send) return;
    this.asked = true;
    send({ type: 'history', from: gap - 1 });
  }

  /** A history page came: file it, and ask for the next if a gap is left. */
  page(steps: readonly LoggedStep<W>[], version: number, send: ((m: ClientMessage) => void) | null): void {
    this.asked = false;
    this.file(steps);
    this.fill(version, send);
  }

  /** A live step came: file it, and go on filling if the log was behind. */
  live(step: LoggedStep<W>, version: number, send: ((m: ClientMessage) => void) | null): void {
    this.file([step]);
    if (!this.complete.value) this.fill(version, send);
  }

  /** File steps into the log by version, each once, whether they came live or from the history. */
  private file(steps: readonly LoggedStep<W>[]): void {
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
}
